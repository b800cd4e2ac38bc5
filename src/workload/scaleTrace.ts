import type { RigidJob } from '../engine/Job';
import { InvalidInputError } from '../errors/InvalidInputError';
import { optionKeys, requireObject, requireOptions } from '../errors/internals/knownKeys';

const SCALE_TRACE_OPTIONS_KEYS = optionKeys<ScaleTraceOptions>({ from: true, to: true, copies: true });

/**
 * Options of {@link scaleTrace}.
 *
 * @example
 * ```ts
 * import { readSwf, scaleTrace, type ScaleTraceOptions } from 'schedlab/workload';
 * const { jobs } = await readSwf('KTH-SP2-1996-2.1-cln.swf.br');
 * const toLarge: ScaleTraceOptions = { from: 100, to: 1024, copies: 6 }; // KTH (100 processors) to 1024
 * const scaled = scaleTrace(jobs, toLarge);
 * ```
 */
export interface ScaleTraceOptions {
  /** Processors of the machine the trace was recorded on (integer >= 1). */
  readonly from: number;
  /** Processors of the target machine (integer >= 1). */
  readonly to: number;
  /**
   * Number of copies of each job (integer >= 1). With `k` copies each copy is scaled in width
   * by `to / (from * k)`, so the offered load (processor-seconds per second) still scales by
   * `to / from`. Copies keep the submit time, run time, estimate, user and group, and get ids
   * `"<id>#<c>"`, c = 0..k-1 (with `k = 1` the id is kept).
   * @defaultValue 1
   */
  readonly copies?: number;
}

/**
 * Scales a rigid-job trace recorded on a machine of `from` processors to a machine of `to`
 * processors, keeping the offered load relative to the machine size, in the spirit of
 * Ernemann, Song & Yahyapour, "Scaling of workload traces" (JSSPP 2003), whose procedure
 * Franke, Lepping & Schwiegelshohn (section 5) use to bring every trace to 1024 processors.
 *
 * Procedure (deterministic):
 * 1. each job is replaced by `copies` = k jobs (same submit time, run time and estimate);
 * 2. each copy's width target is `w = processors * to / (from * k)`; the copy gets
 *    `floor(w)` or `ceil(w)` processors (at least 1), choosing, in trace order, the rounding
 *    that keeps the running total of work error `sum (width - w) * runtime` closest to zero
 *    (error diffusion), so no job is wider than `to`.
 *
 * Invariants (checked by property tests): submit times preserved; `k` copies per job; every
 * width in `[1, to]`; when `to >= from * k` (no width below 1), the total work
 * `sum(processors * runtime)` equals `to / from` times the original total within
 * `max(runtime) / 2` processor-seconds. When widths fall below 1 (shrinking, or many copies)
 * the clamp to 1 processor can only add work.
 * Choose `copies` close to `to / from` to keep the original width distribution with more jobs
 * (the paper's KTH trace grows from 28,476 to 167,375 jobs), or 1 to widen every job.
 *
 * @param jobs - rigid jobs of the original trace (widths <= `from`)
 * @param options - machine sizes and copies
 * @returns new jobs, ordered as the input (copies of a job adjacent)
 * @throws InvalidInputError for invalid sizes or copies, or a job wider than `from`
 * @example
 * ```ts
 * import { scaleTrace } from 'schedlab/workload';
 * const jobs = [{ kind: 'rigid' as const, id: '1', submit: 0, processors: 50, runtime: 60, estimate: 90 }];
 * scaleTrace(jobs, { from: 100, to: 1024 })[0]?.processors; // 512
 * scaleTrace(jobs, { from: 100, to: 1024, copies: 10 }).length; // 10 jobs of 51 or 52 processors
 * ```
 */
export function scaleTrace(jobs: readonly RigidJob[], options: ScaleTraceOptions): RigidJob[] {
  requireObject('scaleTrace(jobs)', jobs, 'an array');
  requireOptions('scaleTrace(options)', options, SCALE_TRACE_OPTIONS_KEYS);
  const { from, to } = options;
  const copies = options.copies ?? 1;
  if (!Number.isInteger(from) || from < 1) throw new InvalidInputError(`scaleTrace: options.from must be an integer >= 1, got ${String(from)}`);
  if (!Number.isInteger(to) || to < 1) throw new InvalidInputError(`scaleTrace: options.to must be an integer >= 1, got ${String(to)}`);
  if (!Number.isInteger(copies) || copies < 1) {
    throw new InvalidInputError(`scaleTrace: options.copies must be an integer >= 1, got ${String(copies)}`);
  }
  const g = to / (from * copies);
  const out: RigidJob[] = [];
  let error = 0; // sum of (width - target) * runtime so far, processor-seconds
  jobs.forEach((job, i) => {
    if (job.kind !== 'rigid') throw new InvalidInputError(`scaleTrace: jobs[${i}].kind: expected "rigid", got ${JSON.stringify(job.kind)}`);
    if (!Number.isInteger(job.processors) || job.processors < 1 || job.processors > from) {
      throw new InvalidInputError(`scaleTrace: jobs[${i}].processors: expected an integer in [1, ${from}] (options.from), got ${String(job.processors)}`);
    }
    const w = job.processors * g;
    const lo = Math.max(1, Math.floor(w));
    const hi = Math.min(to, Math.max(1, Math.ceil(w)));
    for (let c = 0; c < copies; c++) {
      const eLo = error + (lo - w) * job.runtime;
      const eHi = error + (hi - w) * job.runtime;
      const width = Math.abs(eHi) < Math.abs(eLo) ? hi : lo;
      error = width === hi ? eHi : eLo;
      out.push({ ...job, id: copies === 1 ? job.id : `${job.id}#${c}`, processors: width });
    }
  });
  return out;
}
