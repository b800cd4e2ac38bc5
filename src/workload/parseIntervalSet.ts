import { InvalidInputError } from '../errors/InvalidInputError';

/** Largest interval set expanded (indices): a typo such as `0-1e9` must not allocate gigabytes. */
const MAX_INDICES = 10_000_000;

const TOKEN = /^(\d+)(?:-(\d+))?$/;

/**
 * Reads Batsim's interval-set notation (`0-3 7`: closed integer intervals `a-b` or single `a`,
 * separated by spaces; Batsim documentation, "Interval set") into the sorted, distinct indices it
 * denotes, e.g. `'0-3 7'` -> `[0, 1, 2, 3, 7]`. Any representation is accepted (overlapping or
 * unsorted intervals, `a-a`, several spaces); `''` is the empty set. The inverse of
 * {@link formatIntervalSet} on canonical strings.
 *
 * @param text - the interval set
 * @throws InvalidInputError naming the token that is not `a` or `a-b` with integers 0 <= a <= b,
 *   or a set of more than 10^7 indices
 * @example
 * ```ts
 * import { parseIntervalSet } from 'schedlab/workload';
 * parseIntervalSet('5 0-2 2-3'); // [0, 1, 2, 3, 5]
 * ```
 */
export function parseIntervalSet(text: string): number[] {
  if (typeof text !== 'string') throw new InvalidInputError(`parseIntervalSet: expected a string, got ${typeof text}`);
  const tokens = text.trim() === '' ? [] : text.trim().split(/ +/);
  const seen = new Set<number>();
  let count = 0;
  for (const token of tokens) {
    const m = TOKEN.exec(token);
    const a = m === null ? NaN : Number(m[1]);
    const b = m === null ? NaN : m[2] === undefined ? a : Number(m[2]);
    if (!(Number.isSafeInteger(a) && Number.isSafeInteger(b) && a <= b)) {
      throw new InvalidInputError(`parseIntervalSet: ${JSON.stringify(token)} in ${JSON.stringify(text)} is not an interval "a" or "a-b" with integers 0 <= a <= b`);
    }
    count += b - a + 1;
    if (count > MAX_INDICES) throw new InvalidInputError(`parseIntervalSet: ${JSON.stringify(text)} holds more than ${MAX_INDICES} indices`);
    for (let s = a; s <= b; s++) seen.add(s);
  }
  return [...seen].sort((x, y) => x - y);
}
