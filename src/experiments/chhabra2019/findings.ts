import type { Finding } from '../Finding';
import type { UntestedClaim } from '../UntestedClaim';
import { requireObject, requireArray } from '../../errors/internals/knownKeys';

/**
 * What the findings of Chhabra 2019 read from one run of the study: per cell its trace, batch
 * size, resource and speed configuration, every policy's eq. 8 fitness (First-Fit = 1) and mean
 * makespan, energy and flowtime over the runs; the policies' average ranks by eq. 8 over all
 * cells; Table III (per trace and policy, the median of each objective over the experiments, as
 * the paper); and the size of the configuration experiments (`fixedSize`).
 *
 * @example
 * ```ts
 * import type { ChhabraFindingsTable } from 'schedlab/experiments';
 * const t: ChhabraFindingsTable = {
 *   cells: [{ trace: 'LLNL-Thunder', jobs: 200, resources: 'RC1', speeds: 'SH1', fitness: { 'First-Fit': 1, HCSPSO: 0.9 } }],
 *   averageRanks: { 'First-Fit': 2, HCSPSO: 1 },
 * };
 * ```
 */
export interface ChhabraFindingsTable {
  readonly cells: ReadonlyArray<{
    readonly trace: string;
    readonly jobs: number;
    readonly resources: string;
    readonly speeds: string;
    readonly fitness: Readonly<Record<string, number>>;
    /** Mean makespan, energy and flowtime over the runs, per policy. */
    readonly metrics?: Readonly<Record<string, { readonly makespan: number; readonly energy: number; readonly meanFlowtime: number }>>;
  }>;
  /** Average rank by eq. 8 fitness over the cells (1 = best), per policy. */
  readonly averageRanks: Readonly<Record<string, number>>;
  /** Table III: per trace and policy, medians over the experiments (energy in Wh). */
  readonly table3?: Readonly<Record<string, Readonly<Record<string, { readonly makespan: number; readonly energy: number; readonly meanFlowtime: number }>>>>;
  /** Batch size of the resource and speed experiments (200 in the paper). */
  readonly fixedSize?: number;
}

type Cell = ChhabraFindingsTable['cells'][number];
type Objectives = NonNullable<Cell['metrics']>[string];

/**
 * The table of {@link CHHABRA2019_FINDINGS} from one run's results (the rankings' average ranks
 * are in the order of the cells' fitness keys, `CHHABRA2019_POLICIES`).
 *
 * @example
 * ```ts
 * import { chhabraFindingsTable, type Chhabra2019Results } from 'schedlab/experiments';
 * declare const r: Chhabra2019Results;
 * chhabraFindingsTable(r).table3?.['LLNL-Thunder']?.['HCSPSO']?.makespan;
 * ```
 */
export function chhabraFindingsTable(r: {
  readonly cells: ChhabraFindingsTable['cells'];
  readonly rankings: ReadonlyArray<{ readonly criterion: string; readonly averageRanks: readonly number[] }>;
  readonly table3?: ChhabraFindingsTable['table3'];
  readonly config?: { readonly fixedSize: number };
}): ChhabraFindingsTable {
  requireObject('chhabraFindingsTable(r)', r, 'a Chhabra2019Results');
  requireArray('chhabraFindingsTable(r).rankings', r.rankings, 'an array of rankings');
  requireArray('chhabraFindingsTable(r).cells', r.cells, 'an array of cells');
  const ranks = r.rankings.find((k) => k.criterion === 'fitness')?.averageRanks ?? [];
  const policies = Object.keys(r.cells[0]?.fitness ?? {});
  const objectives = (m: Objectives): Objectives => ({ makespan: m.makespan, energy: m.energy, meanFlowtime: m.meanFlowtime });
  return {
    cells: r.cells.map((c) => ({
      trace: c.trace, jobs: c.jobs, resources: c.resources, speeds: c.speeds, fitness: { ...c.fitness },
      ...(c.metrics === undefined ? {} : { metrics: Object.fromEntries(Object.entries(c.metrics).map(([p, m]) => [p, objectives(m)])) }),
    })),
    averageRanks: Object.fromEntries(policies.map((p, i) => [p, ranks[i]!])),
    ...(r.table3 === undefined ? {} : { table3: Object.fromEntries(Object.entries(r.table3).map(([t, rows]) => [t, Object.fromEntries(Object.entries(rows).map(([p, m]) => [p, objectives(m)]))])) }),
    ...(r.config === undefined ? {} : { fixedSize: r.config.fixedSize }),
  };
}

const METAHEURISTICS = ['HCSPSO', 'MOGA', 'MOPSO-FGA'] as const;
const HEURISTICS = ['First-Fit', 'METLE', 'EAMM', 'Best-Fit'] as const;
const OBJECTIVES = ['makespan', 'energy', 'meanFlowtime'] as const;
const OBJECTIVE_WORDS = { makespan: 'makespan', energy: 'energy', meanFlowtime: 'average flowtime' } as const;
const TRACES = ['LLNL-Thunder', 'METACENTRUM'] as const;

function fitness(c: Cell, policy: string): number {
  const v = c.fitness[policy];
  if (v === undefined) throw new Error(`no ${policy} in the cell ${c.trace}/${c.jobs}/${c.resources}/${c.speeds}`);
  return v;
}
function metric(c: Cell, policy: string, k: keyof Objectives): number {
  const v = c.metrics?.[policy]?.[k];
  if (v === undefined) throw new Error(`no ${policy} ${k} in the cell ${c.trace}/${c.jobs}/${c.resources}/${c.speeds} (a table made by an older chhabraFindingsTable)`);
  return v;
}
const beatsInMost = (t: ChhabraFindingsTable, a: string, b: string): boolean => 2 * t.cells.filter((c) => fitness(c, a) < fitness(c, b)).length > t.cells.length;
function table3(t: ChhabraFindingsTable, trace: string): Readonly<Record<string, Objectives>> {
  const rows = t.table3?.[trace];
  if (rows === undefined) throw new Error(`no Table III for ${trace}`);
  return rows;
}
function fixedSize(t: ChhabraFindingsTable): number {
  if (t.fixedSize === undefined) throw new Error('the table has no fixedSize (made by an older chhabraFindingsTable)');
  return t.fixedSize;
}
/** The cells of one experiment of a trace, in the paper's x order. */
function experimentCells(t: ChhabraFindingsTable, trace: string, experiment: 'size' | 'resources' | 'speeds'): Cell[] {
  const of = t.cells.filter((c) => c.trace === trace);
  if (experiment === 'size') return of.filter((c) => c.resources === 'RC1' && c.speeds === 'SH1').sort((a, b) => a.jobs - b.jobs);
  const n = fixedSize(t);
  if (experiment === 'resources') return of.filter((c) => c.speeds === 'SH1' && c.jobs === n).sort((a, b) => a.resources.localeCompare(b.resources));
  return of.filter((c) => c.resources === 'RC1' && c.jobs === n).sort((a, b) => a.speeds.localeCompare(b.speeds));
}
const tracesIn = (t: ChhabraFindingsTable): string[] => [...new Set(t.cells.map((c) => c.trace))];

/** HCSPSO's Table III median of one objective on one trace is the lowest (ties allowed, as the paper's 0.00% on METACENTRUM energy). */
const table3Best = (trace: string, k: keyof Objectives): Finding<ChhabraFindingsTable> => ({
  id: `table3-hcspso-best-${k === 'meanFlowtime' ? 'flowtime' : k}-${trace.toLowerCase()}`,
  statement:
    `HCSPSO has the lowest median ${OBJECTIVE_WORDS[k]} of the seven policies on ${trace} (section V.C, Table III${trace === 'METACENTRUM' ? '; weakened: the 2009 log for the paper\'s 2013-2015 one' : ''}; ties allowed)`,
  holds: (t) => {
    if (t.table3 !== undefined && t.table3[trace] === undefined) return false; // a study without that trace cannot confirm it
    const rows = table3(t, trace);
    const h = rows['HCSPSO']![k];
    return Object.values(rows).every((r) => r[k] >= h);
  },
});

/**
 * The claims of Chhabra, Singh & Kahlon 2019 (section V.B on Figs. 2-19, section V.C and Table
 * III, section VI) as checkable statements, in the paper's measures where it gives them (Table
 * III's medians per objective and trace; the figures' per-cell values); the eq. 8 claims over
 * cells are schedlab's weakened summaries, labelled so; one is schedlab's own observation. The
 * claims that cannot be tested are {@link CHHABRA2019_UNTESTED}.
 *
 * @example
 * ```ts
 * import { CHHABRA2019_FINDINGS } from 'schedlab/experiments';
 * CHHABRA2019_FINDINGS.map((f) => f.id);
 * ```
 */
export const CHHABRA2019_FINDINGS: readonly Finding<ChhabraFindingsTable>[] = Object.freeze([
  ...TRACES.flatMap((trace) => OBJECTIVES.map((k) => table3Best(trace, k))),
  {
    id: 'table3-moga-second-makespan',
    statement: 'MOGA has the second-lowest median makespan on each trace, after HCSPSO (section V.C, Table III: underlined on both)',
    holds: (t: ChhabraFindingsTable) =>
      tracesIn(t).every((trace) => {
        const rows = table3(t, trace);
        const order = Object.keys(rows).sort((a, b) => rows[a]!.makespan - rows[b]!.makespan);
        return order[0] === 'HCSPSO' && order[1] === 'MOGA';
      }),
  },
  {
    id: 'size-hcspso-best-most-sizes',
    statement: 'HCSPSO has the lowest makespan, energy and flowtime at most workload sizes of each trace (section V.B on Figs. 2-7: "in almost all workload sizes"; read as: for each objective, more than half the sizes)',
    holds: (t: ChhabraFindingsTable) =>
      tracesIn(t).every((trace) => {
        const cells = experimentCells(t, trace, 'size');
        return cells.length > 0 && OBJECTIVES.every((k) => 2 * cells.filter((c) => Object.keys(c.fitness).every((p) => metric(c, p, k) >= metric(c, 'HCSPSO', k))).length > cells.length);
      }),
  },
  {
    id: 'size-metrics-grow',
    statement: 'Makespan, energy and flowtime of every policy grow with the workload size, on each trace (section V.B on Figs. 2-7)',
    holds: (t: ChhabraFindingsTable) =>
      tracesIn(t).every((trace) => {
        const cells = experimentCells(t, trace, 'size');
        return cells.length > 1 && Object.keys(cells[0]!.fitness).every((p) => OBJECTIVES.every((k) => cells.every((c, i) => i === 0 || metric(c, p, k) > metric(cells[i - 1]!, p, k))));
      }),
  },
  {
    id: 'resources-energy-falls',
    statement: 'Energy of every policy falls from RC1 to RC2 to RC3 (fewer PEs, less idle energy), on each trace (section V.B on Figs. 9 and 12)',
    holds: (t: ChhabraFindingsTable) =>
      tracesIn(t).every((trace) => {
        const cells = experimentCells(t, trace, 'resources');
        return cells.length === 3 && Object.keys(cells[0]!.fitness).every((p) => metric(cells[1]!, p, 'energy') < metric(cells[0]!, p, 'energy') && metric(cells[2]!, p, 'energy') < metric(cells[1]!, p, 'energy'));
      }),
  },
  {
    id: 'resources-hcspso-best-metacentrum',
    statement: 'On METACENTRUM HCSPSO has the lowest makespan, energy and flowtime at every resource configuration (section V.B on Figs. 11-13: "better results at every resource configuration"; weakened: the 2009 log)',
    holds: (t: ChhabraFindingsTable) => {
      const cells = experimentCells(t, 'METACENTRUM', 'resources');
      return cells.length === 3 && cells.every((c) => OBJECTIVES.every((k) => Object.keys(c.fitness).every((p) => metric(c, p, k) >= metric(c, 'HCSPSO', k))));
    },
  },
  {
    id: 'speeds-makespan-falls',
    statement: 'The makespan of every policy falls from SH1 to SH2 to SH3, on each trace (section V.B on Figs. 14 and 17)',
    holds: (t: ChhabraFindingsTable) =>
      tracesIn(t).every((trace) => {
        const cells = experimentCells(t, trace, 'speeds');
        return cells.length === 3 && Object.keys(cells[0]!.fitness).every((p) => metric(cells[1]!, p, 'makespan') < metric(cells[0]!, p, 'makespan') && metric(cells[2]!, p, 'makespan') < metric(cells[1]!, p, 'makespan'));
      }),
  },
  {
    id: 'speeds-metaheuristics-gain-more',
    statement: 'From SH1 to SH3 each metaheuristic shortens its makespan by a larger share than each heuristic, on each trace (section V.B on Figs. 14 and 17: they "have taken more benefit of resource heterogeneity")',
    holds: (t: ChhabraFindingsTable) =>
      tracesIn(t).every((trace) => {
        const cells = experimentCells(t, trace, 'speeds');
        if (cells.length !== 3) return false;
        const gain = (p: string) => 1 - metric(cells[2]!, p, 'makespan') / metric(cells[0]!, p, 'makespan');
        return Math.min(...METAHEURISTICS.map(gain)) > Math.max(...HEURISTICS.map(gain));
      }),
  },
  {
    id: 'hcspso-best-average-rank',
    statement: 'HCSPSO has the best average eq. 8 rank of the seven policies over all cells (section VI: "dominate the results of several methods"; weakened: eq. 8 ranks over cells, which the paper does not report)',
    holds: (t: ChhabraFindingsTable) => {
      const h = t.averageRanks['HCSPSO'];
      if (h === undefined) throw new Error('no HCSPSO rank');
      return Object.entries(t.averageRanks).every(([p, r]) => p === 'HCSPSO' || h < r);
    },
  },
  {
    id: 'hcspso-beats-moga',
    statement: 'HCSPSO has a lower eq. 8 fitness than MOGA in most cells (section V.B: "followed by MOGA"; weakened: eq. 8 over cells for the figures\' per-objective values)',
    holds: (t: ChhabraFindingsTable) => beatsInMost(t, 'HCSPSO', 'MOGA'),
  },
  {
    id: 'hcspso-beats-mopso-fga',
    statement: 'HCSPSO has a lower eq. 8 fitness than MOPSO-FGA in most cells (section V.C, Table III; weakened: eq. 8 over cells)',
    holds: (t: ChhabraFindingsTable) => beatsInMost(t, 'HCSPSO', 'MOPSO-FGA'),
  },
  {
    id: 'first-fit-leads-on-large-batches',
    statement: 'First-Fit beats every metaheuristic on eq. 8 in every cell larger than the smallest batch (400-1,000 jobs in the full study; schedlab\'s observation, not the paper\'s: section V.B claims the opposite)',
    holds: (t: ChhabraFindingsTable) => {
      const smallest = Math.min(...t.cells.map((c) => c.jobs));
      const large = t.cells.filter((c) => c.jobs > smallest);
      return large.length > 0 && large.every((c) => METAHEURISTICS.every((m) => fitness(c, 'First-Fit') < fitness(c, m)));
    },
  },
]);

/**
 * The claims of Chhabra 2019's results and conclusion that {@link CHHABRA2019_FINDINGS} cannot
 * test, with the reason.
 *
 * @example
 * ```ts
 * import { CHHABRA2019_UNTESTED } from 'schedlab/experiments';
 * CHHABRA2019_UNTESTED[0]!.reason;
 * ```
 */
export const CHHABRA2019_UNTESTED: readonly UntestedClaim[] = Object.freeze([
  { claim: 'Table III\'s absolute medians and eq. 14 percentages', source: 'section V.C, Table III', reason: 'the paper\'s job sampling, runtimes model and METACENTRUM 2013-2015 log are not available; the report shows ours beside theirs (full mode), and the rankings are tested' },
  { claim: 'HCSPSO "offers scalability when tested with different number of jobs and number of resources"', source: 'section VI', reason: 'no measure of scalability is given (run time is not reported per size)' },
  { claim: 'no sharp increase in makespan from 200 to 800 jobs on LLNL-Thunder, a rise at 1,000', source: 'section V.B, Fig. 2', reason: '"sharp" is not quantified; the growth itself is tested (size-metrics-grow)' },
  { claim: 'idle energy is 30-40% of the total energy', source: 'section V.B on Fig. 9', reason: 'the batch metrics do not split idle and computing energy' },
]);
