import { uniform as uniformFloat64 } from '../../random/uniform';
import type { Rng } from '../../random/Rng';
import type { BoundaryHandling } from '../BoundaryHandling';
import { InvalidInputError } from '../../errors/InvalidInputError';

const MODES: readonly BoundaryHandling[] = ['reflect', 'clip', 'random', 'periodic'];

/** Throws unless `mode` is a known boundary handling. */
export function checkBoundary(mode: unknown, where: string): BoundaryHandling {
  if (typeof mode !== 'string' || !(MODES as readonly string[]).includes(mode)) {
    throw new InvalidInputError(`${where}: expected one of ${MODES.join(', ')}, got ${JSON.stringify(mode)}`);
  }
  return mode as BoundaryHandling;
}

/**
 * Brings `x[off + j]` (j < d) back into [lower[j], upper[j]]; adjusts the velocity `v[off + j]`
 * when given (reflect: negated on an odd number of folds; clip: zeroed). Draws from `rng` only
 * for mode `'random'` and only for violating coordinates.
 */
export function applyBoundary(
  mode: BoundaryHandling,
  x: Float64Array,
  off: number,
  d: number,
  lower: Float64Array,
  upper: Float64Array,
  v: Float64Array | null,
  rng: Rng,
): void {
  for (let j = 0; j < d; j++) {
    const xi = x[off + j]!;
    const lo = lower[j]!;
    const hi = upper[j]!;
    if (xi >= lo && xi <= hi) continue;
    const range = hi - lo;
    if (mode === 'reflect') {
      let y: number;
      let flip: boolean;
      if (xi > hi && xi - hi <= range) {
        y = hi - (xi - hi); // Dupont 2020 sec. 4.3, one fold
        flip = true;
      } else if (xi < lo && lo - xi <= range) {
        y = lo + (lo - xi);
        flip = true;
      } else if (Number.isFinite(xi)) {
        // repeated folds: the fold pattern is periodic with period 2 * range
        const period = 2 * range;
        let r = (xi - lo) % period;
        if (r < 0) r += period;
        flip = r > range;
        y = flip ? lo + (period - r) : lo + r;
      } else {
        y = xi > hi ? hi : lo;
        flip = true;
      }
      x[off + j] = y < lo ? lo : y > hi ? hi : y; // rounding guard only
      if (v !== null && flip) v[off + j] = -v[off + j]!;
    } else if (mode === 'clip') {
      x[off + j] = xi < lo ? lo : hi;
      if (v !== null) v[off + j] = 0;
    } else if (mode === 'random') {
      x[off + j] = lo + range * uniformFloat64(rng);
    } else {
      let r = Number.isFinite(xi) ? (xi - lo) % range : 0;
      if (r < 0) r += range;
      const y = lo + r;
      x[off + j] = y > hi ? hi : y;
    }
  }
}
