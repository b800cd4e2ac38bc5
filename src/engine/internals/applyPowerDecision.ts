import type { Decision, CallMeLaterDecision, SetPstateDecision, SwitchOffDecision, SwitchOnDecision } from '../Decision';
import { applySetPstate } from './applySetPstate';
import { EV_CALL, EV_SWITCHED_OFF, EV_SWITCHED_ON, OFF, SWITCHING_OFF } from './constants';
import { MAX_SECONDS } from './limits';
import type { RunState as Run } from './RunState';
import { secondsForMessage } from '../../errors/internals/formatForMessage';
import type { DecisionChecks } from './DecisionChecks';
import { toSleepState } from './serverLevels';


/**
 * Pushes one power event of `type` per distinct time of `servers` of `servers` (servers of a cluster share
 * their switch-off time): the power events carry a group of servers (`run.groups`).
 */
function pushGroups(run: Run, servers: readonly number[], timeOf: (s: number) => number, type: number): void {
  const by = new Map<number, number[]>();
  for (const s of servers) {
    const t = timeOf(s);
    const g = by.get(t);
    if (g === undefined) by.set(t, [s]);
    else g.push(s);
  }
  for (const [t, g] of by) run.events.push(t, type, run.groups.push(g) - 1, 0);
}

/**
 * Checks that sleep state `k` exists for each of `servers` (a SimulationError naming the time, the
 * servers and k otherwise), then gives each server the powers and transition times of sleep state
 * `k` of its cluster's power model (issue 38).
 */
export function toSleepStates(run: Run, d: Decision, c: DecisionChecks, servers: readonly number[], k: number): void {
  const clusters = run.platform.clusters;
  const of = run.platform.serverCluster;
  for (const s of servers) {
    const count = clusters[of[s] as number]!.power.sleepStates?.length ?? 1;
    if (!(Number.isInteger(k) && k >= 0 && k < count)) c.fail(run, d, `sleep state ${String(k)} does not exist for server ${s} (0..${count - 1})`, undefined, servers);
  }
  for (const s of servers) toSleepState(run.cluster, s, k, k === 0 ? undefined : clusters[of[s] as number]!.power.sleepStates![k]);
}

/** `switchOff(servers)`: each idle, unallocated server switches off and stays off until switched on. */
function applySwitchOff(run: Run, d: SwitchOffDecision, c: DecisionChecks): void {
  const servers = d.servers;
  c.checkServers(run, d, undefined, servers);
  for (const s of servers) {
    const why = c.unavailable(run, s);
    if (why !== undefined) c.fail(run, d, why, undefined, servers);
  }
  const cluster = run.cluster;
  if (d.sleepState !== undefined || cluster.sleepOf !== undefined) toSleepStates(run, d, c, servers, d.sleepState ?? 0);
  for (const s of servers) cluster.powerOff(s, run.now, Infinity, Infinity);
  pushGroups(run, servers, (s) => run.now + (cluster.switchOff[s] as number), EV_SWITCHED_OFF);
  run.switchOffs += servers.length;
}

/**
 * `switchOn(servers)`: each server that is off switches on now; one still switching off completes its
 * switch-off first and switches on from its end (Batsim's rule). A server already due to be idle no
 * later than this would make it (switching on, or a powerOff cycle about to end) is refused.
 */
function applySwitchOn(run: Run, d: SwitchOnDecision, c: DecisionChecks): void {
  const servers = d.servers;
  c.checkServers(run, d, undefined, servers);
  const cluster = run.cluster;
  const now = run.now;
  for (const s of servers) {
    const st = cluster.state[s];
    if (st !== OFF && st !== SWITCHING_OFF) {
      const why = c.unavailable(run, s) ?? `server ${s} is idle`;
      c.fail(run, d, `${why}; only a server that is off or switching off can be switched on`, undefined, servers);
    }
    const repair = run.availability?.downUntil.get(s);
    if (repair !== undefined) c.fail(run, d, `server ${s} is down (a failure) until ${secondsForMessage(repair)} s; a failed server cannot be switched on`, undefined, servers);
    const onAt = st === OFF ? now : cluster.offEnd(s);
    const ready = onAt + (cluster.switchOn[s] as number);
    if (!(ready < (cluster.readyAt[s] as number))) {
      c.fail(run, d, `server ${s} is already ${run.serverState(s)} and due to be idle at ${secondsForMessage(cluster.readyAt[s] as number)} s`, undefined, servers);
    }
  }
  for (const s of servers) {
    const onAt = cluster.state[s] === OFF ? now : cluster.offEnd(s);
    cluster.wake(s, onAt, onAt + (cluster.switchOn[s] as number));
  }
  pushGroups(run, servers, (s) => cluster.readyAt[s] as number, EV_SWITCHED_ON);
}

/** `callMeLater(time)`: a scheduling point at `time`, strictly after now. */
function applyCallMeLater(run: Run, d: CallMeLaterDecision, c: DecisionChecks): void {
  const t = d.time;
  if (!(typeof t === 'number' && t > run.now && t <= MAX_SECONDS)) {
    c.fail(run, d, `time must be a number > now (${secondsForMessage(run.now)} s) and <= 1e12 s, got ${String(t)}`, undefined, []);
  }
  run.events.push(t, EV_CALL, 0, 0);
}

/** Validates and applies a switchOff, switchOn, callMeLater or setPstate decision; throws SimulationError if illegal. */
export function applyPowerDecision(run: Run, d: SwitchOffDecision | SwitchOnDecision | CallMeLaterDecision | SetPstateDecision, c: DecisionChecks): void {
  if (d.type === 'switchOff') applySwitchOff(run, d, c);
  else if (d.type === 'switchOn') applySwitchOn(run, d, c);
  else if (d.type === 'setPstate') applySetPstate(run, d, c);
  else applyCallMeLater(run, d, c);
}
