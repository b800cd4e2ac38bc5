/**
 * How many times slower than on an idle machine a step may run before a "no hang" bound fails:
 * 10 by default (`TEST_LOAD_FACTOR` to change it). The suite must pass with another full `npm test`
 * beside it on two cores (issue 32), where steps take 2-4 times longer; the hangs these bounds
 * catch took 30 s to minutes, so they are still caught.
 */
export const LOAD_FACTOR = Number(process.env['TEST_LOAD_FACTOR'] ?? 10);

/** A time bound (ms) measured on an idle machine, widened by {@link LOAD_FACTOR}. */
export function loadBound(ms: number): number {
  return ms * LOAD_FACTOR;
}
