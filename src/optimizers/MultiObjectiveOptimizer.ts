import type { Rng } from '../random/Rng';
import type { Candidate } from './Candidate';
import type { OptimizerState } from './OptimizerState';
import type { SearchSpace } from './searchSpace';

/**
 * One point of a Pareto front: the parameters and their objective values.
 *
 * @example
 * ```ts
 * import type { ParetoPoint } from 'schedlab/optimizers';
 * const p: ParetoPoint = { x: [0.5, 0], values: [0.5, 0.29] };
 * ```
 */
export interface ParetoPoint {
  /** The point (a copy, safe to keep). */
  readonly x: number[];
  /** Its objective values, in the objective's order. */
  readonly values: number[];
}

/**
 * A running multi-objective optimization: the ask/tell protocol of {@link OptimizerSession}, told
 * vectors instead of numbers.
 *
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { nsga2, searchSpace, type MultiObjectiveSession } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [0, 0], upper: [1, 1] });
 * const session: MultiObjectiveSession = nsga2({ populationSize: 20 }).start(space, 2, createRng(1));
 * for (let it = 0; it < 10; it++) {
 *   const batch = session.ask();
 *   session.tell(batch.map((c) => [c.x[0]!, 1 - Math.sqrt(c.x[0]!) + c.x[1]!]));
 * }
 * console.log(session.front().length);
 * ```
 */
export interface MultiObjectiveSession {
  /** The current iteration's batch. Valid until `tell`. */
  ask(): readonly Candidate[];
  /**
   * Reports the objective vectors of the batch returned by `ask()`, in the same order.
   * @throws InvalidInputError when the count or a vector's length is wrong, or a value is NaN
   */
  tell(values: ArrayLike<ArrayLike<number>>): void;
  /** True when the optimizer cannot make further progress. */
  readonly done: boolean;
  /** Number of completed iterations. */
  readonly iteration: number;
  /** Number of objectives. */
  readonly objectives: number;
  /** The non-dominated points found so far (the first front of the current population). */
  front(): ParetoPoint[];
  /** Plain-JSON snapshot (see {@link OptimizerState}). */
  state(): OptimizerState;
}

/**
 * A multi-objective optimizer: a factory of {@link MultiObjectiveSession}s. `minimize` accepts it
 * with a {@link MultiObjective} and returns a {@link ParetoResult}.
 *
 * @example
 * ```ts
 * import { nsga2, type MultiObjectiveOptimizer } from 'schedlab/optimizers';
 * const optimizer: MultiObjectiveOptimizer = nsga2();
 * console.log(optimizer.name, optimizer.kind); // nsga2 multi-objective
 * ```
 */
export interface MultiObjectiveOptimizer {
  /** Algorithm name, stored in states (e.g. `'nsga2'`). */
  readonly name: string;
  /** Tells multi-objective optimizers from single-objective ones. */
  readonly kind: 'multi-objective';
  /**
   * Starts a fresh session for `objectives` objectives; all its randomness comes from `rng`.
   * @throws InvalidInputError when an option does not fit the space
   */
  start(space: SearchSpace, objectives: number, rng: Rng): MultiObjectiveSession;
  /**
   * Continues from a state written by `session.state()` of the same optimizer.
   * @throws InvalidInputError when the state was written by another optimizer, space or options
   */
  resume(space: SearchSpace, objectives: number, state: OptimizerState): MultiObjectiveSession;
}
