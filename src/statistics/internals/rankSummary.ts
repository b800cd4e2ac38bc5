import { InvalidInputError } from '../../errors/InvalidInputError';
import { rank } from '../rank';
import type { Matrix } from '../Matrix';
import type { RankSummary } from '../RankSummary';
import { shown } from './validate';

/** Average ranks and N from either a matrix (ranked here) or an existing summary (checked). */
export function toRankSummary(data: Matrix | RankSummary, lowerIsBetter: boolean | undefined): { averageRanks: number[]; n: number; k: number } {
  if (Array.isArray(data)) {
    const r = rank(data as Matrix, lowerIsBetter === undefined ? {} : { lowerIsBetter });
    return { averageRanks: r.averageRanks, n: r.n, k: r.k };
  }
  const s = data as RankSummary;
  if (typeof s !== 'object' || s === null || !Array.isArray(s.averageRanks)) {
    throw new InvalidInputError('data: expected a results matrix or { averageRanks, n }');
  }
  const k = s.averageRanks.length;
  if (k < 2) throw new InvalidInputError(`data.averageRanks: expected at least 2 setups, got ${k}`);
  s.averageRanks.forEach((v, j) => {
    if (typeof v !== 'number' || !(v >= 1 && v <= k)) {
      throw new InvalidInputError(`data.averageRanks[${j}]: expected an average rank in [1, ${k}], got ${shown(v)}`);
    }
  });
  if (!Number.isInteger(s.n) || s.n < 2) throw new InvalidInputError(`data.n: expected an integer >= 2 (experiments), got ${shown(s.n)}`);
  return { averageRanks: [...s.averageRanks], n: s.n, k };
}

/** Standard error of a difference of average ranks, sqrt(k(k+1)/(6N)) (Demšar 2006). */
export function rankStandardError(k: number, n: number): number {
  return Math.sqrt((k * (k + 1)) / (6 * n));
}
