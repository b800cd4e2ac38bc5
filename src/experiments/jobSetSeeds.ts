import { createRng } from '../random/createRng';
import { deriveSeed } from '../random/deriveSeed';

/**
 * The seeds of `count` job sets drawn from one root seed: `createRng(seed)` then one
 * `deriveSeed` per set. A job set is a pure function of its seed (the workload stream of
 * `simulation.run(policy, { seed })`), so these seeds name the sets.
 *
 * @example
 * ```ts
 * import { jobSetSeeds } from 'schedlab/experiments';
 * const seeds = jobSetSeeds(42, 100); // the 100 evaluation sets of an experiment
 * ```
 */
export function jobSetSeeds(seed: number, count: number): number[] {
  const rng = createRng(seed);
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) out[i] = deriveSeed(rng);
  return out;
}
