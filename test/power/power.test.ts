import { describe, expect, it } from 'vitest';
import { breakEvenOffDuration, offCycleEnergy, PAPER_POWER_MODEL, powerModel } from '../../src/power/index';
import { InvalidInputError } from '../../src/errors/index';

describe('power model', () => {
  it('defaults to Table 1 of Dupont 2020', () => {
    expect(PAPER_POWER_MODEL).toEqual({
      off: 9.75,
      switchingOn: 125.17,
      idle: 95,
      computing: 190.74,
      switchingOff: 101,
      switchOnDuration: 151.52,
      switchOffDuration: 6.1,
    });
    expect(powerModel({ idle: 60 }).computing).toBe(190.74);
  });

  it('rejects negative or non-finite values naming the field', () => {
    expect(() => powerModel({ idle: -1 })).toThrow(InvalidInputError);
    expect(() => powerModel({ switchOnDuration: Infinity })).toThrow(/switchOnDuration/);
  });

  it('bounds powers at 10^9 W and transition times at 10^12 s (1e308 W made busy energies Infinity; issue 32)', () => {
    expect(powerModel({ computing: 1e9 }).computing).toBe(1e9);
    expect(() => powerModel({ computing: 1e308 })).toThrow('power model: computing must be at most 1000000000 W, got 1e+308');
    expect(() => powerModel({ idle: 1.000001e9 })).toThrow(/idle must be at most 1000000000 W/);
    expect(powerModel({ switchOnDuration: 1e12 }).switchOnDuration).toBe(1e12);
    expect(() => powerModel({ switchOffDuration: 2e12 })).toThrow('power model: switchOffDuration must be at most 1000000000000 s, got 2000000000000');
  });

  it('break-even power-off cycle computed by hand from Table 1', () => {
    // Table 1: idle 95 W, off 9.75 W, switching off 6.1 s at 101 W, switching on 151.52 s at 125.17 W.
    // Idling d seconds costs 95 d; the cycle costs 6.1*101 + 151.52*125.17 + 9.75 (d - 157.62). Equal at
    // d = (6.1*91.25 + 151.52*115.42) / 85.25 = (556.625 + 17488.4384) / 85.25 = 18045.0634 / 85.25,
    // worked by hand: 211.672298...
    expect(breakEvenOffDuration(PAPER_POWER_MODEL)).toBeCloseTo(211.672298, 6);
    // At break-even the cycle costs exactly what idling costs.
    const d = breakEvenOffDuration(PAPER_POWER_MODEL);
    expect(offCycleEnergy(PAPER_POWER_MODEL, d)).toBeCloseTo(95 * d, 8);
    expect(offCycleEnergy(PAPER_POWER_MODEL, d + 10)).toBeLessThan(95 * (d + 10));
    expect(offCycleEnergy(PAPER_POWER_MODEL, d - 10)).toBeGreaterThan(95 * (d - 10));
  });

  it('break-even is at least the transition time, and infinite when off costs as much as idle', () => {
    const cheap = powerModel({ switchingOff: 9.75, switchingOn: 9.75 });
    expect(breakEvenOffDuration(cheap)).toBeCloseTo(6.1 + 151.52, 10);
    expect(breakEvenOffDuration(powerModel({ off: 95 }))).toBe(Infinity);
  });
});
