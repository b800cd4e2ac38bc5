/**
 * Why a candidate is in a batch: `'explore'` for a new point, `'reevaluate'` for a best-known
 * point evaluated again on the current iteration's seed (noisy objectives).
 *
 * @example
 * ```ts
 * import { pso, searchSpace, type CandidateKind } from 'schedlab/optimizers';
 * import { createRng } from 'schedlab/random';
 * const session = pso({ reevaluate: 'global-best' }).start(searchSpace({ lower: [0], upper: [1] }), createRng(1));
 * const kind: CandidateKind = 'reevaluate';
 * const reevaluations = session.ask().filter((c) => c.kind === kind).length; // 0 on the first batch
 * ```
 */
export type CandidateKind = 'explore' | 'reevaluate';

/**
 * One point an optimizer asks to have evaluated.
 *
 * `x` is a view into the optimizer's buffers: it stays valid until the next `tell()`; copy it
 * (`Array.from(c.x)`) to keep it, and never write to it.
 *
 * @example
 * ```ts
 * import { createRng } from 'schedlab/random';
 * import { randomSearch, searchSpace, type Candidate } from 'schedlab/optimizers';
 * const session = randomSearch().start(searchSpace({ lower: [0], upper: [1] }), createRng(1));
 * const batch: readonly Candidate[] = session.ask();
 * const kinds = batch.map((c) => c.kind); // ['explore', ...]
 * ```
 */
export interface Candidate {
  /** The point (length = space dimension). Read-only; valid until the next `tell()`. */
  readonly x: Float64Array;
  /** Why this point is evaluated. */
  readonly kind: CandidateKind;
}
