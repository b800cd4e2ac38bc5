import { STREAMS, seedStream } from './seedStream';
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
 * Splits one seed into its four named independent streams ({@link STREAMS}: the layout lives in
 * `seedStream`, which the engine and the experiments use too).
 *
 * @example
 * ```ts
 * import { seedStreams, uniform } from 'schedlab/random';
 * const { workload, policy } = seedStreams(42);
 * uniform(workload) !== uniform(policy); // independent streams
 * ```
 */
export function seedStreams(seed: number): SeedStreams {
  return {
    workload: seedStream(seed, STREAMS.workload),
    policy: seedStream(seed, STREAMS.policy),
    engine: seedStream(seed, STREAMS.engine),
    optimizer: seedStream(seed, STREAMS.optimizer),
  };
}
