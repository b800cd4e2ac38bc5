/**
 * Values a callback may throw that break naive wrapping (issue 32 class 9, issue 41): an Error
 * whose `message` getter throws, a null-prototype object (`String` throws on it), a Symbol, a
 * revoked Proxy, undefined, a function, an object whose toString throws, a BigInt.
 */
export function oddThrownValues(): unknown[] {
  const badError = new Error('x');
  Object.defineProperty(badError, 'message', { get: () => { throw new Error('getter'); } });
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  return [badError, Object.create(null), Symbol('s'), revoked.proxy, undefined, () => 1, { toString: () => { throw new Error('no'); } }, 12n];
}
