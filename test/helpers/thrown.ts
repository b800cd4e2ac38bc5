/** The error a call throws (fails the test if it does not throw). */
export function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected the call to throw');
}
