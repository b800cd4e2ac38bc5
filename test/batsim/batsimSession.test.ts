import { describe, expect, it } from 'vitest';
import { batsimSession, decodeBatsimMessage, type BatsimReply } from '../../src/batsim/index';
import { callMeLater, powerOff, reconfigureJob, setPstate, startJob, switchOff, switchOn, type Decision, type Policy } from '../../src/engine/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { fcfs } from '../../src/policies/index';
import { PAPER_POWER_MODEL } from '../../src/power/index';

/** Resource ids 2, 5, 7 (not 0..n-1): the allocation must name Batsim's ids. */
const begins = (extra: object = {}, ids = [2, 5, 7]) => ({
  now: 0,
  events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { nb_resources: ids.length, nb_compute_resources: ids.length, allow_compute_sharing: false, config: { 'redis-enabled': false }, compute_resources: ids.map((id) => ({ id, name: `h${id}`, state: 'idle', properties: {} })), storage_resources: [], workloads: { w0: '/w.json' }, profiles: { w0: { d10: { type: 'delay', delay: 10 } } }, ...extra } }],
});
const submitted = (t: number, id: string, res: number, walltime: number | undefined = 60, profile = 'd10') => ({
  timestamp: t,
  type: 'JOB_SUBMITTED',
  data: { job_id: id, job: { id, subtime: t, res, profile, ...(walltime === undefined ? {} : { walltime }) } },
});
const completed = (t: number, id: string, alloc?: string) => ({ timestamp: t, type: 'JOB_COMPLETED', data: { job_id: id, job_state: 'COMPLETED_SUCCESSFULLY', return_code: 0, ...(alloc === undefined ? {} : { alloc }) } });
const m = (now: number, ...events: object[]) => decodeBatsimMessage({ now, events });

describe('decodeBatsimMessage (pure)', () => {
  it('maps the documented fields of each event', () => {
    const d = decodeBatsimMessage(JSON.stringify(begins()));
    expect(d.events[0]).toMatchObject({ type: 'SIMULATION_BEGINS', timestamp: 0, computeSharing: false, redis: false, dynamicJobs: false, resources: [{ id: 2, name: 'h2', state: 'idle' }, { id: 5, name: 'h5', state: 'idle' }, { id: 7, name: 'h7', state: 'idle' }] });
    expect(m(5, submitted(5, 'w0!1', 2)).events[0]).toEqual({ type: 'JOB_SUBMITTED', timestamp: 5, jobId: 'w0!1', res: 2, walltime: 60, profileName: 'd10', profile: undefined });
    expect(m(5, submitted(5, 'w0!1', 2, -1)).events[0]).toMatchObject({ walltime: undefined });
    expect(m(9, completed(9, 'w0!1', '2 5')).events[0]).toEqual({ type: 'JOB_COMPLETED', timestamp: 9, jobId: 'w0!1', jobState: 'COMPLETED_SUCCESSFULLY', alloc: [2, 5] });
    expect(m(9, { timestamp: 9, type: 'RESOURCE_STATE_CHANGED', data: { resources: '1 3-4', state: '13' } }).events[0]).toEqual({ type: 'RESOURCE_STATE_CHANGED', timestamp: 9, resources: [1, 3, 4], state: '13' });
    expect(m(9, { timestamp: 9, type: 'JOB_KILLED', data: { job_ids: ['w0!1'] } }).events[0]).toEqual({ type: 'JOB_KILLED', timestamp: 9, jobIds: ['w0!1'] });
    expect(m(9, { timestamp: 9, type: 'NOTIFY', data: { type: 'no_more_static_job_to_submit' } }).events[0]).toEqual({ type: 'NOTIFY', timestamp: 9, notify: 'no_more_static_job_to_submit' });
  });

  it("enforces the protocol's constraints, each with one line naming the event and field", () => {
    const bad = (doc: unknown, re: RegExp) => {
      expect(() => decodeBatsimMessage(doc)).toThrow(InvalidInputError);
      expect(() => decodeBatsimMessage(doc)).toThrow(re);
    };
    bad({ events: [] }, /^batsim: message: now: expected a number in \[0, 1000000000000000000\] \(seconds\), got undefined$/);
    bad({ now: 1 }, /events: expected an array, got undefined/);
    bad({ now: 1, events: [{ timestamp: 2, type: 'REQUESTED_CALL', data: {} }] }, /events\[0\] \(REQUESTED_CALL\): timestamp: expected a time <= the message's now \(1\), got 2/);
    bad({ now: 5, events: [{ timestamp: 3, type: 'REQUESTED_CALL', data: {} }, { timestamp: 2, type: 'REQUESTED_CALL', data: {} }] }, /events\[1\] \(REQUESTED_CALL\): timestamp: expected a time >= the previous event's \(3\)/);
    bad({ now: 1, events: [{ timestamp: 1, type: 'REQUESTED_CALL' }] }, /events\[0\] \(REQUESTED_CALL\): data: expected an object, got undefined/);
    bad({ now: 1, events: [{ timestamp: 1, type: 'QUERY', data: { requests: { estimate_waiting_time: {} } } }] }, /QUERY and ANSWER are not supported/);
    bad({ now: 1, events: [{ timestamp: 1, type: 'JOB_SUBMITTED', data: { job_id: 'w0!1' } }] }, /data.job: expected the job's description \(Batsim with Redis sends only job_id/);
    bad({ now: 1, events: [{ timestamp: 1, type: 'JOB_COMPLETED', data: { job_id: 'w0!1', job_state: 'COMPLETED_SUCCESSFULLY', alloc: '3-1' } }] }, /data.alloc: expected an interval set such as "0-3 7", got "3-1"/);
    bad({ now: 1, events: [{ timestamp: 1, type: 'RESOURCE_STATE_CHANGED', data: { resources: '', state: '0' } }] }, /data.resources: expected a non-empty interval set/);
    bad({ now: 0, events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { nb_compute_resources: 3, compute_resources: [{ id: 0, name: 'a', state: 'idle' }] } }] }, /data.nb_compute_resources: expected the number of compute_resources \(1\), got 3/);
    expect(() => decodeBatsimMessage('{"now": 0, "events": [', 'message 4')).toThrow(/^batsim: message 4: not valid JSON/);
  });
});

describe('batsimSession (no socket)', () => {
  it("answers EXECUTE_JOB with Batsim's resource ids as an interval set, once per message", () => {
    const s = batsimSession(fcfs());
    expect(s.handle(decodeBatsimMessage(begins()))).toEqual({ now: 0, events: [] });
    expect(s.handle(m(1, submitted(1, 'w0!1', 2), submitted(1, 'w0!2', 2)))).toEqual({ now: 1, events: [{ timestamp: 1, type: 'EXECUTE_JOB', data: { job_id: 'w0!1', alloc: '2 5' } }] });
    expect(s.handle(m(11, completed(11, 'w0!1', '2 5')))).toEqual({ now: 11, events: [{ timestamp: 11, type: 'EXECUTE_JOB', data: { job_id: 'w0!2', alloc: '2 5' } }] });
    s.handle(m(21, completed(21, 'w0!2', '2 5')));
    expect(s.handle(m(21, { timestamp: 21, type: 'SIMULATION_ENDS', data: {} }))).toEqual({ now: 21, events: [] });
    expect(s.ended).toBe(true);
    expect(s.summary).toEqual({ messages: 5, submitted: 2, started: 2, rejected: 0, completed: 2, powerRequests: 0, now: 21 });
    expect(() => s.handle(m(22))).toThrow(/^batsim: message 6: a message after SIMULATION_ENDS$/);
  });

  it('powerOff: SET_RESOURCE_STATE sleeping, CALL_ME_LATER switch-on time before the end, then computing', () => {
    const pm = PAPER_POWER_MODEL;
    let calls = 0;
    // powers server 0 off for 2000 s at its first call, nothing else
    const policy: Policy = { name: 'off-once', decide: () => (calls++ === 0 ? [powerOff([0], 2000)] : []) };
    const s = batsimSession(policy, { pstates: { computing: 1, sleeping: 7 } });
    s.handle(decodeBatsimMessage(begins()));
    const wake = 10 + 2000 - pm.switchOnDuration;
    expect(s.handle(m(10, submitted(10, 'w0!1', 1))).events).toEqual([{ timestamp: 10, type: 'SET_RESOURCE_STATE', data: { resources: '2', state: '7' } }]);
    const acked: BatsimReply = s.handle(m(10 + pm.switchOffDuration, { timestamp: 10 + pm.switchOffDuration, type: 'RESOURCE_STATE_CHANGED', data: { resources: '2', state: '7' } }));
    expect(acked.events).toEqual([{ timestamp: 10 + pm.switchOffDuration, type: 'CALL_ME_LATER', data: { timestamp: wake } }]);
    expect(s.handle(m(wake, { timestamp: wake, type: 'REQUESTED_CALL', data: {} })).events).toEqual([{ timestamp: wake, type: 'SET_RESOURCE_STATE', data: { resources: '2', state: '1' } }]);
    expect(calls).toBe(2); // the wake-up call is no scheduling point
    expect(s.handle(m(wake + pm.switchOnDuration, { timestamp: wake + pm.switchOnDuration, type: 'RESOURCE_STATE_CHANGED', data: { resources: '2', state: '1' } })).events).toEqual([]);
    expect(s.summary.powerRequests).toBe(2);
    // a state change nobody asked for
    expect(() => s.handle(m(5000, { timestamp: 5000, type: 'RESOURCE_STATE_CHANGED', data: { resources: '5', state: '7' } }))).toThrow(/RESOURCE_STATE_CHANGED to state "7" for resource 5, which no SET_RESOURCE_STATE asked to change/);
  });

  it('switchOff, callMeLater, switchOn (early, while switching off) and setPstate: the events, by hand', () => {
    const pm = { ...PAPER_POWER_MODEL, pstates: [{ speed: 1, idle: 95, computing: 190.74 }, { speed: 0.5, idle: 90, computing: 120 }] };
    const script: Decision[][] = [[switchOff([0]), callMeLater(100)], [switchOn([0])], [setPstate([1], 1)], []];
    const seen: number[] = [];
    const policy: Policy = { name: 'script', decide: (v) => (seen.push(v.now), script.shift() ?? []) };
    const s = batsimSession(policy, { pstates: { computing: 1, sleeping: 7, dvfs: [1, 4] }, power: pm });
    s.handle(decodeBatsimMessage(begins()));
    expect(s.handle(m(10, submitted(10, 'w0!1', 1))).events).toEqual([
      { timestamp: 10, type: 'SET_RESOURCE_STATE', data: { resources: '2', state: '7' } },
      { timestamp: 10, type: 'CALL_ME_LATER', data: { timestamp: 100 } },
    ]);
    // the policy's call is a scheduling point; its switchOn waits for the end of the switch-off (Batsim's rule)
    expect(s.handle(m(100.000008, { timestamp: 100.000008, type: 'REQUESTED_CALL', data: {} })).events).toEqual([]);
    expect(seen).toEqual([10, 100.000008]); // answered 8 us late (SimGrid's timing), still the call of 100 s
    expect(s.handle(m(110, { timestamp: 110, type: 'RESOURCE_STATE_CHANGED', data: { resources: '2', state: '7' } })).events).toEqual([
      { timestamp: 110, type: 'SET_RESOURCE_STATE', data: { resources: '2', state: '1' } },
      { timestamp: 110, type: 'SET_RESOURCE_STATE', data: { resources: '5', state: '4' } }, // p-state 1 -> Batsim's 4 (dvfs)
    ]);
    expect(s.handle(m(110, { timestamp: 110, type: 'RESOURCE_STATE_CHANGED', data: { resources: '5', state: '4' } })).events).toEqual([]);
    expect(s.summary.powerRequests).toBe(3);
    // switchOn of a server that is idle is refused as the engine refuses it
    const bad = batsimSession({ name: 'on', decide: () => [switchOn([1])] });
    bad.handle(decodeBatsimMessage(begins()));
    expect(() => bad.handle(m(1, submitted(1, 'w0!1', 1)))).toThrow(/switchOn on server 1, which is idle; only a server that is off or switching off can be switched on/);
    // a sleep state the power model does not have is refused by name (test/batsim/batsimSleepStates.test.ts: the others)
    const deep = batsimSession({ name: 'deep', decide: () => [switchOff([1], { sleepState: 1 })] });
    deep.handle(decodeBatsimMessage(begins()));
    expect(() => deep.handle(m(1, submitted(1, 'w0!1', 1)))).toThrow(/switchOff to sleep state 1, which does not exist \(the power model has sleep states 0\.\.0\)/);
  });

  it('decisionInterval: decides at multiples only, asking for them with CALL_ME_LATER while jobs wait', () => {
    const s = batsimSession(fcfs(), { decisionInterval: 100 });
    s.handle(decodeBatsimMessage(begins()));
    expect(s.handle(m(30, submitted(30, 'w0!1', 1))).events).toEqual([{ timestamp: 30, type: 'CALL_ME_LATER', data: { timestamp: 100 } }]);
    expect(s.handle(m(100, { timestamp: 100, type: 'REQUESTED_CALL', data: {} })).events).toEqual([{ timestamp: 100, type: 'EXECUTE_JOB', data: { job_id: 'w0!1', alloc: '2' } }]);
  });

  it('refuses out-of-order and unsupported messages with one line', () => {
    const started = () => {
      const s = batsimSession(fcfs());
      s.handle(decodeBatsimMessage(begins()));
      return s;
    };
    expect(() => started().handle(m(1, submitted(1, 'w0!1', 1), submitted(1, 'w0!1', 1)))).toThrow(/^batsim: message 2: job "w0!1" is submitted twice$/);
    const s = started();
    s.handle(m(1, submitted(1, 'w0!1', 1)));
    expect(() => s.handle(m(2, completed(2, 'w0!1', '5')))).toThrow(/JOB_COMPLETED for job "w0!1" gives alloc "5", but it was started on "2"/);
    expect(() => started().handle(m(2, completed(2, 'w0!3')))).toThrow(/JOB_COMPLETED at 2 s for job "w0!3", which was never submitted/);
    expect(() => started().handle(decodeBatsimMessage(begins()))).toThrow(/a second SIMULATION_BEGINS/);
    expect(() => started().handle(m(1, { timestamp: 1, type: 'NOTIFY', data: { type: 'event_machine_unavailable' } }))).toThrow(/NOTIFY "event_machine_unavailable" is not supported/);
    // a job schedlab cannot time without a walltime is rejected, the reason logged (Batsim goes on)
    const logged: string[] = [];
    const r = batsimSession(fcfs(), { log: (l) => logged.push(l) });
    r.handle(decodeBatsimMessage(begins()));
    expect(r.handle(m(1, submitted(1, 'w0!1', 1, -1, 'unknown'))).events).toEqual([{ timestamp: 1, type: 'REJECT_JOB', data: { job_id: 'w0!1' } }]);
    expect(logged).toEqual(['REJECT_JOB "w0!1": it has no walltime and schedlab cannot time it (its profile is not known (neither forwarded nor in SIMULATION_BEGINS)); the policies plan with an estimate: give the job a walltime']);
    expect(() => batsimSession(fcfs()).handle(decodeBatsimMessage(begins({ allow_compute_sharing: true })))).toThrow(/allow_compute_sharing is true/);
    expect(() => batsimSession(fcfs()).handle(decodeBatsimMessage(begins({ config: { 'redis-enabled': true } })))).toThrow(/run Batsim without --enable-redis/);
    const sleeping = begins();
    (sleeping.events[0]!.data.compute_resources[1] as { state: string }).state = 'sleeping';
    expect(() => batsimSession(fcfs()).handle(decodeBatsimMessage(sleeping))).toThrow(/compute resource 5 \(h5\) is "sleeping" at the start/);
  });

  it('a job without walltime takes its delay profile (from SIMULATION_BEGINS) as estimate; dynamic jobs get registration_finished', () => {
    const s = batsimSession(fcfs());
    expect(s.handle(decodeBatsimMessage(begins({ config: { 'dynamic-jobs-enabled': true } }))).events).toEqual([{ timestamp: 0, type: 'NOTIFY', data: { type: 'registration_finished' } }]);
    expect(s.handle(m(1, submitted(1, 'w0!1', 3, -1))).events).toEqual([{ timestamp: 1, type: 'EXECUTE_JOB', data: { job_id: 'w0!1', alloc: '2 5 7' } }]);
  });

  it('a decision the engine would refuse is a SimulationError naming policy, time and job; reconfigure is refused (rigid jobs only)', () => {
    const bad = (d: ReturnType<typeof startJob> | ReturnType<typeof reconfigureJob>, re: RegExp) => {
      const s = batsimSession({ name: 'bad', decide: (v) => (v.queue.length > 0 ? [d] : []) });
      s.handle(decodeBatsimMessage(begins()));
      let e: unknown;
      try {
        s.handle(m(1, submitted(1, 'w0!1', 2)));
      } catch (x) {
        e = x;
      }
      expect(e).toBeInstanceOf(SimulationError);
      expect((e as Error).message).toMatch(re);
    };
    bad(startJob('w0!1', [0]), /^batsim: policy bad at 1 s: start of job "w0!1" on 1 servers; it needs exactly 2$/);
    bad(startJob('w0!9', [0, 1]), /start of job "w0!9", which is not waiting/);
    bad(startJob('w0!1', [0, 3]), /start names server 3, which does not exist \(0..2\)/);
    bad(reconfigureJob('w0!1', [0, 1]), /malleable jobs have no Batsim representation/);
  });

  it('validates its arguments', () => {
    expect(() => batsimSession(null as unknown as Policy)).toThrow(/batsimSession: policy must be a Policy/);
    expect(() => batsimSession(fcfs(), { sed: 1 } as object)).toThrow(/batsimSession: unknown option "sed"; valid: seed, power, pstates, decisionInterval, hostSpeed, wakeUp, wakeUpHorizon, log/);
    expect(() => batsimSession(fcfs(), { pstates: { computing: 3, sleeping: 3 } })).toThrow(/must differ/);
    expect(() => batsimSession(fcfs(), { pstates: { off: 3 } as object })).toThrow(/unknown option "off"; valid: computing, sleeping/);
    expect(() => batsimSession(fcfs(), { decisionInterval: 0 })).toThrow(/options.decisionInterval must be a number > 0/);
  });
});
