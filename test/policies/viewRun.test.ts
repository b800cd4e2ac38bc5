/**
 * ClusterView.run: a host builds a view per call, and a policy that remembers between calls must
 * know the calls are of one run (withShutdown's rates, multifactorPriority's fair share,
 * conservative backfilling's reservations). Under the Batsim adapter every call had a new view,
 * so withShutdown forgot its switch-off rate (and its sleep history) at every call.
 */
import { describe, expect, it } from 'vitest';
import { clusterView, homogeneousPlatform, type ClusterView, type HostServer } from '../../src/engine/index';
import { createRng } from '../../src/random/createRng';
import { fcfs, idleTimeout, withShutdown } from '../../src/policies/index';
import { InvalidInputError } from '../../src/errors/InvalidInputError';

const platform = homogeneousPlatform({ servers: 3 });

function hostView(now: number, servers: HostServer[], run?: object): ClusterView {
  return clusterView({ now, platform, servers, queue: [], running: [], ...(run === undefined ? {} : { run }) });
}

/** Switch-offs withShutdown(fcfs, idle 10 s at most one per minute) decides at t = 100 then t = 101 (three servers idle since 0). */
function switchOffs(run: object | undefined): number[] {
  const policy = withShutdown(fcfs(), idleTimeout({ suspendTime: 10, maxSuspendsPerMinute: 1 }));
  const ctx = { rng: createRng(1) };
  const idle: HostServer = { state: 'idle', since: 0 };
  const first = policy.decide(hostView(100, [idle, idle, idle], run), ctx);
  const off = first.flatMap((d) => (d.type === 'switchOff' ? d.servers : []));
  const servers: HostServer[] = [0, 1, 2].map((s) => (off.includes(s) ? { state: 'switchingOff', since: 100, readyAt: Infinity, transitionEnd: 110 } : idle));
  const second = policy.decide(hostView(101, servers, run), ctx);
  return [off.length, second.filter((d) => d.type === 'switchOff').flatMap((d) => (d.type === 'switchOff' ? d.servers : [])).length];
}

describe('ClusterView.run', () => {
  it('is the object the host gives, the view itself when none, and refused when not an object', () => {
    const token = {};
    expect(hostView(0, [{ state: 'idle' }, { state: 'idle' }, { state: 'idle' }], token).run).toBe(token);
    const own = hostView(0, [{ state: 'idle' }, { state: 'idle' }, { state: 'idle' }]);
    expect(own.run).toBe(own);
    expect(() => clusterView({ now: 0, platform, servers: [{ state: 'idle' }, { state: 'idle' }, { state: 'idle' }], queue: [], running: [], run: 3 as unknown as object })).toThrow(InvalidInputError);
  });

  it("keeps withShutdown's switch-off rate across a host's calls of one run", () => {
    // one switch-off at t = 100; at t = 101 the minute's budget is spent: none more
    expect(switchOffs({})).toEqual([1, 0]);
    // without a run object each call reads as a new run: the budget starts again
    expect(switchOffs(undefined)).toEqual([1, 1]);
  });
});
