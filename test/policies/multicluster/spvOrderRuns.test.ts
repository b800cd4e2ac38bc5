import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spvOrder } from '../../../src/policies/index';

/** The SPV order by definition: indices sorted by key, then by index. */
function reference(keys: readonly number[]): number[] {
  return keys.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]! || a - b);
}

describe('spvOrder on keys closer than 2^-32 (issue 32, class 3)', () => {
  it('100,000 keys of [0, 1] that all differ by less than 2^-32: the exact order, without the quadratic insertion sort', () => {
    // keys 0.5 + j * 2^-50 in a scrambled order: one run of 100,000 equal 32-bit integers
    const n = 100_000;
    const keys = Array.from({ length: n }, (_, i) => 0.5 + ((i * 7919) % n) * 2 ** -50);
    const order = Array.from(spvOrder(keys));
    expect(order).toEqual(reference(keys));
  });

  it('fast-check: keys of [0, 1] with long runs of near-equal and equal values give the reference order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 300 }).map((j) => 0.25 + j * 2 ** -45), fc.constantFrom(0, 1, 0.25), fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 600 }),
        (keys) => {
          expect(Array.from(spvOrder(keys))).toEqual(reference(keys));
        },
      ),
      { seed: 32, numRuns: 200 },
    );
  });
});
