import { describe, expect, it } from 'vitest';
import { count, secondsForMessage } from '../../src/errors/internals/formatForMessage';
import { createSimulation, homogeneousPlatform, powerOff, startJob, type Policy } from '../../src/engine/index';
import { SimulationError } from '../../src/errors/index';

describe('times and counts in messages', () => {
  it('seconds to the millisecond; integers and non-finite values as they are', () => {
    expect(secondsForMessage(0.1 + 0.2)).toBe('0.3');
    expect(secondsForMessage(1234.5670000000002)).toBe('1234.567');
    expect(secondsForMessage(599850)).toBe('599850');
    expect(secondsForMessage(2.0004)).toBe('2');
    expect(secondsForMessage(2.0005)).toBe('2.001');
    expect(secondsForMessage(Infinity)).toBe('Infinity');
  });

  it('"1 server", "2 servers", "0 servers"', () => {
    expect(count(1, 'server')).toBe('1 server');
    expect(count(2, 'server')).toBe('2 servers');
    expect(count(0, 'job')).toBe('0 jobs');
    expect(count(1, 'process', 'processes')).toBe('1 process');
  });

  it('an engine error at t = 0.1 + 0.2 s prints t=0.3 s and keeps the exact time in its field', () => {
    const jobs = [{ id: 'a', kind: 'rigid' as const, submit: 0.1 + 0.2, processors: 1, runtime: 10, estimate: 10 }];
    const bad: Policy = { name: 'bad', decide: (v) => (v.waiting.length > 0 ? [startJob('a', [0]), powerOff([0], 1e6)] : []) };
    let caught: unknown;
    try {
      createSimulation({ platform: homogeneousPlatform({ servers: 2 }), jobs }).run(bad);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(SimulationError);
    expect((caught as SimulationError).message).toMatch(/^t=0\.3 s: /);
    expect((caught as SimulationError & { time: number }).time).toBe(0.1 + 0.2);
  });
});
