import type { Simulation } from '../../engine/createSimulation';
import { jobSetSeeds } from '../jobSetSeeds';
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
