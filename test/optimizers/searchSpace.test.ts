import { describe, expect, it } from 'vitest';
import { searchSpace } from '../../src/optimizers/index';
import { InvalidInputError } from '../../src/errors/index';

describe('searchSpace', () => {
  it('has exactly the four documented members and default names', () => {
    const s = searchSpace({ lower: [0, -1], upper: [1, 1] });
    expect(Object.keys(s).sort()).toEqual(['dimension', 'lower', 'names', 'upper']);
    expect(s).toEqual({ dimension: 2, lower: [0, -1], upper: [1, 1], names: ['x0', 'x1'] });
    expect(Object.isFrozen(s) && Object.isFrozen(s.lower)).toBe(true);
  });

  it('copies its inputs', () => {
    const lower = [0];
    const s = searchSpace({ lower, upper: [1], names: ['a'] });
    lower[0] = 5;
    expect(s.lower[0]).toBe(0);
    expect(s.names).toEqual(['a']);
  });

  it('refuses invalid boxes with a message naming the place', () => {
    expect(() => searchSpace({ lower: [], upper: [] })).toThrow(InvalidInputError);
    expect(() => searchSpace({ lower: [0, 0], upper: [1] })).toThrow(/upper: expected 2 bounds/);
    expect(() => searchSpace({ lower: [0, NaN], upper: [1, 1] })).toThrow(/lower\[1\]: expected a finite number/);
    expect(() => searchSpace({ lower: [0, 0], upper: [1, Infinity] })).toThrow(/upper\[1\]/);
    expect(() => searchSpace({ lower: [0, 2], upper: [1, 2] })).toThrow(/dimension 1: expected lower < upper/);
    expect(() => searchSpace({ lower: [0, 0], upper: [1, 1], names: ['a'] })).toThrow(/names: expected 2 names/);
    expect(() => searchSpace({ lower: [0, 0], upper: [1, 1], names: ['a', 'a'] })).toThrow(/duplicate/);
  });
});
