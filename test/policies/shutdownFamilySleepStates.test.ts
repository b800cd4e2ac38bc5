import { describe, expect, it } from 'vitest';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { InvalidInputError } from '../../src/errors/index';
import { shutdownRuleBySpec } from '../../src/experiments/index';
import { minimize, randomSearch } from '../../src/optimizers/index';
import { PAPER_POWER_MODEL, powerModel } from '../../src/power/index';
import { easyBackfilling, shutdownFamily } from '../../src/policies/index';
import { rjob } from '../helpers/scripted';

// idle 50 W; state 0: off 10 W, switch-on 10 s; state 1: off 2 W, switch-on 100 s (break-evens 31.25 s, 212.29 s)
const s0 = { off: 10, switchingOff: 80, switchOffDuration: 5, switchingOn: 100, switchOnDuration: 10 };
const s1 = { off: 2, switchingOff: 80, switchOffDuration: 5, switchingOn: 100, switchOnDuration: 100 };
const model = powerModel({ idle: 50, computing: 200, ...s0, sleepStates: [s0, s1] });

describe('shutdownFamily tunes the sleep state of a model that has several (issue 38)', () => {
  it('adds an integer-coded sleepState parameter in [0, n + 1]: state k, or deepest for n', () => {
    const f = shutdownFamily(easyBackfilling(), 'idle', { power: model });
    expect(f.space.names).toEqual(['suspendTime', 'sleepState']);
    expect(f.space.upper).toEqual([7200, 3]);
    expect(f.create([1800, 0.99]).name).toBe('easyBackfilling+idle(1800s)');
    expect(f.create([1800, 1]).name).toBe('easyBackfilling+idle(1800s, sleep 1)');
    expect(f.create([1800, 2.5]).name).toBe('easyBackfilling+idle(1800s, sleep deepest)');
    expect(f.create([1800, 3]).name).toBe('easyBackfilling+idle(1800s, sleep deepest)'); // the upper bound is in the last interval
    expect(() => f.create([1800, 3.01])).toThrow(InvalidInputError);
    expect(shutdownFamily(easyBackfilling(), 'keepIdle', { power: model }).create([2.5, 60, 1.5]).name).toBe('easyBackfilling+keepIdle(2, 60s, sleep 1)');
    expect(shutdownFamily(easyBackfilling(), 'breakEven', { power: model }).create([1, 2]).name).toBe('easyBackfilling+breakEven(x1, sleep deepest)');
    expect(shutdownFamily(easyBackfilling(), 'energyBackfilling', { power: model }).create([0, 1]).name).toBe('energyBackfilling(0s, sleep 1)');
  });

  it('a model with one sleep state, or none given: the families of before', () => {
    expect(shutdownFamily(easyBackfilling(), 'idle', { power: PAPER_POWER_MODEL }).space.names).toEqual(['suspendTime']);
    expect(shutdownFamily(easyBackfilling(), 'idle').space.upper).toEqual([7200]);
    expect(() => shutdownFamily(easyBackfilling(), 'idle', { power: 3 as never })).toThrow(InvalidInputError);
  });

  it('minimize finds that state 1 saves energy over a long idle gap', async () => {
    // a on server 0 for 100 s, b on both at 20,000 s: the servers sleep ~20,000 s, where state 1 (2 W) beats state 0 (10 W)
    const sim = createSimulation({ platform: homogeneousPlatform({ servers: 2, power: model }), jobs: [rjob('a', 0, 1, 100), rjob('b', 20000, 2, 100)] });
    const f = shutdownFamily(easyBackfilling(), 'idle', { power: model, maxTime: 1000 });
    const energy = (x: ArrayLike<number>) => sim.run(f.create(x)).metrics.energy;
    const r = await minimize({ space: f.space, evaluate: energy }, randomSearch(), { seed: 1, maxEvaluations: 40 });
    const state = Math.floor(r.best.x[1]!);
    // state 1, or deepest with a suspend time past state 1's break-even (predicted idle = time idle so far)
    expect(state === 1 || (state >= 2 && r.best.x[0]! > 212.3)).toBe(true);
    expect(r.best.value).toBeLessThan(energy([r.best.x[0]!, 0]));
  });
});

describe("--shutdown's @STATE (issue 38)", () => {
  it('reads a sleep state or deepest after @', () => {
    expect(shutdownRuleBySpec('idle:1800@1').name).toBe('idle(1800s, sleep 1)');
    expect(shutdownRuleBySpec('idle:1800:6@0').name).toBe('idle(1800s)');
    expect(shutdownRuleBySpec('breakeven@deepest').name).toBe('breakEven(x1, sleep deepest)');
    expect(shutdownRuleBySpec('keep:4:60@2').name).toBe('keepIdle(4, 60s, sleep 2)');
  });

  it('a bad state is a typed error naming the spec', () => {
    for (const bad of ['idle:1800@x', 'idle:1800@-1', 'idle:1800@', 'idle:1800@1@2', 'idle:1800@255', 'idle:1800@1.5']) {
      expect(() => shutdownRuleBySpec(bad), bad).toThrow(InvalidInputError);
    }
    expect(() => shutdownRuleBySpec('idle:1800@deep')).toThrow(/shutdown rule "idle:1800@deep": the sleep state after @ must be an integer in \[0, 254\] or deepest, got "deep"/);
    expect(() => shutdownRuleBySpec('idle:1800@1@2')).toThrow(/one @STATE at most/);
  });
});
