import { createSimulation } from '../engine/createSimulation';
import { homogeneousPlatform } from '../engine/homogeneousPlatform';
import type { Policy } from '../engine/Policy';
import { InvalidInputError } from '../errors/InvalidInputError';
import { checkKnownKeys, optionKeys } from '../errors/internals/knownKeys';
import { readBatsimWorkload } from '../workload/readBatsimWorkload';
import { powerModel, type PowerModelOptions } from '../power/PowerModel';
import { policyByName } from './policyByName';
import type { TraceSimulation } from './traces/simulateTrace';
import { traceMetrics } from './traces/traceMetrics';

/**
 * Options of {@link simulateBatsimWorkload}.
 *
 * @example
 * ```ts
 * import type { SimulateBatsimWorkloadOptions } from 'schedlab/experiments';
 * const options: SimulateBatsimWorkloadOptions = { policy: 'easy', hostSpeed: 1e9 };
 * ```
 */
export interface SimulateBatsimWorkloadOptions {
  /** A policy, or its name in `POLICY_NAMES` (`fcfs`, `easy`, `conservative`, ...). */
  readonly policy: string | Policy;
  /** Host speed in flop/s for `parallel_homogeneous` profiles (see `BatsimWorkloadOptions`). @defaultValue undefined (only delay profiles) */
  readonly hostSpeed?: number;
  /** Decide only every this many seconds. @defaultValue at every event */
  readonly decisionInterval?: number;
  /** Seed of the policy stream. @defaultValue 0 */
  readonly seed?: number;
  /** Record the server and allocation timelines in `result.trace` (for the schedule writers). @defaultValue false */
  readonly trace?: boolean;
  /**
   * The servers' power model's options (`powerModel`'s), e.g. the one `batsimPlatformPower` reads from the
   * Batsim platform the workload runs on; checked by `powerModel`. @defaultValue Dupont 2020 Table 1
   */
  readonly power?: PowerModelOptions;
}

const OPTION_KEYS = optionKeys<SimulateBatsimWorkloadOptions>({ policy: true, hostSpeed: true, decisionInterval: true, seed: true, trace: true, power: true });

/**
 * Replays a Batsim JSON workload (`readBatsimWorkload`) under a scheduler on `nb_res` identical
 * servers and computes the trace metrics of `simulateTrace`: what
 * `schedlab simulate --batsim-workload FILE` prints. `rejected` is always empty (a bad job is an
 * error, not a skipped line).
 *
 * @param path - a Batsim workload file
 * @param options - policy, host speed, decision interval, seed, trace, power model
 * @throws InvalidInputError naming the option, or the file, job and field of a bad workload
 * @example
 * ```ts
 * import { simulateBatsimWorkload } from 'schedlab/experiments';
 * const run = simulateBatsimWorkload('workload.json', { policy: 'easy' });
 * run.metrics.meanWait;
 * ```
 */
export function simulateBatsimWorkload(path: string, options: SimulateBatsimWorkloadOptions): TraceSimulation {
  if (options === null || typeof options !== 'object') throw new InvalidInputError('simulateBatsimWorkload: options must be an object { policy, ... }');
  checkKnownKeys('simulateBatsimWorkload', options, OPTION_KEYS);
  const policy = typeof options.policy === 'string' ? policyByName(options.policy) : options.policy;
  const { resources, jobs } = readBatsimWorkload(path, options.hostSpeed === undefined ? {} : { hostSpeed: options.hostSpeed });
  const platform = homogeneousPlatform({ servers: resources, ...(options.power === undefined ? {} : { power: powerModel(options.power) }) });
  const interval = options.decisionInterval;
  const result = createSimulation({ platform, jobs, ...(interval === undefined ? {} : { decisionInterval: interval }) }).run(policy, {
    seed: options.seed ?? 0,
    trace: options.trace === true,
  });
  const { utilization, awrt, meanBoundedSlowdown } = traceMetrics(jobs, result.jobs, { machineSize: resources });
  const metrics = { utilization, awrt, meanWait: result.metrics.meanWait, meanBoundedSlowdown, makespan: result.metrics.makespan };
  return { result, jobs, processors: resources, platform, rejected: [], metrics };
}
