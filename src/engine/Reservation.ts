/**
 * An advance reservation or a maintenance window of a platform (issue 39; Slurm's advance
 * reservations, a drain for maintenance): servers set aside from `start` to `end` (s). The engine
 * refuses a start whose walltime (a rigid job's `estimate`; a malleable job has none, so any start
 * before `end`) would overlap the window on one of its servers, unless the job belongs to the
 * reservation's `queue`; without `queue` it is a maintenance window nobody may use. The bundled
 * rigid policies start jobs only where they fit before a window; the end of every window is a
 * scheduling point.
 *
 * With `walltime: 'ignore'` a job that overruns its estimate can still run into a window: the check
 * is the walltime's, as Slurm's is; pass `walltime: 'kill'` to enforce both.
 *
 * @example
 * ```ts
 * import { platform, type Reservation } from 'schedlab/engine';
 * const p = platform([{ servers: 4 }], { reservations: [{ name: 'maintenance', servers: [0, 1, 2, 3], start: 3600, end: 7200 }] });
 * const window: Reservation | undefined = p.reservations?.[0];
 * window?.end; // 7200
 * ```
 */
export interface Reservation {
  readonly name: string;
  /** Its servers, ascending and distinct. */
  readonly servers: readonly number[];
  /** Start of the window (s). */
  readonly start: number;
  /** End of the window (s, > start, finite). */
  readonly end: number;
  /** The queue whose jobs may use it (an index in `platform.queues`); absent: nobody (maintenance). */
  readonly queue?: number;
}
