export { SchedlabError } from './SchedlabError';
export { InvalidInputError } from './InvalidInputError';
export { SimulationError } from './SimulationError';
export { MissingDependencyError } from './MissingDependencyError';
export { AbortError } from './AbortError';
export { isSchedlabError } from './isSchedlabError';
