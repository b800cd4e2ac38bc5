import { describe, expect, it } from 'vitest';
import {
  CHHABRA2019_FINDINGS,
  DUPONT2020_FINDINGS,
  FRANKE2007_FINDINGS,
  chhabraFindingsTable,
  countFindings,
  studySeeds,
  type ChhabraFindingsTable,
  type DupontFindingsTable,
  type Finding,
  type FrankeFindingsTable,
} from '../../src/experiments/index';
import { InvalidInputError } from '../../src/errors/index';

function byId<T>(findings: readonly Finding<T>[], id: string): Finding<T> {
  const f = findings.find((x) => x.id === id);
  if (f === undefined) throw new Error(`no finding ${id}`);
  return f;
}

// ---- Dupont 2020: a hand-made table shaped like the paper's Tables 5-15 where every claim holds, then one
// change per claim makes it fail
const SETUPS = ['FIFO', 'FIFO-Rcfg', 'FIFO-Poff', 'FIFO-Rcfg-Poff', 'Rand-Param1', 'Rand-Param2', 'Rand-Param3', 'Swarm1', 'Swarm2', 'Swarm3'];
type Exp = DupontFindingsTable['experiments'][string];
const N = 100;
/** Wins of each setup over each other from an order of average ranks: a better rank wins 60 of 100 sets. */
const winsFrom = (r: readonly number[]) => r.map((a, i) => r.map((b, j) => (i === j ? 0 : a < b ? 60 : 40)));
//                  FIFO  Rcfg  Poff  RcPo  RP1   RP2   RP3   S1    S2    S3
const TABLE8 = [5.49, 7.22, 7.58, 9.02, 4.97, 6.72, 5.07, 3.12, 2.45, 3.39];
function exp(over: Partial<Exp> = {}): Exp {
  return {
    setups: SETUPS,
    sets: N,
    meanCost: [5.4, 7.9, 5.0, 8.8, 5.3, 6.0, 5.5, 3.2, 3.3, 3.5],
    powerOffs: [0, 0, 228, 458, 83, 56, 0, 139, 216, 160],
    reconfigurations: [0, 3, 0, 13, 3.7, 0, 0.04, 0, 0.01, 5],
    averageRanks: { meanStretch: TABLE8, normalizedMeanPower: TABLE8, cost: TABLE8 },
    friedmanP: { meanStretch: 1e-89, normalizedMeanPower: 1e-173, cost: 1e-91 },
    costWins: winsFrom(TABLE8),
    groups: {
      cost: [['Swarm1', 'Swarm2', 'Swarm3'], ['FIFO', 'Rand-Param1', 'Rand-Param3'], ['Rand-Param2', 'FIFO-Rcfg', 'FIFO-Poff'], ['FIFO-Rcfg-Poff']],
      normalizedMeanPower: [['FIFO-Poff', 'Swarm1'], ['Swarm2', 'Swarm3'], ['FIFO-Rcfg-Poff', 'Rand-Param2'], ['Rand-Param1'], ['FIFO', 'Rand-Param3'], ['FIFO-Rcfg']],
      meanStretch: [['Swarm2'], ['Swarm3', 'Swarm1'], ['FIFO', 'Rand-Param1', 'Rand-Param3'], ['FIFO-Rcfg', 'Rand-Param2'], ['FIFO-Rcfg-Poff', 'FIFO-Poff']],
    },
    ...over,
  };
}
const resilience = exp({
  reconfigurations: [0, 4.3, 0, 5.8, 2.9, 3.6, 2.5, 7.5, 1.2, 4.9],
  groups: { ...exp().groups, cost: [['Swarm2'], ['FIFO'], ['Swarm3', 'FIFO-Rcfg', 'Swarm1', 'FIFO-Poff'], ['FIFO-Rcfg-Poff', 'Rand-Param1', 'Rand-Param3'], ['Rand-Param2']] },
});
const scaleUp = exp({
  powerOffs: [0, 0, 266, 233, 180, 0, 0, 151, 193, 171],
  groups: {
    ...exp().groups,
    cost: [['FIFO-Rcfg'], ['Rand-Param2'], ['Rand-Param3', 'FIFO'], ['Swarm1', 'Swarm2', 'Swarm3'], ['FIFO-Poff'], ['Rand-Param1'], ['FIFO-Rcfg-Poff']],
    normalizedMeanPower: [['FIFO-Poff', 'Swarm1'], ['Swarm2', 'Swarm3'], ['FIFO'], ['FIFO-Rcfg']],
  },
});
const TABLE4 = { Swarm1: { t1off: 899, t2off: 1405, pT1off: 0.717 }, Swarm2: { t1off: 528, t2off: 2962, pT1off: 0.959 }, Swarm3: { t1off: 632, t2off: 1233, pT1off: 0.615 } };
const paperLike: DupontFindingsTable = { swarms: TABLE4, experiments: { main: exp(), resilience, scaleUp } };
const withMain = (over: Partial<Exp>): DupontFindingsTable => ({ ...paperLike, experiments: { ...paperLike.experiments, main: exp(over) } });
const withExp = (id: 'resilience' | 'scaleUp', over: Partial<Exp>): DupontFindingsTable => ({ ...paperLike, experiments: { ...paperLike.experiments, [id]: { ...paperLike.experiments[id]!, ...over } } });
const costGroups = (base: Exp, cost: string[][]) => ({ groups: { ...base.groups, cost } });
const swap = (r: readonly number[], a: number, b: number) => r.map((v, i) => (i === a ? r[b]! : i === b ? r[a]! : v));

describe('DUPONT2020_FINDINGS on hand-made tables', () => {
  it('all hold on a table shaped like the paper', () => {
    for (const f of DUPONT2020_FINDINGS) expect(f.holds(paperLike), f.id).toBe(true);
  });
  const fails: Array<[string, DupontFindingsTable]> = [
    ['short-power-offs-more-often', { ...paperLike, swarms: { ...TABLE4, Swarm3: { t1off: 632, t2off: 1233, pT1off: 0.59 } } }],
    ['swarm1-no-reconfiguration', withMain({ reconfigurations: [0, 3, 0, 13, 3.7, 0, 0.04, 0.01, 0.01, 5] })],
    ['swarm2-few-reconfigurations', withMain({ reconfigurations: [0, 3, 0, 13, 3.7, 0, 0.04, 0, 1, 5] })],
    ['swarm-power-offs-same-order', withMain({ powerOffs: [0, 0, 228, 458, 83, 56, 0, 13, 216, 160] })], // 216 / 13 > 10
    ['friedman-significant', withExp('scaleUp', { friedmanP: { meanStretch: 1e-9, normalizedMeanPower: 1e-9, cost: 0.05 } })],
    ['stretch-swarms-rank-best', withMain({ groups: { ...exp().groups, meanStretch: [['Swarm2'], ['Swarm3', 'FIFO'], ['Swarm1']] } })],
    ['stretch-poff-last', withMain({ groups: { ...exp().groups, meanStretch: [['Swarm2'], ['FIFO-Poff'], ['FIFO-Rcfg-Poff']] } })],
    ['power-first-group', withMain({ groups: { ...exp().groups, normalizedMeanPower: [['FIFO-Poff', 'Swarm1', 'Swarm2'], ['FIFO']] } })],
    ['power-no-poff-last', withMain({ groups: { ...exp().groups, normalizedMeanPower: [['FIFO-Poff', 'Swarm1'], ['FIFO', 'Swarm2', 'Swarm3'], ['FIFO-Rcfg']] } })],
    ['cost-swarms-lowest-ranks', withMain({ averageRanks: { ...exp().averageRanks!, cost: swap(TABLE8, 7, 8) } })], // Swarm1 lowest, not Swarm2
    ['cost-no-rank-near-1', withMain({ averageRanks: { ...exp().averageRanks!, cost: TABLE8.map((r, i) => (i === 8 ? 1.9 : r)) } })],
    ['cost-swarms-win-majority', withMain({ costWins: winsFrom(TABLE8).map((row, i) => (i === 9 ? row.map((w, j) => (j === 0 ? 50 : w)) : row)) })], // Swarm3 wins 50 of 100 against FIFO
    ['swarms-beat-their-rand-param', withMain({ averageRanks: { ...exp().averageRanks!, cost: swap(TABLE8, 4, 7) } })], // Rand-Param1 above Swarm1
    ['cost-swarms-first-group', withMain(costGroups(exp(), [['Swarm1', 'Swarm2'], ['Swarm3', 'FIFO']]))],
    ['cost-fifo-second-with-rand-params', withMain(costGroups(exp(), [['Swarm1', 'Swarm2', 'Swarm3'], ['FIFO', 'Rand-Param1'], ['Rand-Param3']]))],
    ['cost-rcfg-poff-last', withMain(costGroups(exp(), [['Swarm1', 'Swarm2', 'Swarm3'], ['FIFO-Rcfg-Poff', 'FIFO-Rcfg']]))],
    ['resilience-swarm2-alone-first', withExp('resilience', costGroups(resilience, [['Swarm2', 'FIFO'], ['Swarm3', 'Swarm1']]))],
    ['resilience-fifo-second', withExp('resilience', costGroups(resilience, [['Swarm2'], ['FIFO', 'FIFO-Poff'], ['Swarm3', 'Swarm1']]))],
    ['resilience-swarm1-swarm3-third', withExp('resilience', costGroups(resilience, [['Swarm2'], ['FIFO'], ['Swarm3'], ['Swarm1']]))],
    ['resilience-rand-params-last', withExp('resilience', costGroups(resilience, [['Swarm2'], ['FIFO', 'Rand-Param1'], ['Swarm3', 'Swarm1'], ['Rand-Param3'], ['Rand-Param2']]))],
    ['resilience-swarms-reconfigure', withExp('resilience', { reconfigurations: [0, 4.3, 0, 5.8, 2.9, 3.6, 2.5, 0, 1.2, 4.9] })],
    ['scaleup-rcfg-first', withExp('scaleUp', costGroups(scaleUp, [['FIFO-Rcfg', 'Rand-Param2'], ['Swarm1', 'Swarm2', 'Swarm3'], ['FIFO-Rcfg-Poff']]))],
    ['scaleup-swarms-tied-not-first', withExp('scaleUp', costGroups(scaleUp, [['FIFO-Rcfg'], ['Swarm1', 'Swarm2'], ['Swarm3'], ['FIFO-Rcfg-Poff']]))],
    ['scaleup-rcfg-poff-last', withExp('scaleUp', costGroups(scaleUp, [['FIFO-Rcfg'], ['Swarm1', 'Swarm2', 'Swarm3'], ['FIFO-Rcfg-Poff', 'Rand-Param1']]))],
    ['scaleup-swarm-power-offs-consistent', withExp('scaleUp', { powerOffs: [0, 0, 266, 233, 180, 0, 0, 151, 193, 330] })], // Swarm3 160 -> 330: more than twice
    ['scaleup-rcfg-poor-power', withExp('scaleUp', { groups: { ...scaleUp.groups, normalizedMeanPower: [['FIFO-Poff'], ['FIFO-Rcfg'], ['FIFO']] } })],
  ];
  for (const [id, table] of fails) {
    it(`${id} fails when its claim is broken`, () => {
      expect(byId(DUPONT2020_FINDINGS, id).holds(table)).toBe(false);
    });
  }
  it('every finding is exercised by a failing table', () => {
    expect(fails.map(([id]) => id).sort()).toEqual(DUPONT2020_FINDINGS.map((f) => f.id).sort());
  });
  it('every statement cites a section, table or figure of the paper', () => {
    for (const f of DUPONT2020_FINDINGS) expect(f.statement, f.id).toMatch(/(section|Table|Fig\.) \d/);
  });
  it('a table from an older dupontFindingsTable (no ranks) makes a rank finding fail loudly, not hold', () => {
    const old = { experiments: { main: { ...exp(), averageRanks: undefined } } } as unknown as DupontFindingsTable;
    expect(() => byId(DUPONT2020_FINDINGS, 'cost-no-rank-near-1').holds(old)).toThrow(/averageRanks/);
  });
});

// ---- Chhabra 2019: per trace a size experiment (RC1/SH1 at 200 and 400 jobs), a resource experiment (RC1-RC3
// at 200) and a speed experiment (SH1-SH3 at 200), metrics shaped like the paper's figures, Table III like its
// Table III; then one change per claim makes it fail
const POLICIES = ['First-Fit', 'METLE', 'EAMM', 'Best-Fit', 'MOPSO-FGA', 'MOGA', 'HCSPSO'];
type CCell = ChhabraFindingsTable['cells'][number];
//                        FF    METLE EAMM  BF    MOPSO MOGA  HCSPSO
const BASE_M = { makespan: [100, 110, 120, 105, 98, 95, 90], energy: [50, 55, 56, 52, 49, 48, 45], meanFlowtime: [30, 33, 34, 31, 29, 28, 27] };
function cc(trace: string, jobs: number, resources: string, speeds: string, scale: { m?: number; e?: number; f?: number; speedGain?: [number, number] } = {}): CCell {
  const [heur, meta] = scale.speedGain ?? [1, 1]; // makespan multipliers of the heuristics and the metaheuristics
  const metrics = Object.fromEntries(
    POLICIES.map((p, i) => [p, {
      makespan: BASE_M.makespan[i]! * (scale.m ?? 1) * (i >= 4 ? meta : heur),
      energy: BASE_M.energy[i]! * (scale.e ?? 1),
      meanFlowtime: BASE_M.meanFlowtime[i]! * (scale.f ?? 1),
    }]),
  );
  const ff = metrics['First-Fit']!;
  const fitness = Object.fromEntries(POLICIES.map((p) => [p, (metrics[p]!.makespan / ff.makespan + metrics[p]!.energy / ff.energy + metrics[p]!.meanFlowtime / ff.meanFlowtime) / 3]));
  return { trace, jobs, resources, speeds, fitness, metrics };
}
const traceCells = (trace: string): CCell[] => [
  cc(trace, 200, 'RC1', 'SH1'),
  cc(trace, 400, 'RC1', 'SH1', { m: 2, e: 2, f: 2 }),
  cc(trace, 200, 'RC2', 'SH1', { e: 0.9 }),
  cc(trace, 200, 'RC3', 'SH1', { e: 0.8 }),
  cc(trace, 200, 'RC1', 'SH2', { speedGain: [0.9, 0.8] }),
  cc(trace, 200, 'RC1', 'SH3', { speedGain: [0.8, 0.6] }),
];
const T3 = (rows: number[][]) => Object.fromEntries(POLICIES.map((p, i) => [p, { makespan: rows[0]![i]!, energy: rows[1]![i]!, meanFlowtime: rows[2]![i]! }]));
const paperT3 = { 'LLNL-Thunder': T3([BASE_M.makespan, BASE_M.energy, BASE_M.meanFlowtime]), METACENTRUM: T3([BASE_M.makespan, BASE_M.energy, BASE_M.meanFlowtime]) };
const paperChhabra: ChhabraFindingsTable = {
  cells: [...traceCells('LLNL-Thunder'), ...traceCells('METACENTRUM')],
  averageRanks: { 'First-Fit': 5, METLE: 6, EAMM: 7, 'Best-Fit': 4, 'MOPSO-FGA': 3, MOGA: 2, HCSPSO: 1 },
  table3: paperT3,
  fixedSize: 200,
};
const withCell = (k: number, c: CCell): ChhabraFindingsTable => ({ ...paperChhabra, cells: paperChhabra.cells.map((x, i) => (i === k ? c : x)) });
const withMetric = (k: number, policy: string, key: 'makespan' | 'energy' | 'meanFlowtime', v: number): ChhabraFindingsTable => {
  const c = paperChhabra.cells[k]!;
  return withCell(k, { ...c, metrics: { ...c.metrics!, [policy]: { ...c.metrics![policy]!, [key]: v } } });
};
const withT3 = (trace: 'LLNL-Thunder' | 'METACENTRUM', policy: string, key: 'makespan' | 'energy' | 'meanFlowtime', v: number): ChhabraFindingsTable => ({
  ...paperChhabra,
  table3: { ...paperT3, [trace]: { ...paperT3[trace], [policy]: { ...paperT3[trace][policy]!, [key]: v } } },
});
describe('CHHABRA2019_FINDINGS on hand-made tables', () => {
  it('hold on a table shaped like the paper\'s figures and Table III (except schedlab\'s own First-Fit observation)', () => {
    for (const f of CHHABRA2019_FINDINGS) if (f.id !== 'first-fit-leads-on-large-batches') expect(f.holds(paperChhabra), f.id).toBe(true);
  });
  const fails: Array<[string, ChhabraFindingsTable]> = [
    ['table3-hcspso-best-makespan-llnl-thunder', withT3('LLNL-Thunder', 'MOGA', 'makespan', 89)],
    ['table3-hcspso-best-energy-llnl-thunder', withT3('LLNL-Thunder', 'Best-Fit', 'energy', 44)],
    ['table3-hcspso-best-flowtime-llnl-thunder', withT3('LLNL-Thunder', 'MOPSO-FGA', 'meanFlowtime', 26)],
    ['table3-hcspso-best-makespan-metacentrum', withT3('METACENTRUM', 'EAMM', 'makespan', 80)],
    ['table3-hcspso-best-energy-metacentrum', withT3('METACENTRUM', 'MOGA', 'energy', 44.9)],
    ['table3-hcspso-best-flowtime-metacentrum', withT3('METACENTRUM', 'First-Fit', 'meanFlowtime', 1)],
    ['table3-moga-second-makespan', withT3('METACENTRUM', 'MOPSO-FGA', 'makespan', 94)],
    ['size-hcspso-best-most-sizes', withMetric(1, 'MOGA', 'energy', 80)], // at 400 jobs MOGA has less energy: 1 of 2 sizes is not most
    ['size-metrics-grow', withMetric(7, 'EAMM', 'meanFlowtime', 30)], // METACENTRUM 400 jobs: EAMM's flowtime below its 200-job one
    ['resources-energy-falls', withMetric(3, 'METLE', 'energy', 50)], // RC3 above RC2 (49.5)
    ['resources-hcspso-best-metacentrum', withMetric(9, 'Best-Fit', 'makespan', 80)], // METACENTRUM RC3
    ['speeds-makespan-falls', withMetric(5, 'HCSPSO', 'makespan', 80)], // SH3 above SH2 (72)
    ['speeds-metaheuristics-gain-more', withMetric(11, 'Best-Fit', 'makespan', 50)], // METACENTRUM: Best-Fit gains 52% from SH1 to SH3, MOGA 40%
    ['hcspso-best-average-rank', { ...paperChhabra, averageRanks: { ...paperChhabra.averageRanks, MOGA: 1 } }], // a tie is not best
    ['hcspso-beats-moga', { ...paperChhabra, cells: paperChhabra.cells.map((c) => ({ ...c, fitness: { ...c.fitness, MOGA: 0.5 } })) }],
    ['hcspso-beats-mopso-fga', { ...paperChhabra, cells: paperChhabra.cells.map((c, i) => (i < 6 ? { ...c, fitness: { ...c.fitness, 'MOPSO-FGA': 0.5 } } : c)) }], // half the cells: not most
  ];
  for (const [id, table] of fails) {
    it(`${id} fails when its claim is broken`, () => {
      expect(byId(CHHABRA2019_FINDINGS, id).holds(table)).toBe(false);
    });
  }
  it('first-fit-leads-on-large-batches: holds when First-Fit beats the metaheuristics on every larger batch, not vacuously', () => {
    const f = byId(CHHABRA2019_FINDINGS, 'first-fit-leads-on-large-batches');
    expect(f.holds(paperChhabra)).toBe(false);
    const ffWins = { ...paperChhabra, cells: paperChhabra.cells.map((c) => (c.jobs > 200 ? { ...c, fitness: { ...c.fitness, 'First-Fit': 0.1 } } : c)) };
    expect(f.holds(ffWins)).toBe(true);
    expect(f.holds({ ...paperChhabra, cells: paperChhabra.cells.filter((c) => c.jobs === 200) })).toBe(false);
  });
  it('chhabraFindingsTable names the fitness ranks by the cells\' policy order and keeps metrics, Table III and the fixed size', () => {
    const c0 = paperChhabra.cells[0]!;
    const t = chhabraFindingsTable({ cells: [c0], rankings: [{ criterion: 'makespan', averageRanks: [9, 9, 9, 9, 9, 9, 9] }, { criterion: 'fitness', averageRanks: [1, 2, 3, 4, 5, 6, 7] }], table3: paperT3, config: { fixedSize: 200 } });
    expect(t.averageRanks).toEqual({ 'First-Fit': 1, METLE: 2, EAMM: 3, 'Best-Fit': 4, 'MOPSO-FGA': 5, MOGA: 6, HCSPSO: 7 });
    expect(t.cells[0]!.metrics).toEqual(c0.metrics);
    expect([t.table3, t.fixedSize]).toEqual([paperT3, 200]);
  });
  it('a study without METACENTRUM does not confirm its Table III claims', () => {
    const llnl = { ...paperChhabra, cells: traceCells('LLNL-Thunder'), table3: { 'LLNL-Thunder': paperT3['LLNL-Thunder'] } };
    expect(byId(CHHABRA2019_FINDINGS, 'table3-hcspso-best-makespan-metacentrum').holds(llnl)).toBe(false);
    expect(byId(CHHABRA2019_FINDINGS, 'table3-hcspso-best-makespan-llnl-thunder').holds(llnl)).toBe(true);
  });
  it('every finding but schedlab\'s own is exercised by a failing table, and every statement cites the paper', () => {
    expect([...fails.map(([id]) => id), 'first-fit-leads-on-large-batches'].sort()).toEqual(CHHABRA2019_FINDINGS.map((f) => f.id).sort());
    for (const f of CHHABRA2019_FINDINGS) expect(f.statement, f.id).toMatch(/(section|Table|Fig\.) [\dIV]/);
  });
});

// ---- Franke 2007: EASY / PROB / PITTS / CCA shaped like Table 4's KTH row (PITTS +25% AWRT_1, +8% AWRT_2,
// groups 3-5 pay, f_obj +19.8%), then one change per claim makes it fail
type FrankeRow = { objective: number; awrt: number[]; utilization: number };
const row = (objective: number, awrt: number[], utilization = 0.682, train?: FrankeRow) => ({ objective, awrt, utilization, train: train ?? { objective, awrt, utilization } });
const FRANKE_BASE = {
  EASY: row(1_000_000, [70_000, 50_000, 50_000, 80_000, 30_000]),
  PROB: row(950_000, [69_000, 45_000, 55_000, 85_000, 32_000]), // AWRT_2 +10%, AWRT_1 +1.4%
  PITTS: row(800_000, [52_500, 46_000, 78_000, 240_000, 250_000], 0.682, { objective: 780_000, awrt: [50_000, 45_000, 60_000, 90_000, 40_000], utilization: 0.7 }),
  CCA: row(790_000, [52_000, 45_500, 70_000, 200_000, 200_000]),
};
const frankeTable = (over: Partial<Record<keyof typeof FRANKE_BASE, ReturnType<typeof row>>> = {}): FrankeFindingsTable => ({ methods: { ...FRANKE_BASE, ...over } });
const pittsTest = FRANKE_BASE.PITTS;
describe('FRANKE2007_FINDINGS on hand-made tables', () => {
  it('hold on the paper-shaped table', () => {
    for (const f of FRANKE2007_FINDINGS) expect(f.holds(frankeTable()), f.id).toBe(true);
  });
  const fails: Array<[string, FrankeFindingsTable]> = [
    ['pitts-improves-easy', frankeTable({ PITTS: { ...pittsTest, objective: 1_000_000 } })], // a tie is no improvement
    ['cca-improves-easy', frankeTable({ CCA: { ...FRANKE_BASE.CCA, objective: 1_010_000 } })],
    ['prob-improves-easy', frankeTable({ PROB: { ...FRANKE_BASE.PROB, objective: 1_050_000 } })],
    ['gfs-beat-prob', frankeTable({ PROB: { ...FRANKE_BASE.PROB, objective: 795_000 } })], // PROB between CCA and PITTS
    ['cca-beats-pitts', frankeTable({ CCA: { ...FRANKE_BASE.CCA, objective: 800_000 } })],
    ['pitts-shortens-awrt1-and-awrt2', frankeTable({ PITTS: { ...pittsTest, awrt: [52_500, 50_000, 78_000, 240_000, 250_000] } })], // AWRT_2 = EASY's
    ['pitts-lengthens-awrt3-to-5', frankeTable({ PITTS: { ...pittsTest, awrt: [52_500, 46_000, 78_000, 240_000, 30_000] } })], // group 5 does not pay
    ['pitts-keeps-utilization', frankeTable({ PITTS: { ...pittsTest, utilization: 0.682 * 1.0001 } })], // +0.01%: Table 4 would print 0.01
    ['prob-improves-awrt2-more', frankeTable({ PROB: { ...FRANKE_BASE.PROB, awrt: [60_000, 45_000, 55_000, 85_000, 32_000] } })], // AWRT_1 gains more
    ['pitts-improves-10pct', frankeTable({ PITTS: { ...pittsTest, objective: 900_001 } })], // 9.9999%
    ['pitts-improves-10pct-in-sample', frankeTable({ PITTS: { ...pittsTest, train: { ...pittsTest.train, objective: 900_001 } } })],
  ];
  for (const [id, table] of fails) {
    it(`${id} fails when its claim is broken`, () => {
      expect(byId(FRANKE2007_FINDINGS, id).holds(table)).toBe(false);
    });
  }
  it('every finding is exercised by a failing table', () => {
    expect(fails.map(([id]) => id).sort()).toEqual(FRANKE2007_FINDINGS.map((f) => f.id).sort());
  });
  it('pitts-keeps-utilization holds within Table 4\'s rounding (+0.004%)', () => {
    expect(byId(FRANKE2007_FINDINGS, 'pitts-keeps-utilization').holds(frankeTable({ PITTS: { ...pittsTest, utilization: 0.682 * 1.00004 } }))).toBe(true);
  });
  it('every statement cites a section, table or figure of the paper', () => {
    for (const f of FRANKE2007_FINDINGS) expect(f.statement, f.id).toMatch(/(section|Table|Fig\.) \d/);
  });
});

describe('countFindings and studySeeds', () => {
  const positive: Finding<number> = { id: 'positive', statement: 'the value is positive', holds: (v) => v > 0 };
  it('counts per seed, and per reading with readings', () => {
    expect(countFindings([positive], [1, -2, 3])).toEqual([{ id: 'positive', statement: 'the value is positive', holds: 2, runs: 3, bySeed: [true, false, true] }]);
    const r = countFindings([positive], { clip: [1, 2], reflect: [-1, 2] })[0]!;
    expect(r.readings).toEqual({ clip: { holds: 2, runs: 2 }, reflect: { holds: 1, runs: 2 } });
    expect([r.holds, r.runs]).toEqual([3, 4]);
  });
  it('refuses no tables, repeated ids and names the finding and seed whose predicate throws', () => {
    expect(() => countFindings([positive], [])).toThrow(InvalidInputError);
    expect(() => countFindings([positive, positive], [1])).toThrow(/"positive" appears twice/);
    const broken: Finding<number> = { id: 'broken', statement: 's', holds: (v) => { if (v === 2) throw new Error('no main experiment'); return true; } };
    expect(() => countFindings([broken], [1, 2])).toThrow(/finding "broken" failed on seed #2: no main experiment/);
  });
  it('studySeeds: the first is the seed itself, the others derived, distinct and reproducible', () => {
    const s = studySeeds(7, 5);
    expect(s[0]).toBe(7);
    expect(new Set(s).size).toBe(5);
    expect(studySeeds(7, 5)).toEqual(s);
    expect(studySeeds(7, 2)).toEqual(s.slice(0, 2)); // more seeds extend the list
    expect(studySeeds(8, 2)[1]).not.toBe(s[1]);
    for (const x of s) expect(Number.isInteger(x) && x >= 0 && x <= 0xffffffff).toBe(true);
    expect(() => studySeeds(7, 0)).toThrow(InvalidInputError);
    expect(() => studySeeds(-1, 2)).toThrow(InvalidInputError);
  });
});
