/** A value as an error message shows it: its JSON, or `String(v)` where JSON has none (undefined, a function). */
export function showValue(v: unknown): string {
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = Object.prototype.toString.call(v);
  }
  return oneLine(s);
}

/**
 * `text` with every control character (C0, DEL, C1) and line or paragraph separator written as a
 * `\uXXXX` escape, so that text from the peer (a job id, a NOTIFY type, a JSON parser's excerpt of a
 * bad message) can never break a one-line error message or forge a line in a log or table.
 */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
