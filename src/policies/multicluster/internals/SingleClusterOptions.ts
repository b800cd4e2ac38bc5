import type { RigidJob } from '../../../engine/Job';
import { rigidJobRate } from '../../../engine/rigidJobRate';
import type { PlanBuilder } from './PlanBuilder';

/**
 * The options "job j alone on cluster c" of the EAMM/METLE selection loop, computed from cached
 * parts with the same floating-point operations as `BaselineState.cheapest` (so the same bits):
 * - the run time `runtime / rigidJobRate(job, speed_c, false, 0, link)` of a job alone on a
 *   cluster does not depend on the state, so it is computed once per (job, cluster);
 * - the earliest start is `max(arrival, last start ('inOrder'), R_c(size), last start on c
 *   ('perCluster'))`, where `R_c(size)`, the time `size` PEs of c are free, depends only on the
 *   cluster and the size: it is cached per (cluster, size) and recomputed only after a placement
 *   on that cluster (a version number per cluster).
 *
 * One evaluation is then O(m) arithmetic instead of O(m (m + free-time list)) scans. The result
 * (least busy energy, ties: earlier end, then lower cluster index; earliest end; shortest run
 * time) is left in the public fields.
 */
export class SingleClusterOptions {
  /** Cluster of least busy energy of the last {@link evaluate} (-1: none finite; use the general path). */
  cluster = -1;
  /** End on that cluster. */
  end = Infinity;
  /** Earliest end over the clusters that hold the job alone. */
  minEnd = Infinity;
  /** Shortest run time over them (each `(start + d) - start`, as measured). */
  minTe = Infinity;

  private readonly m: number;
  private readonly inOrder: boolean;
  /** Run time of job j alone on cluster c at `j * m + c` (NaN where it does not fit). */
  private readonly duration: Float64Array;
  private readonly stride: number;
  private readonly startCache: Float64Array;
  private readonly startStamp: Int32Array;
  private readonly version: Int32Array;
  /** Start of the last job placed on each cluster ('perCluster'; -Infinity under 'inOrder'). */
  private readonly lastStartC: Float64Array;

  constructor(private readonly b: PlanBuilder, inOrder: boolean) {
    const m = b.m;
    this.m = m;
    this.inOrder = inOrder;
    this.duration = new Float64Array(b.n * m);
    for (let j = 0; j < b.n; j++) {
      const job = b.jobs[j] as RigidJob;
      for (let c = 0; c < m; c++) {
        this.duration[j * m + c] = (b.pes[c] as number) >= (b.size[j] as number) ? job.runtime / rigidJobRate(job, b.speed[c] as number, false, 0, b.link) : NaN;
      }
    }
    let maxPes = 0;
    for (let c = 0; c < m; c++) maxPes = Math.max(maxPes, b.pes[c] as number);
    this.stride = maxPes + 1;
    this.startCache = new Float64Array(m * this.stride);
    this.startStamp = new Int32Array(m * this.stride).fill(-1);
    this.version = new Int32Array(m);
    this.lastStartC = new Float64Array(m).fill(-Infinity);
  }

  /** Whether job j fits at least one cluster alone. */
  fitsSomewhere(j: number): boolean {
    for (let c = 0; c < this.m; c++) if ((this.b.pes[c] as number) >= (this.b.size[j] as number)) return true;
    return false;
  }

  /** Time `size` PEs of cluster c can start a job, before the job's own arrival and the global order. */
  private clusterStart(c: number, size: number): number {
    const i = c * this.stride + size;
    const v = this.version[c] as number;
    if (this.startStamp[i] !== v) {
      this.startStamp[i] = v;
      this.startCache[i] = Math.max(this.b.readyTime(c, size), this.lastStartC[c] as number);
    }
    return this.startCache[i] as number;
  }

  /** Job j's single-cluster options in the current state (see the class summary). */
  evaluate(j: number): void {
    const b = this.b;
    const m = this.m;
    const size = b.size[j] as number;
    const lo = this.inOrder ? Math.max(b.arrival[j] as number, b.lastStart) : (b.arrival[j] as number);
    let energy = Infinity;
    let end = Infinity;
    let cluster = -1;
    let minEnd = Infinity;
    let minTe = Infinity;
    for (let c = 0; c < m; c++) {
      if ((b.pes[c] as number) < size) continue;
      const start = Math.max(lo, this.clusterStart(c, size));
      const e = start + (this.duration[j * m + c] as number);
      const te = e - start;
      minEnd = Math.min(minEnd, e);
      minTe = Math.min(minTe, te);
      const en = (b.computing[c] as number) * size * te;
      if (en < energy || (en === energy && e < end)) {
        energy = en;
        end = e;
        cluster = c;
      }
    }
    this.cluster = cluster;
    this.end = end;
    this.minEnd = minEnd;
    this.minTe = minTe;
  }

  /** Records the placement of job j with these counts: the start cache of its clusters is stale. */
  placed(j: number, counts: Int32Array): void {
    for (let c = 0; c < this.m; c++) {
      if ((counts[c] as number) <= 0) continue;
      this.version[c] = (this.version[c] as number) + 1;
      if (!this.inOrder) this.lastStartC[c] = this.b.start[j] as number;
    }
  }
}
