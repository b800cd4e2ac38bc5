import { InvalidInputError } from '../errors/InvalidInputError';
import { createRng } from './createRng';
import type { Rng } from './Rng';

/**
 * The layout of the random streams of one seed, the single authority for it (DESIGN.md,
 * "Randomness and reproducibility"): stream k is the seed's generator jumped k times (each
 * `jump()` advances 2^64 steps). The workload draws the job set from stream 0, the policy gets
 * stream 1, the engine stream 2, optimizers stream 3; `minimize` draws its iteration seeds from
 * stream 4 (and a study its further root seeds, `studySeeds`); the independent replicates of a
 * study (each trained setup's optimizer seed, `replicateSeeds`) come from stream 5.
 *
 * @example
 * ```ts
 * import { STREAMS, seedStream, uniform } from 'schedlab/random';
 * const policyRng = seedStream(7, STREAMS.policy); // what simulation.run(policy, { seed: 7 }) hands the policy
 * uniform(policyRng);
 * ```
 */
export const STREAMS = Object.freeze({ workload: 0, policy: 1, engine: 2, optimizer: 3, iterations: 4, replicates: 5 } as const);

/**
 * Stream `index` of `seed` (see {@link STREAMS}): `createRng(seed)` jumped `index` times.
 *
 * @param seed - unsigned 32-bit seed
 * @param index - stream number, 0-3 for the named streams (any integer in [0, 1024])
 * @throws InvalidInputError for a bad seed or index
 * @example
 * ```ts
 * import { STREAMS, seedStream, createRng } from 'schedlab/random';
 * const jobsRng = seedStream(3, STREAMS.workload); // the same stream as createRng(3)
 * ```
 */
export function seedStream(seed: number, index: number): Rng {
  if (!Number.isInteger(index) || index < 0 || index > 1024) throw new InvalidInputError(`seedStream: index: expected an integer in [0, 1024], got ${String(index)}`);
  const rng = createRng(seed);
  for (let k = 0; k < index; k++) rng.jump();
  return rng;
}
