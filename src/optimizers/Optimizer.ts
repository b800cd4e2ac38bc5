import type { Rng } from '../random/Rng';
import type { Candidate } from './Candidate';
import type { OptimizerState } from './OptimizerState';
import type { SearchSpace } from './searchSpace';

/**
 * A best-known point and its value.
 *
 * @example
 * ```ts
 * import type { BestPoint } from 'schedlab/optimizers';
 * const b: BestPoint = { x: [0.5, 0.25], value: 1.2 };
 * ```
 */
export interface BestPoint {
  /** The point (a copy, safe to keep). */
  readonly x: number[];
  /** Its value as the optimizer currently believes it (latest evaluation). */
  readonly value: number;
}

/**
 * One running optimization: ask for a batch, evaluate it, tell the values; one batch per
 * iteration. Sessions are created by {@link Optimizer.start} or {@link Optimizer.resume}.
 *
 * `ask()` has no side effect: it returns the batch prepared by the last `tell()` (or by
 * `start`), so it may be called several times, and `state()` taken after a `tell()` resumes
 * exactly.
 *
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { pso, searchSpace } from 'schedlab/optimizers';
 * const session = pso().start(searchSpace({ lower: [-1, -1], upper: [1, 1] }), createRng(7));
 * for (let k = 0; k < 50; k++) {
 *   session.tell(session.ask().map(({ x }) => x[0]! ** 2 + x[1]! ** 2));
 * }
 * session.best(); // { x: [~0, ~0], value: ~0 }
 * ```
 */
export interface OptimizerSession {
  /** The current iteration's whole batch (including re-evaluations). Valid until `tell`. */
  ask(): readonly Candidate[];
  /**
   * Reports the values of the batch returned by `ask()`, in the same order.
   * @throws InvalidInputError when the length differs from the batch or a value is NaN
   */
  tell(values: ArrayLike<number>): void;
  /** True when the optimizer cannot make further progress (e.g. its step sizes vanished). */
  readonly done: boolean;
  /** Number of completed iterations. */
  readonly iteration: number;
  /** Value of the best-known point (`Infinity` before the first `tell`). */
  readonly bestValue: number;
  /** For restarting optimizers (`cmaEs`): the run (0 = the first) the current batch belongs to. */
  readonly restart?: number;
  /** Plain-JSON snapshot (see {@link OptimizerState}). */
  state(): OptimizerState;
  /** Best-known point, or undefined before the first `tell`. */
  best(): BestPoint | undefined;
  /**
   * Advances, by one bounded step, work that `tell` left to do (CMA-ES's eigendecomposition);
   * returns true while some remains. Every other method finishes that work first, so a caller may
   * ignore it; `minimize` calls it with a `signal` to see an abort during a long step (issue 32).
   * Sessions without long steps may leave it out.
   */
  advance?(): boolean;
  /**
   * Undoes the last `tell` while its deferred work is unfinished (`advance()` returned true): the
   * session is again as before that `tell`. `minimize` calls it when an abort lands among the
   * steps, so that the result's state is the previous generation's without a snapshot before every
   * `tell` (issue 41: two n x n matrices as JSON numbers each generation at n = 5,000). A session
   * with `advance` and without `rollback` is snapshotted with `state()` before each `tell` instead.
   */
  rollback?(): void;
}

/**
 * An immutable optimizer description; every `start` creates fresh state.
 *
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { evolutionStrategy, searchSpace, type Optimizer } from 'schedlab/optimizers';
 * const es: Optimizer = evolutionStrategy({ mu: 3, lambda: 21 });
 * const session = es.start(searchSpace({ lower: [0], upper: [1] }), createRng(1));
 * ```
 */
export interface Optimizer {
  /** Algorithm name, stored in states (e.g. `'pso'`). */
  readonly name: string;
  /**
   * The resolved options (plain data). `minimize` stores them in its state and refuses to resume
   * with other options, since a run resumed with other settings is not the run it continues.
   */
  readonly settings?: unknown;
  /**
   * Starts a fresh session; all its randomness comes from `rng` (used and advanced in place).
   * @throws InvalidInputError when an option does not fit the space
   */
  start(space: SearchSpace, rng: Rng): OptimizerSession;
  /**
   * Continues from a state written by `session.state()` of the same optimizer.
   * @throws InvalidInputError when the state was written by another optimizer or space
   */
  resume(space: SearchSpace, state: OptimizerState): OptimizerSession;
}
