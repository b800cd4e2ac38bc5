import type { BatchPlan } from '../BatchPlan';
import type { BatchProblem } from '../BatchProblem';
import type { BatchSchedule } from '../BatchSchedule';
import { buildSchedule } from '../buildSchedule';
import { PlanBuilder } from './PlanBuilder';

/** One way to run a job next: its PE counts, start, end and busy energy (J). */
export interface Option {
  start: number;
  end: number;
  energy: number;
}

/** Order in which a co-allocated job takes free PEs from the clusters. */
export type FillOrder = 'index' | 'slowest' | 'tightest';

/** Scratch state shared by the list-scheduling baselines. */
export class BaselineState {
  readonly b: PlanBuilder;
  readonly m: number;
  readonly order: number[] = [];
  readonly counts: Int32Array;
  private readonly free: Int32Array;
  private readonly fill: number[];

  constructor(readonly problem: BatchProblem) {
    this.b = new PlanBuilder(problem, false);
    this.m = problem.clusterCount;
    this.counts = new Int32Array(problem.jobCount * this.m);
    this.free = new Int32Array(this.m);
    this.fill = Array.from({ length: this.m }, (_, c) => c);
  }

  size(j: number): number {
    return this.b.size[j] as number;
  }

  /** Clusters able to hold job j alone (by size). */
  fits(j: number, c: number): boolean {
    return (this.b.pes[c] as number) >= this.size(j);
  }

  /** Option of running job j alone on cluster c; `scratch` receives the counts. */
  single(j: number, c: number, scratch: Int32Array, out: Option): Option {
    scratch.fill(0);
    scratch[c] = this.size(j);
    return this.measure(j, scratch, out);
  }

  /** Option of co-allocating job j at the earliest time enough PEs are free in total. */
  coallocate(j: number, fillOrder: FillOrder, scratch: Int32Array, out: Option): Option {
    const b = this.b;
    const t = b.earliestTotal(j, this.size(j));
    for (let c = 0; c < this.m; c++) this.free[c] = b.usableAt(c, t);
    const f = this.fill;
    for (let c = 0; c < this.m; c++) f[c] = c;
    if (fillOrder === 'slowest') f.sort((x, y) => (b.speed[x] as number) - (b.speed[y] as number) || x - y);
    else if (fillOrder === 'tightest') f.sort((x, y) => (this.free[x] as number) - (this.free[y] as number) || x - y);
    scratch.fill(0);
    let left = this.size(j);
    for (const c of f) {
      const take = Math.min(this.free[c] as number, left);
      scratch[c] = take;
      left -= take;
    }
    return this.measure(j, scratch, out);
  }

  /** Earliest end and shortest run time over the options of the last {@link cheapest} call. */
  minEnd = Infinity;
  minTe = Infinity;

  /**
   * Job j's option of least busy energy (ties: earlier end, then lower cluster index) among the
   * clusters able to hold it alone, else its slowest-first co-allocation; its counts go to `pick`.
   * Also records the earliest end and shortest run time over those options.
   */
  cheapest(j: number, scratch: Int32Array, pick: Int32Array, best: Option, o: Option): Option {
    best.energy = Infinity;
    best.end = Infinity;
    this.minEnd = Infinity;
    this.minTe = Infinity;
    let any = false;
    for (let c = 0; c < this.m; c++) {
      if (!this.fits(j, c)) continue;
      any = true;
      this.single(j, c, scratch, o);
      this.minEnd = Math.min(this.minEnd, o.end);
      this.minTe = Math.min(this.minTe, o.end - o.start);
      if (o.energy < best.energy || (o.energy === best.energy && o.end < best.end)) {
        Object.assign(best, o);
        pick.set(scratch);
      }
    }
    if (!any) {
      this.coallocate(j, 'slowest', scratch, best);
      pick.set(scratch);
      this.minEnd = best.end;
      this.minTe = best.end - best.start;
    }
    return best;
  }

  private measure(j: number, counts: Int32Array, out: Option): Option {
    const b = this.b;
    out.start = b.earliestStart(j, counts, 0);
    out.end = b.endAt(j, counts, 0, out.start);
    let energy = 0;
    for (let c = 0; c < this.m; c++) energy += (b.computing[c] as number) * (counts[c] as number) * (out.end - out.start);
    out.energy = energy;
    return out;
  }

  /** Commits job j with these counts. */
  commit(j: number, counts: Int32Array): void {
    this.counts.set(counts, j * this.m);
    this.b.place(j, this.counts, j * this.m);
    this.order.push(j);
  }

  /** The full schedule of the committed plan (rebuilt by buildSchedule: same times). */
  schedule(): BatchSchedule {
    const plan: BatchPlan = { order: Int32Array.from(this.order), counts: this.counts };
    return buildSchedule(this.problem, plan);
  }
}

export function option(): Option {
  return { start: 0, end: 0, energy: 0 };
}
