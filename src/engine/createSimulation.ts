import { InvalidInputError } from '../errors/InvalidInputError';
import { assertSeed } from '../random/createRng';
import { STREAMS, seedStream } from '../random/seedStream';
import type { Job } from './Job';
import type { Platform } from './platform';
import { checkedPlatform } from './internals/checkedPlatform';
import type { Policy } from './Policy';
import { paperReconfigurationCost, type ReconfigurationCost } from './ReconfigurationCost';
import type { RunOptions, SimulationResult } from './Simulation';
import type { Workload } from './Workload';
import { Run } from './internals/Run';
import { Handle } from './internals/Handle';
import { summarize } from './internals/summarize';
import type { Rng } from '../random/Rng';
import type { RunHandle } from './RunHandle';
import { checkedJobIndex } from './internals/checkedJobIndex';
import { hasKnownFields } from './internals/knownFieldWorkloads';
import type { CapSchedule } from './internals/CapSchedule';
import { serverTables } from './internals/ServerTables';
import { DEFAULT_BOUNDED_SLOWDOWN_TAU } from './internals/constants';
import { MAX_SECONDS } from './internals/limits';
import { checkedAvailability } from './internals/availabilityEvents';
import { checkKnownKeys, optionKeys, requireObject, requireOptions } from '../errors/internals/knownKeys';

const RUN_OPTIONS_KEYS = optionKeys<RunOptions>({ seed: true, trace: true, walltime: true, availability: true });
const CREATE_SIMULATION_OPTIONS_KEYS = optionKeys<SimulationOptions>({ platform: true, jobs: true, workload: true, decisionInterval: true, decisionOrigin: true, clockStart: true, reconfigurationCost: true, maxData: true, boundedSlowdownTau: true, powerCap: true, softPowerCap: true });

/**
 * Options of {@link createSimulation}: a platform and either `jobs` or `workload`.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, blockReconfigurationCost, type SimulationOptions } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * const options: SimulationOptions = {
 *   platform: homogeneousPlatform({ servers: 10 }),
 *   workload: googleLikeWorkload(),
 *   decisionInterval: 60, // call the policy once a minute
 *   reconfigurationCost: blockReconfigurationCost,
 * };
 * const sim = createSimulation(options);
 * ```
 */
export interface SimulationOptions {
  readonly platform: Platform;
  /** A fixed job set (validated once, here). */
  readonly jobs?: readonly Job[];
  /** A generator: each run draws its job set from the run seed's workload stream. */
  readonly workload?: Workload;
  /**
   * Call the policy only every `decisionInterval` seconds instead of at every event, like periodic
   * production schedulers and the authors' 10 s loop: at the clock times `decisionOrigin + k *
   * decisionInterval` (k integer) from the first submission on. @defaultValue undefined (event-driven)
   */
  readonly decisionInterval?: number;
  /**
   * The clock origin of the periodic decisions (s): ticks fall at `decisionOrigin + k *
   * decisionInterval`. Only with `decisionInterval`. @defaultValue 0 (multiples of the interval)
   */
  readonly decisionOrigin?: number;
  /**
   * When the run starts (s): a scheduling point at this time even if no job has arrived (with
   * `decisionInterval`, when it falls on a tick), and the start of the measured window. Must not be
   * after the first submission. The authors' simulator of Dupont 2020 starts at 0 and powers idle
   * servers off before the first job. @defaultValue the first submission
   */
  readonly clockStart?: number;
  /** Reconfiguration duration model. @defaultValue {@link paperReconfigurationCost} */
  readonly reconfigurationCost?: ReconfigurationCost;
  /**
   * Upper bound of the jobs' data known to the scheduler (the paper's D_max).
   * @defaultValue the workload's `maxData`, else the largest data of the job set
   */
  readonly maxData?: number;
  /**
   * Threshold tau (s, > 0) of the bounded slowdown in `result.metrics` (`meanBoundedSlowdown`,
   * `maxBoundedSlowdown`): `max(1, (end - submit) / max(end - start, tau))`. Only the metrics
   * depend on it, never the schedule. @defaultValue 10 (Feitelson et al., JSSPP 1997)
   */
  readonly boundedSlowdownTau?: number;
  /**
   * A power cap (W) the engine enforces (issue 38, docs/energy.md): a constant, or a
   * piecewise-constant schedule `[{ from, watts }, ...]` (from ascending; no cap before the first).
   * A start, grow, switch-on or p-state change that would take the platform's draw above the cap in
   * force at that instant is refused (SimulationError naming the decision and the draw).
   * @defaultValue none
   */
  readonly powerCap?: number | readonly PowerCapStep[];
  /** A soft cap (W): `Metrics.timeAboveSoftCap` counts the seconds spent above it. @defaultValue none */
  readonly softPowerCap?: number;
}

/**
 * One step of a power-cap schedule (`createSimulation({ powerCap })`): `watts` from time `from` on.
 *
 * @example
 * ```ts
 * import type { PowerCapStep } from 'schedlab/engine';
 * const demandResponse: PowerCapStep[] = [{ from: 0, watts: 20000 }, { from: 3600, watts: 12000 }, { from: 7200, watts: 20000 }];
 * ```
 */
export interface PowerCapStep {
  readonly from: number;
  readonly watts: number;
}

/**
 * A platform bound to jobs (or a workload), ready to replay policies.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type Simulation } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const sim: Simulation = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
 * const fifo = sim.run(dupontSetup('FIFO'), { seed: 1 });
 * const swarm = sim.run(dupontSetup('Swarm2'), { seed: 1 }); // same job set as fifo
 * ```
 */
export interface Simulation {
  readonly platform: Platform;
  /** The fixed job set, or undefined when jobs are drawn from a workload at each run. */
  readonly jobs: readonly Job[] | undefined;
  /**
   * Replays the simulation under `policy`. Runs are independent: the same policy and seed
   * give a deep-equal result.
   * @throws SimulationError when the policy takes an illegal decision or stalls
   */
  run(policy: Policy, options?: RunOptions): SimulationResult;
  /**
   * Starts a run you hold: step it, run it up to a time, submit jobs while it runs, listen to its
   * events, read its metrics so far; `finish()` returns what `run` returns. The same loop as `run`
   * (`run` runs it to the end as `start(policy, options).finish()` does).
   * @throws InvalidInputError when the policy or the seed is invalid
   * @example
   * ```ts
   * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
   * import { googleLikeWorkload } from 'schedlab/workload';
   * import { dupontSetup } from 'schedlab/experiments';
   * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
   * const handle = sim.start(dupontSetup('Swarm2'), { seed: 1 });
   * handle.runUntil(3600);
   * console.log(handle.metrics().energy, handle.view.running.length);
   * const result = handle.finish(); // deep-equal to sim.run(dupontSetup('Swarm2'), { seed: 1 })
   * ```
   */
  start(policy: Policy, options?: RunOptions): RunHandle;
}

function maxDataOf(jobs: readonly Job[]): number {
  let m = 0;
  for (const j of jobs) if (j.kind === 'malleable' && j.data > m) m = j.data;
  return m;
}

/**
 * Binds a platform to jobs (or a workload generator) and returns a {@link Simulation} that
 * replays policies on it: event-driven, with scheduling points at every submission, completion,
 * reconfiguration end and power-transition end, or on a periodic tick.
 *
 * @throws InvalidInputError when the options or a job are invalid (names the job and field)
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * import { dupontSetup } from 'schedlab/experiments';
 * const sim = createSimulation({ platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload() });
 * const result = sim.run(dupontSetup('Swarm2'), { seed: 1 });
 * console.log(result.metrics.cost);
 * ```
 */
export function createSimulation(options: SimulationOptions): Simulation {
  requireOptions('createSimulation(options)', options, CREATE_SIMULATION_OPTIONS_KEYS);
  const { platform, jobs, workload } = options;
  if (platform === undefined || !Array.isArray(platform.clusters)) {
    throw new InvalidInputError('createSimulation: options.platform is required (use homogeneousPlatform or platform)');
  }
  checkedPlatform(platform);
  if ((jobs === undefined) === (workload === undefined)) {
    throw new InvalidInputError('createSimulation: give exactly one of options.jobs and options.workload');
  }
  const interval = options.decisionInterval;
  if (interval !== undefined && !(Number.isFinite(interval) && interval > 0 && interval <= MAX_SECONDS)) {
    throw new InvalidInputError(`createSimulation: decisionInterval must be a number in (0, 1e12] (seconds), got ${interval}`);
  }
  const origin = options.decisionOrigin ?? 0;
  if (options.decisionOrigin !== undefined && interval === undefined) {
    throw new InvalidInputError('createSimulation: decisionOrigin needs decisionInterval (it places the periodic decisions)');
  }
  if (!(Number.isFinite(origin) && Math.abs(origin) <= MAX_SECONDS)) throw new InvalidInputError(`createSimulation: decisionOrigin must be a number in [-1e12, 1e12] (seconds), got ${origin}`);
  const clockStart = options.clockStart;
  if (clockStart !== undefined && !(Number.isFinite(clockStart) && clockStart >= 0 && clockStart <= MAX_SECONDS)) {
    throw new InvalidInputError(`createSimulation: clockStart must be a number in [0, 1e12] (seconds), got ${clockStart}`);
  }
  if (options.maxData !== undefined && !(Number.isFinite(options.maxData) && options.maxData >= 0)) {
    throw new InvalidInputError(`createSimulation: maxData must be a finite number >= 0, got ${options.maxData}`);
  }
  const tau = options.boundedSlowdownTau ?? DEFAULT_BOUNDED_SLOWDOWN_TAU;
  if (!(typeof tau === 'number' && Number.isFinite(tau) && tau > 0)) {
    throw new InvalidInputError(`createSimulation: boundedSlowdownTau must be a finite number > 0 (seconds), got ${String(tau)}`);
  }
  const powerCap = checkedPowerCap(options.powerCap);
  const soft = options.softPowerCap;
  if (soft !== undefined && !(typeof soft === 'number' && soft >= 0 && soft < Infinity)) throw new InvalidInputError(`createSimulation: softPowerCap must be a finite number >= 0 (W), got ${String(soft)}`);
  const cost = options.reconfigurationCost ?? paperReconfigurationCost;
  if (typeof cost !== 'function') throw new InvalidInputError('createSimulation: reconfigurationCost must be a function');
  const fixedIds = jobs === undefined ? undefined : checkedJobIndex(jobs, platform);
  if (jobs !== undefined && jobs.length === 0) {
    throw new InvalidInputError('createSimulation: options.jobs is empty (a run needs at least one job; its metrics would all be 0 and a cost of 0 reads as the best)');
  }
  const fixed = jobs === undefined ? undefined : Object.freeze(jobs.slice());
  const tables = serverTables(platform); // the platform's constants, shared by every run

  /** A run bound to its job set, seed and policy stream, its loop not begun. */
  function prepare(policy: Policy, runOptions: RunOptions): { run: Run; rng: Rng; seed: number } {
    requireObject('simulation.run/start(options)', runOptions, 'an options object { seed, trace }');
    checkKnownKeys('simulation.run/start(options)', runOptions, RUN_OPTIONS_KEYS);
    const seed = runOptions.seed ?? 0;
    assertSeed(seed, 'run options.seed');
    const walltime = runOptions.walltime ?? 'ignore';
    if (walltime !== 'kill' && walltime !== 'ignore') throw new InvalidInputError(`simulation.run/start: options.walltime must be 'kill' or 'ignore', got ${JSON.stringify(walltime)}`);
    if (policy === null || typeof policy !== 'object' || typeof policy.decide !== 'function') {
      throw new InvalidInputError('simulation.run/start: policy must be an object with a decide(view, ctx) method');
    }
    // the streams of seedStream: the job set from the workload stream, the policy's own stream
    let set = fixed;
    let ids = fixedIds;
    if (set === undefined || ids === undefined) {
      const drawn = (workload as Workload).generate(seedStream(seed, STREAMS.workload));
      ids = checkedJobIndex(drawn, platform, '', hasKnownFields(workload as Workload));
      set = drawn;
    }
    const policyRng = seedStream(seed, STREAMS.policy);
    if (clockStart !== undefined && set.length > 0) {
      let first = Infinity;
      for (const j of set) if (j.submit < first) first = j.submit;
      if (clockStart > first) throw new InvalidInputError(`createSimulation: clockStart ${clockStart} s is after the first submission (${first} s)`);
    }
    const maxData = options.maxData ?? workload?.maxData ?? maxDataOf(set);
    const r = new Run({
      platform,
      jobs: set,
      decisionInterval: interval,
      decisionOrigin: origin,
      reconfigurationCost: cost,
      maxData,
      trace: runOptions.trace === true,
      walltimeKill: walltime === 'kill',
      availability: runOptions.availability === undefined ? undefined : { settings: checkedAvailability(runOptions.availability, platform.serverCount), rng: seedStream(seed, STREAMS.engine) },
      clockStart,
      ids,
      tables,
      powerCap,
      softPowerCap: soft,
    });
    return { run: r, rng: policyRng, seed };
  }

  function start(policy: Policy, runOptions: RunOptions = {}): RunHandle {
    const p = prepare(policy, runOptions);
    return new Handle(p.run, policy, p.rng, p.seed, tau);
  }

  // The one loop (Run.advance) driven to its end: exactly what `start(...).finish()` does when
  // nobody listens (begin, advance to the end, close, summarize), without building the handle
  // around it, which cost 1.2% of malleable-paper's instructions (1.780 M against 1.758 M per
  // simulation, valgrind). test/engine/runHandle.test.ts compares the two byte for byte.
  function run(policy: Policy, runOptions: RunOptions = {}): SimulationResult {
    const { run: r, rng, seed } = prepare(policy, runOptions);
    r.begin(policy, rng);
    r.advance(Infinity, Infinity);
    r.close();
    return summarize(r, seed, policy.name, tau);
  }

  return Object.freeze({ platform, jobs: fixed, run, start });
}

/** The checked cap schedule of `createSimulation({ powerCap })`, or undefined. */
function checkedPowerCap(cap: SimulationOptions['powerCap']): CapSchedule | undefined {
  if (cap === undefined) return undefined;
  const steps: readonly PowerCapStep[] = typeof cap === 'number' ? [{ from: -Infinity, watts: cap }] : cap;
  if (!Array.isArray(steps) || steps.length === 0) throw new InvalidInputError(`createSimulation: powerCap must be a number of watts or a non-empty array of { from, watts }, got ${String(cap)}`);
  const times: number[] = [];
  const watts: number[] = [];
  steps.forEach((st, i) => {
    const from = st?.from;
    const w = st?.watts;
    if (!(typeof from === 'number' && !Number.isNaN(from) && (i === 0 || from > (times[i - 1] as number)))) throw new InvalidInputError(`createSimulation: powerCap[${i}].from must be a time after the previous step's, got ${String(from)}`);
    if (!(typeof w === 'number' && w >= 0 && w < Infinity)) throw new InvalidInputError(`createSimulation: powerCap${typeof cap === 'number' ? '' : `[${i}].watts`} must be a finite number >= 0 (W), got ${String(w)}`);
    times.push(from);
    watts.push(w);
  });
  return { times, watts };
}
