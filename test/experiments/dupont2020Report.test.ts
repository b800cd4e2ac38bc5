import { describe, expect, it } from 'vitest';
import { dupont2020Config, dupont2020Report, reproduceDupont2020, type Dupont2020Results } from '../../src/experiments/index';
import { VERSION } from '../../src/version';
import { weakRanking } from '../../src/statistics/index';
import { loadBound } from '../helpers/loadBound';

let cached: Dupont2020Results | undefined;
async function tiny(): Promise<Dupont2020Results> {
  cached ??= await reproduceDupont2020(dupont2020Config('quick', { particles: 3, epochs: 2, setsPerEpoch: 2 }), { seed: 3 });
  return cached;
}

describe('the Dupont 2020 report tables', () => {
  it('carry the analysis numbers and the paper values side by side', async () => {
    const r = await tiny();
    const sections = dupont2020Report(r).sections;
    const tables = new Map(sections.flatMap((s) => s.tables ?? []).map((t) => [t.name, t]));
    // Table 4: one row per trained parameter, with the paper's value beside it
    const t4 = tables.get('table4-parameters')!;
    expect(t4.rows).toHaveLength(8 + 9 + 9);
    expect(t4.rows[0]).toEqual(['Swarm1', 'wn', Number(r.training[0]!.parameters[0]!.toFixed(3)), 0.175]);
    // Table 5: the means of the analysis, rounded, next to the paper's Table 5
    const main = r.experiments[0]!.analysis;
    const ops = tables.get('main-operations')!;
    expect(ops.rows.map((row) => row[0])).toEqual([...main.setups]);
    ops.rows.forEach((row, j) => {
      expect(row[1]).toBe(Number(main.means.reconfigurations[j]!.toFixed(2)));
      expect(row[2]).toBe(Number(main.means.powerOffs[j]!.toFixed(2)));
    });
    expect(ops.rows.find((row) => row[0] === 'FIFO-Poff')!.slice(3)).toEqual([0, 228.38]);
    // weak ranking rows: ours and the paper's, as many rows as the deeper of the two
    const byCost = tables.get('main-ranking-cost')!;
    const ours = main.rankings.find((k) => k.metric === 'cost')!.groups;
    const unadjusted = weakRanking(r.experiments[0]!.results.metrics.cost, { alpha: 0.05, method: 'none', names: [...main.setups], lowerIsBetter: true }).groups;
    expect(byCost.rows.length).toBe(Math.max(ours.length, unadjusted.length, 4));
    expect(byCost.columns).toEqual(['rank', 'setups (ours, Holm)', "setups (ours, paper's rule)", 'setups (paper)']);
    expect(byCost.rows[0]![1]).toBe(ours[0]!.names.join(' and '));
    expect(byCost.rows[0]![2]).toBe(unadjusted[0]!.names.join(' and '));
    expect(byCost.rows[0]![3]).toBe('Swarm1 and Swarm2 and Swarm3');
    // Friedman: Kendall's W = chi2 / (N (k - 1)) beside each chi-square, ours and the paper's (448.09 / (100 x 9) = 0.498)
    const friedman = tables.get('main-friedman')!;
    const cost = main.rankings.find((k) => k.metric === 'cost')!;
    const costRow = friedman.rows.find((row) => String(row[0]).startsWith('cost'))!;
    expect(costRow[4]).toBe(Number((cost.chiSquare / (main.sets * (main.setups.length - 1))).toFixed(3)));
    expect(costRow[7]).toBe(0.498);
    expect(friedman.rows.find((row) => row[0] === 'normalized mean power')![7]).toBe(0.924); // 831.72 / 900
    // every table says its mode and seeds: the findings over all seeds, the others the first seed's
    expect(tables.get('findings')!.caption).toMatch(/\[quick mode; root seed 3\]$/);
    expect(tables.get('main-means')!.caption).toMatch(/\[quick mode; root seed 3\]$/);
    expect(tables.get('findings')!.columns.at(-1)).toBe("paper's post-hoc rule (6.1)");
    // every figure of the paper is there once
    const figures = sections.flatMap((s) => s.figures ?? []).map((f) => f.name);
    expect(figures).toEqual([
      'fig3-training',
      'training-convergence',
      'fig4-stretch-histograms',
      'fig5-power-histograms',
      'fig6-cost-boxplots',
      'fig7-cost-wins',
      'fig8-resilience-cost-boxplots',
      'fig9-scaleUp-cost-boxplots',
      'fig2-gantt',
      'cluster-power',
      'main-cd-cost',
      'resilience-cd-cost',
      'scaleUp-cd-cost',
    ]);
    // effect sizes of every setup against FIFO, per experiment, beside the CD diagrams
    const effects = tables.get('main-effect-sizes')!;
    expect(effects.rows.map((row) => row[1])).toEqual(main.setups.filter((n) => n !== 'FIFO').map(() => 'FIFO'));
    expect(new Set(effects.rows.map((row) => row[0]))).toEqual(new Set(main.setups.filter((n) => n !== 'FIFO')));
    const comparison = sections[sections.length - 1]!;
    expect(comparison.heading).toBe('Critical-difference diagrams and effect sizes (not in the paper)');
    expect(comparison.text).toContain('The Friedman test');
  }, loadBound(60_000));

  it('the training convergence figure draws each swarm\'s best cost so far and its epoch spread, by evaluations', async () => {
    const r = await tiny();
    const fig = dupont2020Report(r).sections.flatMap((s) => s.figures ?? []).find((f) => f.name === 'training-convergence')!;
    const rows = (fig.spec.data as { values: Array<{ run: string; x: number; y: number; lo: number; hi: number }> }).values;
    // 3 swarms x 2 epochs, in order; x = evaluations so far (3 particles per epoch), y = bestSoFar, band = the epoch's min..max
    expect(rows.map((p) => [p.run, p.x])).toEqual([['Swarm1', 3], ['Swarm1', 6], ['Swarm2', 3], ['Swarm2', 6], ['Swarm3', 3], ['Swarm3', 6]]);
    for (const s of r.training) {
      const mine = rows.filter((p) => p.run === s.swarm);
      expect(mine.map((p) => p.y)).toEqual(s.history.map((h) => h.bestSoFar));
      expect(mine.map((p) => [p.lo, p.hi])).toEqual(s.history.map((h) => [h.min, h.max]));
      expect(mine[1]!.y).toBe(Math.min(s.history[0]!.min, s.history[1]!.min)); // best so far by hand
    }
  }, loadBound(60_000));

  it('the three experiments use disjoint job sets, and training counts its simulations', async () => {
    const r = await tiny();
    const seen = new Set<number>();
    for (const e of r.experiments) {
      for (const s of e.results.seeds) {
        expect(seen.has(s)).toBe(false);
        seen.add(s);
      }
    }
    // validation sets are disjoint from the experiments' sets too
    expect(r.validationSetSeeds).toHaveLength(10);
    expect(r.validationSetSeeds.filter((v) => seen.has(v))).toEqual([]);
    const validation = r.training[0]!.validation!;
    expect(validation.sets).toBe(10);
    // 3 swarms x 3 particles x 2 epochs x 2 sets, plus each swarm's candidates on the 10 validation sets
    expect(r.simulations.training).toBe(3 * 3 * 2 * 2 + r.training.reduce((a, s) => a + s.validation!.candidates * 10, 0));
    const tables = new Map(dupont2020Report(r).sections.flatMap((s) => s.tables ?? []).map((t) => [t.name, t]));
    expect(tables.get('validation')!.rows[0]).toEqual([
      'Swarm1',
      validation.candidates,
      Number(validation.cost.toFixed(3)),
      Number(validation.trainingBestCost.toFixed(3)),
      Number(validation.fifoCost.toFixed(3)),
      Number(r.training[0]!.bestValue.toFixed(3)),
    ]);
  }, loadBound(60_000));

  it('is a whole report: title with mode and seed, and results.json that is the results', async () => {
    const r = await tiny();
    const report = dupont2020Report(r);
    expect(report.title).toBe(`Dupont, Mejri & Da Costa 2020 reproduced with schedlab ${VERSION} (quick, seed 3)`);
    const { library, version, ...rest } = JSON.parse(report.extraFiles!['results.json']!) as Record<string, unknown>;
    expect([library, version]).toEqual(['schedlab', VERSION]);
    const { findings, findingsPaperRule, ...others } = rest as { findings: Array<Record<string, unknown>>; findingsPaperRule: Array<Record<string, unknown>> };
    const { findings: f0, findingsPaperRule: p0, ...expected } = JSON.parse(JSON.stringify(r)) as { findings: Array<Record<string, unknown>>; findingsPaperRule: Array<Record<string, unknown>> };
    expect(others).toEqual(expected);
    // results.json's findings say what they are: quick mode, the seeds, the caveat
    expect(findings).toEqual(f0.map((f) => ({ ...f, mode: 'quick', seeds: 'root seed 3', caveat: expect.stringMatching(/^quick mode: reduced sizes/) })));
    expect(findingsPaperRule.map((f) => f['id'])).toEqual(p0.map((f) => f['id']));
    expect(report.sections[0]!.text).toMatch(/Quick mode: reduced sizes/);
  });
});
