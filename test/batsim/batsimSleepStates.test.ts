import { describe, expect, it } from 'vitest';
import { batsimSession, decodeBatsimMessage } from '../../src/batsim/index';
import { switchOff, switchOn, type ClusterView, type Decision, type Policy } from '../../src/engine/index';
import { InvalidInputError, SimulationError } from '../../src/errors/index';
import { fcfs } from '../../src/policies/index';
import { PAPER_POWER_MODEL, type PowerModel } from '../../src/power/index';

// Issue 38: `switchOff(servers, { sleepState: k })` under Batsim asks for the k-th sleep pstate of
// `pstates.sleeping` (one per sleep state of the power model) and expects Batsim to report that one.

/** Resource ids 2, 5, 7 (not 0..n-1): the messages must name Batsim's ids. */
const begins = (properties: object = {}) =>
  decodeBatsimMessage({
    now: 0,
    events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { nb_resources: 3, nb_compute_resources: 3, allow_compute_sharing: false, config: { 'redis-enabled': false }, compute_resources: [2, 5, 7].map((id) => ({ id, name: `h${id}`, state: 'idle', properties })), storage_resources: [], workloads: { w0: '/w.json' }, profiles: { w0: { d10: { type: 'delay', delay: 10 } } } } }],
  });
const submitted = (t: number, id: string) => ({ timestamp: t, type: 'JOB_SUBMITTED', data: { job_id: id, job: { id, subtime: t, res: 1, profile: 'd10', walltime: 60 } } });
const changed = (t: number, resources: string, state: string) => ({ timestamp: t, type: 'RESOURCE_STATE_CHANGED', data: { resources, state } });
const call = (t: number) => ({ timestamp: t, type: 'REQUESTED_CALL', data: {} });
const m = (now: number, ...events: object[]) => decodeBatsimMessage({ now, events });

/** Sleep state 1: a deeper sleep than the paper's (2 W asleep), 20 s to enter, 300 s to leave. */
const DEEP = { off: 2, switchingOff: 90, switchOffDuration: 20, switchingOn: 130, switchOnDuration: 300 };
const OWN = { off: PAPER_POWER_MODEL.off, switchingOff: PAPER_POWER_MODEL.switchingOff, switchOffDuration: PAPER_POWER_MODEL.switchOffDuration, switchingOn: PAPER_POWER_MODEL.switchingOn, switchOnDuration: PAPER_POWER_MODEL.switchOnDuration };
const TWO: PowerModel = { ...PAPER_POWER_MODEL, sleepStates: [OWN, DEEP] };

/** A policy that plays `script` (one decision list per call) and records what its view showed of servers 0 and 1. */
function scripted(script: Decision[][]): Policy & { seen: string[] } {
  const seen: string[] = [];
  return {
    name: 'script',
    seen,
    decide(v: ClusterView) {
      seen.push([0, 1].map((s) => `${v.now}: ${s} ${v.serverState(s)} sleep ${String(v.sleepState?.(s))} end ${v.transitionEnd(s)}`).join(', '));
      return script.shift() ?? [];
    },
  };
}

describe('batsimSession: sleep states as a list of sleep pstates (issue 38)', () => {
  it('switchOff to sleep state k sends the k-th pstate, expects it back, and times the switch-off and switch-on with state k', () => {
    const policy = scripted([[switchOff([0], { sleepState: 1 }), switchOff([1])], [], [switchOn([0])], []]);
    const s = batsimSession(policy, { pstates: { sleeping: [13, 16] }, power: TWO });
    s.handle(begins());
    expect(s.handle(m(10, submitted(10, 'w0!1'))).events).toEqual([
      { timestamp: 10, type: 'SET_RESOURCE_STATE', data: { resources: '2', state: '16' } },
      { timestamp: 10, type: 'SET_RESOURCE_STATE', data: { resources: '5', state: '13' } },
    ]);
    // a submission at 20 s (the policy starts nothing): the view shows both switch-offs, to 10 + 20 s and 10 + 6.1 s
    s.handle(m(20, submitted(20, 'w0!2')));
    // asleep in state 1 after its 20 s (Batsim reports sleep pstate 16); the policy wakes it: 300 s of state 1's switch-on
    expect(s.handle(m(30, changed(30, '2', '16'))).events).toEqual([{ timestamp: 30, type: 'SET_RESOURCE_STATE', data: { resources: '2', state: '0' } }]);
    s.handle(m(31, submitted(31, 'w0!3')));
    // host 5's switch-off (to 16.1 s) is overdue while Batsim has not reported it: its end shows as now
    expect(policy.seen.slice(1)).toEqual([
      '20: 0 switchingOff sleep 1 end 30, 20: 1 switchingOff sleep 0 end 20',
      '30: 0 off sleep 1 end NaN, 30: 1 switchingOff sleep 0 end 30',
      '31: 0 switchingOn sleep 1 end 330, 31: 1 switchingOff sleep 0 end 31',
    ]);
    // host 5 went to sleep state 0: Batsim must report pstate 13, not 16
    expect(() => s.handle(m(40, changed(40, '5', '16')))).toThrow(/RESOURCE_STATE_CHANGED to state "16" for resource 5, which was asked to go to state "13"/);
  });

  it('a switchOn of hosts in different sleep states is one SET_RESOURCE_STATE per state (Batsim reports a request when its slowest host is done)', () => {
    const policy = scripted([[switchOff([0, 2]), switchOff([1], { sleepState: 1 })], [], [switchOn([0, 1, 2])], []]);
    const s = batsimSession(policy, { pstates: { sleeping: [13, 16] }, power: TWO });
    s.handle(begins());
    s.handle(m(10, submitted(10, 'w0!1')));
    s.handle(m(30, changed(30, '5', '16'), changed(30, '2 7', '13')));
    expect(s.handle(m(40, submitted(40, 'w0!2'))).events).toEqual([
      { timestamp: 40, type: 'SET_RESOURCE_STATE', data: { resources: '2 7', state: '0' } },
      { timestamp: 40, type: 'SET_RESOURCE_STATE', data: { resources: '5', state: '0' } },
    ]);
    // host 5 is back after sleep state 1's switch-on (DEEP: 300 s), hosts 2 and 7 after sleep state 0's 151.52 s: reported apart
    s.handle(m(191.52, changed(191.52, '2 7', '0')));
    expect(policy.seen.at(-1)).toBe('191.52: 0 idle sleep undefined end NaN, 191.52: 1 switchingOn sleep 1 end 340');
    expect(s.summary.powerRequests).toBe(4);
  });

  it('a single number is sleep state 0; a sleep state without a pstate or beyond the model is refused by name', () => {
    const deep = batsimSession(scripted([[switchOff([1], { sleepState: 1 })]]), { pstates: { sleeping: 13 }, power: TWO });
    deep.handle(begins());
    expect(() => deep.handle(m(1, submitted(1, 'w0!1')))).toThrow(SimulationError);
    const again = batsimSession(scripted([[switchOff([1], { sleepState: 1 })]]), { power: TWO });
    again.handle(begins());
    expect(() => again.handle(m(1, submitted(1, 'w0!1')))).toThrow(/switchOff to sleep state 1: options\.pstates\.sleeping \(--pstate-sleeping\) maps sleep states 0\.\.0 only \(13\); give one sleep pstate per sleep state/);
    const beyond = batsimSession(scripted([[switchOff([1], { sleepState: 2 })]]), { pstates: { sleeping: [13, 16] }, power: TWO });
    beyond.handle(begins());
    expect(() => beyond.handle(m(1, submitted(1, 'w0!1')))).toThrow(/switchOff to sleep state 2, which does not exist \(the power model has sleep states 0\.\.1\)/);
  });

  it('the list checked against the power model: its length, duplicates, a computing pstate (typed errors naming the option and value)', () => {
    const bad = (sleeping: unknown, power: PowerModel | undefined, re: RegExp) => {
      const options = { pstates: { sleeping: sleeping as number[] }, ...(power === undefined ? {} : { power }) };
      expect(() => batsimSession(fcfs(), options)).toThrow(InvalidInputError);
      expect(() => batsimSession(fcfs(), options)).toThrow(re);
    };
    bad([13, 16, 19], TWO, /options\.pstates\.sleeping \(--pstate-sleeping\) lists 3 sleep pstates \(13, 16, 19\), but the power model has 2 sleep states \(options\.power\.sleepStates\): sleep state 2 does not exist/);
    bad([13, 16], undefined, /lists 2 sleep pstates \(13, 16\), but the power model has 1 sleep state /);
    bad([13, 13], TWO, /options\.pstates\.sleeping \(--pstate-sleeping\) lists pstate 13 twice \(\[13,13\]\)/);
    bad([13, 0], TWO, /options\.pstates\.computing and \.sleeping must differ, both have 0/);
    bad([], TWO, /options\.pstates\.sleeping must be an integer >= 0 \(a pstate index\) or a non-empty array of them/);
    bad([13, -1], TWO, /or a non-empty array of them .* got \[13,-1\]/);
    // p-states 0..2 are Batsim's computing pstates 0..2 (computing + k): sleep pstate 2 is one of them
    const dvfs: PowerModel = { ...TWO, pstates: [{ speed: 1, idle: PAPER_POWER_MODEL.idle, computing: PAPER_POWER_MODEL.computing }, { speed: 0.8, idle: 90, computing: 150 }, { speed: 0.5, idle: 85, computing: 120 }] };
    bad([13, 2], dvfs, /options\.pstates\.sleeping \(--pstate-sleeping\) lists pstate 2, which is the computing pstate of p-state 2 of the power model \(computing \+ 2\)/);
    expect(() => batsimSession(fcfs(), { pstates: { sleeping: [13, 2], dvfs: [0, 5, 6] }, power: dvfs })).not.toThrow();
    expect(() => batsimSession(fcfs(), { pstates: { sleeping: [13, 6], dvfs: [0, 5, 6] }, power: dvfs })).toThrow(/options\.pstates\.dvfs must be an array of pstate ids \(integers >= 0, none a sleeping one: 13, 6\)/);
  });

  it('a power-off (sleep state 0) and its planned wake-up are unchanged by a list', () => {
    const policy = scripted([[{ type: 'powerOff', servers: [0], duration: 1000 }]]);
    const s = batsimSession(policy, { pstates: { sleeping: [13, 16] }, power: TWO });
    s.handle(begins());
    expect(s.handle(m(10, submitted(10, 'w0!1'))).events).toEqual([{ timestamp: 10, type: 'SET_RESOURCE_STATE', data: { resources: '2', state: '13' } }]);
    // wake at 10 + 1000 - 151.52 s (sleep state 0's switch-on)
    expect(s.handle(m(16.1, changed(16.1, '2', '13'))).events).toEqual([{ timestamp: 16.1, type: 'CALL_ME_LATER', data: { timestamp: 858.48 } }]);
    expect(s.handle(m(858.48, call(858.48))).events).toEqual([{ timestamp: 858.48, type: 'SET_RESOURCE_STATE', data: { resources: '2', state: '0' } }]);
  });

  it("the pstates given are checked against the energy platform's sleep_pstates at SIMULATION_BEGINS (the defaults are not)", () => {
    const platform = { sleep_pstates: '13:14:15, 16:17:18' }; // as Batsim sends scripts/batsimTwoSleepStates.xml's hosts
    expect(() => batsimSession(fcfs(), { pstates: { sleeping: [13, 16] }, power: TWO }).handle(begins(platform))).not.toThrow();
    expect(() => batsimSession(fcfs(), { pstates: { sleeping: [13, 17] }, power: TWO }).handle(begins(platform))).toThrow(
      /^batsim: message 1: compute resource 2 \(h2\) has sleep_pstates "13:14:15, 16:17:18": options\.pstates\.sleeping \(--pstate-sleeping\) gives pstate 17 to sleep state 1, which is not one of its sleep pstates \(13, 16\)$/,
    );
    expect(() => batsimSession(fcfs(), { pstates: { computing: 15 } }).handle(begins(platform))).toThrow(/the computing pstate 15 \(options\.pstates\.computing \/ dvfs, --pstate-computing\) is one of its sleep or transition pstates/);
    expect(() => batsimSession(fcfs(), { pstates: { sleeping: 3 } }).handle(begins({ sleep_pstates: '3-4-5' }))).toThrow(/has sleep_pstates "3-4-5", not sleep:off:on pstate triples separated by commas/);
    // defaults unchecked: a policy that never sleeps runs on a platform whose sleep pstates are 0:1:2; no property, no check
    expect(() => batsimSession(fcfs()).handle(begins({ sleep_pstates: '0:1:2' }))).not.toThrow();
    expect(() => batsimSession(fcfs(), { pstates: { sleeping: 99 } }).handle(begins())).not.toThrow();
    expect(() => begins({ sleep_pstates: 13 })).toThrow(/data\.compute_resources\[0\]\.properties\.sleep_pstates: expected a string of sleep:off:on pstate triples, got 13/);
  });
});
