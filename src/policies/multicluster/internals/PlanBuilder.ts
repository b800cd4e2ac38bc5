import type { RigidJob } from '../../../engine/Job';
import type { InterClusterLink } from '../../../engine/InterClusterLink';
import { linkTraffic } from '../../../engine/linkTraffic';
import { rigidJobRate } from '../../../engine/rigidJobRate';
import type { BatchMetrics } from '../BatchSchedule';
import type { BatchProblem } from '../BatchProblem';
import { compiled } from './compiled';

/**
 * The fast schedule builder behind every multi-cluster schedule: places jobs one after another,
 * each at the earliest time its per-cluster PE counts are free, subject to the problem's start
 * rule (see `BatchStartRule`): never before the job placed before it ('inOrder'), or never before
 * the last job placed on a cluster it uses ('perCluster'). Starts on each cluster never decrease.
 *
 * Each cluster's PE free times are kept as a sorted run-length list (time, count): PEs freed at
 * the same instant are interchangeable, so a placement costs O(distinct free times) per cluster
 * used, with no allocation. The duration is computed by `rigidJobRate` exactly as the engine does,
 * and the concurrent link load is summed over the running co-allocated jobs in placement (= start)
 * order, as the engine sums its running jobs: start and end times agree bit for bit.
 */
export class PlanBuilder {
  readonly n: number;
  readonly m: number;
  readonly jobs: readonly RigidJob[];
  readonly link: InterClusterLink;
  readonly pes: Int32Array;
  readonly speed: Float64Array;
  readonly computing: Float64Array;
  readonly idle: Float64Array;
  readonly firstServer: Int32Array;
  readonly size: Int32Array;
  readonly arrival: Float64Array;
  /** Run-length free profile: entries [c * stride, c * stride + len[c]). */
  private readonly eTime: Float64Array;
  private readonly eCount: Int32Array;
  private readonly eLen: Int32Array;
  private readonly stride: number;
  private readonly scratchTime: Float64Array;
  private readonly scratchCount: Int32Array;
  /** Running co-allocated jobs (traffic, end), in placement order. */
  private readonly coTraffic: Float64Array;
  private readonly coEnd: Float64Array;
  private coLen = 0;
  private readonly concurrent: boolean;
  /** Start rule: per-cluster FCFS queues instead of one global order. */
  private readonly perCluster: boolean;
  /** Start of the last job placed on each cluster. */
  private readonly lastStartC: Float64Array;
  /** Start of the last co-allocated job placed (co-allocations keep their order on the link). */
  private coLast = -Infinity;
  readonly start: Float64Array;
  readonly end: Float64Array;
  readonly busy: Float64Array;
  lastStart = -Infinity;
  maxEnd = -Infinity;
  flowSum = 0;
  readonly minArrival: number;
  /** Per-PE free times for the PE assignment of a full build (null in evaluation mode). */
  private readonly peFree: Float64Array | null;

  constructor(problem: BatchProblem, assignPes: boolean) {
    const { platform, jobs } = problem;
    this.n = problem.jobCount;
    this.m = problem.clusterCount;
    this.jobs = jobs;
    this.link = platform.link;
    this.concurrent = platform.link.contention === 'concurrent' && platform.link.bandwidth !== Infinity;
    this.perCluster = problem.startRule === 'perCluster';
    const m = this.m;
    const shared = compiled(problem); // sizes and PEs are the decoder's arrays, never written here
    this.pes = shared.pes;
    this.size = shared.sizes;
    this.speed = new Float64Array(m);
    this.computing = new Float64Array(m);
    this.idle = new Float64Array(m);
    this.firstServer = new Int32Array(m);
    let maxPes = 0;
    for (const c of platform.clusters) {
      this.speed[c.index] = c.speed;
      this.computing[c.index] = c.power.computing;
      this.idle[c.index] = c.power.idle;
      this.firstServer[c.index] = c.firstServer;
      maxPes = Math.max(maxPes, c.servers);
    }
    this.arrival = new Float64Array(this.n);
    let minArrival = Infinity;
    jobs.forEach((job, j) => {
      this.arrival[j] = job.submit;
      minArrival = Math.min(minArrival, job.submit);
    });
    this.minArrival = minArrival;
    this.stride = maxPes + 1;
    this.eTime = new Float64Array(m * this.stride);
    this.eCount = new Int32Array(m * this.stride);
    this.eLen = new Int32Array(m);
    this.scratchTime = new Float64Array(this.stride + 1);
    this.scratchCount = new Int32Array(this.stride + 1);
    this.coTraffic = new Float64Array(this.n);
    this.coEnd = new Float64Array(this.n);
    this.start = new Float64Array(this.n);
    this.end = new Float64Array(this.n);
    this.busy = new Float64Array(m);
    this.lastStartC = new Float64Array(m);
    this.peFree = assignPes ? new Float64Array(platform.serverCount) : null;
    this.reset();
  }

  reset(): void {
    for (let c = 0; c < this.m; c++) {
      this.eTime[c * this.stride] = this.minArrival;
      this.eCount[c * this.stride] = this.pes[c] as number;
      this.eLen[c] = 1;
    }
    this.busy.fill(0);
    this.coLen = 0;
    this.lastStart = -Infinity;
    this.lastStartC.fill(-Infinity);
    this.coLast = -Infinity;
    this.maxEnd = -Infinity;
    this.flowSum = 0;
    this.peFree?.fill(this.minArrival);
  }

  /** Time at which `k` (>= 1) PEs of cluster c are free (the k-th smallest free time). */
  readyTime(c: number, k: number): number {
    const base = c * this.stride;
    const len = this.eLen[c] as number;
    let acc = 0;
    for (let i = 0; i < len; i++) {
      acc += this.eCount[base + i] as number;
      if (acc >= k) return this.eTime[base + i] as number;
    }
    return Infinity; // k larger than the cluster: callers never ask
  }

  /**
   * Earliest start of job j with the counts at `counts[off .. off + m)`: its PEs free, and not
   * before the job placed before it ('inOrder') or before the last job placed on any cluster it
   * uses ('perCluster'); a co-allocated job under 'concurrent' contention also not before the last
   * co-allocated one (so the link load at its start is known when it is placed).
   */
  earliestStart(j: number, counts: ArrayLike<number>, off: number): number {
    let t = this.arrival[j] as number;
    if (!this.perCluster) t = Math.max(t, this.lastStart);
    let used = 0;
    for (let c = 0; c < this.m; c++) {
      const k = counts[off + c] as number;
      if (k > 0) {
        used++;
        t = Math.max(t, this.readyTime(c, k));
        if (this.perCluster) t = Math.max(t, this.lastStartC[c] as number);
      }
    }
    if (used > 1 && this.concurrent) t = Math.max(t, this.coLast);
    return t;
  }

  /** PEs of cluster c a job starting at t may use (0 before the cluster's last start under 'perCluster'). */
  usableAt(c: number, t: number): number {
    return this.perCluster && t < (this.lastStartC[c] as number) ? 0 : this.freeAt(c, t);
  }

  /** Link load of co-allocated jobs still running at t, summed in placement order. */
  private concurrentLoad(t: number): number {
    let load = 0;
    for (let i = 0; i < this.coLen; i++) {
      if ((this.coEnd[i] as number) > t) load += this.coTraffic[i] as number;
    }
    return load;
  }

  /** Drops the co-allocated jobs ended by t (only at a placement: later starts are >= t). */
  private pruneLink(t: number): void {
    let w = 0;
    for (let i = 0; i < this.coLen; i++) {
      const e = this.coEnd[i] as number;
      if (e <= t) continue;
      this.coEnd[w] = e;
      this.coTraffic[w] = this.coTraffic[i] as number;
      w++;
    }
    this.coLen = w;
  }

  /** PEs of cluster c free at time t. */
  freeAt(c: number, t: number): number {
    const base = c * this.stride;
    const len = this.eLen[c] as number;
    let acc = 0;
    for (let i = 0; i < len && (this.eTime[base + i] as number) <= t; i++) acc += this.eCount[base + i] as number;
    return acc;
  }

  /**
   * Earliest time (in-order rule) at which `size` PEs are free over all clusters together, the
   * time a co-allocated job can start when its per-cluster counts are chosen at that time.
   */
  earliestTotal(j: number, size: number): number {
    const t0 = this.coallocationFloor(j);
    let best = Infinity;
    // candidate times: t0, every free-time boundary and every cluster's last start after it
    for (let c = -1; c < this.m; c++) {
      const len = c < 0 ? 1 : (this.eLen[c] as number) + 1;
      for (let i = 0; i < len; i++) {
        const at = c < 0 ? t0 : i === 0 ? (this.lastStartC[c] as number) : (this.eTime[c * this.stride + i - 1] as number);
        const t = Math.max(t0, at);
        if (t >= best) continue;
        let total = 0;
        for (let d = 0; d < this.m; d++) total += this.usableAt(d, t);
        if (total >= size) best = t;
      }
    }
    return best;
  }

  /**
   * Earliest time a co-allocated job j may start before its PEs are considered: its arrival, the
   * last start ('inOrder') and the last co-allocated start ('concurrent' contention).
   */
  coallocationFloor(j: number): number {
    let t0 = this.arrival[j] as number;
    if (!this.perCluster) t0 = Math.max(t0, this.lastStart);
    if (this.concurrent) t0 = Math.max(t0, this.coLast);
    return t0;
  }

  /** Number of distinct free times of cluster c (entries of its run-length free list). */
  freeListLength(c: number): number {
    return this.eLen[c] as number;
  }

  /** The i-th distinct free time of cluster c, ascending. */
  freeTimeAt(c: number, i: number): number {
    return this.eTime[c * this.stride + i] as number;
  }

  /** PEs of cluster c that become free at its i-th free time. */
  freeCountAt(c: number, i: number): number {
    return this.eCount[c * this.stride + i] as number;
  }

  /** Start of the last job placed on cluster c (-Infinity before any). */
  lastStartOn(c: number): number {
    return this.lastStartC[c] as number;
  }

  /** Whether the start rule is 'perCluster'. */
  get perClusterRule(): boolean {
    return this.perCluster;
  }

  /** End time job j would get starting at t with these counts (no state change except pruning). */
  endAt(j: number, counts: ArrayLike<number>, off: number, t: number): number {
    let sMin = Infinity;
    let used = 0;
    for (let c = 0; c < this.m; c++) {
      if ((counts[off + c] as number) > 0) {
        used++;
        sMin = Math.min(sMin, this.speed[c] as number);
      }
    }
    const job = this.jobs[j] as RigidJob;
    const co = used > 1;
    const load = co && this.concurrent ? this.concurrentLoad(t) : 0;
    return t + job.runtime / rigidJobRate(job, sMin, co, load, this.link);
  }

  /**
   * Places job j (counts at `counts[off..]`) at its earliest in-order start; returns its end.
   * With PE assignment on, `servers` receives its PEs (lowest index among the free ones).
   */
  place(j: number, counts: ArrayLike<number>, off: number, servers?: number[]): number {
    const t = this.earliestStart(j, counts, off);
    const end = this.endAt(j, counts, off, t);
    let used = 0;
    for (let c = 0; c < this.m; c++) {
      const k = counts[off + c] as number;
      if (k <= 0) continue;
      used++;
      this.take(c, k, end);
      this.busy[c] = (this.busy[c] as number) + k * (end - t);
      if (this.peFree !== null && servers !== undefined) this.assign(c, k, t, end, servers);
    }
    const job = this.jobs[j] as RigidJob;
    const traffic = linkTraffic(job, used > 1);
    if (used > 1 && this.concurrent) {
      this.coLast = t;
      this.pruneLink(t); // later co-allocated jobs start at t or after
    }
    if (traffic > 0 && this.concurrent) {
      this.coTraffic[this.coLen] = traffic;
      this.coEnd[this.coLen] = end;
      this.coLen++;
    }
    this.start[j] = t;
    this.end[j] = end;
    this.lastStart = t;
    for (let c = 0; c < this.m; c++) if ((counts[off + c] as number) > 0) this.lastStartC[c] = t;
    if (end > this.maxEnd) this.maxEnd = end;
    this.flowSum += end - (this.arrival[j] as number);
    return end;
  }

  /** Removes the k earliest free PEs of cluster c and adds k PEs free at `end`. */
  private take(c: number, k: number, end: number): void {
    const base = c * this.stride;
    const len = this.eLen[c] as number;
    const st = this.scratchTime;
    const sc = this.scratchCount;
    let i = 0;
    let left = k;
    // consume from the front
    while (left > 0) {
      const cnt = this.eCount[base + i] as number;
      if (cnt <= left) {
        left -= cnt;
        i++;
      } else {
        this.eCount[base + i] = cnt - left;
        left = 0;
      }
    }
    // merge the rest with (end, k)
    let w = 0;
    let inserted = false;
    for (; i < len; i++) {
      const time = this.eTime[base + i] as number;
      if (!inserted && time >= end) {
        if (time === end) {
          st[w] = time;
          sc[w++] = (this.eCount[base + i] as number) + k;
          inserted = true;
          continue;
        }
        st[w] = end;
        sc[w++] = k;
        inserted = true;
      }
      st[w] = time;
      sc[w++] = this.eCount[base + i] as number;
    }
    if (!inserted) {
      st[w] = end;
      sc[w++] = k;
    }
    for (let x = 0; x < w; x++) {
      this.eTime[base + x] = st[x] as number;
      this.eCount[base + x] = sc[x] as number;
    }
    this.eLen[c] = w;
  }

  /** Gives the job the k lowest-index PEs of cluster c free at t. */
  private assign(c: number, k: number, t: number, end: number, servers: number[]): void {
    const free = this.peFree as Float64Array;
    const first = this.firstServer[c] as number;
    const last = first + (this.pes[c] as number);
    let left = k;
    for (let s = first; s < last && left > 0; s++) {
      if ((free[s] as number) <= t) {
        free[s] = end;
        servers.push(s);
        left--;
      }
    }
    if (left > 0) throw new Error(`internal: cluster ${c} has fewer than ${k} PEs free at ${t}`);
  }

  metrics(): BatchMetrics {
    const makespan = this.maxEnd - this.minArrival;
    let energy = 0;
    for (let c = 0; c < this.m; c++) {
      const busy = this.busy[c] as number;
      energy += (this.computing[c] as number) * busy + (this.idle[c] as number) * ((this.pes[c] as number) * makespan - busy);
    }
    return { makespan, energy, meanFlowtime: this.flowSum / this.n };
  }
}
