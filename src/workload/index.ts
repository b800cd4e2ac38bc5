export { googleLikeWorkload } from './googleLikeWorkload';
export type { GoogleLikeWorkloadOptions } from './googleLikeWorkload';
export { parseJobs, stringifyJobs } from './parseJobs';
export { readJobs, writeJobs } from './readJobs';
export type { Workload } from '../engine/Workload';
export type { Job, MalleableJob, RigidJob } from '../engine/Job';
export { InvalidInputError } from '../errors/InvalidInputError';
