import { assertSeed } from '../random/createRng';
import { deriveSeed } from '../random/deriveSeed';
import { seedStream } from '../random/seedStream';
import { InvalidInputError } from '../errors/InvalidInputError';

/**
 * Stream of `seedStream` that names a study's further root seeds: the one after the four named
 * streams (workload 0, policy 1, engine 2, optimizer 3), so it shares no draw with them.
 */
const STUDY_STREAM = 4;

/**
 * The `count` root seeds of a study run under several seeds (`schedlab reproduce <paper> --seed S
 * --seeds N`): the first is `seed` itself (so `--seeds 1` is the single-seed study), each further
 * one the next `deriveSeed` of `seedStream(seed, 4)` (`createRng(seed)` jumped four times, past the
 * workload, policy, engine and optimizer streams), repeats skipped.
 *
 * @param seed - the study's seed (unsigned 32-bit integer)
 * @param count - how many root seeds (1 to 1000)
 * @throws InvalidInputError for a bad seed or count
 * @example
 * ```ts
 * import { studySeeds } from 'schedlab/experiments';
 * const seeds = studySeeds(1, 5); // [1, ...four derived seeds]
 * seeds[0]; // 1
 * ```
 */
export function studySeeds(seed: number, count: number): number[] {
  assertSeed(seed, 'studySeeds seed');
  if (!Number.isInteger(count) || count < 1 || count > 1000) throw new InvalidInputError(`studySeeds: count: expected an integer in [1, 1000], got ${String(count)}`);
  const out = [seed];
  const rng = seedStream(seed, STUDY_STREAM);
  while (out.length < count) {
    const s = deriveSeed(rng);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}
