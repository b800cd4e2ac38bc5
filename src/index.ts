/**
 * schedlab: energy-aware HPC scheduling research.
 *
 * The root re-exports the most common names; each module is also a subpath export
 * (`schedlab/engine`, `schedlab/power`, `schedlab/workload`, `schedlab/policies`,
 * `schedlab/optimizers`, `schedlab/statistics`, `schedlab/experiments`, `schedlab/plot`,
 * `schedlab/random`, `schedlab/distributed`). The root does not load the plot module (and its
 * Vega dependency) nor the distributed module (and BullMQ).
 *
 * @packageDocumentation
 */
export { SchedlabError, InvalidInputError, SimulationError, MissingDependencyError, AbortError, isSchedlabError } from './errors/index';
export { createRng, seedStreams, deriveSeed, uniform } from './random/index';
export type { Rng } from './random/index';
export {
  createSimulation,
  homogeneousPlatform,
  platform,
  startJob,
  reconfigureJob,
  powerOff,
  paperReconfigurationCost,
  blockReconfigurationCost,
} from './engine/index';
export type {
  Job,
  MalleableJob,
  RigidJob,
  Platform,
  Policy,
  PolicyContext,
  ClusterView,
  Decision,
  Simulation,
  SimulationResult,
  Metrics,
  JobRecord,
  Workload,
} from './engine/index';
export { powerModel, PAPER_POWER_MODEL, breakEvenOffDuration } from './power/index';
export type { PowerModel } from './power/index';
export { googleLikeWorkload, readJobs, writeJobs, parseJobs, readSwf, parseSwf } from './workload/index';
export {
  greedyPolicy,
  greedyFamily,
  condition1,
  condition2,
  condition3,
  shutdownCondition,
  parametricCondition,
  powerOffRule,
  always,
  never,
  fcfs,
  listScheduling,
  easyBackfilling,
  conservativeBackfilling,
} from './policies/index';
export type { ParametricPolicy, Condition, ReconfigurationInput } from './policies/index';
export {
  searchSpace,
  minimize,
  pso,
  cuckooSearch,
  hcspso,
  evolutionStrategy,
  coevolution,
  randomSearch,
} from './optimizers/index';
export type { Objective, Optimizer, OptimizationResult, SearchSpace } from './optimizers/index';
export { rank, friedman, weakRanking, winMatrix, distributions } from './statistics/index';
export { dupontSetup, DUPONT_SETUPS } from './experiments/dupont2020/dupontSetup';
