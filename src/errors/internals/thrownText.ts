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
