import type { Decision } from '../../engine/Decision';
import { startJob } from '../../engine/Decision';
import type { RigidJob } from '../../engine/Job';
import type { Platform } from '../../engine/platform';
import { allowedServers } from '../../engine/allowedServers';
import { blockedServers } from '../../engine/blockedServers';
import { sortedHas } from '../../engine/internals/sortedHas';

/**
 * Hands out the available servers of one scheduling point in ascending order, so that the
 * decisions of one `decide` call never reuse a server (the view is not updated between them).
 *
 * On a platform with partitions or queues (issue 39; pass the view's platform) `fits` and
 * `startJob` keep each job within its allowed servers (`allowedServers`) and off the servers a
 * reservation or maintenance window its walltime would run into (`blockedServers` at `now`): the
 * first free ones left, ascending. Without, they are `processors <= free` and `start` (the servers in order).
 */
export class ServerCursor {
  private next = 0;
  readonly decisions: Decision[] = [];
  /** Partition mode: the servers handed out, and the free count of each allowed list (until the next start). */
  private readonly used: Set<number> | undefined;
  private readonly counts: Map<readonly number[], number> | undefined;

  constructor(
    private readonly available: readonly number[],
    private readonly platform?: Platform,
    private readonly now = 0,
  ) {
    if (platform !== undefined && (platform.partitions !== undefined || platform.queues !== undefined || platform.reservations !== undefined)) {
      this.used = new Set();
      this.counts = new Map();
    }
  }

  /** Servers not yet handed out. */
  get free(): number {
    return this.used === undefined ? this.available.length - this.next : this.available.length - this.used.size;
  }

  /** Starts a job on the next `count` servers (the caller checked `count <= free`; no partitions). */
  start(id: string, count: number): void {
    const servers = this.available.slice(this.next, this.next + count);
    this.next += count;
    this.decisions.push(startJob(id, servers));
  }

  /** Free servers (not yet handed out) among the sorted list `allowed`. */
  freeIn(allowed: readonly number[]): number {
    let n = 0;
    for (let i = this.used === undefined ? this.next : 0; i < this.available.length; i++) {
      const s = this.available[i] as number;
      if (this.used?.has(s) !== true && sortedHas(allowed, s)) n++;
    }
    return n;
  }

  /** The servers of the `k`-th start decision of this call. */
  serversOf(k: number): readonly number[] {
    const d = this.decisions[k];
    return d !== undefined && d.type === 'start' ? d.servers : [];
  }

  /** Whether the job can start now on servers not yet handed out (within its partition). */
  fits(job: RigidJob): boolean {
    if (this.used === undefined) return job.processors <= this.available.length - this.next;
    const allowed = allowedServers(this.platform as Platform, job);
    const blocked = blockedServers(this.platform as Platform, job, this.now);
    if (blocked.length > 0) {
      let k = 0;
      for (const s of this.available) if (!this.used.has(s) && (allowed === undefined || sortedHas(allowed, s)) && !sortedHas(blocked, s)) k++;
      return job.processors <= k;
    }
    if (allowed === undefined) return job.processors <= this.free;
    let n = this.counts?.get(allowed);
    if (n === undefined) {
      n = 0;
      for (const s of this.available) if (!this.used.has(s) && sortedHas(allowed, s)) n++;
      this.counts?.set(allowed, n);
    }
    return job.processors <= n;
  }

  /** Starts a job on the given servers (partition mode; the caller planned them free now and allowed). */
  startOn(job: RigidJob, servers: readonly number[]): void {
    for (const s of servers) this.used?.add(s);
    this.counts?.clear();
    this.decisions.push(startJob(job.id, servers));
  }

  /** Starts a job that `fits` on the first free servers it may use. */
  startJob(job: RigidJob): void {
    if (this.used === undefined) return this.start(job.id, job.processors);
    const allowed = allowedServers(this.platform as Platform, job);
    const blocked = blockedServers(this.platform as Platform, job, this.now);
    const servers: number[] = [];
    for (const s of this.available) {
      if (servers.length === job.processors) break;
      if (!this.used.has(s) && (allowed === undefined || sortedHas(allowed, s)) && (blocked.length === 0 || !sortedHas(blocked, s))) servers.push(s);
    }
    for (const s of servers) this.used.add(s);
    this.counts?.clear();
    this.decisions.push(startJob(job.id, servers));
  }
}

/** How many of `servers` lie in the sorted list `allowed`. */
export function partitionCount(servers: readonly number[], allowed: readonly number[]): number {
  let n = 0;
  for (const s of servers) if (sortedHas(allowed, s)) n++;
  return n;
}

/** Whether the sorted lists share no server (`undefined`: every server, never disjoint). */
export function disjoint(a: readonly number[] | undefined, b: readonly number[]): boolean {
  if (a === undefined) return false;
  for (const s of a) if (sortedHas(b, s)) return false;
  return true;
}
