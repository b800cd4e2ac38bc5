import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { condition1, condition2, greedyFamily } from '../../src/policies/index';

describe('family.create refuses values outside the family\'s bounds', () => {
  const family = greedyFamily(condition2); // wn, walpha, sReconfig, wd, woff, soff, t1off, t2off, pT1off
  const inside = [0.348, 0.833, 0.579, 0.73, 0.516, 0.814, 528, 2962, 0.959];

  it('the issue\'s cases: wn = 5 and t1off = 10 s, each named with its range', () => {
    const wn = [...inside];
    wn[0] = 5;
    expect(() => family.create(wn)).toThrow(InvalidInputError);
    expect(() => family.create(wn)).toThrow(`greedy(${condition2.name}): parameter wn = 5 is outside its range [0, 1]`);
    const t1 = [...inside];
    t1[6] = 10;
    expect(() => family.create(t1)).toThrow(`greedy(${condition2.name}): parameter t1off = 10 is outside its range [${family.space.lower[6]}, 3600]`);
    expect(family.space.lower[6]).toBeGreaterThan(10); // the paper's minimum off duration
  });

  it('the bounds themselves are inside; NaN is refused; every coordinate is checked', () => {
    expect(() => family.create(family.space.lower)).not.toThrow();
    expect(() => family.create(family.space.upper)).not.toThrow();
    for (let i = 0; i < inside.length; i++) {
      const x = [...inside];
      x[i] = family.space.upper[i]! + 1e-9 * Math.max(1, family.space.upper[i]!);
      expect(() => family.create(x), family.space.names![i]).toThrow(`parameter ${family.space.names![i]} = `);
      x[i] = NaN;
      expect(() => family.create(x)).toThrow(InvalidInputError);
    }
  });

  it('the condition part of a family is checked by the family (a condition alone still takes any finite value)', () => {
    const c = greedyFamily(condition1);
    const x = [...c.space.lower];
    x[0] = -0.5;
    expect(() => c.create(x)).toThrow(`greedy(${condition1.name}): parameter ${c.space.names![0]} = -0.5 is outside its range [0, 1]`);
    expect(() => condition1.create(condition1.parameters.map(() => -0.5))).not.toThrow(); // tests explore conditions outside the box
  });
});
