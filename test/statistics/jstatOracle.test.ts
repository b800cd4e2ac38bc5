import { describe, expect, it } from 'vitest';
// jstat (a devDependency) as an independent oracle in the central range, where its ~1e-10
// accuracy suffices; the tails are checked against scipy/mpmath vectors elsewhere.
// @ts-expect-error jstat ships no type declarations
import jStat from 'jstat';
import { distributions } from '../../src/statistics/index';

interface JStatDist {
  cdf(x: number, ...p: number[]): number;
  inv(p: number, ...q: number[]): number;
}
const j = (jStat as { jStat?: unknown }).jStat ?? jStat;
const { chisquare, normal, centralF } = j as { chisquare: JStatDist; normal: JStatDist; centralF: JStatDist };

const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);

describe('distributions against jstat in the central range (independent implementation)', () => {
  it('chi-square cdf and sf, df 1-30, x in the central 1%-99% range: within 1e-9 relative', () => {
    for (const df of [1, 2, 3, 5, 9, 17, 30]) {
      for (const p of [0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99]) {
        const x = chisquare.inv(p, df);
        expect(rel(distributions.chiSquare.cdf(x, df), chisquare.cdf(x, df)), `df ${df} p ${p}`).toBeLessThan(1e-9);
        expect(rel(distributions.chiSquare.sf(x, df), 1 - chisquare.cdf(x, df)), `df ${df} p ${p}`).toBeLessThan(1e-8);
      }
    }
  });

  it('normal cdf for z in [-4, 4]: within 1e-9 relative', () => {
    for (let z = -4; z <= 4; z += 0.25) expect(rel(distributions.normal.cdf(z), normal.cdf(z, 0, 1)), `z ${z}`).toBeLessThan(1e-9);
  });

  it('F cdf, (d1, d2) in {1, 3, 9} x {5, 20, 120}, central quantiles: within 1e-7 relative (jstat\'s incomplete beta is good to about 1e-8)', () => {
    for (const d1 of [1, 3, 9]) {
      for (const d2 of [5, 20, 120]) {
        for (const p of [0.05, 0.25, 0.5, 0.75, 0.95]) {
          const x = centralF.inv(p, d1, d2);
          expect(rel(distributions.f.cdf(x, d1, d2), centralF.cdf(x, d1, d2)), `F(${d1}, ${d2}) p ${p}`).toBeLessThan(1e-7);
        }
      }
    }
  });
});
