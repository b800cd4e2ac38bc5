import type { CoevolutionOptions } from './CoevolutionOptions';
import { createCoevolution } from './internals/CoevolutionSession';
import type { Optimizer } from './Optimizer';

/**
 * Cooperative coevolution (CCA, Paredis; Franke, Lepping and Schwiegelshohn sec. 4.2): the
 * search space is split into species, each evolved by its own optimizer on its sub-vector in
 * lockstep (one ask/tell each per iteration); individuals are evaluated in cooperation with
 * partners from the other species. Exposed as an optimizer over the full space.
 *
 * @param options - see {@link CoevolutionOptions}
 * @throws InvalidInputError when the species do not partition the dimensions (at start)
 * @example
 * ```ts
 * import { coevolution, evolutionStrategy, minimize, searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [0, 0, 0, 0], upper: [1, 1, 1, 1] });
 * const optimizer = coevolution({
 *   species: [
 *     { start: 0, end: 2, optimizer: evolutionStrategy() },
 *     { start: 2, end: 4, optimizer: evolutionStrategy() },
 *   ],
 * });
 * const r = await minimize({ space, evaluate: (x) => x.reduce((s, v) => s + v, 0) }, optimizer, {
 *   seed: 2,
 *   maxIterations: 40,
 * });
 * ```
 */
export function coevolution(options?: CoevolutionOptions): Optimizer {
  return createCoevolution(options);
}
