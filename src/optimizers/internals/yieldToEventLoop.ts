/**
 * Resolves after the event loop has run its pending timers and I/O once (`setImmediate`), so that
 * an `AbortSignal.timeout` or a signal handler can act between two synchronous steps.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
