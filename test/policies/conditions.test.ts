import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  condition1,
  condition2,
  condition3,
  parametricCondition,
  shutdownCondition,
  type ReconfigurationInput,
} from '../../src/policies/index';
import { TABLE4_PARAMETERS } from '../../src/experiments/index';
import { InvalidInputError } from '../../src/errors/index';
import { mjob } from '../helpers/scripted';

function input(o: { newServers: number; maxServers: number; alpha: number; data: number; maxData: number }): ReconfigurationInput {
  return {
    job: mjob('x', 0, 100, { alpha: o.alpha, data: o.data, maxServers: o.maxServers }),
    currentServers: 1,
    remainingMass: 100,
    availableServers: 5,
    totalServers: 10,
    queueLength: 0,
    now: 0,
    ...o,
  };
}

const arbInput = fc
  .record({
    maxServers: fc.integer({ min: 1, max: 64 }),
    frac: fc.double({ min: 0, max: 1, noNaN: true }),
    alpha: fc.double({ min: 0.5, max: 1, noNaN: true }),
    data: fc.double({ min: 10, max: 500, noNaN: true }),
  })
  .map(({ maxServers, frac, alpha, data }) =>
    input({ newServers: Math.max(1, Math.round(frac * maxServers)), maxServers, alpha, data, maxData: 500 }),
  );

describe('reconfiguration conditions (Dupont 2020, 4.2.1)', () => {
  it('condition1 by hand: (n_new/n_max)^wn * alpha^walpha * s > 0.5', () => {
    const c = condition1.create([1, 1, 1]);
    expect(c.holds(input({ newServers: 4, maxServers: 8, alpha: 1, data: 0, maxData: 1 }))).toBe(false); // 0.5, not > 0.5
    expect(c.holds(input({ newServers: 5, maxServers: 8, alpha: 1, data: 0, maxData: 1 }))).toBe(true); // 0.625
    expect(c.holds(input({ newServers: 5, maxServers: 8, alpha: 0.7, data: 0, maxData: 1 }))).toBe(false); // 0.4375
    expect(condition1.create([0, 0, 0.51]).holds(input({ newServers: 1, maxServers: 9, alpha: 0.5, data: 0, maxData: 1 }))).toBe(true);
  });

  it('Swarm1 (Table 4) can never reconfigure: its scale 0.331 caps the product below 0.5', () => {
    const c = condition1.create(TABLE4_PARAMETERS.Swarm1.slice(0, 3));
    fc.assert(fc.property(arbInput, (i) => !c.holds(i)));
  });

  it('condition2 by hand, with D/D_max', () => {
    const c = condition2.create([1, 1, 1, 1]); // wn, walpha, s, wd
    expect(c.holds(input({ newServers: 8, maxServers: 8, alpha: 1, data: 300, maxData: 500 }))).toBe(true); // 0.6
    expect(c.holds(input({ newServers: 8, maxServers: 8, alpha: 1, data: 200, maxData: 500 }))).toBe(false); // 0.4
    // Swarm2: 0.579 * ... > 0.5 needs ratio^0.348 * alpha^0.833 * (D/Dmax)^0.73 > 0.8636
    const s2 = condition2.create(TABLE4_PARAMETERS.Swarm2.slice(0, 4));
    expect(s2.holds(input({ newServers: 8, maxServers: 8, alpha: 1, data: 500, maxData: 500 }))).toBe(true); // 0.579 * 1 > 0.5
    expect(s2.holds(input({ newServers: 8, maxServers: 8, alpha: 1, data: 400, maxData: 500 }))).toBe(false); // 0.579 * 0.8^0.73 = 0.492
    expect(s2.holds(input({ newServers: 8, maxServers: 8, alpha: 1, data: 450, maxData: 500 }))).toBe(true); // 0.579 * 0.9^0.73 = 0.536
    expect(s2.holds(input({ newServers: 8, maxServers: 8, alpha: 0.9, data: 450, maxData: 500 }))).toBe(false); // 0.536 * 0.9^0.833 = 0.491
  });

  it('condition3 by hand: tanh(product + bias) > 0.5, i.e. product + bias > atanh(0.5) = 0.5493', () => {
    const c = condition3.create([1, 1, 1, -0.106]); // wn, walpha, wd, bias
    expect(c.holds(input({ newServers: 8, maxServers: 8, alpha: 1, data: 500, maxData: 500 }))).toBe(true); // tanh(0.894)
    expect(c.holds(input({ newServers: 4, maxServers: 8, alpha: 1, data: 500, maxData: 500 }))).toBe(false); // tanh(0.394)
    expect(c.holds(input({ newServers: 8, maxServers: 8, alpha: 0.66, data: 500, maxData: 500 }))).toBe(true); // 0.554 > 0.5493
    expect(c.holds(input({ newServers: 8, maxServers: 8, alpha: 0.65, data: 500, maxData: 500 }))).toBe(false); // 0.544
  });

  it('parameter counts and bounds follow Table 2', () => {
    expect(condition1.parameters.map((p) => p.name)).toEqual(['wn', 'walpha', 'sReconfig']);
    expect(condition2.parameters.map((p) => p.name)).toEqual(['wn', 'walpha', 'sReconfig', 'wd']);
    expect(condition3.parameters.map((p) => [p.name, p.lower, p.upper])).toEqual([
      ['wn', 0, 1],
      ['walpha', 0, 1],
      ['wd', 0, 1],
      ['bias', -0.5, 0.5],
    ]);
    expect(() => condition1.create([1, 1])).toThrow(/expected 3 parameter values, got 2/);
    expect(() => condition1.create([1, NaN, 1])).toThrow(/walpha: expected a finite number/);
  });
});

describe('shutdown condition (Dupont 2020, 4.2.2)', () => {
  it('(n_av/n_tot)^woff * soff > 0.5 by hand', () => {
    const c = shutdownCondition.create(TABLE4_PARAMETERS.Swarm2.slice(4, 6)); // 0.516, 0.814
    expect(c.holds({ availableServers: 5, totalServers: 10, runningJobs: 1, now: 0 })).toBe(true); // 0.569
    expect(c.holds({ availableServers: 3, totalServers: 10, runningJobs: 1, now: 0 })).toBe(false); // 0.437
  });
});

describe('the bound conditions (bind) answer as their formulas, call after call', () => {
  // The formulas of section 4.2 written out again; the library's conditions remember powers
  // between calls, so each property runs a whole sequence of inputs through one condition.
  const c1 = (i: ReconfigurationInput, [wn, wa, s]: number[]) => Math.pow(i.newServers / i.maxServers, wn!) * Math.pow(i.alpha, wa!) * s! > 0.5;
  const ratio = (i: ReconfigurationInput) => (i.maxData > 0 ? i.data / i.maxData : 0);
  const product = (i: ReconfigurationInput, wn: number, wa: number, wd: number) =>
    Math.pow(i.newServers / i.maxServers, wn) * Math.pow(i.alpha, wa) * Math.pow(ratio(i), wd);
  const c2 = (i: ReconfigurationInput, [wn, wa, s, wd]: number[]) => product(i, wn!, wa!, wd!) * s! > 0.5;
  const c3 = (i: ReconfigurationInput, [wn, wa, wd, b]: number[]) => Math.tanh(product(i, wn!, wa!, wd!) + b!) > 0.5;
  const unit = fc.double({ min: 0, max: 1, noNaN: true });
  // inputs that repeat (as a running job asked again), share a job, use fractional or zero counts
  const arbSequence = fc.array(
    fc.oneof(
      arbInput,
      arbInput.map((i) => ({ ...i, newServers: 0 })),
      arbInput.map((i) => ({ ...i, newServers: i.newServers + 0.5, data: 0 })),
      arbInput.map((i) => ({ ...i, maxServers: 5000, newServers: 4999 })),
    ),
    { minLength: 1, maxLength: 30 },
  ).chain((xs) => fc.shuffledSubarray([...xs, ...xs], { minLength: xs.length }));

  for (const [name, condition, formula, arbParams] of [
    ['condition1', condition1, c1, fc.tuple(unit, unit, unit)],
    ['condition2', condition2, c2, fc.tuple(unit, unit, unit, unit)],
    ['condition3', condition3, c3, fc.tuple(unit, unit, unit, fc.double({ min: -0.5, max: 0.5, noNaN: true }))],
  ] as const) {
    it(`${name}`, () => {
      fc.assert(
        fc.property(arbParams, arbSequence, (p, inputs) => {
          const c = condition.create(p);
          for (const i of inputs) expect(c.holds(i)).toBe(formula(i, [...p]));
        }),
      );
    });
  }

  it('condition1 and condition2 skip powers only when they cannot change the answer: weights outside [0, 1], alpha > 1, D > D_max', () => {
    // the bound conditions return false early once a partial product is <= 0.5 and the factors
    // left are at most 1; these inputs break that premise one way or another
    const wide = fc.double({ min: -2, max: 3, noNaN: true });
    const wild = fc
      .record({
        maxServers: fc.integer({ min: 1, max: 64 }),
        frac: fc.double({ min: 0, max: 1.5, noNaN: true }),
        alpha: fc.oneof(fc.double({ min: 0, max: 3, noNaN: true }), fc.constant(1)),
        data: fc.oneof(fc.double({ min: -10, max: 2000, noNaN: true }), fc.constant(500), fc.constant(0)),
        maxData: fc.constantFrom(0, 100, 500),
      })
      .map(({ maxServers, frac, alpha, data, maxData }) => ({
        ...input({ newServers: Math.round(frac * maxServers), maxServers, alpha: 0.5, data: 1, maxData }),
        alpha,
        data,
      }));
    for (const [condition, formula, arbParams] of [
      [condition1, c1, fc.tuple(wide, wide, wide)],
      [condition2, c2, fc.tuple(wide, wide, wide, wide)],
    ] as const) {
      fc.assert(
        fc.property(arbParams, fc.array(wild, { minLength: 1, maxLength: 20 }), (p, inputs) => {
          const c = condition.create(p);
          for (const i of [...inputs, ...inputs]) expect(c.holds(i)).toBe(formula(i, [...p]));
        }),
        { numRuns: 300 },
      );
    }
  });

  it('shutdownCondition, across platform sizes and non-integer counts', () => {
    const arbShutdown = fc
      .record({ total: fc.integer({ min: 1, max: 5000 }), frac: unit, half: fc.boolean() })
      .map(({ total, frac, half }) => ({ availableServers: Math.round(frac * total) + (half ? 0.5 : 0), totalServers: total, runningJobs: 0, now: 0 }));
    fc.assert(
      fc.property(fc.tuple(unit, unit), fc.array(arbShutdown, { maxLength: 40 }), ([woff, soff], inputs) => {
        const c = shutdownCondition.create([woff, soff]);
        for (const i of [...inputs, ...inputs]) {
          expect(c.holds(i)).toBe(Math.pow(i.availableServers / i.totalServers, woff) * soff > 0.5);
        }
      }),
    );
  });

  it('zero and minus zero are told apart (their powers differ in sign for a negative weight)', () => {
    // create() checks only finiteness, so a user may bind weights outside Table 2's bounds
    for (const [p, field] of [
      [[-1, 1, 1], 'newServers'],
      [[1, -1, 1], 'alpha'],
    ] as const) {
      const c = condition1.create(p);
      for (const z of [0, -0, 0, -0]) {
        const i = { ...input({ newServers: 2, maxServers: 4, alpha: 1, data: 0, maxData: 1 }), [field]: z };
        expect(c.holds(i)).toBe(c1(i, [...p])); // +Infinity * ... > 0.5 holds, -Infinity does not
      }
    }
  });
});

describe('parametricCondition (user extension point)', () => {
  it('a spec with bind: create calls it once with the frozen values, and holds is what it returns', () => {
    const seen: (readonly number[])[] = [];
    const c = parametricCondition<ReconfigurationInput>({
      name: 'bound',
      parameters: [{ name: 'threshold', lower: 0, upper: 1 }],
      holds: (i, [t]) => i.alpha > t!,
      bind: (p) => {
        seen.push(p);
        const t = p[0]!;
        return (i) => i.alpha > t;
      },
    });
    const fixed = c.create([0.7]);
    expect(seen).toEqual([[0.7]]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(fixed.holds(input({ newServers: 1, maxServers: 1, alpha: 0.8, data: 0, maxData: 1 }))).toBe(true);
    expect(fixed.holds(input({ newServers: 1, maxServers: 1, alpha: 0.6, data: 0, maxData: 1 }))).toBe(false);
    expect(seen).toHaveLength(1);
  });


  it('binds parameters in order and validates bounds', () => {
    const c = parametricCondition<ReconfigurationInput>({
      name: 'mine',
      parameters: [
        { name: 'a', lower: 0, upper: 2 },
        { name: 'b', lower: -1, upper: 1 },
      ],
      holds: (i, [a, b]) => i.alpha * a! + b! > 1,
    });
    expect(c.create([2, -0.5]).holds(input({ newServers: 1, maxServers: 1, alpha: 0.8, data: 0, maxData: 1 }))).toBe(true);
    expect(c.create([1, 0]).holds(input({ newServers: 1, maxServers: 1, alpha: 0.8, data: 0, maxData: 1 }))).toBe(false);
    expect(() =>
      parametricCondition({ name: 'bad', parameters: [{ name: 'a', lower: 1, upper: 1 }], holds: () => true }),
    ).toThrow(InvalidInputError);
  });
});
