/**
 * The reproduction figures the docs quote, made from committed summaries of real runs
 * (test/reproductions/results/*.json, extracted from a run's results.json by update.ts) with the
 * current code: findings are recounted from each seed's finding table by today's findings, and
 * every quoted table is generated here. docs.test.ts fails when docs/reproduction.md or README.md
 * and these disagree; `npx tsx test/reproductions/update.ts docs` rewrites the blocks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHHABRA2019_FINDINGS,
  DUPONT2020_FINDINGS,
  FRANKE2007_FINDINGS,
  countFindings,
  type ChhabraFindingsTable,
  type DupontFindingsTable,
  type FindingCount,
  type FrankeFindingsTable,
  type MethodSettings,
} from '../../src/experiments/index';
import { paperRuleTable } from '../../src/experiments/dupont2020/internals/paperRuleTable';

export const RESULTS_DIR = new URL('./results/', import.meta.url).pathname;

/** What a committed summary holds: how the run was made and what its findings stand on. */
export interface Summary {
  readonly name: string;
  readonly paper: 'dupont2020' | 'franke2007' | 'chhabra2019';
  /** The exact command (run from the repository root after `npm run build`). */
  readonly command: string;
  /** The commit whose code ran. */
  readonly commit: string;
  /** Wall-clock seconds of the command, and the conditions. */
  readonly wall: string;
  readonly mode: 'quick' | 'full';
  readonly studySeeds: readonly number[];
  /** The findings as the run itself counted them (checked against the recount). */
  readonly findings: readonly FindingCount[];
  readonly findingTables: readonly unknown[];
  readonly settings: readonly MethodSettings[];
}

/** Every committed summary, by name. */
export function loadSummaries(dir = RESULTS_DIR): Record<string, Summary> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        const s = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Summary;
        return [s.name, s];
      }),
  );
}

/** The summary of one run's results.json (only what the docs and the recount need). */
export function summarize(name: string, results: Record<string, unknown>, meta: { command: string; commit: string; wall: string }): Summary {
  const paper = name.startsWith('dupont') ? 'dupont2020' : name.startsWith('franke') ? 'franke2007' : 'chhabra2019';
  const config = results['config'] as { mode?: string } | undefined;
  const mode = paper === 'franke2007' ? (results['quick'] === true ? 'quick' : 'full') : (config?.mode as 'quick' | 'full');
  return {
    name, paper, ...meta, mode,
    studySeeds: results['studySeeds'] as number[],
    findings: (results['findings'] as FindingCount[]).map(({ id, statement, holds, runs, bySeed }) => ({ id, statement, holds, runs, bySeed })),
    findingTables: results['findingTables'] as unknown[],
    settings: results['settings'] as MethodSettings[],
  };
}

/** The findings recounted from the summary's tables with today's code (and, for Dupont, under the paper's post-hoc rule). */
export function recount(s: Summary): { findings: FindingCount[]; paperRule?: FindingCount[] } {
  if (s.paper === 'dupont2020') {
    const t = s.findingTables as DupontFindingsTable[];
    return { findings: countFindings(DUPONT2020_FINDINGS, t), paperRule: countFindings(DUPONT2020_FINDINGS, t.map(paperRuleTable)) };
  }
  if (s.paper === 'franke2007') return { findings: countFindings(FRANKE2007_FINDINGS, s.findingTables as FrankeFindingsTable[]) };
  return { findings: countFindings(CHHABRA2019_FINDINGS, s.findingTables as ChhabraFindingsTable[]) };
}

const row = (cells: readonly (string | number)[]): string => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): string =>
  [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
const kn = (f: { holds: number; runs: number } | undefined): string => (f === undefined ? '' : `${f.holds}/${f.runs}`);
const fixed = (v: number, d = 2): string => v.toFixed(d);
const pct = (easy: number, x: number): string => `${((100 * (easy - x)) / easy).toFixed(1)}%`;

/** Where a block's numbers come from, in one line under it. */
function source(...summaries: Summary[]): string {
  return summaries.map((s) => `\`${s.command}\` (commit ${s.commit.slice(0, 7)}; ${s.wall})`).join('; ');
}

/** A findings table: one k/N column per summary (and per rule for Dupont), the statement once. */
function findingsBlock(summaries: Summary[], labels: string[], paperRule: boolean): string {
  const counts = summaries.map(recount);
  const first = counts[0]!.findings;
  const header = ['finding', ...labels, ...(paperRule ? labels.map((l) => `${l}, paper's rule (6.1)`) : []), 'statement'];
  const rows = first.map((f) => [
    `\`${f.id}\``,
    ...counts.map((c) => kn(c.findings.find((x) => x.id === f.id))),
    ...(paperRule ? counts.map((c) => kn(c.paperRule!.find((x) => x.id === f.id))) : []),
    f.statement.replace(/\|/g, '\\|'),
  ]);
  return `${table(header, rows)}\n\n${source(...summaries)}`;
}

/** The Dupont robustness table: per root seed, FIFO's and each swarm's mean cost (power-offs per set) and the first group by cost, main experiment. */
function dupontRobustness(summaries: Summary[]): string {
  const rows = summaries.flatMap((s) =>
    (s.findingTables as DupontFindingsTable[]).map((t, i) => {
      const e = t.experiments['main']!;
      const at = (n: string) => e.setups.indexOf(n);
      const swarm = (n: string) => `${fixed(e.meanCost[at(n)]!)} (${e.powerOffs[at(n)]!.toFixed(0)})`;
      return [
        s.studySeeds[i]!, fixed(e.meanCost[at('FIFO')]!), swarm('Swarm1'), swarm('Swarm2'), swarm('Swarm3'),
        e.groups.cost[0]!.join(', '), (e.otherGroups?.cost[0] ?? []).join(', '),
      ];
    }),
  );
  return `${table(['root seed', 'FIFO', 'Swarm1', 'Swarm2', 'Swarm3', 'first group by cost (Holm)', "first group by cost (paper's rule)"], rows)}\n\n${source(...summaries)}`;
}

/** Franke: per root seed, the improvement of f_obj over EASY on the held-out half and in-sample (training half), and PITTS's AWRT_1/AWRT_2. */
function frankeGap(s: Summary): string {
  const rows = (s.findingTables as FrankeFindingsTable[]).map((t, i) => {
    const e = t.methods['EASY']!;
    const m = (n: string) => t.methods[n]!;
    return [
      s.studySeeds[i]!,
      ...['PROB', 'PITTS', 'CCA'].flatMap((n) => [pct(e.objective, m(n).objective), pct(e.train.objective, m(n).train.objective)]),
      pct(e.awrt[0]!, m('PITTS').awrt[0]!), pct(e.awrt[1]!, m('PITTS').awrt[1]!),
    ];
  });
  const header = ['root seed', 'PROB held-out', 'PROB in-sample', 'PITTS held-out', 'PITTS in-sample', 'CCA held-out', 'CCA in-sample', 'PITTS AWRT_1 held-out', 'PITTS AWRT_2 held-out'];
  return `${table(header, rows)}\n\n${source(s)}`;
}

/** A settings table: what each method ran with (first root seed). */
function settingsBlock(s: Summary): string {
  const streams = s.settings.some((m) => m.streams !== undefined);
  const header = ['method', 'optimizer', 'population', 'iterations', 'evaluations per run', 'bound rule', 'seeding', ...(streams ? ['random streams'] : [])];
  return `${table(header, s.settings.map((m) => [m.method, m.optimizer, m.population, m.iterations, m.evaluations, m.boundary, m.seeding, ...(streams ? [m.streams ?? ''] : [])]))}\n\n${source(s)}`;
}

/** One line per chosen finding, k/N summed over the summaries' seeds (and under the paper's rule for Dupont): the README's digest. */
function digest(summaries: Summary[], ids: readonly string[]): string {
  const counts = summaries.map(recount);
  const sum = (pick: (c: ReturnType<typeof recount>) => FindingCount[] | undefined, id: string) => {
    const fs = counts.map((c) => pick(c)?.find((f) => f.id === id));
    return fs.some((f) => f === undefined) ? undefined : { holds: fs.reduce((a, f) => a + f!.holds, 0), runs: fs.reduce((a, f) => a + f!.runs, 0) };
  };
  const lines = ids.map((id) => {
    const holm = sum((c) => c.findings, id);
    if (holm === undefined) throw new Error(`digest: no finding ${id}`);
    const rule = sum((c) => c.paperRule, id);
    return `- \`${id}\`: ${kn(holm)}${rule === undefined ? '' : ` (paper's post-hoc rule: ${kn(rule)})`}`;
  });
  return `${lines.join('\n')}\n\n${source(...summaries)}`;
}

/** The runs the docs quote, by summary name, with the command that makes each (what a block says while its run is missing). */
export const RUNS: Readonly<Record<string, string>> = {
  'dupont2020-seed1-5': 'node dist/cli/main.js reproduce dupont2020 --seed 1 --seeds 5 --workers 2 --out results/dupont2020-seed1-5',
  'dupont2020-seed7-5': 'node dist/cli/main.js reproduce dupont2020 --seed 7 --seeds 5 --workers 2 --out results/dupont2020-seed7-5',
  'franke2007-kth-5': 'node dist/cli/main.js reproduce franke2007 --trace KTH-SP2 --seed 0 --seeds 5 --workers 2 --out results/franke2007-kth-5',
  'chhabra2019-3': 'node dist/cli/main.js reproduce chhabra2019 --seed 1 --seeds 3 --workers 2 --out results/chhabra2019-3',
};

/** What a block says while one of its runs has no committed summary. */
const pending = (names: readonly string[], all: Record<string, Summary>): string =>
  `*Not measured on the current code yet: ${names.filter((n) => all[n] === undefined).map((n) => `\`${RUNS[n]}\``).join(' and ')} had not finished when this was written.*`;

/** Every generated block, by name, from the committed summaries (a pending note where a run is missing). */
export function blocks(all: Record<string, Summary>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (names: readonly string[], made: Record<string, (s: Summary[]) => string>): void => {
    const have = names.map((n) => all[n]);
    for (const [block, make] of Object.entries(made)) out[block] = have.every((h) => h !== undefined) ? make(have as Summary[]) : pending(names, all);
  };
  put(['dupont2020-seed1-5', 'dupont2020-seed7-5'], {
    'dupont-findings': (s) => findingsBlock(s, ['--seed 1 --seeds 5', '--seed 7 --seeds 5'], true),
    'dupont-robustness': dupontRobustness,
    'dupont-settings': (s) => settingsBlock(s[0]!),
    'readme-dupont': (s) => digest(s, ['cost-swarms-first-group', 'cost-swarms-lowest-ranks', 'cost-swarms-win-majority', 'swarm-power-offs-same-order', 'friedman-significant', 'cost-rcfg-poff-last', 'resilience-swarm2-alone-first', 'scaleup-rcfg-first']),
  });
  put(['dupont2020-seed1-5'], { 'dupont-findings-seed1': (s) => findingsBlock(s, ['--seed 1 --seeds 5'], true) });
  put(['franke2007-kth-5'], {
    'franke-findings': (s) => findingsBlock(s, [`${s[0]!.studySeeds.length} seeds`], false),
    'franke-gap': (s) => frankeGap(s[0]!),
    'readme-franke': (s) => digest(s, ['pitts-improves-easy', 'cca-improves-easy', 'prob-improves-easy', 'gfs-beat-prob', 'pitts-shortens-awrt1-and-awrt2', 'pitts-improves-10pct', 'pitts-improves-10pct-in-sample']),
  });
  put(['chhabra2019-3'], {
    'chhabra-findings': (s) => findingsBlock(s, [`${s[0]!.studySeeds.length} seeds`], false),
    'chhabra-settings': (s) => settingsBlock(s[0]!),
    'readme-chhabra': (s) => digest(s, CHHABRA2019_FINDINGS.filter((x) => x.id.startsWith('table3-') || ['hcspso-best-average-rank', 'first-fit-leads-on-large-batches'].includes(x.id)).map((x) => x.id)),
  });
  return out;
}

// an empty block (the markers on two lines) is a block too: it must be filled, not skipped
const BLOCK = /<!-- generated: ([a-z0-9-]+) -->\n([\s\S]*?)\n?<!-- \/generated -->/g;

/** The generated blocks a document holds: name -> text between the markers. */
export function blocksIn(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(BLOCK)].map((m) => [m[1]!, m[2]!]));
}

/** The document with each of its generated blocks replaced by `generated[name]` (blocks not in `generated` kept). */
export function rewrite(text: string, generated: Record<string, string>): string {
  return text.replace(BLOCK, (whole, name: string) => (generated[name] === undefined ? whole : `<!-- generated: ${name} -->\n${generated[name]}\n<!-- /generated -->`));
}
