import { describe, expect, it } from 'vitest';
import { breakEvenOffDuration, deepestSleepState, offCycleEnergy, PAPER_POWER_MODEL, powerModel } from '../../src/power/index';
import { InvalidInputError } from '../../src/errors/index';

// idle 100 W; state 0: off 10 W, switch-off 100 W x 10 s, switch-on 200 W x 50 s;
// state 1: off 0 W, 100 W x 20 s, 200 W x 200 s; state 2: off 50 W, 50 W x 100 s, 50 W x 100 s.
const s0 = { off: 10, switchingOff: 100, switchOffDuration: 10, switchingOn: 200, switchOnDuration: 50 };
const s1 = { off: 0, switchingOff: 100, switchOffDuration: 20, switchingOn: 200, switchOnDuration: 200 };
const s2 = { off: 50, switchingOff: 50, switchOffDuration: 100, switchingOn: 50, switchOnDuration: 100 };
const model = powerModel({ idle: 100, computing: 200, ...s0, sleepStates: [s0, s1, s2] });

describe('breakEvenOffDuration per sleep state (issue 38)', () => {
  it('hand-computed break-evens of two states', () => {
    // state 0: (10*(100-10) + 50*(200-10)) / (100-10) = 10400/90 = 115.555...; above toff+ton = 60
    expect(breakEvenOffDuration(model, { sleepState: 0 })).toBeCloseTo(10400 / 90, 12);
    // state 1: (20*100 + 200*200) / 100 = 420; above 220
    expect(breakEvenOffDuration(model, { sleepState: 1 })).toBe(420);
    // state 2: no transition premium (0 J), so the cycle's own length 200 s bounds it
    expect(breakEvenOffDuration(model, { sleepState: 2 })).toBe(200);
  });

  it("the call without options is today's (state 0), and state 0 of a listed model equals it", () => {
    expect(breakEvenOffDuration(model)).toBe(breakEvenOffDuration(model, { sleepState: 0 }));
    expect(breakEvenOffDuration(PAPER_POWER_MODEL)).toBe(breakEvenOffDuration(PAPER_POWER_MODEL, {}));
    expect(breakEvenOffDuration(PAPER_POWER_MODEL)).toBeCloseTo(211.672298, 6);
  });

  it("at a state's break-even its off cycle costs what staying idle costs", () => {
    for (const k of [0, 1]) {
      const d = breakEvenOffDuration(model, { sleepState: k });
      const st = [s0, s1][k]!;
      expect(offCycleEnergy({ ...model, ...st }, d)).toBeCloseTo(100 * d, 6);
    }
  });

  it('a sleep state the model lacks, or an unknown option, is a typed error naming it', () => {
    expect(() => breakEvenOffDuration(model, { sleepState: 3 })).toThrow(InvalidInputError);
    expect(() => breakEvenOffDuration(model, { sleepState: 3 })).toThrow(/sleepState must be an integer in \[0, 2\].*got 3/);
    expect(() => breakEvenOffDuration(PAPER_POWER_MODEL, { sleepState: 1 })).toThrow(/1 sleep state\)/);
    expect(() => breakEvenOffDuration(model, { sleepState: 0.5 })).toThrow(InvalidInputError);
    expect(() => breakEvenOffDuration(model, { state: 1 } as never)).toThrow(/state/);
  });
});

describe('deepestSleepState (issue 38)', () => {
  it('flips with the predicted off cycle on hand-computed break-evens', () => {
    expect(deepestSleepState(model, 100)).toBeUndefined(); // below every break-even (115.6, 420, 200)
    expect(deepestSleepState(model, 115.5)).toBeUndefined();
    expect(deepestSleepState(model, 116)).toBe(0); // only state 0 pays
    expect(deepestSleepState(model, 300)).toBe(0); // states 0 and 2 pay: state 0 is off at 10 W, state 2 at 50 W
    expect(deepestSleepState(model, 420)).toBe(0); // strictly below: state 1's break-even is 420
    expect(deepestSleepState(model, 421)).toBe(1); // state 1 (0 W)
    expect(deepestSleepState(model, Infinity)).toBe(1);
  });

  it('a one-state model: state 0 or none', () => {
    expect(deepestSleepState(PAPER_POWER_MODEL, 200)).toBeUndefined();
    expect(deepestSleepState(PAPER_POWER_MODEL, 212)).toBe(0);
    expect(() => deepestSleepState(PAPER_POWER_MODEL, -1)).toThrow(InvalidInputError);
  });
});
