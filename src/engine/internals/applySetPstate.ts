import type { SetPstateDecision } from '../Decision';
import { COMPUTING, EV_COMPLETION, IDLE } from './constants';
import { setPstate } from './serverLevels';
import type { JobState } from './JobState';
import type { RunState as Run } from './RunState';
import type { DecisionChecks } from './DecisionChecks';

/**
 * `setPstate(servers, k)`: each server (idle or computing) moves to computing p-state `k` of its
 * cluster's power model (issue 38, point 2). A job running on some of them is re-timed exactly: its
 * work left is frozen at its current rate (`rate * (completion - now)`, exact as at a completion),
 * its allocation interval closed at the old powers, and it continues at the rate of its servers'
 * new speeds (the slowest server's, docs/engine.md "Jobs"). A rigid job co-allocated with a `sigma`
 * (multi-cluster) is refused: its rate also depends on the link's load.
 */
export function applySetPstate(run: Run, d: SetPstateDecision, c: DecisionChecks): void {
  const servers = d.servers;
  c.checkServers(run, d, undefined, servers);
  const k = d.pstate;
  const cluster = run.cluster;
  const jobs: JobState[] = [];
  for (const s of servers) {
    const model = run.platform.clusters[run.platform.serverCluster[s] as number]!.power;
    const count = model.pstates?.length ?? 1;
    if (!(Number.isInteger(k) && k >= 0 && k < count)) c.fail(run, d, `p-state ${String(k)} does not exist for server ${s} (0..${count - 1})`, undefined, servers);
    const st = cluster.state[s];
    if (st !== IDLE && st !== COMPUTING) c.fail(run, d, `server ${s} is ${run.serverState(s)}; only an idle or computing server changes p-state`, undefined, servers);
    const h = cluster.holder[s] as number;
    if (h >= 0) {
      const job = run.states[h]!;
      if (job.job.kind === 'rigid' && job.job.sigma !== undefined) c.fail(run, d, `server ${s} runs job "${job.id}", co-allocated with a sigma: its p-state cannot change`, job.id, servers);
      if (!jobs.includes(job)) jobs.push(job);
    }
  }
  // freeze the jobs at the old speeds and powers
  for (const st of jobs) {
    if (st.reconfiguring) {
      run.closeAllocation(st, 0);
      continue;
    }
    const left = st.rate * (st.completion - run.now);
    run.closeAllocation(st, st.remaining - left);
    st.remaining = left;
  }
  for (const s of servers) {
    const ci = run.platform.serverCluster[s] as number;
    const spec = run.platform.clusters[ci]!;
    const ps = spec.power.pstates?.[k] ?? { speed: 1, idle: spec.power.idle, computing: spec.power.computing };
    setPstate(cluster, s, spec.speed * ps.speed, ps.idle, ps.computing, run.now);
    (cluster.pstateOf ??= new Uint8Array(cluster.size))[s] = k;
  }
  // and continue at the new speeds (a reconfiguring job takes its rate at the reconfiguration's end)
  for (const st of jobs) {
    if (st.reconfiguring) continue;
    st.rate = run.rateOn(st.job, st.servers);
    st.completion = run.now + st.remaining / st.rate;
    st.version++;
    run.events.push(st.completion, EV_COMPLETION, st.index, st.version);
  }
}
