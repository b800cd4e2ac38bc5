/**
 * One claim of a paper written as a checkable statement over a reproduction's result table `T`
 * (the per-paper `findings.ts` of `experiments/<paper>/`): `holds(table)` says whether it holds
 * on one run (one root seed, one reading). `countFindings` counts it over seeds.
 *
 * @example
 * ```ts
 * import type { Finding } from 'schedlab/experiments';
 * const cheaper: Finding<{ cost: Record<string, number> }> = {
 *   id: 'a-beats-b',
 *   statement: 'A costs less than B',
 *   holds: (t) => t.cost['A']! < t.cost['B']!,
 * };
 * cheaper.holds({ cost: { A: 1, B: 2 } }); // true
 * ```
 */
export interface Finding<T> {
  /** Stable kebab-case name, e.g. `'swarms-beat-fifo'`. */
  readonly id: string;
  /** The claim in one sentence, as the paper makes it (and where: experiment, criterion). */
  readonly statement: string;
  /** Whether the claim holds on one run's table. */
  holds(table: T): boolean;
}

/**
 * A finding counted over the root seeds of a study: `holds` of the `runs` seeds it held on,
 * `bySeed` which ones (in `studySeeds` order), and, when the study ran under several readings of
 * the paper, the same counts per reading. What `results.json` stores under `findings`.
 *
 * @example
 * ```ts
 * import type { FindingCount } from 'schedlab/experiments';
 * const f: FindingCount = { id: 'a-beats-b', statement: 'A costs less than B', holds: 4, runs: 5, bySeed: [true, true, false, true, true] };
 * `${f.holds}/${f.runs}`; // '4/5'
 * ```
 */
export interface FindingCount {
  readonly id: string;
  readonly statement: string;
  /** Seeds on which it held. */
  readonly holds: number;
  /** Seeds run. */
  readonly runs: number;
  /** Per seed, in the order of the study's root seeds. */
  readonly bySeed: readonly boolean[];
  /** Per reading of the paper (name -> counts), when the study ran under several. */
  readonly readings?: Readonly<Record<string, { readonly holds: number; readonly runs: number }>>;
  /** The study's mode (`labelFindings`): `'quick'` (reduced sizes, a smoke run) or `'full'` (the paper's sizes). */
  readonly mode?: 'quick' | 'full';
  /** The seeds the count stands on, in words (`labelFindings`): `'all 5 seeds (1, ...)'`. */
  readonly seeds?: string;
  /** In quick mode, the one-line warning that the count is not a reproduction to cite. */
  readonly caveat?: string;
}
