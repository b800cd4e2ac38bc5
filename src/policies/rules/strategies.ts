import { InvalidInputError } from '../../errors/InvalidInputError';

/**
 * Sorting criteria of the waiting queue (Franke, Lepping & Schwiegelshohn, sec. 4):
 * `'processors'` increasing requested processors, `'estimate'` increasing estimated run time,
 * `'waitingTime'` decreasing waiting time (= submission order), `'userGroup'` decreasing user
 * group priority (group 1 first). Ties keep submission order.
 *
 * @example
 * ```ts
 * import { strategyIndex, strategyPolicy, type SortingCriterion } from 'schedlab/policies';
 * const sorting: SortingCriterion = 'estimate';
 * const conservativeSjf = strategyPolicy(strategyIndex(sorting, 'conservative'));
 * ```
 */
export type SortingCriterion = 'processors' | 'estimate' | 'waitingTime' | 'userGroup';

/**
 * Scheduling algorithms (sec. 2.1): FCFS, EASY and conservative backfilling follow the sorted
 * queue; Greedy sorts by its own criterion (see `GreedyOptions`) and then applies FCFS.
 *
 * @example
 * ```ts
 * import { strategyIndex, type SchedulingAlgorithm } from 'schedlab/policies';
 * const algorithm: SchedulingAlgorithm = 'easy';
 * strategyIndex('processors', algorithm); // 1
 * ```
 */
export type SchedulingAlgorithm = 'fcfs' | 'easy' | 'conservative' | 'greedy';

/**
 * One of the 13 scheduling strategies: a sorting criterion and an algorithm, or Greedy.
 *
 * @example
 * ```ts
 * import { STRATEGIES, type Strategy } from 'schedlab/policies';
 * const easy: Strategy[] = STRATEGIES.filter((s) => s.algorithm === 'easy');
 * easy.map((s) => s.index); // [1, 4, 7, 10]
 * ```
 */
export interface Strategy {
  /** Position in {@link STRATEGIES} (0..12). */
  readonly index: number;
  /** E.g. `"easy/userGroup"`, `"greedy"`. */
  readonly name: string;
  /** The sorting criterion (`'greedy'` for the Greedy strategy, which has its own). */
  readonly sorting: SortingCriterion | 'greedy';
  readonly algorithm: SchedulingAlgorithm;
}

/**
 * The four sorting criteria, in the order of the sorting rule base outputs (CCA).
 *
 * @example
 * ```ts
 * import { SORTING_CRITERIA, strategyIndex } from 'schedlab/policies';
 * SORTING_CRITERIA.map((s) => strategyIndex(s, 'fcfs')); // [0, 3, 6, 9]
 * ```
 */
export const SORTING_CRITERIA: readonly SortingCriterion[] = Object.freeze(['processors', 'estimate', 'waitingTime', 'userGroup']);

/**
 * The four algorithms, in the order of the algorithm rule base outputs (CCA).
 *
 * @example
 * ```ts
 * import { SCHEDULING_ALGORITHMS, strategyIndex } from 'schedlab/policies';
 * SCHEDULING_ALGORITHMS.map((a) => strategyIndex('waitingTime', a)); // [6, 7, 8, 12]
 * ```
 */
export const SCHEDULING_ALGORITHMS: readonly SchedulingAlgorithm[] = Object.freeze(['fcfs', 'easy', 'conservative', 'greedy']);

/**
 * Index of a strategy: `3 * sortingIndex + algorithmIndex` for FCFS/EASY/conservative
 * (indices in {@link SORTING_CRITERIA} and {@link SCHEDULING_ALGORITHMS}), 12 for Greedy
 * (whatever the sorting).
 *
 * @throws InvalidInputError for an unknown criterion or algorithm
 * @example
 * ```ts
 * import { strategyIndex } from 'schedlab/policies';
 * strategyIndex('waitingTime', 'easy'); // 7 (EASY in submission order, the standard EASY)
 * ```
 */
export function strategyIndex(sorting: SortingCriterion, algorithm: SchedulingAlgorithm): number {
  const a = SCHEDULING_ALGORITHMS.indexOf(algorithm);
  if (a < 0) throw new InvalidInputError(`strategyIndex: algorithm must be one of ${SCHEDULING_ALGORITHMS.join(', ')}, got ${JSON.stringify(algorithm)}`);
  if (a === 3) return 12;
  const s = SORTING_CRITERIA.indexOf(sorting);
  if (s < 0) throw new InvalidInputError(`strategyIndex: sorting must be one of ${SORTING_CRITERIA.join(', ')}, got ${JSON.stringify(sorting)}`);
  return 3 * s + a;
}

function build(): readonly Strategy[] {
  const out: Strategy[] = [];
  SORTING_CRITERIA.forEach((sorting, s) => {
    for (let a = 0; a < 3; a++) {
      const algorithm = SCHEDULING_ALGORITHMS[a]!;
      out.push(Object.freeze({ index: 3 * s + a, name: `${algorithm}/${sorting}`, sorting, algorithm }));
    }
  });
  out.push(Object.freeze({ index: 12, name: 'greedy', sorting: 'greedy', algorithm: 'greedy' }));
  return Object.freeze(out);
}

/**
 * The 13 scheduling strategies of Franke, Lepping & Schwiegelshohn, sec. 4 (4 sorting criteria x
 * 3 algorithms, plus Greedy), indexed as in {@link strategyIndex}. These are the outputs of the
 * rigid and Pittsburgh rule bases.
 *
 * @example
 * ```ts
 * import { STRATEGIES } from 'schedlab/policies';
 * STRATEGIES.map((s) => s.name); // ['fcfs/processors', 'easy/processors', ..., 'greedy']
 * ```
 */
export const STRATEGIES: readonly Strategy[] = build();

/**
 * Index of the standard EASY strategy (submission order).
 *
 * @example
 * ```ts
 * import { strategyPolicy, EASY_STRATEGY, STRATEGIES } from 'schedlab/policies';
 * STRATEGIES[EASY_STRATEGY]?.name; // 'easy/waitingTime'
 * const easy = strategyPolicy(EASY_STRATEGY);
 * ```
 */
export const EASY_STRATEGY = 7;
