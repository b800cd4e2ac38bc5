import { createSimulation } from '../engine/createSimulation';
import type { Policy } from '../engine/Policy';
import type { SimulationResult } from '../engine/Simulation';
import { InvalidInputError } from '../errors/InvalidInputError';
import { readJobs } from '../workload/readJobs';
import { dupontProfile, type DupontProfileName } from './dupont2020/dupontProfile';
import { policyByName } from './policyByName';

/**
 * Options of {@link simulateJobFile}.
 *
 * @example
 * ```ts
 * import type { SimulateJobFileOptions } from 'schedlab/experiments';
 * const options: SimulateJobFileOptions = { servers: 10, policy: 'Swarm2', seed: 1, profile: 'authors2020' };
 * ```
 */
export interface SimulateJobFileOptions {
  /** Identical servers of the platform (integer >= 1), with the profile's power model. */
  readonly servers: number;
  /** A policy, or its name in `POLICY_NAMES` (a Dupont 2020 setup gets the profile's step options). */
  readonly policy: string | Policy;
  /** Simulator profile of Dupont 2020 (`dupontProfile`). @defaultValue 'paper' */
  readonly profile?: DupontProfileName;
  /** Decide only every this many seconds; not with a profile that sets its own clock. @defaultValue at every event */
  readonly decisionInterval?: number;
  /** Seed of the policy stream. @defaultValue 0 */
  readonly seed?: number;
}

/**
 * Runs one simulation of a JSON job set (the format of `readJobs`) under a policy on a
 * homogeneous platform: what `schedlab simulate --jobs FILE` prints.
 *
 * @param path - a JSON job-set file
 * @param options - platform size, policy, profile, decision interval and seed
 * @throws InvalidInputError naming the option for bad options, the file and job for a bad job set, for an unknown policy name,
 *   or for a decision interval with a profile that sets its own
 * @example
 * ```ts
 * import { simulateJobFile } from 'schedlab/experiments';
 * const result = simulateJobFile('jobs.json', { servers: 10, policy: 'FIFO-Rcfg-Poff', seed: 1 });
 * result.metrics.cost; // mean stretch x normalized mean power
 * ```
 */
export function simulateJobFile(path: string, options: SimulateJobFileOptions): SimulationResult {
  if (options === null || typeof options !== 'object') throw new InvalidInputError('simulateJobFile: options must be an object { servers, policy, ... }');
  if (!Number.isInteger(options.servers) || options.servers < 1) {
    throw new InvalidInputError(`simulateJobFile: options.servers must be an integer >= 1, got ${String(options.servers)}`);
  }
  const profile = dupontProfile(options.profile ?? 'paper');
  const interval = options.decisionInterval;
  if (interval !== undefined && profile.simulation.decisionInterval !== undefined) {
    throw new InvalidInputError(`simulateJobFile: options.decisionInterval conflicts with profile ${profile.name} (which decides every ${profile.simulation.decisionInterval} s)`);
  }
  const policy = typeof options.policy === 'string' ? policyByName(options.policy, profile.setup) : options.policy;
  const jobs = readJobs(path);
  const simulation = createSimulation({
    platform: profile.platform(options.servers),
    jobs,
    ...profile.simulation,
    ...(interval === undefined ? {} : { decisionInterval: interval }),
  });
  return simulation.run(policy, { seed: options.seed ?? 0 });
}
