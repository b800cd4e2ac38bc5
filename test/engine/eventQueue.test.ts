import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventQueue } from '../../src/engine/internals/EventQueue';

interface Ev {
  readonly time: number;
  readonly type: number;
  readonly seq: number;
  readonly a: number;
  readonly b: number;
}

describe('EventQueue (the engine heap)', () => {
  it('pops in (time, type, push order) like a sorted list, across growth from any capacity', () => {
    // few distinct times and types, so ties are common; payloads carry the push number to check them too
    const op = fc.oneof(
      { weight: 3, arbitrary: fc.record({ time: fc.integer({ min: 0, max: 6 }), type: fc.integer({ min: 0, max: 4 }) }) },
      { weight: 2, arbitrary: fc.constant('pop' as const) },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 70 }), fc.array(op, { maxLength: 600 }), (capacity, ops) => {
        const q = new EventQueue(capacity);
        const model: Ev[] = [];
        let seq = 0;
        for (const o of ops) {
          if (o === 'pop') {
            if (model.length === 0) {
              expect(q.size).toBe(0);
              expect(q.peekTime()).toBe(Infinity);
              continue;
            }
            model.sort((x, y) => x.time - y.time || x.type - y.type || x.seq - y.seq);
            const want = model.shift()!;
            expect(q.peekTime()).toBe(want.time);
            expect(q.pop()).toBe(want.time);
            expect([q.poppedType, q.poppedA, q.poppedB]).toEqual([want.type, want.a, want.b]);
          } else {
            const e = { time: o.time / 2, type: o.type, seq, a: seq, b: 1000 - seq };
            seq++;
            q.push(e.time, e.type, e.a, e.b);
            model.push(e);
          }
          expect(q.size).toBe(model.length);
        }
      }),
    );
  });
});
