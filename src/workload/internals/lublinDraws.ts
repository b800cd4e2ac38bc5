import type { Rng } from '../../random/Rng';
import { uniform } from '../../random/uniform';
import type { LublinClassParameters } from '../lublinParameters';
import { gammaVariate } from './gammaVariate';

/** Half-hours per day: the daily cycle's buckets (m_lublin99.c, BUCKETS). */
export const BUCKETS = 48;
/** Seconds per bucket. */
export const BUCKET_SECONDS = 86400 / BUCKETS;
/** ln(run time) above this is redrawn: run times stay below e^12 s (about 45 h; m_lublin99.c, TOO_MUCH_TIME). */
export const MAX_LOG_RUNTIME = 12;
/** ln(inter-arrival) above this is redrawn: gaps stay below e^13 s (about 5 days; TOO_MUCH_ARRIVE_TIME). */
export const MAX_LOG_INTERARRIVAL = 13;
/** The daily-cycle gamma is evaluated on half-hours 11 ... 58, moved cyclically onto 10 ... 47, 0 ... 9 (CYCLIC_DAY_START). */
const CYCLE_START = 11;

/**
 * Job size (Lublin and Feitelson 2003, job sizes; m_lublin99.c, calc_number_of_nodes): one uniform
 * u decides serial (u <= serialProb, size 1), power of two (u <= serialProb + pow2Prob: log2(size)
 * rounded) or any size; log2(size) is drawn from the two-stage uniform (uLow, uMed, uHi, uProb) and
 * the size is round(2^x). A size above `maxSize` (possible when the machine is not a power of two)
 * is drawn again, never clamped.
 */
export function lublinSize(rng: Rng, p: LublinClassParameters, maxSize: number): number {
  for (;;) {
    const u = uniform(rng);
    if (u <= p.serialProb) return 1;
    const first = uniform(rng) <= p.uProb;
    const lo = first ? p.uLow : p.uMed;
    const hi = first ? p.uMed : p.uHi;
    let x = lo + (hi - lo) * uniform(rng);
    if (u <= p.serialProb + p.pow2Prob) x = Math.floor(x + 0.5);
    const size = Math.floor(Math.pow(2, x) + 0.5);
    if (size <= maxSize) return size;
  }
}

/** The first gamma's weight p = pa x size + pb, kept in [0, 1] as the model's probability (m_lublin99.c, time_from_nodes). */
export function firstGammaWeight(p: LublinClassParameters, size: number): number {
  return Math.min(1, Math.max(0, p.pa * size + p.pb));
}

/**
 * ln(run time) given the size (Lublin and Feitelson 2003, run times): a hyper-gamma, gamma(a1, b1)
 * with probability p = pa x size + pb, else gamma(a2, b2); draws above {@link MAX_LOG_RUNTIME} are
 * redrawn.
 */
export function lublinLogRuntime(rng: Rng, p: LublinClassParameters, size: number): number {
  const w = firstGammaWeight(p, size);
  for (;;) {
    const first = uniform(rng) <= w;
    const hg = first ? gammaVariate(rng, p.a1, p.b1) : gammaVariate(rng, p.a2, p.b2);
    if (hg <= MAX_LOG_RUNTIME) return hg;
  }
}

/** Integral of the unnormalized gamma density x^(a-1) e^(-x/b) over [lo, hi], composite Simpson with 64 panels. */
function gammaMass(a: number, b: number, lo: number, hi: number): number {
  const n = 64;
  const h = (hi - lo) / n;
  const f = (x: number): number => (x <= 0 ? 0 : Math.exp((a - 1) * Math.log(x) - x / b));
  let s = f(lo) + f(hi);
  for (let i = 1; i < n; i++) s += (i % 2 === 1 ? 4 : 2) * f(lo + i * h);
  return (s * h) / 3;
}

/**
 * The daily cycle's weights of the 48 half-hours from midnight (m_lublin99.c, arrive_init): bucket
 * i gets the mass of the gamma(anum, bnum) density over [i' - 0.5, i' + 0.5], i' the bucket's
 * position in the day that starts at half-hour 11, and the weights are divided by their mean.
 * The normalizing constant of the gamma cancels in that division, so the unnormalized density is
 * integrated (Simpson, 64 panels per bucket) instead of the code's incomplete-gamma CDF.
 */
export function dailyCycleWeights(anum: number, bnum: number): Float64Array {
  const w = new Float64Array(BUCKETS);
  for (let i = CYCLE_START; i < BUCKETS + CYCLE_START; i++) w[(i - 1) % BUCKETS] = gammaMass(anum, bnum, i - 0.5, i + 0.5);
  let mean = 0;
  for (const x of w) mean += x / BUCKETS;
  for (let i = 0; i < BUCKETS; i++) w[i] = w[i]! / mean;
  return w;
}

/**
 * The arrival process of one job class (m_lublin99.c, calc_next_arrive): each gap draws
 * g ~ gamma(aarr x arar, barr) (redrawn above {@link MAX_LOG_INTERARRIVAL}) and gains e^g / 1800
 * "points"; time moves forward through the half-hours, each costing its weight in points, so a
 * busy half-hour (weight > 1) is crossed more slowly and receives more arrivals. Without the daily
 * cycle (`weights` undefined) every half-hour costs 1 and the gap is e^g seconds.
 */
export class ArrivalStream {
  /** Next arrival time (s from the start). */
  next = 0;
  private bucket: number;
  private points = 0;
  private readonly shape: number;

  constructor(private readonly p: LublinClassParameters, private readonly weights: Float64Array | undefined, startBucket: number) {
    this.bucket = startBucket;
    this.shape = p.aarr * p.arar;
  }

  /** Draws the next arrival time, after the current one. */
  advance(rng: Rng): void {
    let g: number;
    do g = gammaVariate(rng, this.shape, this.p.barr); while (g > MAX_LOG_INTERARRIVAL);
    if (this.weights === undefined) {
      this.next += Math.exp(g);
      return;
    }
    const before = this.points / this.weights[this.bucket]!;
    this.points += Math.exp(g) / BUCKET_SECONDS;
    let crossed = 0;
    while (this.points > this.weights[this.bucket]!) {
      this.points -= this.weights[this.bucket]!;
      this.bucket = (this.bucket + 1) % BUCKETS;
      crossed++;
    }
    this.next += BUCKET_SECONDS * (crossed + this.points / this.weights[this.bucket]! - before);
  }
}
