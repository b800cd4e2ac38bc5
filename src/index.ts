/**
 * schedlab: energy-aware HPC scheduling research.
 *
 * The root re-exports the most common names; each module is also a subpath export
 * (`schedlab/engine`, `schedlab/power`, `schedlab/workload`, `schedlab/policies`,
 * `schedlab/optimizers`, `schedlab/statistics`, `schedlab/random`).
 *
 * @packageDocumentation
 */
export { SchedlabError, InvalidInputError, SimulationError } from './errors/index';
export { createRng, seedStreams, deriveSeed, uniform } from './random/index';
export type { Rng } from './random/index';
