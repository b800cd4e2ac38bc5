import { describe, expect, it } from 'vitest';
import { LATE_CALL, matchRequestedCall } from '../../src/batsim/internals/matchRequestedCall';

// Which CALL_ME_LATER a REQUESTED_CALL answers. Measured over the 143 runs of npm run check:batsim (docs/batsim.md,
// "Late calls"): 8 of 1,715 calls came later than Batsim's precision, each 8e-6 s (a call asked 2e-6 s ahead comes
// 1e-5 s after now: 368.345386 asked, 368.345394 called).
describe('matchRequestedCall', () => {
  it('matches the call asked for the same time at six decimals, else the earliest one if at most LATE_CALL before', () => {
    expect(matchRequestedCall([805.725384000001], 805.725384)).toBe(0); // the echo of a time, rounded
    expect(matchRequestedCall([368.345386, 900], 368.345394)).toBe(0); // the measured case: 8e-6 s late
    expect(matchRequestedCall([900, 368.345394, 368.345386], 368.345394)).toBe(1); // an equal one wins over the earliest
    expect(matchRequestedCall([10], 10 + LATE_CALL * 0.99)).toBe(0);
    expect(matchRequestedCall([10], 10 + LATE_CALL * 1.01)).toBe(-1); // too late: the session refuses the message
    expect(matchRequestedCall([10], 9.99)).toBe(-1); // early calls never match
    expect(matchRequestedCall([], 10)).toBe(-1);
    // above 9e9 s doubles are coarser than a microsecond: 1e-6 s + 4 x 2^-52 x t counts as the same time (9e-5 s at 1e11 s; a call 1.5e-5 s late seen on test_long_workload)
    expect(matchRequestedCall([100000000899.99854 - 1.526e-5], 100000000899.99854)).toBe(0);
    expect(matchRequestedCall([1e11 - 1e-3], 1e11)).toBe(-1);
  });
});
