import type { ClusterView } from '../../engine/ClusterView';
import type { RigidJob } from '../../engine/Job';
import type { Platform } from '../../engine/platform';
import type { Reservation } from '../../engine/Reservation';
import { allowedServers } from '../../engine/allowedServers';
import { sortedHas } from '../../engine/internals/sortedHas';
import { predictedEnd, rigidOf } from './rigidQueue';

/** A job's planned start on particular servers; `time` is Infinity when it cannot be planned. */
export interface Slot {
  readonly time: number;
  readonly servers: readonly number[];
}

/**
 * The busy intervals of each server, for planning rigid jobs on particular servers on a platform
 * with partitions, queues or reservations (issue 39): a job's slot must lie in its partition
 * (`allowedServers`) and off every window its walltime would run into (the engine's `collides`
 * rule), so a count of free processors over time (`RigidProfile`) cannot plan it.
 *
 * Built at a scheduling point from the view: a running job holds its servers until its predicted
 * end (`start + estimate`, never before now); a server that is neither available nor running a job
 * (off, booting, failed) is busy until `readyAt` (Infinity when unknown). A server that is not
 * available now cannot take a start now, even when its job is past its estimate.
 */
export class ServerPlan {
  private readonly busy: Array<Array<[number, number]>> = [];
  private readonly notNow = new Set<number>();
  private readonly windows: readonly Reservation[];

  constructor(
    view: ClusterView,
    policy: string,
    actual: boolean,
    readonly now = view.now,
  ) {
    const platform: Platform = view.platform;
    this.windows = platform.reservations ?? [];
    for (let s = 0; s < platform.serverCount; s++) this.busy.push([]);
    const available = new Set(view.availableServers);
    for (let s = 0; s < platform.serverCount; s++) {
      if (available.has(s)) continue;
      this.notNow.add(s);
      if (view.serverJob(s) === undefined) {
        const ready = view.readyAt(s);
        this.add([s], now, Number.isNaN(ready) ? Infinity : ready);
      }
    }
    for (const r of view.running) this.add(r.servers, now, predictedEnd(r, rigidOf(r, policy), now, actual));
  }

  /** Marks `servers` busy on `[from, to)`. */
  add(servers: readonly number[], from: number, to: number): void {
    for (const s of servers) this.busy[s]?.push([from, to]);
  }

  /** Undoes one `add` of the same interval. */
  remove(servers: readonly number[], from: number, to: number): void {
    for (const s of servers) {
      const list = this.busy[s] as Array<[number, number]>;
      const i = list.findIndex(([a, b]) => a === from && b === to);
      if (i >= 0) list.splice(i, 1);
    }
  }

  /** Whether server `s` is free on `[t, t + d)` for `job` (no busy interval, no window of the job's). */
  freeFor(job: RigidJob, s: number, t: number, d: number): boolean {
    if (t === this.now && this.notNow.has(s)) return false;
    const end = t + d;
    for (const [a, b] of this.busy[s] as Array<[number, number]>) if (a < end && b > t && b > a) return false;
    // the engine's rule (internals/collides), with the planned duration as the walltime
    for (const w of this.windows) if (!(w.queue !== undefined && job.queue === w.queue) && t < w.end && end > w.start && sortedHas(w.servers, s)) return false;
    return true;
  }

  /** Whether every server of `servers` is free on `[t, t + d)` for `job`. */
  allFree(job: RigidJob, servers: readonly number[], t: number, d: number): boolean {
    return servers.every((s) => this.freeFor(job, s, t, d));
  }

  /** The servers `job` may use that are free on `[t, t + d)`, ascending. */
  usable(platform: Platform, job: RigidJob, t: number, d: number): number[] {
    const allowed = allowedServers(platform, job);
    const out: number[] = [];
    const n = allowed === undefined ? this.busy.length : allowed.length;
    for (let k = 0; k < n; k++) {
      const s = allowed === undefined ? k : (allowed[k] as number);
      if (this.freeFor(job, s, t, d)) out.push(s);
    }
    return out;
  }

  /**
   * The earliest slot of `job` for `d` seconds: the first time, among now and the ends of the busy
   * intervals and of the job's windows, at which `job.processors` of its servers are free for `d`
   * (an earliest start is always one of these), on the lowest such servers.
   */
  earliest(platform: Platform, job: RigidJob, d: number): Slot {
    const times = new Set<number>([this.now]);
    for (const list of this.busy) for (const [, b] of list) if (b > this.now && b !== Infinity) times.add(b);
    for (const w of this.windows) if (w.end > this.now) times.add(w.end);
    const sorted = [...times].sort((a, b) => a - b);
    for (const t of sorted) {
      const servers = this.usable(platform, job, t, d);
      if (servers.length >= job.processors) return { time: t, servers: servers.slice(0, job.processors) };
    }
    return { time: Infinity, servers: [] };
  }
}
