/**
 * `x => Math.pow(x, w)` that remembers its last argument: exact (Math.pow is a pure function of
 * its arguments) and free when a condition is asked again about the same job, which the greedy
 * policy does at most scheduling points. Zero is never taken from memory (`0 === -0`, but the two
 * powers can differ in sign).
 */
export function lastPow(w: number): (x: number) => number {
  let lastX = NaN;
  let lastY = NaN;
  return (x) => {
    if (x !== lastX || x === 0) {
      lastX = x;
      lastY = Math.pow(x, w);
    }
    return lastY;
  };
}
