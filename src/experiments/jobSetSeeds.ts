import { createRng } from '../random/createRng';
import { deriveSeed } from '../random/deriveSeed';
import { InvalidInputError } from '../errors/InvalidInputError';
import { optionalObject } from '../errors/internals/knownKeys';

/**
 * The seeds of `count` job sets drawn from one root seed: `createRng(seed)` then one
 * `deriveSeed` per set. A job set is a pure function of its seed (the workload stream of
 * `simulation.run(policy, { seed })`), so these seeds name the sets. With `exclude` (e.g. the
 * training sets' seeds), seeds in it and repeats are skipped and drawing goes on until `count`
 * fresh seeds are found, so evaluation sets are disjoint from training sets seed by seed.
 *
 * @example
 * ```ts
 * import { jobSetSeeds } from 'schedlab/experiments';
 * const training = jobSetSeeds(42, 100); // the 100 evaluation sets of an experiment
 * const heldOut = jobSetSeeds(7, 30, new Set(training)); // 30 sets, none of them a training set
 * ```
 */
export function jobSetSeeds(seed: number, count: number, exclude?: ReadonlySet<number>): number[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new InvalidInputError(`jobSetSeeds(count): expected an integer >= 0, got ${String(count)}`);
  optionalObject('jobSetSeeds(exclude)', exclude, 'a Set of seeds');
  const rng = createRng(seed);
  if (exclude === undefined) {
    const out = new Array<number>(count);
    for (let i = 0; i < count; i++) out[i] = deriveSeed(rng);
    return out;
  }
  const out: number[] = [];
  const seen = new Set<number>();
  while (out.length < count) {
    const s = deriveSeed(rng);
    if (exclude.has(s) || seen.has(s)) continue;
    seen.add(s);
    out.push(s);
  }
  return out;
}
