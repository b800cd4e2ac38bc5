import { createSimulation } from '../../engine/createSimulation';
import type { Simulation } from '../../engine/createSimulation';
import type { ScenarioOptions } from '../ScenarioOptions';
import { STREAMS, seedStream } from '../../random/seedStream';

/** Options shared by the experiment helpers that simulate named job sets. */
export type JobSetSimulationOptions = ScenarioOptions;

/**
 * The simulation of the job set named by `seed`: its jobs are drawn from the workload stream of
 * that seed (stream 0 of `seedStreams`), so `simulationForJobSet(o, s).run(p, { seed: s })` equals
 * `createSimulation({ platform, workload }).run(p, { seed: s })`, with the jobs validated once.
 */
export function simulationForJobSet(options: JobSetSimulationOptions, seed: number): Simulation {
  const { workload } = options;
  return createSimulation({
    platform: options.platform,
    jobs: workload.generate(seedStream(seed, STREAMS.workload)),
    ...(workload.maxData === undefined ? {} : { maxData: workload.maxData }),
    ...(options.decisionInterval === undefined ? {} : { decisionInterval: options.decisionInterval }),
    ...(options.reconfigurationCost === undefined ? {} : { reconfigurationCost: options.reconfigurationCost }),
    ...(options.clockStart === undefined ? {} : { clockStart: options.clockStart }),
  });
}
