import type { RigidJob } from '../../../engine/Job';
import { linkTraffic } from '../../../engine/linkTraffic';
import { rigidJobRate } from '../../../engine/rigidJobRate';
import { type BaselineState, option } from './baselineSupport';
import { CoallocatedOptions } from './CoallocatedOptions';
import { SingleClusterOptions } from './SingleClusterOptions';

/** The two selection rules that share the loop: EAMM's least end, METLE's least execution time loss. */
export type SelectionRule = 'eamm' | 'metle';

/**
 * Relative margin of METLE's bound: its score `(minEnd - now) - minTe` is rounded twice and
 * `minTe = (start + d) - start` carries the rounding of the start, so the key `minEnd - minTe`
 * (a co-allocated job's: its start) bounds the score plus `now` only up to a few units in the last
 * place of the times involved (about 1e-16 relative). 1e-9 covers that with room; it only widens
 * the set of jobs evaluated in a round, never changes the choice. A documented choice, not from
 * the papers.
 */
const METLE_MARGIN = 1e-9;

/**
 * Scores one job of the EAMM/METLE selection loop in the current state, exactly as
 * `BaselineState.cheapest` and the rule's formula do, and keeps per job a lower bound of its
 * future scores (`key`; a placement only takes PEs and moves starts later, so starts never
 * decrease):
 * - a job that fits a cluster alone: `SingleClusterOptions` (O(m)); EAMM's bound is its earliest
 *   end over those clusters, METLE's that end minus its shortest run time (the score plus `now`);
 * - a job that fits none: `CoallocatedOptions`; EAMM's bound is its start plus its run time on an
 *   empty link at the fastest speed, METLE's its start;
 * - a single-cluster job with no finite energy (e.g. an infinite run time): `BaselineState.cheapest`.
 */
export class JobEvaluator {
  /** Lower bound of each job's score (METLE: of score + now, up to {@link bound}'s margin); -Infinity before its first evaluation. */
  readonly key: Float64Array;
  private readonly metle: boolean;
  private readonly single: SingleClusterOptions;
  private readonly co: CoallocatedOptions;
  private readonly coOnly: Uint8Array;
  private readonly coRunLow: Float64Array;
  /** Longest run time seen or possible (scales METLE's margin). */
  private teMax = 0;
  private from: 'single' | 'co' | 'general' = 'single';
  private readonly scratch: Int32Array;
  private readonly pick: Int32Array;
  private readonly o = option();
  private readonly cheapest = option();

  constructor(private readonly s: BaselineState, rule: SelectionRule) {
    const b = s.b;
    const n = b.n;
    const m = b.m;
    this.metle = rule === 'metle';
    this.single = new SingleClusterOptions(b, s.problem.startRule !== 'perCluster');
    this.co = new CoallocatedOptions(b);
    this.key = new Float64Array(n).fill(-Infinity);
    this.coOnly = new Uint8Array(n);
    this.coRunLow = new Float64Array(n);
    this.scratch = new Int32Array(m);
    this.pick = new Int32Array(m);
    let minSpeed = Infinity;
    let maxSpeed = 0;
    for (let c = 0; c < m; c++) {
      minSpeed = Math.min(minSpeed, b.speed[c] as number);
      maxSpeed = Math.max(maxSpeed, b.speed[c] as number);
    }
    let traffic = 0;
    for (let j = 0; j < n; j++) traffic += linkTraffic(b.jobs[j] as RigidJob, true);
    for (let j = 0; j < n; j++) {
      if (this.single.fitsSomewhere(j)) continue;
      const job = b.jobs[j] as RigidJob;
      this.coOnly[j] = 1;
      // EAMM: no link load from others and the fastest PEs give the shortest co-allocated run
      this.coRunLow[j] = job.runtime / rigidJobRate(job, maxSpeed, true, 0, b.link);
      // METLE's margin: the longest it can run (slowest PEs, every co-allocated job on the link)
      if (this.metle) this.teMax = Math.max(this.teMax, job.runtime / rigidJobRate(job, minSpeed, true, traffic, b.link));
    }
  }

  /** Job j's score at `now` (the start of the last placed job); also refreshes `key[j]`. */
  score(j: number, now: number): number {
    const metle = this.metle;
    let v: number;
    let te: number;
    if (this.coOnly[j] === 1) {
      const co = this.co;
      co.evaluate(j);
      this.from = 'co';
      te = co.end - co.start;
      v = metle ? co.end - now - te : co.end;
      this.key[j] = metle ? co.start : co.start + (this.coRunLow[j] as number);
    } else {
      const single = this.single;
      single.evaluate(j);
      if (single.cluster >= 0) {
        this.from = 'single';
        te = single.minTe;
        v = metle ? single.minEnd - now - te : single.end;
        this.key[j] = metle ? single.minEnd - te : single.minEnd;
      } else {
        const s = this.s;
        s.cheapest(j, this.scratch, this.pick, this.cheapest, this.o);
        this.from = 'general';
        te = s.minTe;
        v = metle ? s.minEnd - now - te : this.cheapest.end;
        this.key[j] = metle ? s.minEnd - te : s.minEnd;
      }
    }
    if (metle) this.teMax = Math.max(this.teMax, te);
    return v;
  }

  /**
   * The largest key a job may have and still reach `best` (a job whose key is above cannot win or
   * tie): EAMM, `best`; METLE, `best + now` widened by the margin.
   */
  bound(best: number, now: number): number {
    return this.metle ? best + now + METLE_MARGIN * (Math.abs(best) + Math.abs(now) + this.teMax + 1) : best;
  }

  /** Copies the PE counts per cluster of job j's cheapest option, j being the last job scored. */
  copyChoice(j: number, into: Int32Array): void {
    if (this.from === 'single') {
      into.fill(0);
      into[this.single.cluster] = this.s.size(j);
    } else if (this.from === 'co') this.co.copyCounts(into);
    else into.set(this.pick);
  }

  /** Records the placement of job j with these counts (the caches of its clusters are stale). */
  placed(j: number, counts: Int32Array): void {
    this.single.placed(j, counts);
    this.co.placed();
  }
}
