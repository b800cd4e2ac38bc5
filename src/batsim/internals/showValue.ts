/** A value as an error message shows it: its JSON, or `String(v)` where JSON has none (undefined, a function). */
export function showValue(v: unknown): string {
  return JSON.stringify(v) ?? String(v);
}
