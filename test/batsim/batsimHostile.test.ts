import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batsimScheduler, batsimSession, decodeBatsimMessage, type BatsimMessage } from '../../src/batsim/index';
import { powerOff, type Decision } from '../../src/engine/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { fcfs } from '../../src/policies/index';
import { PAPER_POWER_MODEL } from '../../src/power/index';
import { parseBatsimWorkload } from '../../src/workload/index';

const BEGINS = { now: 0, events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { compute_resources: [0, 1, 2].map((id) => ({ id, name: `h${id}`, state: 'idle' })), profiles: { w0: { d: { type: 'delay', delay: 10 } } } } }] };
const job = (t: number, id: string, walltime: number | undefined = 60) => ({ timestamp: t, type: 'JOB_SUBMITTED', data: { job_id: id, job: { id, res: 1, profile: 'd', ...(walltime === undefined ? {} : { walltime }) } } });
const m = (now: number, ...events: object[]): BatsimMessage => decodeBatsimMessage({ now, events });
/** A session past SIMULATION_BEGINS, with a policy answering `answer()` whenever it is called. */
function started(answer: () => unknown, log?: (l: string) => void) {
  const s = batsimSession({ name: 'hostile', decide: () => answer() as readonly Decision[] }, log === undefined ? {} : { log });
  s.handle(decodeBatsimMessage(BEGINS));
  return s;
}

describe('hostile policies under batsimSession: typed one-line errors, nothing copied first', () => {
  it('a start whose servers claim length 2^32 - 1, or a Proxy claiming 1e9, is refused before any copy', () => {
    const huge: number[] = [];
    huge.length = 2 ** 32 - 1;
    const proxy = new Proxy([0], { get: (t, k) => (k === 'length' ? 1e9 : Reflect.get(t, k)) });
    for (const servers of [huge, proxy]) {
      const s = started(() => [{ type: 'start', job: 'w0!1', servers }]);
      expect(() => s.handle(m(1, job(1, 'w0!1')))).toThrow(SimulationError);
    }
    const s = started(() => [{ type: 'start', job: 'w0!1', servers: huge }]);
    expect(() => s.handle(m(1, job(1, 'w0!1')))).toThrow(/^batsim: policy hostile at 1 s: start names server undefined, which does not exist \(0\.\.2\)$/);
  });

  it('a policy that throws, returns undefined, a Promise, one decision or [null]: wrapped with context as simulation.run does', () => {
    const cases: [() => unknown, RegExp][] = [
      [() => { throw new Error('boom\nsecond line'); }, /^t=1 s: policy "hostile" threw in decide: Error: boom$/],
      [() => undefined, /^t=1 s: policy "hostile": decide must return an array of decisions, got undefined$/],
      [() => Promise.resolve([]), /got a Promise \(decide must be synchronous: no async\)$/],
      [() => ({ type: 'start', job: 'w0!1', servers: [0] }), /got a single decision of type "start" \(wrap it in an array\)$/],
      [() => [null], /^batsim: policy hostile at 1 s: unknown decision null/],
    ];
    for (const [answer, re] of cases) {
      const s = started(answer);
      let error: unknown;
      try {
        s.handle(m(1, job(1, 'w0!1')));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(SimulationError);
      expect((error as Error).message).toMatch(re);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('powerOff of 1e15 s is refused (the engine bound 1e12 s), not sent as a CALL_ME_LATER at 1e15', () => {
    const s = started(() => [powerOff([1], 1e15)]);
    expect(() => s.handle(m(1, job(1, 'w0!1')))).toThrow(/^batsim: policy hostile at 1 s: powerOff for 1000000000000000 s: expected a duration from the switch-off plus switch-on time 157\.62 s to the engine's bound 1000000000000 s$/);
  });
});

describe('hostile messages: refused per the documented bounds, applied whole or not at all', () => {
  it("a 6 KB message of 200 JOB_COMPLETED with alloc \"0-9999999\" is refused by its size, before expanding it", () => {
    const text = JSON.stringify({ now: 1, events: Array.from({ length: 200 }, (_, i) => ({ timestamp: 1, type: 'JOB_COMPLETED', data: { job_id: `w0!${i}`, job_state: 'COMPLETED_SUCCESSFULLY', alloc: '0-9999999' } })) });
    expect(text.length).toBeLessThan(30_000);
    expect(() => decodeBatsimMessage(text)).toThrow(/^batsim: message: events\[0\] \(JOB_COMPLETED\): data\.alloc: expected at most 1000000 resource ids in one message's interval sets, got "9 characters denoting 10000000 ids"$/);
    // the budget is the message's: 200 x "0-9999" (2e6 ids together) is refused at the 101st set
    const many = { now: 1, events: Array.from({ length: 200 }, (_, i) => ({ timestamp: 1, type: 'JOB_COMPLETED', data: { job_id: `w0!${i}`, job_state: 'COMPLETED_SUCCESSFULLY', alloc: '0-9999' } })) };
    expect(() => decodeBatsimMessage(many)).toThrow(/^batsim: message: events\[100\] \(JOB_COMPLETED\): data\.alloc: expected at most 1000000 resource ids/);
    // a message within the budget is read (5 x 2e5 ids = 1e6)
    const ok = { now: 1, events: Array.from({ length: 5 }, (_, i) => ({ timestamp: 1, type: 'JOB_COMPLETED', data: { job_id: `w0!${i}`, job_state: 'COMPLETED_SUCCESSFULLY', alloc: '0-199999' } })) };
    expect(decodeBatsimMessage(ok).events).toHaveLength(5);
  });

  it('now or a timestamp beyond 1e18 s is refused; a walltime of 1e300 s is answered REJECT_JOB naming the job', () => {
    expect(() => decodeBatsimMessage({ now: 1e300, events: [] })).toThrow(/^batsim: message: now: expected a number in \[0, 1000000000000000000\] \(seconds\), got 1e\+300$/);
    const lines: string[] = [];
    const s = started(() => [], (l) => lines.push(l));
    expect(s.handle(m(2, job(2, 'w0!big', 1e300))).events).toEqual([{ timestamp: 2, type: 'REJECT_JOB', data: { job_id: 'w0!big' } }]);
    expect(lines).toEqual([`REJECT_JOB "w0!big": its walltime 1e+300 s is above the engine's bound of 1000000000000 s (31,700 years; doubles resolve such times only to 1e-4 s)`]);
    // submitted at 1e17 s (Batsim's own test_long_workload.json): rejected at the door, the run goes on
    expect(s.handle(m(1e17, job(1e17, 'w0!late'))).events).toEqual([{ timestamp: 1e17, type: 'REJECT_JOB', data: { job_id: 'w0!late' } }]);
    expect(s.summary.rejected).toBe(2);
  });

  it('a message failing half-way is not applied: the session is dead, its counts those before it', () => {
    const s = started(() => []);
    const bad = m(3, job(3, 'w0!1'), { timestamp: 3, type: 'JOB_COMPLETED', data: { job_id: 'w0!nobody', job_state: 'COMPLETED_SUCCESSFULLY' } });
    expect(() => s.handle(bad)).toThrow(/^batsim: message 2: JOB_COMPLETED at 3 s for job "w0!nobody", which was never submitted$/);
    expect(s.summary.submitted).toBe(0);
    expect(() => s.handle(m(4))).toThrow(/^batsim: message 3: the session failed before \(message 2\); it takes no more messages$/);
  });

  it('timestamps going back across messages, a first message with no events, events after SIMULATION_ENDS: refused', () => {
    const s = started(() => []);
    s.handle(m(10));
    expect(() => s.handle(m(12, job(5, 'w0!1')))).toThrow(/^batsim: message 3: events\[0\] \(JOB_SUBMITTED\) at 5 s is earlier than the previous message's now \(10 s\): time goes backwards$/);
    expect(() => batsimSession(fcfs()).handle(m(0))).toThrow(/^batsim: message 1: the first message holds no event; it must begin with SIMULATION_BEGINS$/);
    expect(() => started(() => []).handle(m(3, { timestamp: 3, type: 'SIMULATION_ENDS', data: {} }, job(3, 'w0!1')))).toThrow(/^batsim: message 2: events\[1\] \(JOB_SUBMITTED\) comes after SIMULATION_ENDS in the same message$/);
  });

  it('control bytes from the peer are escaped in the one-line message', () => {
    const s = started(() => []);
    let error: unknown;
    try {
      s.handle(m(1, { timestamp: 1, type: 'NOTIFY', data: { type: 'evil\n\u0007line\u2028two' } }));
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).toBe('batsim: message 2: NOTIFY "evil\\nline\\u2028two" is not supported (schedlab handles no_more_static_job_to_submit and no_more_external_event_to_occur; external machine events are a non-goal)'.replace('\\nline', '\\n\\u0007line'));
    expect(() => decodeBatsimMessage('{"now": 1, "events": [\n\u0001')).toThrow(InvalidInputError);
    try {
      decodeBatsimMessage('{"now": 1, "events": [\n\u0001');
    } catch (e) {
      expect((e as Error).message).not.toMatch(/[\u0000-\u001f]/);
    }
  });

  it('a workload job with runtime Infinity (a parsed value, not JSON) is refused naming the job', () => {
    expect(() => parseBatsimWorkload({ nb_res: 1, jobs: [{ id: 1, subtime: 0, res: 1, profile: 'd' }], profiles: { d: { type: 'delay', delay: Infinity } } })).toThrow(/^Batsim workload: jobs\[0\] \(id "1"\), profile "d": "delay" must be a number > 0 \(seconds\), got null$/);
  });

  it('a tcp port outside 1..65535 is refused before anything is loaded or bound', async () => {
    for (const socket of ['tcp://127.0.0.1:99999', 'tcp://127.0.0.1:0', 'tcp://127.0.0.1:', 'tcp://127.0.0.1:-1']) {
      await expect(batsimScheduler(fcfs(), { socket })).rejects.toThrow(/the port must be an integer in 1\.\.65535 or \* \(a free port\)/);
    }
  });
});

describe("times at Batsim's precision (property tests, seeded)", () => {
  it('every CALL_ME_LATER asks for a time with at most six decimals, and its six-decimal echo is accepted', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.double({ min: 157.62, max: 1e6, noNaN: true }), (t0, duration) => {
        let first = true;
        const s = batsimSession({ name: 'off', decide: (v) => (first && v.availableServers.length > 0 ? ((first = false), [powerOff([0], duration)]) : []) });
        s.handle(decodeBatsimMessage(BEGINS));
        const echo = (t: number) => Number(t.toFixed(6)); // what Batsim 4 writes (%.6f) and we parse
        const now = echo(t0);
        s.handle(m(now, job(now, 'w0!1')));
        const acked = echo(now + PAPER_POWER_MODEL.switchOffDuration);
        const r = s.handle(m(acked, { timestamp: acked, type: 'RESOURCE_STATE_CHANGED', data: { resources: '0', state: '13' } }));
        const call = r.events.find((e) => e.type === 'CALL_ME_LATER');
        if (call === undefined) return; // the wake-up is due already
        const t = call.data['timestamp'] as number;
        expect(t).toBe(echo(t));
        expect(Math.abs(t - (now + duration - PAPER_POWER_MODEL.switchOnDuration))).toBeLessThanOrEqual(5e-7 + 1e-9 * t);
        const woken = s.handle(m(echo(t), { timestamp: echo(t), type: 'REQUESTED_CALL', data: {} }));
        expect(woken.events).toEqual([{ timestamp: echo(t), type: 'SET_RESOURCE_STATE', data: { resources: '0', state: '0' } }]);
      }),
      { seed: 40, numRuns: 300 },
    );
  });

  it('decision ticks: with any interval, the next tick is asked at six decimals and its echo is a scheduling point', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e4, noNaN: true }), fc.integer({ min: 1, max: 1000 }), (interval, k) => {
        const calls: number[] = [];
        const s = batsimSession({ name: 'count', decide: (v) => (calls.push(v.now), []) }, { decisionInterval: interval });
        s.handle(decodeBatsimMessage(BEGINS));
        const t = Number((k * interval + interval / 3).toFixed(6)); // between ticks: not a decision time
        const r = s.handle(m(t, job(t, 'w0!1')));
        const asked = r.events.find((e) => e.type === 'CALL_ME_LATER')!.data['timestamp'] as number;
        expect(asked).toBe(Number(asked.toFixed(6)));
        expect(calls).toEqual([]);
        s.handle(m(Number(asked.toFixed(6)), { timestamp: Number(asked.toFixed(6)), type: 'REQUESTED_CALL', data: {} }));
        expect(calls).toEqual([Number(asked.toFixed(6))]);
      }),
      { seed: 41, numRuns: 300 },
    );
  });
});

describe('fuzzed messages (seeded): a reply or a typed one-line error, never anything else', () => {
  const event = fc.oneof(
    fc.record({ timestamp: fc.constant(5), type: fc.constantFrom('JOB_SUBMITTED', 'JOB_COMPLETED', 'JOB_KILLED', 'RESOURCE_STATE_CHANGED', 'REQUESTED_CALL', 'NOTIFY', 'SIMULATION_ENDS', 'QUERY', 'X\n'), data: fc.dictionary(fc.constantFrom('job_id', 'job', 'alloc', 'resources', 'state', 'type', 'job_ids', 'job_state'), fc.anything()) }),
    fc.anything(),
  );
  it('random events after SIMULATION_BEGINS', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 6 }), fc.constantFrom(5, -1, 1e300, NaN), (events, now) => {
        const s = batsimSession(fcfs());
        s.handle(decodeBatsimMessage(BEGINS));
        try {
          const r = s.handle(decodeBatsimMessage(JSON.stringify({ now, events })));
          expect(Array.isArray(r.events)).toBe(true);
        } catch (e) {
          expect(e instanceof InvalidInputError || e instanceof SimulationError, String(e)).toBe(true);
          expect((e as Error).message).not.toMatch(/[\u0000-\u001f\u2028\u2029]/);
        }
      }),
      { seed: 42, numRuns: 500 },
    );
  });
});

describe("wakeUp: 'forWork' (no power cycle while nothing waits)", () => {
  it('a host powered off stays asleep past its planned wake-up until a job waits, then is woken and ready a switch-on later', () => {
    const pm = PAPER_POWER_MODEL;
    const views: { now: number; ready: number }[] = [];
    let first = true;
    const policy = {
      name: 'off-once',
      decide: (v: import('../../src/engine/index').ClusterView) => {
        views.push({ now: v.now, ready: v.readyAt(0) });
        if (first) return (first = false), [powerOff([0, 1, 2], 1000)];
        return [];
      },
    };
    const s = batsimSession(policy, { wakeUp: 'forWork' });
    s.handle(decodeBatsimMessage(BEGINS));
    expect(s.handle(m(1, { timestamp: 1, type: 'NOTIFY', data: { type: 'no_more_external_event_to_occur' } }, job(1, 'w0!x', 1e300))).events.map((e) => e.type)).toEqual(['REJECT_JOB', 'SET_RESOURCE_STATE']);
    // asleep: with 'planned' this reply would ask CALL_ME_LATER at 1 + 1000 - 151.52; with 'forWork', nothing
    expect(s.handle(m(1 + pm.switchOffDuration, { timestamp: 1 + pm.switchOffDuration, type: 'RESOURCE_STATE_CHANGED', data: { resources: '0-2', state: '13' } })).events).toEqual([]);
    // a job at 5000 s (after the planned 1001 s): the hosts are woken now, and the policy sees them back at 5000 + 151.52
    expect(s.handle(m(5000, job(5000, 'w0!1'))).events).toEqual([{ timestamp: 5000, type: 'SET_RESOURCE_STATE', data: { resources: '0-2', state: '0' } }]);
    expect(views.at(-1)!.now).toBe(5000);
    expect(views.at(-1)!.ready).toBeCloseTo(5000 + pm.switchOnDuration, 6);
  });
});
