import { assertSeed } from '../random/createRng';
import { deriveSeed } from '../random/deriveSeed';
import { STREAMS, seedStream } from '../random/seedStream';
import { InvalidInputError } from '../errors/InvalidInputError';
import { showValue } from '../errors/internals/showValue';

/**
 * The optimizer seeds of `count` independent replicates trained under one seed (Dupont 2020's
 * Swarm1-3): `deriveSeed` draws of `seedStream(seed, STREAMS.replicates)` (stream 5, past the
 * workload, policy, engine, optimizer and iteration streams), repeats skipped. Each replicate
 * then has its own optimizer and iteration streams; what the replicates should share (the job
 * sets, as common random numbers) is named by `seed` itself, not by these seeds.
 *
 * @param seed - the training seed (unsigned 32-bit integer)
 * @param count - how many replicates (1 to 1000)
 * @throws InvalidInputError for a bad seed or count
 * @example
 * ```ts
 * import { replicateSeeds } from 'schedlab/experiments';
 * const [swarm1, swarm2, swarm3] = replicateSeeds(7, 3); // three distinct minimize seeds
 * ```
 */
export function replicateSeeds(seed: number, count: number): number[] {
  // assertSeed prints the value with String(), which throws on Object.create(null)
  if (typeof seed !== 'number') throw new InvalidInputError(`replicateSeeds seed: expected an integer seed, got ${showValue(seed)}`);
  assertSeed(seed, 'replicateSeeds seed');
  if (!Number.isInteger(count) || count < 1 || count > 1000) throw new InvalidInputError(`replicateSeeds: count: expected an integer in [1, 1000], got ${typeof count === 'number' ? String(count) : showValue(count)}`);
  const rng = seedStream(seed, STREAMS.replicates);
  const out: number[] = [];
  while (out.length < count) {
    const s = deriveSeed(rng);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}
