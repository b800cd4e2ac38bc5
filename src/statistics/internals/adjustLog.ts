import { InvalidInputError } from '../../errors/InvalidInputError';
import { shafferCounts } from '../shafferCounts';
import type { AdjustmentMethod } from '../AdjustmentMethod';
import { shown } from './validate';

/** Largest k for the exhaustive Bergmann-Hommel procedure (Bell(10) - 1 = 115974 sets). */
export const MAX_BERGMANN_HOMMEL_K = 10;

function ascendingOrder(logP: readonly number[]): number[] {
  return Array.from({ length: logP.length }, (_, i) => i).sort((a, b) => logP[a]! - logP[b]! || a - b);
}

/**
 * Adjusted p-values in natural-log space (so tiny p-values keep their exponent):
 * APV = min(1, ...) becomes min(0, ...) and products become sums.
 */
export function adjustLogPValues(
  logP: readonly number[],
  method: AdjustmentMethod,
  k: number | undefined,
  enforceMonotonicity: boolean,
): number[] {
  const m = logP.length;
  const out = new Array<number>(m);
  if (m === 0) return out;
  switch (method) {
    case 'none':
      return [...logP];
    case 'bonferroni':
      for (let i = 0; i < m; i++) out[i] = Math.min(0, logP[i]! + Math.log(m));
      return out;
    case 'holm': {
      const order = ascendingOrder(logP);
      let run = -Infinity;
      order.forEach((idx, j) => {
        run = Math.max(run, Math.log(m - j) + logP[idx]!);
        out[idx] = Math.min(0, run);
      });
      return out;
    }
    case 'hochberg': {
      const order = ascendingOrder(logP);
      let run = Infinity;
      for (let j = m - 1; j >= 0; j--) {
        const idx = order[j]!;
        run = Math.min(run, Math.log(m - j) + logP[idx]!);
        out[idx] = Math.min(0, run);
      }
      return out;
    }
    case 'shaffer': {
      const kk = pairCountK(m, k, method);
      const s = shafferCounts(kk);
      const order = ascendingOrder(logP);
      let run = -Infinity;
      order.forEach((idx, j) => {
        // t_j = max { s in S(k) : s <= m - j } (j is 0-based here)
        let t = 0;
        for (const c of s) if (c <= m - j) t = c;
        run = Math.max(run, Math.log(t) + logP[idx]!);
        out[idx] = Math.min(0, run);
      });
      return out;
    }
    case 'bergmannHommel': {
      const kk = pairCountK(m, k, method);
      if (kk > MAX_BERGMANN_HOMMEL_K) {
        throw new InvalidInputError(
          `k: Bergmann-Hommel enumerates all Bell(k) - 1 exhaustive sets and is limited to k <= ${MAX_BERGMANN_HOMMEL_K}, got k = ${kk}; use 'shaffer' or 'holm'`,
        );
      }
      const apv = bergmannHommelRaw(logP, kk);
      if (enforceMonotonicity) {
        let run = -Infinity;
        for (const idx of ascendingOrder(logP)) {
          run = Math.max(run, apv[idx]!);
          apv[idx] = run;
        }
      }
      return apv.map((v) => Math.min(0, v));
    }
    default:
      throw new InvalidInputError(
        `method: expected none | bonferroni | holm | hochberg | shaffer | bergmannHommel, got ${shown(method)}`,
      );
  }
}

function pairCountK(m: number, k: number | undefined, method: string): number {
  if (k === undefined) throw new InvalidInputError(`options.k: required by the '${method}' method (number of setups)`);
  if (!Number.isInteger(k) || k < 2 || (k * (k - 1)) / 2 !== m) {
    throw new InvalidInputError(
      `options.k: '${method}' needs the k(k-1)/2 pairwise p-values in pair order (0,1), (0,2), ..., got ${m} p-values for k = ${String(k)}`,
    );
  }
  return k;
}

/** Index of pair (i, j), i < j, in the order (0,1), (0,2), ..., (0,k-1), (1,2), ... */
export function pairIndex(i: number, j: number, k: number): number {
  return i * k - (i * (i + 1)) / 2 + (j - i - 1);
}

/**
 * APV_i = max over exhaustive sets I containing H_i of |I| min_{j in I} p_j (García & Herrera
 * 2008, section 3.2), the exhaustive sets being the within-block pairs of every set partition of
 * the k setups (other than all singletons).
 */
function bergmannHommelRaw(logP: readonly number[], k: number): number[] {
  const apv = new Array<number>(logP.length).fill(-Infinity);
  const block = new Int32Array(k);
  const pairs = new Int32Array(logP.length);
  const visit = (next: number, blocks: number): void => {
    if (next === k) {
      let size = 0;
      let min = Infinity;
      for (let i = 0; i < k; i++) {
        for (let j = i + 1; j < k; j++) {
          if (block[i] === block[j]) {
            const idx = pairIndex(i, j, k);
            pairs[size++] = idx;
            if (logP[idx]! < min) min = logP[idx]!;
          }
        }
      }
      if (size === 0) return;
      const v = Math.log(size) + min;
      for (let t = 0; t < size; t++) {
        const idx = pairs[t]!;
        if (v > apv[idx]!) apv[idx] = v;
      }
      return;
    }
    for (let b = 0; b <= blocks; b++) {
      block[next] = b;
      visit(next + 1, b === blocks ? blocks + 1 : blocks);
    }
  };
  block[0] = 0;
  visit(1, 1);
  return apv;
}
