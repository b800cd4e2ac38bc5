import type { HcspsoOptions } from './HcspsoOptions';
import { createHcspso } from './internals/HcspsoSession';
import type { Optimizer } from './Optimizer';

/**
 * Hybrid cuckoo search / particle swarm (HCSPSO) of Chhabra, Singh and Kahlon 2019, Algorithm 4.
 *
 * Each generation (one iteration, n evaluations) is a CS phase or a PSO phase, chosen by
 * `r1 < r2` with r1, r2 ~ U(0, 1). CS phase: every individual moves by eq. 9
 * `S' = S + α0 (S − gBest) ⊗ Lévy`; after evaluation its velocity is set by eq. 13
 * (`S' − gBest` if it beats gBest, else `gBest − S'`) and the worst fraction pa is replaced by
 * random individuals (velocity 0). PSO phase: eqs. 10 and 12 with velocity clamping. The gBest
 * guiding a generation is handed across phases by Algorithm 5: the previous generation's gBest
 * when the phase repeats, else the better of the last CS and PSO phases' bests.
 * Personal bests are kept across phases.
 *
 * @param options - see {@link HcspsoOptions}
 * @throws InvalidInputError on an invalid option
 * @example
 * ```ts
 * import { hcspso, minimize, searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [0, 0, 0], upper: [1, 1, 1] });
 * const r = await minimize({ space, evaluate: (x) => Math.abs(x[0]! - x[1]!) + x[2]! }, hcspso(), {
 *   seed: 11,
 *   maxIterations: 60,
 * });
 * ```
 */
export function hcspso(options?: HcspsoOptions): Optimizer {
  return createHcspso(options);
}
