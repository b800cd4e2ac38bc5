import fc from 'fast-check';
import { expect } from 'vitest';
import type { PromiseCount } from './headReservations';

/**
 * The promise as a seeded property: `run` each of `numRuns` cases of `arb` and expect no late
 * start on a late switch-on (fast-check names the first broken reservation); returns each case's
 * counts for the caller's non-vacuity checks.
 */
export function promiseOver<C, R extends PromiseCount>(arb: fc.Arbitrary<C>, seed: number, numRuns: number, run: (c: C) => R): R[] {
  const all: R[] = [];
  fc.assert(
    fc.property(arb, (c) => {
      const n = run(c);
      all.push(n);
      expect(n.lateSwitchOn, JSON.stringify(n.firstBroken)).toBe(0);
    }),
    { seed, numRuns },
  );
  return all;
}

/**
 * Random small rigid workloads for the promise properties: 2 to 14 jobs on `servers` servers,
 * submitted in [0, maxSubmit], exact estimates half of the time, else up to 4 times the run time.
 */
export function promiseJobsArb(servers: number, maxSubmit: number) {
  return fc.array(
    fc.record({
      submit: fc.integer({ min: 0, max: maxSubmit }),
      processors: fc.integer({ min: 1, max: servers }),
      runtime: fc.integer({ min: 1, max: 1500 }),
      over: fc.oneof(fc.constant(1), fc.double({ min: 1, max: 4, noNaN: true })),
    }),
    { minLength: 2, maxLength: 14 },
  );
}
