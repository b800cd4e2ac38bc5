import { createSimulation } from '../engine/createSimulation';
import type { Job } from '../engine/Job';
import type { Platform } from '../engine/platform';
import type { Policy } from '../engine/Policy';
import type { SimulationResult } from '../engine/Simulation';
import { InvalidInputError } from '../errors/InvalidInputError';
import { readJobs } from '../workload/readJobs';
import { dupontProfile, type DupontProfileName } from './dupont2020/dupontProfile';
import { DUPONT_SETUPS } from './dupont2020/dupontSetup';
import { policyByName } from './policyByName';
import { shutdownBySpec } from './shutdownBySpec';
import type { WithShutdownOptions } from '../policies/withShutdown';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';

const JOB_FILE_SIMULATION_OPTIONS_KEYS = optionKeys<SimulateJobFileOptions>({ servers: true, policy: true, profile: true, decisionInterval: true, seed: true, trace: true, walltime: true, shutdown: true, shutdownWake: true });
const SIMULATE_JOB_FILE_OPTIONS_KEYS = optionKeys<SimulateJobFileOptions>({ servers: true, policy: true, profile: true, decisionInterval: true, seed: true, trace: true, walltime: true, shutdown: true, shutdownWake: true });

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
  /** Record the server and allocation timelines in `result.trace` (for the schedule writers). @defaultValue false */
  readonly trace?: boolean;
  /**
   * What happens to a rigid job still running at `start + estimate` (`RunOptions.walltime`, as
   * `simulateTrace`'s): `'kill'` ends it there, `'ignore'` lets it run its `runtime`. Malleable jobs
   * have no walltime, so a set without a rigid job is refused. @defaultValue 'ignore'
   */
  readonly walltime?: 'kill' | 'ignore';
  /**
   * A shutdown rule as `shutdownBySpec` reads it (`idle:S[:RATE]`, `breakeven[:F]`, `keep:K[:S]`):
   * the policy runs under `withShutdown` with it (`schedlab simulate --shutdown`). @defaultValue none
   */
  readonly shutdown?: string;
  /** `withShutdown`'s `wake` with `shutdown` (refused without it). @defaultValue 'allocate' */
  readonly shutdownWake?: WithShutdownOptions['wake'];
}

/**
 * What {@link jobFileSimulation} returns: the run and the inputs it was made of, which the schedule
 * writers of `schedlab/workload` (and {@link simulationFiles}) need beside the result.
 *
 * @example
 * ```ts
 * import { jobFileSimulation, type JobFileSimulation } from 'schedlab/experiments';
 * const run: JobFileSimulation = jobFileSimulation('jobs.json', { servers: 10, policy: 'FIFO' });
 * run.platform.serverCount; // 10
 * ```
 */
export interface JobFileSimulation {
  readonly result: SimulationResult;
  /** The jobs read from the file, in file order (the order of `result.jobs`). */
  readonly jobs: readonly Job[];
  /** The platform simulated (the profile's power model on `servers` identical servers). */
  readonly platform: Platform;
}

/**
 * Runs one simulation of a JSON job set (the format of `readJobs`) under a policy on a
 * homogeneous platform: what `schedlab simulate --jobs FILE` prints.
 *
 * @param path - a JSON job-set file
 * @param options - platform size, policy, profile, decision interval and seed
 * @throws InvalidInputError naming the option for bad options, the file and job for a bad job set, for an unknown policy name,
 *   for a rigid-job scheduler named with a malleable job in the set, a walltime for a set without a rigid job, a bad shutdown
 *   rule, or a decision interval with a profile that sets its own
 * @example
 * ```ts
 * import { simulateJobFile } from 'schedlab/experiments';
 * const result = simulateJobFile('jobs.json', { servers: 10, policy: 'FIFO-Rcfg-Poff', seed: 1 });
 * result.metrics.cost; // mean stretch x normalized mean power
 * ```
 */
export function simulateJobFile(path: string, options: SimulateJobFileOptions): SimulationResult {
  requireOptions('simulateJobFile(options)', options, SIMULATE_JOB_FILE_OPTIONS_KEYS);
  return jobFileSimulation(path, options).result;
}

/**
 * {@link simulateJobFile} with the jobs and the platform of the run: what
 * `schedlab simulate --jobs FILE --out DIR` writes its files from.
 *
 * @param path - a JSON job-set file
 * @param options - platform size, policy, profile, decision interval, seed, trace
 * @throws InvalidInputError as {@link simulateJobFile}
 * @example
 * ```ts
 * import { jobFileSimulation, simulationFiles } from 'schedlab/experiments';
 * const { result, jobs, platform } = jobFileSimulation('jobs.json', { servers: 10, policy: 'FIFO', trace: true });
 * const files = simulationFiles(result, { jobs, platform }); // jobs.csv, machine_states.csv, schedule.swf, result.json
 * ```
 */
export function jobFileSimulation(path: string, options: SimulateJobFileOptions): JobFileSimulation {
  requireOptions('jobFileSimulation(options)', options, JOB_FILE_SIMULATION_OPTIONS_KEYS);
  if (!Number.isInteger(options.servers) || options.servers < 1) {
    throw new InvalidInputError(`simulateJobFile: options.servers must be an integer >= 1, got ${String(options.servers)}`);
  }
  const profile = dupontProfile(options.profile ?? 'paper');
  const interval = options.decisionInterval;
  if (interval !== undefined && profile.simulation.decisionInterval !== undefined) {
    throw new InvalidInputError(`simulateJobFile: options.decisionInterval conflicts with profile ${profile.name} (which decides every ${profile.simulation.decisionInterval} s)`);
  }
  const walltime = options.walltime ?? 'ignore';
  if (walltime !== 'kill' && walltime !== 'ignore') throw new InvalidInputError(`simulateJobFile: options.walltime must be 'kill' or 'ignore', got ${JSON.stringify(walltime)}`);
  if (options.shutdownWake !== undefined && options.shutdown === undefined) throw new InvalidInputError('simulateJobFile: options.shutdownWake goes with options.shutdown');
  const base = typeof options.policy === 'string' ? policyByName(options.policy, profile.setup) : options.policy;
  const policy = options.shutdown === undefined ? base : shutdownBySpec(base, options.shutdown, options.shutdownWake === undefined ? {} : { wake: options.shutdownWake });
  const jobs = readJobs(path);
  if (typeof options.policy === 'string') refuseMalleableForRigidPolicy(path, options.policy, jobs);
  if (options.walltime !== undefined && !jobs.some((j) => j.kind === 'rigid')) {
    throw new InvalidInputError(`simulateJobFile: options.walltime applies to rigid jobs (killed at start + estimate) and ${path} holds none (malleable jobs have no walltime)`);
  }
  const platform = profile.platform(options.servers);
  const simulation = createSimulation({
    platform,
    jobs,
    ...profile.simulation,
    ...(interval === undefined ? {} : { decisionInterval: interval }),
  });
  const result = simulation.run(policy, { seed: options.seed ?? 0, trace: options.trace === true, ...(walltime === 'kill' ? { walltime } : {}) });
  return { result, jobs, platform };
}

/**
 * At the door (before the run): the rigid-job schedulers of `POLICY_NAMES` (every name but the
 * Dupont 2020 setups) refuse a job set with a malleable job, naming the policy, the job and its kind,
 * where the policy would otherwise throw at its first decision (a SimulationError at t = 0).
 */
function refuseMalleableForRigidPolicy(path: string, name: string, jobs: readonly Job[]): void {
  if (DUPONT_SETUPS.some((s) => s.toLowerCase() === name.toLowerCase())) return;
  const i = jobs.findIndex((j) => j.kind !== 'rigid');
  if (i < 0) return;
  throw new InvalidInputError(
    `simulateJobFile: policy "${name}" schedules rigid jobs only, but job "${jobs[i]!.id}" (jobs[${i}] of ${path}) is ${jobs[i]!.kind}; use a Dupont 2020 setup (${DUPONT_SETUPS.slice(0, 3).join(', ')}, ...) for malleable jobs`,
  );
}
