/**
 * A time in seconds for an error message: rounded to the millisecond (a documented choice: event
 * times carry floating-point noise such as 1234.5670000000002 that says nothing to a reader; the
 * exact time stays in the error's `time` field). Integers print as they are.
 */
export function secondsForMessage(t: number): string {
  return Number.isFinite(t) ? String(Math.round(t * 1000) / 1000) : String(t);
}

/** `"1 server"`, `"3 servers"`: a count with its noun, pluralised with "s" unless `plural` is given. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/**
 * A thrown value as one line of text, whatever it is: an Error whose `name` or `message` getter
 * throws, an object without prototype (`String` throws on it), a Symbol, a Proxy that throws on
 * every trap. Never throws itself.
 */
export function thrownText(e: unknown): string {
  try {
    if (e instanceof Error) return `${String(e.name)}: ${String(e.message)}`.split('\n')[0]!;
  } catch {
    // a getter of the thrown value threw: fall through to the type
  }
  try {
    if (typeof e === 'symbol') return e.toString();
    if (e === null || (typeof e !== 'object' && typeof e !== 'function')) return String(e).split('\n')[0]!.slice(0, 200);
    return `a thrown ${typeof e === 'function' ? 'function' : 'object'} ${String(e).split('\n')[0]!.slice(0, 200)}`;
  } catch {
    return `a thrown ${typeof e} that cannot be printed`;
  }
}
