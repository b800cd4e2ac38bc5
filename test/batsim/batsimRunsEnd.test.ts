import { describe, expect, it } from 'vitest';
import { batsimSession, decodeBatsimMessage, type BatsimReply } from '../../src/batsim/index';
import { policyByName, shutdownBySpec } from '../../src/experiments/index';
import { callMeLater, type Policy } from '../../src/engine/index';
import { SimulationError } from '../../src/errors/index';

// Issue 40, "every run ends": the two runs of Batsim's test_long_workload.json (jobs submitted up to 1e17 s) that did not.

const begins = (hosts: number) => ({
  now: 0,
  events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { nb_resources: hosts, nb_compute_resources: hosts, allow_compute_sharing: false, config: { 'redis-enabled': false }, compute_resources: Array.from({ length: hosts }, (_, id) => ({ id, name: `h${id}`, state: 'idle', properties: {} })), storage_resources: [], workloads: { w0: '/w.json' }, profiles: { w0: { d10: { type: 'delay', delay: 10 } } } } }],
});
const submitted = (t: number, id: string, res: number) => ({ timestamp: t, type: 'JOB_SUBMITTED', data: { job_id: id, job: { id, subtime: t, res, walltime: 30, profile: 'd10' } } });
const completed = (t: number, id: string, alloc: string) => ({ timestamp: t, type: 'JOB_COMPLETED', data: { job_id: id, job_state: 'COMPLETED_SUCCESSFULLY', return_code: 0, alloc } });
const changed = (t: number, resources: string, state: string) => ({ timestamp: t, type: 'RESOURCE_STATE_CHANGED', data: { resources, state } });
const m = (now: number, ...events: object[]) => decodeBatsimMessage({ now, events });
const types = (r: BatsimReply) => r.events.map((e) => `${e.type}${'state' in e.data ? ` ${String(e.data['state'])}` : ''}${'timestamp' in e.data ? ` ${String(e.data['timestamp'])}` : ''}`);

describe('every Batsim run ends (issue 40)', () => {
  it("an idle timeout's callback past the engine's 1e12 s is sent (Batsim's clock goes on to 1e17 s), not a SimulationError that aborts Batsim", () => {
    // the check's shutdown row (EASY + idle:600) on test_long_workload.json: job 12 submitted at 1e12 s
    const s = batsimSession(shutdownBySpec(policyByName('easy'), 'idle:600'));
    s.handle(decodeBatsimMessage(begins(1)));
    expect(types(s.handle(m(1e12, submitted(1e12, 'w0!12', 1))))).toEqual(['EXECUTE_JOB']);
    // before: "callMeLater(1000000000610): time must be a number > now (1000000000010 s) and <= 1000000000000 s"
    expect(types(s.handle(m(1e12 + 10, completed(1e12 + 10, 'w0!12', '0'))))).toEqual([`CALL_ME_LATER ${1e12 + 610}`]);
    expect(types(s.handle(m(1e12 + 610, { timestamp: 1e12 + 610, type: 'REQUESTED_CALL', data: {} })))).toEqual(['SET_RESOURCE_STATE 13']);
    expect(types(s.handle(m(1e12 + 616.1, changed(1e12 + 616.1, '0', '13'))))).toEqual([]);
    // a job submitted after 1e12 s is still rejected; then Batsim ends
    expect(types(s.handle(m(1e17, submitted(1e17, 'w0!17', 1), { timestamp: 1e17, type: 'NOTIFY', data: { type: 'no_more_static_job_to_submit' } })))).toEqual(['REJECT_JOB']);
    s.handle(m(1e17, { timestamp: 1e17, type: 'SIMULATION_ENDS', data: {} }));
    expect(s.ended).toBe(true);
    // beyond Batsim's own clock (1e18 s) a callback is still refused
    const late: Policy = { name: 'late', decide: (v) => (v.queue.length === 0 && v.now > 1 ? [callMeLater(2e18)] : []) };
    const t = batsimSession(late);
    t.handle(decodeBatsimMessage(begins(1)));
    expect(() => t.handle(m(5, submitted(5, 'w0!1', 2)))).toThrow(SimulationError);
  });

  it("greedy with the default wake-up: planned wake-ups for a day after the last submission (hand-counted: 96 cycles), then asleep until a job waits", () => {
    const s = batsimSession(policyByName('FIFO-Poff'));
    s.handle(decodeBatsimMessage(begins(2)));
    expect(types(s.handle(m(1, submitted(1, 'w0!0', 2))))).toEqual(['EXECUTE_JOB']);
    // powerOff(900) at 11 s: back at 911 s, woken at 911 - 151.52 = 759.48 s; the greedy policy powers off again at each return
    expect(types(s.handle(m(11, completed(11, 'w0!0', '0-1'))))).toEqual(['SET_RESOURCE_STATE 13']);
    let reply = s.handle(m(17.1, changed(17.1, '0-1', '13')));
    const wakes: number[] = [];
    for (let k = 0; reply.events.length > 0; k++) {
      expect(types(reply)).toEqual([`CALL_ME_LATER ${Math.round((759.48 + 900 * k) * 1e6) / 1e6}`]);
      const w = reply.events[0]!.data['timestamp'] as number;
      wakes.push(w);
      expect(types(s.handle(m(w, { timestamp: w, type: 'REQUESTED_CALL', data: {} })))).toEqual(['SET_RESOURCE_STATE 0']);
      const back = w + 151.52;
      expect(types(s.handle(m(back, changed(back, '0-1', '0'))))).toEqual(['SET_RESOURCE_STATE 13']);
      reply = s.handle(m(back + 6.1, changed(back + 6.1, '0-1', '13')));
      if (k > 200) break;
    }
    // wake k at 759.48 + 900 k s is asked while 758.48 + 900 k <= 86,400 (one day after the submission at 1 s): k = 0..95
    expect(wakes.length).toBe(96);
    expect(wakes.at(-1)).toBeCloseTo(759.48 + 900 * 95, 6);
    // a job submitted a day later wakes the hosts at once (as wakeUp 'forWork'); it starts when Batsim reports them on
    expect(types(s.handle(m(200_000, submitted(200_000, 'w0!1', 2))))).toEqual(['SET_RESOURCE_STATE 0']);
    expect(types(s.handle(m(200_151.52, changed(200_151.52, '0-1', '0'))))).toEqual(['EXECUTE_JOB']);
    // wakeUpHorizon: Infinity is the engine's rule (every planned wake-up asked); a horizon shorter than the first wake asks none
    const engine = batsimSession(policyByName('FIFO-Poff'), { wakeUpHorizon: Infinity });
    const none = batsimSession(policyByName('FIFO-Poff'), { wakeUpHorizon: 500 });
    for (const [session, expected] of [[engine, ['CALL_ME_LATER 759.48']], [none, []]] as const) {
      session.handle(decodeBatsimMessage(begins(2)));
      session.handle(m(1, submitted(1, 'w0!0', 2)));
      session.handle(m(11, completed(11, 'w0!0', '0-1')));
      expect(types(session.handle(m(17.1, changed(17.1, '0-1', '13'))))).toEqual(expected);
    }
    expect(() => batsimSession(policyByName('FIFO-Poff'), { wakeUpHorizon: -1 })).toThrow(/options.wakeUpHorizon must be a number >= 0/);
    expect(() => batsimSession(policyByName('FIFO-Poff'), { wakeUp: 'forWork', wakeUpHorizon: 100 })).toThrow(/wakeUpHorizon applies to wakeUp 'planned' only/);
  });
});
