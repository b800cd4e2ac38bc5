import type { Finding } from '../Finding';
import { requireObject } from '../../errors/internals/knownKeys';

/**
 * What the findings of Chhabra 2019 read from one run of the study: per cell its trace, batch
 * size, resource and speed configuration and every policy's eq. 8 fitness (First-Fit = 1), and
 * the policies' average ranks by eq. 8 over all cells.
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
  readonly cells: ReadonlyArray<{ readonly trace: string; readonly jobs: number; readonly resources: string; readonly speeds: string; readonly fitness: Readonly<Record<string, number>> }>;
  /** Average rank by eq. 8 fitness over the cells (1 = best), per policy. */
  readonly averageRanks: Readonly<Record<string, number>>;
}

/**
 * The table of {@link CHHABRA2019_FINDINGS} from one run's results (the rankings' average ranks
 * are in the order of the cells' fitness keys, `CHHABRA2019_POLICIES`).
 *
 * @example
 * ```ts
 * import { chhabraFindingsTable, type Chhabra2019Results } from 'schedlab/experiments';
 * declare const r: Chhabra2019Results;
 * chhabraFindingsTable(r).averageRanks['HCSPSO'];
 * ```
 */
export function chhabraFindingsTable(r: {
  readonly cells: ReadonlyArray<{ readonly trace: string; readonly jobs: number; readonly resources: string; readonly speeds: string; readonly fitness: Readonly<Record<string, number>> }>;
  readonly rankings: ReadonlyArray<{ readonly criterion: string; readonly averageRanks: readonly number[] }>;
}): ChhabraFindingsTable {
  requireObject('chhabraFindingsTable(r)', r, 'an array');
  const ranks = r.rankings.find((k) => k.criterion === 'fitness')?.averageRanks ?? [];
  const policies = Object.keys(r.cells[0]?.fitness ?? {});
  return {
    cells: r.cells.map((c) => ({ trace: c.trace, jobs: c.jobs, resources: c.resources, speeds: c.speeds, fitness: { ...c.fitness } })),
    averageRanks: Object.fromEntries(policies.map((p, i) => [p, ranks[i]!])),
  };
}

const METAHEURISTICS = ['HCSPSO', 'MOGA', 'MOPSO-FGA'] as const;

function fitness(c: ChhabraFindingsTable['cells'][number], policy: string): number {
  const v = c.fitness[policy];
  if (v === undefined) throw new Error(`no ${policy} in the cell ${c.trace}/${c.jobs}/${c.resources}/${c.speeds}`);
  return v;
}
const beatsInMost = (t: ChhabraFindingsTable, a: string, b: string): boolean => 2 * t.cells.filter((c) => fitness(c, a) < fitness(c, b)).length > t.cells.length;

/**
 * The claims of Chhabra, Singh & Kahlon 2019 (section V.C, Table III) as checkable statements
 * over eq. 8 fitness (equal weights, each objective divided by First-Fit's), plus the one
 * schedlab's reproduction found (First-Fit leads on large batches).
 *
 * @example
 * ```ts
 * import { CHHABRA2019_FINDINGS } from 'schedlab/experiments';
 * CHHABRA2019_FINDINGS.map((f) => f.id);
 * ```
 */
export const CHHABRA2019_FINDINGS: readonly Finding<ChhabraFindingsTable>[] = Object.freeze([
  {
    id: 'hcspso-best-average-rank',
    statement: 'HCSPSO has the best average eq. 8 rank of the seven policies over all cells (section V.C)',
    holds: (t: ChhabraFindingsTable) => {
      const h = t.averageRanks['HCSPSO'];
      if (h === undefined) throw new Error('no HCSPSO rank');
      return Object.entries(t.averageRanks).every(([p, r]) => p === 'HCSPSO' || h < r);
    },
  },
  {
    id: 'hcspso-beats-moga',
    statement: 'HCSPSO has a lower eq. 8 fitness than MOGA in most cells (Table III)',
    holds: (t: ChhabraFindingsTable) => beatsInMost(t, 'HCSPSO', 'MOGA'),
  },
  {
    id: 'hcspso-beats-mopso-fga',
    statement: 'HCSPSO has a lower eq. 8 fitness than MOPSO-FGA in most cells (Table III)',
    holds: (t: ChhabraFindingsTable) => beatsInMost(t, 'HCSPSO', 'MOPSO-FGA'),
  },
  {
    id: 'hcspso-beats-first-fit',
    statement: 'HCSPSO has a lower eq. 8 fitness than First-Fit in most cells (Table III)',
    holds: (t: ChhabraFindingsTable) => beatsInMost(t, 'HCSPSO', 'First-Fit'),
  },
  {
    id: 'first-fit-leads-on-large-batches',
    statement: 'First-Fit beats every metaheuristic on eq. 8 in every cell larger than the smallest batch (400-1,000 jobs in the full study; schedlab, not the paper)',
    holds: (t: ChhabraFindingsTable) => {
      const smallest = Math.min(...t.cells.map((c) => c.jobs));
      const large = t.cells.filter((c) => c.jobs > smallest);
      return large.length > 0 && large.every((c) => METAHEURISTICS.every((m) => fitness(c, 'First-Fit') < fitness(c, m)));
    },
  },
]);
