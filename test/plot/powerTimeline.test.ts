import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { powerTimeline } from '../../src/plot/powerTimeline';
import type { ServerSegment } from '../../src/plot/ServerSegment';
import { powerByState, segments } from './fixtures';

describe('powerTimeline', () => {
  it('sums two servers by hand', () => {
    // server 0: computing [0,10), idle [10,30); server 1: off [0,5), switchingOn [5,15), computing [15,30)
    const segs: ServerSegment[] = [
      { server: 0, state: 'computing', start: 0, end: 10 },
      { server: 0, state: 'idle', start: 10, end: 30 },
      { server: 1, state: 'off', start: 0, end: 5 },
      { server: 1, state: 'switchingOn', start: 5, end: 15 },
      { server: 1, state: 'computing', start: 15, end: 30 },
    ];
    expect(powerTimeline(segs, { off: 10, switchingOn: 150, idle: 100, computing: 200 })).toEqual([
      { time: 0, watts: 210 }, // 200 + 10
      { time: 5, watts: 350 }, // 200 + 150
      { time: 10, watts: 250 }, // 100 + 150
      { time: 15, watts: 300 }, // 100 + 200
      { time: 30, watts: 0 },
    ]);
  });

  it('merges equal consecutive values, counts gaps as 0 W and ignores zero-length segments', () => {
    const segs: ServerSegment[] = [
      { server: 0, state: 'idle', start: 0, end: 10 },
      { server: 1, state: 'idle', start: 10, end: 20 }, // hand-over at t=10: total stays 100 W
      { server: 0, state: 'off', start: 25, end: 25 },
      { server: 0, state: 'idle', start: 30, end: 40 }, // gap [20,30): 0 W
    ];
    expect(powerTimeline(segs, { idle: 100, off: 5 })).toEqual([
      { time: 0, watts: 100 },
      { time: 20, watts: 0 },
      { time: 30, watts: 100 },
      { time: 40, watts: 0 },
    ]);
  });

  it('integrates to the energy of the segments (fixture of the Gantt figure, and random timelines)', () => {
    const energy = (segs: readonly ServerSegment[], power: Record<string, number>): number =>
      segs.reduce((e, s) => e + (power[s.state] ?? Number.NaN) * (s.end - s.start), 0);
    const integral = (pts: { time: number; watts: number }[]): number =>
      pts.slice(1).reduce((e, p, i) => e + (pts[i]?.watts ?? 0) * (p.time - (pts[i]?.time ?? 0)), 0);
    // fixture: 190*400+95*200+120*100+9*300 + 9*100+150*100+190*800 + 95*1000 = 372600 J
    expect(energy(segments, powerByState)).toBe(372600);
    expect(integral(powerTimeline(segments, powerByState))).toBe(372600);
    const states = ['off', 'idle', 'computing'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.constantFrom(...states)), { maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        (servers) => {
          const segs: ServerSegment[] = [];
          servers.forEach((steps, server) => {
            let t = 0;
            for (const [d, state] of steps) {
              segs.push({ server, state, start: t, end: t + d });
              t += d;
            }
          });
          const power = { off: 7, idle: 95, computing: 190 };
          const pts = powerTimeline(segs, power);
          expect(integral(pts)).toBe(energy(segs, power));
          for (let i = 1; i < pts.length; i++) expect((pts[i]?.time ?? 0) > (pts[i - 1]?.time ?? 0)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rejects overlaps, unknown states and negative power', () => {
    expect(() => powerTimeline([{ server: 0, state: 'idle', start: 0, end: 2 }, { server: 0, state: 'idle', start: 1, end: 3 }], { idle: 1 })).toThrow(
      /server 0 has overlapping segments/,
    );
    expect(() => powerTimeline([{ server: 0, state: 'busy', start: 0, end: 2 }], { idle: 1 })).toThrow(/segments\[0\]\.state: "busy" has no power/);
    expect(() => powerTimeline([], { idle: -1 })).toThrow(/powerByState\.idle: expected watts >= 0/);
    expect(() => powerTimeline([{ server: 0, state: 'idle', start: 3, end: 2 }], { idle: 1 })).toThrow(/start <= end/);
    expect(powerTimeline([], { idle: 1 })).toEqual([]);
  });
});
