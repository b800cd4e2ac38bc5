import type { RigidJob } from '../../engine/Job';
import type { JobRecord } from '../../engine/Simulation';
import { awrt } from './awrt';
import { FRANKE_OBJECTIVE_WEIGHTS, groupObjective } from './groupObjective';
import { checkRecords } from './internals/checkRecords';
import { slowdowns } from './slowdowns';
import { traceUtilization } from './traceUtilization';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { UserGroups } from './userGroups';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const TRACE_METRICS_OPTIONS_KEYS = optionKeys<TraceMetricsOptions>({ machineSize: true, groups: true, weights: true, tau: true });

/**
 * Options of {@link traceMetrics}.
 *
 * @example
 * ```ts
 * import { traceMetrics, userGroups, type TraceMetricsOptions } from 'schedlab/experiments';
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { easyBackfilling } from 'schedlab/policies';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10, user: 1 }];
 * const options: TraceMetricsOptions = { machineSize: 4, groups: userGroups(jobs, { thresholds: [0.5] }), weights: [1, 0], tau: 60 };
 * const m = traceMetrics(jobs, createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs }).run(easyBackfilling()).jobs, options);
 * ```
 */
export interface TraceMetricsOptions {
  /** Processors m of the machine (integer >= 1). */
  readonly machineSize: number;
  /**
   * User groups (e.g. from `userGroups(allJobs)`): with them the result also has the AWRT and the
   * job count of each group and the provider objective. @defaultValue none (no per-group metrics)
   */
  readonly groups?: UserGroups;
  /** Objective weights per group (only with `groups`). @defaultValue `[10, 4, 0, 0, 0]` (Franke et al., sec. 5) */
  readonly weights?: readonly number[];
  /** Bounded-slowdown threshold (s). @defaultValue 10 */
  readonly tau?: number;
}

/**
 * The objectives of Franke et al. sec. 3.1 (and slowdowns of sec. 3.2) of one schedule; the
 * per-group fields are present when `traceMetrics` was given user groups (see
 * {@link GroupTraceMetrics}).
 *
 * @example
 * ```ts
 * import { traceMetrics, type TraceMetrics } from 'schedlab/experiments';
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * const jobs: RigidJob[] = [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900 },
 *   { kind: 'rigid', id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60 },
 * ];
 * const records = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs }).run(fcfs()).jobs;
 * const m: TraceMetrics = traceMetrics(jobs, records, { machineSize: 2 });
 * m.awrt; // (1200 * 600 + 30 * 570) / 1230: b waits for a
 * m.awrtPerGroup; // undefined: no groups given
 * ```
 */
export interface TraceMetrics {
  /** Overall utilization U in [0, 1] (eq. 1). */
  readonly utilization: number;
  /** AWRT over all jobs (s, eq. 2). */
  readonly awrt: number;
  /** Mean slowdown (eq. 4). */
  readonly meanSlowdown: number;
  /** Mean bounded slowdown (threshold `tau`). */
  readonly meanBoundedSlowdown: number;
  /** Average weighted slowdown over all jobs (eq. 5). */
  readonly weightedSlowdown: number;
  /** AWRT_i of each user group (s, eq. 3; index 0 = group 1; NaN for an empty group); with `groups` only. */
  readonly awrtPerGroup?: readonly number[];
  /** Number of jobs of each group; with `groups` only. */
  readonly jobsPerGroup?: readonly number[];
  /** Provider objective `sum weights[i] AWRT_{i+1}` (s; sec. 5); with `groups` only. */
  readonly objective?: number;
}

/**
 * {@link TraceMetrics} of a `traceMetrics` call given user groups: the per-group AWRT, job counts
 * and the provider objective are present.
 *
 * @example
 * ```ts
 * import { traceMetrics, userGroups, type GroupTraceMetrics } from 'schedlab/experiments';
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * const jobs: RigidJob[] = [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 600, estimate: 900, user: 1 },
 *   { kind: 'rigid', id: 'b', submit: 60, processors: 1, runtime: 30, estimate: 60, user: 2 },
 * ];
 * const records = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs }).run(fcfs()).jobs;
 * const m: GroupTraceMetrics = traceMetrics(jobs, records, { machineSize: 2, groups: userGroups(jobs) });
 * m.awrtPerGroup.slice(0, 2); // [600, 570]: b waits for a
 * m.objective; // 10 * 600 + 4 * 570 = 8280
 * ```
 */
export interface GroupTraceMetrics extends TraceMetrics {
  readonly awrtPerGroup: readonly number[];
  readonly jobsPerGroup: readonly number[];
  readonly objective: number;
}

/**
 * All schedule objectives of Franke, Lepping & Schwiegelshohn (sec. 3.1 and 5) for one
 * simulation of rigid jobs: U, AWRT and slowdowns, and with user groups the AWRT per group and the
 * provider objective.
 *
 * @param jobs - the simulated rigid jobs
 * @param records - `result.jobs` of the simulation (same order)
 * @param options - machine size, user groups and objective weights
 * @throws InvalidInputError when the records do not match the jobs or an option is invalid
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { easyBackfilling } from 'schedlab/policies';
 * import { traceMetrics, userGroups } from 'schedlab/experiments';
 * const jobs: RigidJob[] = [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10, user: 1 },
 *   { kind: 'rigid', id: 'b', submit: 1, processors: 1, runtime: 5, estimate: 5, user: 2 },
 * ];
 * const r = createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs }).run(easyBackfilling());
 * const m = traceMetrics(jobs, r.jobs, { machineSize: 2, groups: userGroups(jobs) });
 * console.log(m.awrtPerGroup, m.objective);
 * ```
 */
export function traceMetrics(jobs: readonly RigidJob[], records: readonly JobRecord[], options: TraceMetricsOptions & { readonly groups: UserGroups }): GroupTraceMetrics;
/**
 * The schedule objectives of Franke, Lepping & Schwiegelshohn (sec. 3.1) without user groups: U,
 * AWRT over all jobs and the slowdowns (no per-group fields).
 *
 * @param jobs - the simulated rigid jobs
 * @param records - `result.jobs` of the simulation (same order)
 * @param options - machine size (and `tau`); `groups` adds the per-group metrics
 * @throws InvalidInputError when the records do not match the jobs or an option is invalid
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * import { traceMetrics } from 'schedlab/experiments';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10 }];
 * const m = traceMetrics(jobs, createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs }).run(fcfs()).jobs, { machineSize: 4 });
 * m.utilization; // 0.5
 * ```
 */
export function traceMetrics(jobs: readonly RigidJob[], records: readonly JobRecord[], options: TraceMetricsOptions): TraceMetrics;
/**
 * Implementation signature of the two `traceMetrics` overloads above (not visible to callers).
 *
 * @example
 * ```ts
 * import { traceMetrics } from 'schedlab/experiments';
 * import type { RigidJob } from 'schedlab/engine';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 10, estimate: 10 }];
 * traceMetrics(jobs, [{ id: 'a', kind: 'rigid', submit: 0, start: 0, end: 10, servers: 1, reconfigurations: 0, wait: 0, stretch: 1, energy: 0 }], { machineSize: 1 });
 * ```
 */
export function traceMetrics(jobs: readonly RigidJob[], records: readonly JobRecord[], options: TraceMetricsOptions): TraceMetrics {
  requireOptions('traceMetrics(options)', options, TRACE_METRICS_OPTIONS_KEYS);
  checkRecords('traceMetrics', jobs, records);
  const { groups } = options;
  const sd = slowdowns(jobs, records, options.tau ?? 10);
  const base: TraceMetrics = {
    utilization: traceUtilization(jobs, records, options.machineSize),
    awrt: awrt(jobs, records),
    meanSlowdown: sd.mean,
    meanBoundedSlowdown: sd.meanBounded,
    weightedSlowdown: sd.weighted,
  };
  if (groups === undefined) {
    if (options.weights !== undefined) throw new InvalidInputError('traceMetrics: options.weights weigh the AWRT of user groups; give options.groups too (e.g. userGroups(jobs))');
    return base;
  }
  if (groups === null || typeof groups !== 'object' || typeof groups.groupOf !== 'function' || !Number.isInteger(groups.count) || groups.count < 1) {
    throw new InvalidInputError('traceMetrics: options.groups must be user groups from userGroups(jobs)');
  }
  const count = groups.count;
  const num = new Array<number>(count).fill(0);
  const den = new Array<number>(count).fill(0);
  const n = new Array<number>(count).fill(0);
  for (let i = 0; i < jobs.length; i++) {
    const g = groups.groupOf(jobs[i]!) - 1;
    const r = records[i]!;
    const w = (r.end - r.start) * r.servers;
    num[g] = num[g]! + w * (r.end - r.submit);
    den[g] = den[g]! + w;
    n[g] = n[g]! + 1;
  }
  const awrtPerGroup = num.map((x, g) => (den[g]! > 0 ? x / den[g]! : NaN));
  const weights = options.weights ?? (count === 5 ? FRANKE_OBJECTIVE_WEIGHTS : [10, 4, ...new Array<number>(Math.max(0, count - 2)).fill(0)].slice(0, count));
  const grouped: GroupTraceMetrics = { ...base, awrtPerGroup, jobsPerGroup: n, objective: groupObjective(awrtPerGroup, weights) };
  return grouped;
}
