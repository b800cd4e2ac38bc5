import { describe, expect, it } from 'vitest';
import { batsimSession, decodeBatsimMessage, type BatsimReply } from '../../src/batsim/index';
import { policyByName, shutdownBySpec } from '../../src/experiments/index';

// An idle timeout asks callMeLater(since + 60); since = 471.353 gives 531.3530000000001 s in floating point. Batsim
// echoes the call at 531.353 s (six decimals). The engine's EV_CALL is at the policy's own time, where the timeout has
// expired; the session showed Batsim's 531.353, where it had not: nothing was switched off, and the rule, whose call
// was answered, never asked again (check:batsim's sleep-deepest row: 12/24 starts equal before, 24/24 after).

const begins = {
  now: 0,
  events: [{ timestamp: 0, type: 'SIMULATION_BEGINS', data: { nb_resources: 1, nb_compute_resources: 1, allow_compute_sharing: false, config: { 'redis-enabled': false }, compute_resources: [{ id: 0, name: 'h0', state: 'idle', properties: {} }], storage_resources: [], workloads: { w0: '/w.json' }, profiles: { w0: { d: { type: 'delay', delay: 27 } } } } }],
};
const m = (now: number, ...events: object[]) => decodeBatsimMessage({ now, events });
const types = (r: BatsimReply) => r.events.map((e) => `${e.type}${'state' in e.data ? ` ${String(e.data['state'])}` : ''}${'timestamp' in e.data ? ` ${String(e.data['timestamp'])}` : ''}`);

describe("a REQUESTED_CALL shows the policy the time it asked for", () => {
  it('an idle timeout whose expiry is a float a few ulps above Batsim\'s echo switches the host off at the call', () => {
    const expiry = 471.353 + 60;
    expect(expiry).toBeGreaterThan(531.353); // the float noise this is about
    const s = batsimSession(shutdownBySpec(policyByName('easy'), 'idle:60'));
    s.handle(decodeBatsimMessage(begins));
    expect(types(s.handle(m(444.353, { timestamp: 444.353, type: 'JOB_SUBMITTED', data: { job_id: 'w0!1', job: { id: 'w0!1', subtime: 444.353, res: 1, walltime: 100, profile: 'd' } } })))).toEqual(['EXECUTE_JOB']);
    const done = s.handle(m(471.353, { timestamp: 471.353, type: 'JOB_COMPLETED', data: { job_id: 'w0!1', job_state: 'COMPLETED_SUCCESSFULLY', return_code: 0, alloc: '0' } }));
    expect(types(done)).toEqual(['CALL_ME_LATER 531.353']);
    // before: [] (the view's now 531.353 < 531.3530000000001: not yet expired)
    expect(types(s.handle(m(531.353, { timestamp: 531.353, type: 'REQUESTED_CALL', data: {} })))).toEqual(['SET_RESOURCE_STATE 13']);
  });
});
