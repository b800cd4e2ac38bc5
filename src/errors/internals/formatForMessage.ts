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
