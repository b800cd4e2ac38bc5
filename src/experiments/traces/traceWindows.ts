import type { RigidJob } from '../../engine/Job';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const KEYS = optionKeys<TraceWindowsOptions>({ by: true, size: true, step: true, warmup: true, keepPartial: true });

/**
 * Options of {@link traceWindows}.
 *
 * @example
 * ```ts
 * import type { TraceWindowsOptions } from 'schedlab/experiments';
 * // Weeks, each simulated after the day before it (warm-up).
 * const weekly: TraceWindowsOptions = { by: 'time', size: 7 * 86400, warmup: 86400 };
 * ```
 */
export interface TraceWindowsOptions {
  /** Cut by submission time (`size`, `step`, `warmup` in seconds) or by job count (in jobs, in submission order). */
  readonly by: 'time' | 'jobs';
  /** Length of a window: seconds or jobs (> 0; an integer for jobs). */
  readonly size: number;
  /** Distance between window starts (> 0): `size` gives consecutive windows, less overlapping ones. @defaultValue `size` */
  readonly step?: number;
  /**
   * Span before each window whose jobs are simulated first, to fill the machine, but are not the
   * window's (seconds or jobs, >= 0). The first window gets what precedes it, possibly less.
   * @defaultValue 0
   */
  readonly warmup?: number;
  /** Keep the last window when it is shorter than `size` (the trace ends inside it). @defaultValue false */
  readonly keepPartial?: boolean;
}

/**
 * One window of a trace (see {@link traceWindows}).
 *
 * @example
 * ```ts
 * import { traceWindows, type TraceWindow } from 'schedlab/experiments';
 * const jobs = [0, 50, 100, 150].map((t, i) => ({ kind: 'rigid' as const, id: `j${i}`, submit: t, processors: 1, runtime: 10, estimate: 10 }));
 * const w: TraceWindow = traceWindows(jobs, { by: 'jobs', size: 2, warmup: 1 })[1]!;
 * w.jobs.map((j) => j.id); // ['j1', 'j2', 'j3']: warm-up j1, then the window's j2, j3
 * ```
 */
export interface TraceWindow {
  /** Position among the windows, from 0. */
  readonly index: number;
  /** Start of the window (s): its first submission time for job-count windows. */
  readonly start: number;
  /** End of the window (s, exclusive for time windows; its last submission time for job-count windows). */
  readonly end: number;
  /** The warm-up jobs, in submission order. */
  readonly warmup: readonly RigidJob[];
  /** The window's own jobs, in submission order: the ones its metrics are about. */
  readonly measured: readonly RigidJob[];
  /** `warmup` then `measured`: the job set to simulate (submission times unchanged). */
  readonly jobs: readonly RigidJob[];
}

function fail(field: string, expected: string, got: unknown): never {
  throw new InvalidInputError(`traceWindows: ${field}: expected ${expected}, got ${JSON.stringify(got)}`);
}

/**
 * Splits a trace into consecutive (or overlapping, with `step < size`) windows by submission
 * time or by job count, each with an optional warm-up: the usual way to train a policy on one
 * period and validate it on the next (windows i and i + 1), or to run a study over many periods.
 * Jobs are taken in submission order (ties keep the trace's order); time windows start at the
 * first submission and may be empty.
 *
 * @throws InvalidInputError on bad options, an empty trace, or a job that is not rigid
 * @example
 * ```ts
 * import { traceWindows } from 'schedlab/experiments';
 * import { readSwf } from 'schedlab/workload';
 * const { jobs } = await readSwf('data/traces/KTH-SP2-1996-2.1-cln.swf.br');
 * const months = traceWindows(jobs, { by: 'time', size: 30 * 86400, warmup: 2 * 86400 });
 * const [train, validate] = [months[0]!, months[1]!];
 * ```
 */
export function traceWindows(jobs: readonly RigidJob[], options: TraceWindowsOptions): TraceWindow[] {
  requireOptions('traceWindows(options)', options, KEYS);
  if (!Array.isArray(jobs) || jobs.length === 0) fail('jobs', 'a non-empty array of rigid jobs', Array.isArray(jobs) ? [] : typeof jobs);
  const { by, size } = options;
  const step = options.step ?? size;
  const warmup = options.warmup ?? 0;
  const partial = options.keepPartial ?? false;
  if (by !== 'time' && by !== 'jobs') fail('by', "'time' or 'jobs'", by);
  const isCount = by === 'jobs';
  const valid = (v: number, min: number): boolean => Number.isFinite(v) && v >= min && (!isCount || Number.isInteger(v));
  if (!valid(size, 1e-300)) fail('size', isCount ? 'an integer >= 1' : 'a number of seconds > 0', size);
  if (!valid(step, 1e-300)) fail('step', isCount ? 'an integer >= 1' : 'a number of seconds > 0', step);
  if (!valid(warmup, 0)) fail('warmup', isCount ? 'an integer >= 0' : 'a number of seconds >= 0', warmup);
  if (typeof partial !== 'boolean') fail('keepPartial', 'a boolean', partial);
  jobs.forEach((j, i) => { if (j?.kind !== 'rigid') fail(`jobs[${i}]`, 'a rigid job', j?.kind); });
  const sorted = jobs.map((j, i) => [j, i] as const).sort((a, b) => a[0].submit - b[0].submit || a[1] - b[1]).map(([j]) => j);
  const windows: TraceWindow[] = [];
  const add = (lo: number, hi: number, warmLo: number, start: number, end: number): void => {
    const measured = sorted.slice(lo, hi);
    const warm = sorted.slice(warmLo, lo);
    windows.push({ index: windows.length, start, end, warmup: warm, measured, jobs: [...warm, ...measured] });
  };
  if (isCount) {
    for (let lo = 0; lo < sorted.length; lo += step) {
      const hi = Math.min(sorted.length, lo + size);
      if (hi - lo < size && !partial) break;
      add(lo, hi, Math.max(0, lo - warmup), sorted[lo]!.submit, sorted[hi - 1]!.submit);
    }
    return checked(windows);
  }
  const first = sorted[0]!.submit;
  const last = sorted[sorted.length - 1]!.submit;
  const firstAt = (t: number): number => { // index of the first job submitted at or after t
    let a = 0;
    let b = sorted.length;
    while (a < b) { const m = (a + b) >> 1; if (sorted[m]!.submit < t) a = m + 1; else b = m; }
    return a;
  };
  for (let k = 0; first + k * step <= last; k++) {
    const start = first + k * step;
    const end = start + size;
    if (end > last && !partial) break; // the trace ends inside this window
    add(firstAt(start), firstAt(end), firstAt(start - warmup), start, end);
  }
  return checked(windows);
}

function checked(windows: TraceWindow[]): TraceWindow[] {
  if (windows.length === 0) fail('size', 'at most the trace\'s length for one whole window (or keepPartial: true)', 'no whole window');
  return windows;
}
