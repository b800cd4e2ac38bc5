export { SchedlabError } from './SchedlabError';
export { InvalidInputError } from './InvalidInputError';
export { SimulationError } from './SimulationError';
export { isSchedlabError } from './isSchedlabError';
