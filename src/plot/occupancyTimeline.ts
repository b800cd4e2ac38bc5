import { InvalidInputError } from '../errors/InvalidInputError';
import { checkFinite } from './internals/check';

/**
 * One step of {@link occupancyTimeline}: from `time` until the next point's time, `busy`
 * processors (servers) run jobs and `queued` jobs wait.
 *
 * @example
 * ```ts
 * import { occupancyTimeline, type OccupancyPoint } from 'schedlab/plot';
 * const [first]: OccupancyPoint[] = occupancyTimeline([{ submit: 0, start: 5, end: 10, size: 4 }]);
 * console.log(first); // { time: 0, busy: 0, queued: 1 }
 * ```
 */
export interface OccupancyPoint {
  /** Time in seconds. */
  readonly time: number;
  /** Processors (or servers) busy. */
  readonly busy: number;
  /** Jobs submitted and not yet started. */
  readonly queued: number;
}

/**
 * The busy processors and the queue length of any run as step series, from each job's submit,
 * start and end times and size (an engine run's `jobs` records: `servers` as size; a trace's
 * jobs: processors). Events at the same time are applied together. Pure function.
 *
 * @param jobs - one record per job: submit <= start <= end (seconds), size >= 0
 * @returns the step series, sorted by time; the last point has busy = queued = 0
 * @throws InvalidInputError for a non-finite time, start < submit, end < start or a negative size
 *   (message names `jobs[i]`)
 * @example
 * ```ts
 * import { occupancyTimeline } from 'schedlab/plot';
 * occupancyTimeline([{ submit: 0, start: 0, end: 10, size: 2 }, { submit: 1, start: 10, end: 12, size: 3 }]);
 * // [{ time: 0, busy: 2, queued: 0 }, { time: 1, busy: 2, queued: 1 }, { time: 10, busy: 3, queued: 0 }, { time: 12, busy: 0, queued: 0 }]
 * ```
 */
export function occupancyTimeline(jobs: ReadonlyArray<{ readonly submit: number; readonly start: number; readonly end: number; readonly size: number }>): OccupancyPoint[] {
  const fn = 'occupancyTimeline';
  if (!Array.isArray(jobs)) throw new InvalidInputError(`${fn}: jobs: expected an array`);
  const events: Array<{ time: number; busy: number; queued: number }> = [];
  jobs.forEach((j, i) => {
    const at = `jobs[${i}]`;
    if (j === null || typeof j !== 'object') throw new InvalidInputError(`${fn}: ${at}: expected a job { submit, start, end, size }, got ${j === null ? 'null' : typeof j}`);
    const submit = checkFinite(fn, `${at}.submit`, j.submit);
    const start = checkFinite(fn, `${at}.start`, j.start);
    const end = checkFinite(fn, `${at}.end`, j.end);
    const size = checkFinite(fn, `${at}.size`, j.size);
    if (start < submit || end < start) throw new InvalidInputError(`${fn}: ${at}: expected submit <= start <= end, got ${submit}, ${start}, ${end}`);
    if (size < 0) throw new InvalidInputError(`${fn}: ${at}.size: expected >= 0, got ${size}`);
    events.push({ time: submit, busy: 0, queued: 1 }, { time: start, busy: size, queued: -1 }, { time: end, busy: -size, queued: 0 });
  });
  events.sort((a, b) => a.time - b.time);
  const out: OccupancyPoint[] = [];
  let busy = 0;
  let queued = 0;
  for (let i = 0; i < events.length; ) {
    const time = events[i]!.time;
    for (; i < events.length && events[i]!.time === time; i++) {
      busy += events[i]!.busy;
      queued += events[i]!.queued;
    }
    const last = out[out.length - 1];
    if (last === undefined || last.busy !== busy || last.queued !== queued) out.push({ time, busy, queued });
  }
  return out;
}
