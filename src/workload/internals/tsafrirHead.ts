import type { Rng } from '../../random/Rng';
import { uniformInt } from '../../random/uniformInt';

const MIN = 60;
const HOUR = 3600;
/** Estimates in the head: the 20 most popular (Tsafrir, Etsion and Feitelson 2005; est_model.cc, TOP). */
export const TOP = 20;

/**
 * The 15 estimates among the 20 most popular in all four logs the paper studied (SDSC, CTC, KTH,
 * Blue), by popularity: 5, 15, 10, 20, 30 min, 1, 2, 3, 4, 5, 6, 8, 10, 12, 18 h (est_model.cc,
 * EST_JOINT).
 */
const JOINT = [5 * MIN, 15 * MIN, 10 * MIN, 20 * MIN, 30 * MIN, HOUR, 2 * HOUR, 3 * HOUR, 4 * HOUR, 5 * HOUR, 6 * HOUR, 8 * HOUR, 10 * HOUR, 12 * HOUR, 18 * HOUR];
/** Round values whose multiples fill the head up to 20, largest first, downwards from the maximum (EST_ROUND). */
const ROUND = [200 * HOUR, 100 * HOUR, 50 * HOUR, 10 * HOUR, 5 * HOUR, 2 * HOUR, HOUR, 20 * MIN, 10 * MIN, 5 * MIN];

/**
 * For each of the 20 time ranks of the head (0 is the maximum, then the others by increasing
 * time), the popularity rank it had in each of the four logs (columns SDSC, CTC, KTH, Blue;
 * est_model.cc, TIMRNK_TO_POPRNK, from the paper's analysis).
 */
const RANKS: ReadonlyArray<readonly [number, number, number, number]> = [
  [3, 1, 1, 1], [1, 3, 4, 6], [4, 4, 10, 5], [17, 2, 14, 3], [13, 12, 20, 7],
  [7, 9, 2, 2], [8, 8, 3, 18], [18, 18, 7, 19], [2, 6, 12, 4], [6, 7, 6, 11],
  [16, 11, 19, 20], [10, 20, 5, 9], [5, 16, 18, 10], [15, 5, 16, 14], [14, 14, 9, 13],
  [19, 13, 17, 16], [11, 10, 15, 15], [12, 15, 13, 17], [9, 17, 8, 8], [20, 19, 11, 12],
];

/** The head's estimate times (s): the maximum first, then the joint estimates below it and round multiples, by increasing time; at most 20. */
export function headTimes(maxEstimate: number): number[] {
  const v = [maxEstimate];
  for (const t of JOINT) if (t < maxEstimate && v.length < TOP) v.push(t);
  for (const step of ROUND) {
    for (let t = Math.floor(maxEstimate / step) * step; t > 0 && v.length < TOP; t -= step) if (!v.includes(t)) v.push(t);
  }
  return [v[0]!, ...v.slice(1).sort((a, b) => a - b)];
}

/**
 * Shares (%) of the head's popularity ranks 1 ... count: rank x >= 2 gets a e^(b x) + c, rank 1
 * (the maximum estimate) the rest of `headShare`; sorted from the most popular.
 */
export function headShares(count: number, headShare: number, [a, b, c]: readonly [number, number, number]): number[] {
  const rest = Array.from({ length: count - 1 }, (_, i) => a * Math.exp(b * (i + 2)) + c);
  return [headShare - rest.reduce((s, x) => s + x, 0), ...rest].sort((x, y) => y - x);
}

/**
 * Popularity rank (1 = most popular) of each head time rank, drawn as the reference code does:
 * the maximum is rank 1; at time rank r, a rank that appeared in no log after r and is still free
 * is taken (the most popular such); otherwise the better of two draws from the pool of the ranks
 * seen up to row r in the four logs (counted with multiplicity). Ranks above `count` (a head of
 * fewer than 20 estimates) are left out; if the pool is then empty, the most popular free rank.
 */
export function headPopularity(rng: Rng, count: number): number[] {
  const bound = new Map<number, number>();
  for (let r = TOP - 1; r >= 0; r--) for (const p of RANKS[r]!) if (!bound.has(p)) bound.set(p, r);
  const chosen = new Set<number>();
  let pool: number[] = [];
  const out: number[] = [];
  for (let r = 0; r < count; r++) {
    for (const p of RANKS[r]!) if (p <= count && !chosen.has(p)) pool.push(p);
    let pick = r === 0 ? 1 : -1;
    for (let p = 1; pick === -1 && p <= count; p++) if (bound.get(p)! <= r && !chosen.has(p)) pick = p;
    if (pick === -1 && pool.length > 0) {
      for (let k = 0; k < 2; k++) {
        const p = pool[uniformInt(rng, 0, pool.length - 1)]!;
        if (pick === -1 || p < pick) pick = p;
      }
    }
    for (let p = 1; pick === -1 && p <= count; p++) if (!chosen.has(p)) pick = p;
    out.push(pick);
    chosen.add(pick);
    pool = pool.filter((p) => p !== pick);
  }
  return out;
}
