import { InvalidInputError } from '../../errors/InvalidInputError';

/**
 * Checks an `initialPoints` option when the optimizer is built: undefined, or an array of at most
 * `max` arrays of finite numbers; returns frozen copies (so a later change to the caller's arrays
 * does not change the run). Dimension and box are checked at `start` ({@link placeInitialPoints}).
 */
export function checkInitialPoints(where: string, value: unknown, max: number): ReadonlyArray<readonly number[]> | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new InvalidInputError(`${where}: expected an array of points (arrays of numbers), got ${String(value)}`);
  if (value.length > max) throw new InvalidInputError(`${where}: ${value.length} points for a population of ${max}`);
  return Object.freeze(
    value.map((p: unknown, i) => {
      if (p === null || typeof p !== 'object' || typeof (p as { length?: unknown }).length !== 'number') throw new InvalidInputError(`${where}[${i}]: expected an array of numbers, got ${String(p)}`);
      const copy = Array.from(p as ArrayLike<unknown>, (v, j) => {
        if (typeof v !== 'number' || !Number.isFinite(v)) throw new InvalidInputError(`${where}[${i}][${j}]: expected a finite number, got ${String(v)}`);
        return v;
      });
      return Object.freeze(copy);
    }),
  );
}

/**
 * Writes the initial points over the first individuals of a population already drawn uniformly
 * (`x`, n x d flat), so the other individuals are those of the unseeded run with the same seed.
 *
 * @throws InvalidInputError naming the point and coordinate when a point has the wrong length or
 *   lies outside the box (nothing is clamped)
 */
export function placeInitialPoints(where: string, points: ReadonlyArray<readonly number[]> | undefined, x: Float64Array, lower: Float64Array, upper: Float64Array): void {
  if (points === undefined) return;
  const d = lower.length;
  points.forEach((p, i) => {
    if (p.length !== d) throw new InvalidInputError(`${where}[${i}]: a point of ${p.length} coordinates; the search space has ${d}`);
    for (let j = 0; j < d; j++) {
      const v = p[j]!;
      if (!(v >= lower[j]! && v <= upper[j]!)) throw new InvalidInputError(`${where}[${i}][${j}]: ${v} is outside the box [${lower[j]}, ${upper[j]}]`);
    }
    x.set(p, i * d);
  });
}
