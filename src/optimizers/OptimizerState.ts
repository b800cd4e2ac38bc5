/**
 * A JSON value (what `JSON.parse` returns).
 *
 * @example
 * ```ts
 * import type { JsonValue } from 'schedlab/optimizers';
 * const v: JsonValue = { a: [1, 'Infinity', null] };
 * ```
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Plain-JSON snapshot of an optimizer session taken between iterations (after `tell`):
 * everything needed to continue exactly, including the generator state.
 *
 * `JSON.parse(JSON.stringify(state))` round-trips it (non-finite numbers and `-0` are stored as
 * strings). `minimize` adds `run` (its own counters and history) to the states it returns.
 *
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { pso, searchSpace, type OptimizerState } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [0, 0], upper: [1, 1] });
 * const session = pso().start(space, createRng(3));
 * session.tell(session.ask().map((c) => c.x[0]!));
 * const saved: OptimizerState = JSON.parse(JSON.stringify(session.state()));
 * const again = pso().resume(space, saved); // continues exactly where `session` is
 * ```
 */
export interface OptimizerState {
  /** `Optimizer.name` of the optimizer that wrote it. */
  readonly optimizer: string;
  /** Format version (currently 1). */
  readonly version: number;
  /** Dimension of the search space. */
  readonly dimension: number;
  /** Number of completed iterations (tell calls). */
  readonly iteration: number;
  /** Generator state (`rng.getState()`). */
  readonly rng: readonly number[];
  /** Algorithm-specific data. */
  readonly data: JsonValue;
  /** Added by `minimize`: its seed, counters and history, so that a resumed run continues them. */
  readonly run?: JsonValue;
}
