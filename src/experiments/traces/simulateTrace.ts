import { createSimulation } from '../../engine/createSimulation';
import { homogeneousPlatform } from '../../engine/homogeneousPlatform';
import { powerModel, type PowerModelOptions } from '../../power/PowerModel';
import type { RigidJob } from '../../engine/Job';
import type { Platform } from '../../engine/platform';
import type { Policy } from '../../engine/Policy';
import type { SimulationResult } from '../../engine/Simulation';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { SwfTrace } from '../../workload/SwfTrace';
import { policyByName } from '../policyByName';
import { awrt } from './awrt';
import { loadTrace } from './loadTrace';
import { slowdowns } from './slowdowns';
import { traceUtilization } from './traceUtilization';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const SIMULATE_TRACE_OPTIONS_KEYS = optionKeys<SimulateTraceOptions>({ policy: true, processors: true, decisionInterval: true, seed: true, trace: true, walltime: true, power: true });

/**
 * Options of {@link simulateTrace}.
 *
 * @example
 * ```ts
 * import type { SimulateTraceOptions } from 'schedlab/experiments';
 * const options: SimulateTraceOptions = { policy: 'easy', processors: 100 };
 * ```
 */
export interface SimulateTraceOptions {
  /** A policy, or its name in `POLICY_NAMES` (`fcfs`, `list`, `easy`, `easy-sjf`, `conservative`, ...). */
  readonly policy: string | Policy;
  /** Machine size m (integer >= 1). @defaultValue the trace header's MaxProcs, else MaxNodes */
  readonly processors?: number;
  /** Decide only every this many seconds. @defaultValue at every event */
  readonly decisionInterval?: number;
  /** Seed of the policy stream. @defaultValue 0 */
  readonly seed?: number;
  /** Record the server and allocation timelines in `result.trace` (for the schedule writers). @defaultValue false */
  readonly trace?: boolean;
  /**
   * `'kill'` ends a job at its requested time (the trace's field 9, its `estimate`) as a resource manager
   * does; `'ignore'` replays its recorded run time (see `RunOptions.walltime`). @defaultValue 'ignore'
   */
  readonly walltime?: 'kill' | 'ignore';
  /**
   * The servers' power model's options (`powerModel`'s: e.g. `sleepStates` for a shutdown rule that
   * picks a sleep state), checked by `powerModel`. @defaultValue Dupont 2020 Table 1
   */
  readonly power?: PowerModelOptions;
}

/**
 * What {@link simulateTrace} returns: the run, the jobs replayed, the lines the reader rejected and
 * the trace metrics of Franke et al. (sec. 3.1-3.2).
 *
 * @example
 * ```ts
 * import { simulateTrace, type TraceSimulation } from 'schedlab/experiments';
 * const r: TraceSimulation = await simulateTrace('data/traces/KTH-SP2-1996-2.1-cln.swf.br', { policy: 'easy' });
 * `${r.jobs.length} jobs on ${r.processors} processors: AWRT ${r.metrics.awrt.toFixed(0)} s`;
 * ```
 */
export interface TraceSimulation {
  readonly result: SimulationResult;
  /** The jobs replayed (kept by the reader), in trace order. */
  readonly jobs: readonly RigidJob[];
  /** Machine size used. */
  readonly processors: number;
  /** The platform simulated: `processors` identical servers (for the schedule writers' energy and header). */
  readonly platform: Platform;
  /** Lines the reader rejected, with their reasons. */
  readonly rejected: SwfTrace['rejected'];
  readonly metrics: {
    /** Utilization U (sec. 3.1). */
    readonly utilization: number;
    /** Average weighted response time over all jobs, in s (sec. 3.1). */
    readonly awrt: number;
    /** Mean wait, in s. */
    readonly meanWait: number;
    /** Mean bounded slowdown with tau = 10 s (sec. 3.2). */
    readonly meanBoundedSlowdown: number;
    /** Makespan, in s. */
    readonly makespan: number;
  };
}

/**
 * Replays an SWF trace of rigid jobs (plain, .gz or .br) under a scheduler on a homogeneous machine
 * and computes the trace metrics: what `schedlab simulate --swf FILE` prints.
 *
 * @param path - an SWF file
 * @param options - policy, machine size, decision interval and seed
 * @throws InvalidInputError naming the option for bad options, the file for a trace that cannot be read or keeps no job, a
 *   trace without a machine size when `processors` is not given, or an unknown policy name
 * @example
 * ```ts
 * import { simulateTrace } from 'schedlab/experiments';
 * const easy = await simulateTrace('data/traces/KTH-SP2-1996-2.1-cln.swf.br', { policy: 'easy' });
 * easy.metrics.meanBoundedSlowdown;
 * ```
 */
export async function simulateTrace(path: string, options: SimulateTraceOptions): Promise<TraceSimulation> {
  requireOptions('simulateTrace(options)', options, SIMULATE_TRACE_OPTIONS_KEYS);
  if (options.processors !== undefined && (!Number.isInteger(options.processors) || options.processors < 1)) {
    throw new InvalidInputError(`simulateTrace: options.processors must be an integer >= 1, got ${String(options.processors)}`);
  }
  const walltime = options.walltime ?? 'ignore';
  if (walltime !== 'kill' && walltime !== 'ignore') throw new InvalidInputError(`simulateTrace: options.walltime must be 'kill' or 'ignore', got ${JSON.stringify(walltime)}`);
  const policy = typeof options.policy === 'string' ? policyByName(options.policy) : options.policy;
  const given = options.processors;
  const trace = await loadTrace(path, given === undefined ? {} : { maxProcessors: given });
  const processors = given ?? trace.header.maxProcs ?? trace.header.maxNodes;
  if (processors === undefined) throw new InvalidInputError(`${path} has no MaxProcs or MaxNodes header; give the machine size (options.processors; --processors N in the CLI)`);
  const jobs = trace.jobs;
  const interval = options.decisionInterval;
  const platform = homogeneousPlatform({ servers: processors, ...(options.power === undefined ? {} : { power: powerModel(options.power) }) });
  const result = createSimulation({
    platform,
    jobs,
    ...(interval === undefined ? {} : { decisionInterval: interval }),
  }).run(policy, { seed: options.seed ?? 0, trace: options.trace === true, ...(walltime === 'kill' ? { walltime } : {}) });
  const metrics = {
    utilization: traceUtilization(jobs, result.jobs, processors),
    awrt: awrt(jobs, result.jobs),
    meanWait: result.metrics.meanWait,
    meanBoundedSlowdown: slowdowns(jobs, result.jobs).meanBounded,
    makespan: result.metrics.makespan,
  };
  return { result, jobs, processors, platform, rejected: trace.rejected, metrics };
}
