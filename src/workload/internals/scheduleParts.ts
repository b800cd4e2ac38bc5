import type { Job } from '../../engine/Job';
import type { AllocationSegment, SimulationResult, Trace } from '../../engine/Simulation';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { ScheduleExportOptions } from '../ScheduleExportOptions';

/** The trace of a result, or a clear error saying how to get one. */
export function traceOf(fn: string, result: SimulationResult, what: string): Trace {
  checkResult(fn, result);
  const trace = result.trace;
  if (trace === undefined || !Array.isArray(trace.servers) || !Array.isArray(trace.allocations)) {
    throw new InvalidInputError(`${fn}: the result has no trace (${what} come from it); run the simulation with { trace: true }`);
  }
  return trace;
}

/** Checks that `result` looks like a `SimulationResult` (jobs and metrics). */
export function checkResult(fn: string, result: SimulationResult): void {
  if (result === null || typeof result !== 'object' || !Array.isArray(result.jobs)) {
    throw new InvalidInputError(`${fn}: expected a SimulationResult ({ jobs, metrics, ... }), got ${result === null ? 'null' : typeof result}`);
  }
}

/** The jobs of `options`, checked against the result's records (same length, same ids in order). */
export function jobsOf(fn: string, result: SimulationResult, options: ScheduleExportOptions): readonly Job[] | undefined {
  const jobs = options.jobs;
  if (jobs === undefined) return undefined;
  if (!Array.isArray(jobs) || jobs.length !== result.jobs.length) {
    throw new InvalidInputError(`${fn}: options.jobs must be the simulated jobs (${result.jobs.length} in result.jobs), got ${Array.isArray(jobs) ? `${jobs.length} jobs` : typeof jobs}`);
  }
  for (let i = 0; i < jobs.length; i++) {
    if (jobs[i]?.id !== result.jobs[i]!.id) {
      throw new InvalidInputError(`${fn}: options.jobs[${i}] has id ${JSON.stringify(jobs[i]?.id)} but result.jobs[${i}] is ${JSON.stringify(result.jobs[i]!.id)}; pass the simulation's jobs in their order`);
    }
  }
  return jobs;
}

/** Each job's allocation intervals, by job id, in time order. */
export function allocationsByJob(trace: Trace): Map<string, AllocationSegment[]> {
  const byJob = new Map<string, AllocationSegment[]>();
  for (const a of trace.allocations) {
    const list = byJob.get(a.job);
    if (list === undefined) byJob.set(a.job, [a]);
    else list.push(a);
  }
  for (const list of byJob.values()) list.sort((x, y) => x.start - y.start);
  return byJob;
}

/** A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
