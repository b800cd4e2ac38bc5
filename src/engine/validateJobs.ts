import type { Job } from './Job';
import type { Platform } from './platform';
import { checkedJobIndex } from './internals/checkedJobIndex';
import { optionalObject } from '../errors/internals/knownKeys';

/**
 * Checks a job set: every field of every job in its allowed range, ids unique and, when a
 * platform is given, every job runnable on it.
 *
 * @throws InvalidInputError naming the job index, the field and the allowed range
 * @example
 * ```ts
 * import { validateJobs } from 'schedlab/engine';
 * validateJobs([{ kind: 'malleable', id: 'j0', submit: 0, mass: 100, alpha: 0.8, data: 50, minServers: 1, maxServers: 4 }]);
 * ```
 */
export function validateJobs(jobs: readonly Job[], platform?: Platform): void {
  optionalObject('validateJobs(platform)', platform, 'a platform from platform() or homogeneousPlatform()');
  checkedJobIndex(jobs, platform);
}

