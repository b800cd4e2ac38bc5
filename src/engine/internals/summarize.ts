import type { JobRecord, Metrics, SimulationResult } from '../Simulation';
import type { Run } from './Run';
import { COMPUTING, DEFAULT_BOUNDED_SLOWDOWN_TAU, IDLE, OFF, SWITCHING_OFF, SWITCHING_ON } from './constants';
import type { ServerState } from '../ClusterView';
import { Status } from './JobState';
import { busySecondsAt, energyAt, energyByStateAt, idlePower, switchOnsAt } from './clusterReadings';

/** Energy per power state (J) from the array indexed by the states of constants.ts (OFF ... SWITCHING_OFF). */
function byStateRecord(by: ArrayLike<number>): Record<ServerState, number> {
  return { off: by[OFF] as number, switchingOn: by[SWITCHING_ON] as number, idle: by[IDLE] as number, computing: by[COMPUTING] as number, switchingOff: by[SWITCHING_OFF] as number };
}

/**
 * Builds the result of a finished run. The window is [first submission (or the run's clockStart when
 * earlier), last completion];
 * energy has been integrated by `ClusterState` (`close`) up to the last completion. `tau` is the
 * bounded-slowdown threshold (s) of `Metrics.meanBoundedSlowdown` and `maxBoundedSlowdown`.
 *
 * With `partial` (`RunHandle.metrics()` during a run), the same definitions over what has happened
 * so far: the jobs completed so far only, the window's end at `run.now`, and the energy and
 * computing time of every server integrated up to `run.now` without changing the run.
 */
export function summarize(run: Run, seed: number, policy: string, tau: number = DEFAULT_BOUNDED_SLOWDOWN_TAU, partial = false): SimulationResult {
  const jobs: JobRecord[] = [];
  let first = Infinity;
  let last = -Infinity;
  let stretchSum = 0;
  let waitSum = 0;
  let turnaroundSum = 0;
  let boundedSum = 0;
  let boundedMax = 0;
  let killed = 0;
  let lost = 0;
  let lostArea = 0;
  for (let i = 0; i < run.states.length; i++) {
    const st = run.states[i]!;
    if (partial && st.status !== Status.Done) continue;
    const job = st.job;
    const work = job.kind === 'malleable' ? job.mass : job.runtime;
    const stretch = (st.end - job.submit) / work;
    const wait = st.start - job.submit;
    const record: JobRecord = {
      id: job.id,
      kind: job.kind,
      submit: job.submit,
      start: st.start,
      end: st.end,
      servers: st.firstServers,
      reconfigurations: st.reconfigurations,
      wait,
      stretch,
      energy: run.jobEnergy[i] as number,
    };
    const m = st.mishaps;
    if (m === undefined) jobs.push(record);
    else if (m.killed) {
      killed++;
      lost += st.remaining;
      lostArea += st.remaining * st.firstServers;
      jobs.push({ ...record, state: 'killed', work: work - st.remaining, ...(m.preemptions > 0 ? { preemptions: m.preemptions } : {}) });
    } else {
      jobs.push({
        ...record,
        ...(m.failed ? { state: 'failed' as const, work: work - st.remaining } : {}),
        ...(m.failures > 0 ? { failures: m.failures } : {}),
        ...(m.preemptions > 0 ? { preemptions: m.preemptions } : {}),
      });
    }
    if (job.submit < first) first = job.submit;
    if (st.end > last) last = st.end;
    stretchSum += stretch;
    waitSum += wait;
    const turnaround = st.end - job.submit;
    turnaroundSum += turnaround;
    // bounded slowdown (Feitelson et al. 1997): max(1, turnaround / max(run time in the schedule, tau))
    const bounded = Math.max(1, turnaround / Math.max(st.end - st.start, tau));
    boundedSum += bounded;
    if (bounded > boundedMax) boundedMax = bounded;
  }
  const n = jobs.length;
  if (partial) last = run.now;
  const window = n === 0 && !partial ? 0 : last - Math.min(first, run.start);
  const cluster = run.cluster;
  const idleSum = idlePower(cluster);
  const meanStretch = n === 0 ? 0 : stretchSum / n;
  const energy = partial ? energyAt(cluster, run.now) : cluster.energy; // summed over the servers at each read
  const normalizedMeanPower = window > 0 ? energy / (window * idleSum) : 0;
  const energyByState = byStateRecord(partial ? energyByStateAt(cluster, run.now) : cluster.energyByState);
  if (partial) cluster.draw.advance(run.now); // records past draw only: later changes come at times >= now
  const base: Metrics = {
    meanStretch,
    normalizedMeanPower,
    cost: meanStretch * normalizedMeanPower,
    energy,
    makespan: window,
    reconfigurations: run.reconfigurations,
    powerOffs: run.powerOffs,
    meanWait: n === 0 ? 0 : waitSum / n,
    utilization: window > 0 ? (partial ? busySecondsAt(cluster, run.now) : cluster.busySeconds) / (cluster.size * window) : 0,
    meanPower: window > 0 ? energy / window : 0,
    meanTurnaround: n === 0 ? 0 : turnaroundSum / n,
    meanBoundedSlowdown: n === 0 ? 0 : boundedSum / n,
    maxBoundedSlowdown: boundedMax,
    // the energy metrics of issue 38 (written out: a spread of a second object cost 1,500 instructions a run)
    energyByState,
    idleEnergy: energyByState.idle,
    switchOns: partial ? switchOnsAt(cluster, run.now) : cluster.switchOns,
    switchOffs: run.switchOffs,
    peakPower: cluster.draw.peak,
    timeAboveSoftCap: cluster.draw.above,
  };
  const withKills: Metrics = run.walltimeKill ? { ...base, killedJobs: killed, lostWork: lost, lostProcessorSeconds: lostArea } : base;
  const a = run.availability;
  const withFailures: Metrics = a === undefined ? withKills : { ...withKills, failedJobs: a.failedJobs, requeues: a.requeues, wastedWork: a.wastedWork };
  const metrics: Metrics = run.preemptions === 0 ? withFailures : { ...withFailures, preemptions: run.preemptions, preemptedWork: run.preemptedWork };
  const result: SimulationResult = { jobs, metrics, seed, policy };
  if (cluster.segments !== undefined && run.allocationSegments !== undefined) {
    return { ...result, trace: { servers: cluster.segments, allocations: run.allocationSegments } };
  }
  return result;
}
