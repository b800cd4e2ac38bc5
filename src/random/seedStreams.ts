import { createRng } from './createRng';
import type { Rng } from './Rng';

/**
 * The independent random streams of one seeded run, in their fixed order.
 *
 * @example
 * ```ts
 * import { seedStreams, uniformInt, type SeedStreams } from 'schedlab/random';
 * const streams: SeedStreams = seedStreams(7);
 * const firstJobServers = uniformInt(streams.workload, 1, 10);
 * ```
 */
export interface SeedStreams {
  /** Stream 0: draws job sets. */
  readonly workload: Rng;
  /** Stream 1: given to the policy (`PolicyContext.rng`). */
  readonly policy: Rng;
  /** Stream 2: reserved for the engine (tie-breaking, failures). */
  readonly engine: Rng;
  /** Stream 3: given to optimizers. */
  readonly optimizer: Rng;
}

/**
 * Splits one seed into independent streams: stream k is the seed's generator jumped k times
 * (each `jump()` advances 2^64 steps), in the fixed order workload, policy, engine, optimizer
 * (DESIGN.md, "Randomness and reproducibility").
 *
 * @example
 * ```ts
 * import { seedStreams, uniform } from 'schedlab/random';
 * const { workload, policy } = seedStreams(42);
 * uniform(workload) !== uniform(policy); // independent streams
 * ```
 */
export function seedStreams(seed: number): SeedStreams {
  const base = createRng(seed);
  const workload = base.clone();
  base.jump();
  const policy = base.clone();
  base.jump();
  const engine = base.clone();
  base.jump();
  const optimizer = base.clone();
  return { workload, policy, engine, optimizer };
}
