/**
 * Policies in another simulator: a small event loop of its own (a host simulator) calls schedlab
 * policies through `clusterView(state)` and applies their decisions itself. With the same jobs it
 * reproduces `simulation.run` exactly: the greedy policy of Dupont et al. 2020 (its FIFO setup) on
 * malleable jobs and EASY backfilling on rigid jobs.
 *
 *   npx tsx examples/embed-host.ts
 */
import { clusterView, createSimulation, homogeneousPlatform, type Decision, type HostRunningJob, type Job, type Policy, type ServerState } from 'schedlab/engine';
import { easyBackfilling, greedyPolicy } from 'schedlab/policies';
import { createRng, seedStream, STREAMS, uniform } from 'schedlab/random';
import { googleLikeWorkload } from 'schedlab/workload';

interface Running extends HostRunningJob {
  readonly rate: number; // work per second: n^alpha (malleable) or 1 (rigid), speed-1 servers
  readonly end: number;
}

/**
 * The host: jobs arrive at their submit time, run at a fixed rate on the servers a start decision
 * gives them, and free the servers when done. The policy is called once per instant at which a job
 * arrived or completed (as in schedlab's engine), after both.
 */
function hostRun(servers: number, jobs: readonly Job[], policy: Policy, seed: number, maxData: number): Map<string, { start: number; end: number }> {
  const platform = homogeneousPlatform({ servers });
  const states: ServerState[] = new Array<ServerState>(servers).fill('idle');
  const arrivals = jobs.map((job, i) => ({ job, i })).sort((a, b) => a.job.submit - b.job.submit || a.i - b.i);
  const queue: Job[] = [];
  const running: Running[] = [];
  const done = new Map<string, { start: number; end: number }>();
  const rng = seedStream(seed, STREAMS.policy); // what simulation.run hands the policy
  let next = 0;
  while (done.size < jobs.length) {
    const now = Math.min(arrivals[next]?.job.submit ?? Infinity, ...running.map((r) => r.end));
    for (const r of running.filter((x) => x.end === now)) {
      for (const s of r.servers) states[s] = 'idle';
      running.splice(running.indexOf(r), 1);
      done.set(r.job.id, { start: r.start, end: r.end });
    }
    while (arrivals[next]?.job.submit === now) queue.push(arrivals[next++]!.job);
    if (done.size === jobs.length) break;
    const view = clusterView({
      now,
      platform,
      servers: states.map((state) => ({ state })),
      queue,
      running: running.map((r) => ({ job: r.job, start: r.start, servers: r.servers, remainingMass: r.rate * (r.end - now) })), // only the fields clusterView knows
      maxData,
      completedJobs: done.size,
      totalJobs: jobs.length,
    });
    const decisions: readonly Decision[] = policy.decide(view, { rng });
    for (const d of decisions) {
      if (d.type !== 'start') throw new Error(`this host only starts jobs; got a ${d.type} decision`);
      const k = queue.findIndex((j) => j.id === d.job);
      const job = queue[k];
      if (job === undefined || d.servers.some((s) => states[s] !== 'idle')) throw new Error(`illegal start of ${d.job} at ${now}`);
      queue.splice(k, 1);
      for (const s of d.servers) states[s] = 'computing';
      const rate = job.kind === 'malleable' ? Math.pow(d.servers.length, job.alpha) : 1;
      const work = job.kind === 'malleable' ? job.mass : job.runtime;
      running.push({ job, start: now, servers: [...d.servers].sort((a, b) => a - b), rate, end: now + work / rate });
    }
  }
  return done;
}

function compare(label: string, servers: number, jobs: readonly Job[], policy: () => Policy, maxData: number): void {
  const seed = 1;
  const host = hostRun(servers, jobs, policy(), seed, maxData);
  const run = createSimulation({ platform: homogeneousPlatform({ servers }), jobs, maxData }).run(policy(), { seed });
  const same = run.jobs.every((j) => host.get(j.id)?.start === j.start && host.get(j.id)?.end === j.end);
  if (!same) throw new Error(`${label}: the host loop and simulation.run disagree`);
  const makespan = Math.max(...run.jobs.map((j) => j.end)) - Math.min(...jobs.map((j) => j.submit));
  console.log(`${label.padEnd(34)} ${jobs.length} jobs, makespan ${makespan.toFixed(1)} s: host loop = simulation.run (identical start and end times)`);
}

// Dupont 2020's greedy policy without reconfiguration or power-off (its FIFO setup), 10 servers
const workload = googleLikeWorkload({ servers: 10, jobs: 50 });
const malleable = workload.generate(seedStream(7, STREAMS.workload));
compare('greedyPolicy (Dupont 2020, FIFO)', 10, malleable, () => greedyPolicy({ name: 'FIFO' }), workload.maxData ?? 0);

// EASY backfilling, 300 rigid jobs on 32 processors, estimates up to 3x the run time
const rng = createRng(11);
const rigid: Job[] = Array.from({ length: 300 }, (_, i) => {
  const runtime = 30 + Math.floor(uniform(rng) * 3000);
  return { kind: 'rigid', id: `r${i}`, submit: Math.floor(uniform(rng) * 40_000), processors: 1 + Math.floor(uniform(rng) * 16), runtime, estimate: Math.ceil(runtime * (1 + 2 * uniform(rng))) };
});
compare('easyBackfilling', 32, rigid, () => easyBackfilling(), 0);
