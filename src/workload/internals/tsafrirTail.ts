import type { Rng } from '../../random/Rng';
import { uniformInt } from '../../random/uniformInt';
import { TOP } from './tsafrirHead';

/** Points (jobs, distinct estimates) of the bin-count model, linear between them (est_model.cc, BINUM_LINEAR). */
const BIN_COUNT: ReadonlyArray<readonly [number, number]> = [[0, 0], [20, 10], [200, 20], [1000, 35], [10000, 90], [70000, 340], [250000, 565]];

/** Number of distinct estimates for `jobs` jobs: piecewise linear through the paper's points, constant past 250,000 jobs. */
export function binCount(jobs: number): number {
  const last = BIN_COUNT[BIN_COUNT.length - 1]!;
  if (jobs > last[0]) return last[1];
  let k = 1;
  while (jobs > BIN_COUNT[k]![0]) k++;
  const [x0, y0] = BIN_COUNT[k - 1]!;
  const [x1, y1] = BIN_COUNT[k]!;
  return y0 + Math.round(((jobs - x0) * (y1 - y0)) / (x1 - x0));
}

/**
 * The tail's estimate times (s): time rank i of n (x = i / n) has time maxEstimate (a - 1) x / (a - x),
 * rounded to the minute and moved by 0, +30, -30, +20, -20, +10 or -10 s (the first that is free
 * and in (0, maxEstimate)) so that it collides with no head or earlier tail time; a time that
 * finds no free slot is dropped.
 */
export function tailTimes(count: number, maxEstimate: number, a: number, taken: ReadonlySet<number>): number[] {
  const used = new Set(taken);
  const out: number[] = [];
  for (let i = 1; i <= count; i++) {
    const x = i / count;
    const sec = Math.round((maxEstimate * ((a - 1) * x)) / (a - x) / 60) * 60;
    for (const off of [0, 30, -30, 20, -20, 10, -10]) {
      const s = sec + off;
      if (s > 0 && s < maxEstimate && !used.has(s)) {
        used.add(s);
        out.push(s);
        break;
      }
    }
  }
  return out;
}

/** Shares (%) of the tail's popularity ranks 21, 22, ...: a x^b, scaled to sum to 100 - headShare. */
export function tailShares(count: number, headShare: number, [a, b]: readonly [number, number]): number[] {
  const raw = Array.from({ length: count }, (_, i) => a * Math.pow(TOP + 1 + i, b));
  const sum = raw.reduce((s, x) => s + x, 0);
  return raw.map((x) => (x * (100 - headShare)) / sum);
}

/** Fisher-Yates shuffle in place with the given generator. */
export function shuffleInPlace<T>(rng: Rng, v: T[]): void {
  for (let i = v.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = v[i]!;
    v[i] = v[j]!;
    v[j] = t;
  }
}

/**
 * Job counts from shares (%): max(1, round(share x jobs / 100)) each, then brought to `jobs` in
 * total as the reference code's adjust_njobs: from the largest bin down, first by a share of the
 * difference proportional to the bin, then by one job per bin, then down to one job, then to none.
 */
export function binJobCounts(shares: readonly number[], jobs: number): number[] {
  const counts = shares.map((p) => Math.max(1, Math.round((p * jobs) / 100)));
  let total = counts.reduce((s, x) => s + x, 0);
  const sign = jobs > total ? 1 : -1;
  for (let attempt = 0; total !== jobs && attempt < 4; attempt++) {
    let diff = Math.abs(jobs - total);
    const order = counts.map((_, i) => i).sort((i, j) => counts[j]! - counts[i]! || i - j);
    const f = diff / total;
    for (const i of order) {
      const n = counts[i]!;
      if (n === 0) continue;
      let step = attempt === 0 ? Math.ceil(f * n) : attempt === 1 ? 1 : attempt === 2 ? n - 1 : n;
      if (sign < 0) step = Math.min(step, attempt === 3 ? n : n - 1);
      step = Math.min(step, diff);
      counts[i] = n + sign * step;
      diff -= step;
      if (diff === 0) break;
    }
    total = jobs - sign * diff;
  }
  return counts;
}
