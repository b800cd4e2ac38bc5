import type { Simulation } from '../../engine/createSimulation';
import { jobSetSeeds } from '../jobSetSeeds';
import { deriveSeed } from '../../random/deriveSeed';
import { STREAMS, seedStream } from '../../random/seedStream';
import { type JobSetSimulationOptions, simulationForJobSet } from './simulationForJobSet';

/**
 * The job sets G_k of an optimizer iteration (Dupont 2020, 5.3), cached: `at(iterationSeed)`
 * returns the `count` seeds `jobSetSeeds(iterationSeed, count)` and their simulations, built once
 * per iteration seed and shared by every candidate of that iteration.
 */
export function iterationJobSets(options: JobSetSimulationOptions, count: number): (iterationSeed: number) => { seeds: number[]; sims: Simulation[] } {
  let cachedSeed = -1;
  let current = { seeds: [] as number[], sims: [] as Simulation[] };
  return (iterationSeed) => {
    if (iterationSeed !== cachedSeed) {
      const seeds = jobSetSeeds(iterationSeed, count);
      current = { seeds, sims: seeds.map((s) => simulationForJobSet(options, s)) };
      cachedSeed = iterationSeed;
    }
    return current;
  };
}

/**
 * The sliding job sets of the authors of Dupont 2020: iteration k uses the `count` sets of seeds
 * `base + k, ..., base + k + count - 1` (mod 2^32), so consecutive iterations share `count - 1`
 * sets; the simulations of the shared sets are kept from one iteration to the next.
 */
export function slidingJobSets(options: JobSetSimulationOptions, count: number, base: number): (iteration: number) => { seeds: number[]; sims: Simulation[] } {
  const sims = new Map<number, Simulation>();
  let cachedIteration = -1;
  let current = { seeds: [] as number[], sims: [] as Simulation[] };
  return (iteration) => {
    if (iteration !== cachedIteration) {
      const seeds = slidingSetSeeds(base, iteration, count);
      for (const key of [...sims.keys()]) if (!seeds.includes(key)) sims.delete(key);
      for (const s of seeds) if (!sims.has(s)) sims.set(s, simulationForJobSet(options, s));
      current = { seeds, sims: seeds.map((s) => sims.get(s)!) };
      cachedIteration = iteration;
    }
    return current;
  };
}

/** Seeds `base + iteration + j` (j < count), as unsigned 32-bit integers. */
export function slidingSetSeeds(base: number, iteration: number, count: number): number[] {
  return Array.from({ length: count }, (_, j) => (base + iteration + j) >>> 0);
}

/**
 * The iteration seeds `minimize(..., { seed })` hands out (one `deriveSeed` of stream
 * `STREAMS.iterations` of the seed per iteration), as a function of the iteration number: the
 * job sets of `simulationObjective({ sharedSets: { seed } })`, the same for every run that names
 * the same seed whatever that run's own optimizer seed.
 */
export function sharedIterationSeeds(seed: number): (iteration: number) => number {
  const stream = seedStream(seed, STREAMS.iterations);
  const seeds: number[] = [];
  return (iteration) => {
    while (seeds.length <= iteration) seeds.push(deriveSeed(stream));
    return seeds[iteration]!;
  };
}
