import type { ClusterView } from './ClusterView';
import type { Job } from './Job';
import type { RunEvent, RunEventType } from './RunEvent';
import type { Metrics, SimulationResult } from './Simulation';
import type { SchedlabError } from '../errors/SchedlabError';

/**
 * What one {@link RunHandle.step} did: the time of the round and its events, in the order they
 * happened.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RunStep } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 1 }),
 *   jobs: [{ kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 10, estimate: 10 }],
 * });
 * const step: RunStep | undefined = sim.start(fcfs()).step();
 * step?.events.map((e) => e.type); // ['jobSubmitted', 'decision', 'serverState', 'jobStarted']
 * ```
 */
export interface RunStep {
  /** Simulated time of the round (s). */
  readonly time: number;
  /** What happened in the round, in order (see {@link RunEvent}). */
  readonly events: readonly RunEvent[];
}

/**
 * Where a {@link RunHandle} stands: `running` (rounds left), `ended` (every job completed; `finish`
 * builds the result), `finished` (`finish` returned the result) or `failed` (a round threw; the
 * handle keeps what ran until then and `error` says why).
 *
 * @example
 * ```ts
 * import type { RunHandle, RunHandleState } from 'schedlab/engine';
 * const done = (h: RunHandle): boolean => (['ended', 'finished'] as RunHandleState[]).includes(h.state);
 * ```
 */
export type RunHandleState = 'running' | 'ended' | 'finished' | 'failed';

/**
 * A run you hold (`simulation.start(policy, { seed })`): the same engine loop as `run()` (which runs
 * it to the end as `finish()` does), advanced by you one round (`step`) or up to a time (`runUntil`) at a time,
 * fed with jobs as they arrive (`submit`), watched through listeners (`on`) and read between rounds
 * (`now`, `view`, `metrics()`).
 *
 * A round is one pass of the event loop: the events due at the next time, the submissions at that
 * time and, at a scheduling point (or a tick with `decisionInterval`), one call of the policy.
 * Usually one round per instant; zero-duration events (a reconfiguration with `data: 0`) can make
 * several rounds at one time.
 *
 * Events reach listeners after the round that made them, in order, when the handle again shows a
 * consistent state (a listener that reads `view` sees the state after the round). Listeners rather
 * than an iterator of events: the engine builds no event at all while nobody listens (the hot path
 * of `run()` only tests that), a host subscribes to what it needs and keeps driving with
 * `step`/`runUntil`, and `step()` still returns its round's events for a pull-style loop.
 *
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * const sim = createSimulation({
 *   platform: homogeneousPlatform({ servers: 2 }),
 *   jobs: [{ kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 100, estimate: 100 }],
 * });
 * const run = sim.start(fcfs(), { seed: 1 });
 * run.on('jobCompleted', (e) => console.log(`${e.job} done at ${e.time} s`));
 * run.runUntil(50); // every round strictly before t = 50 s; now = 50
 * run.submit({ kind: 'rigid', id: 'b', submit: 60, processors: 1, runtime: 10, estimate: 10 });
 * run.view.running.length; // 1
 * const result = run.finish(); // what sim.run would return with b in the job set
 * ```
 */
export interface RunHandle {
  /**
   * Simulated time (s): the time of the last round, or the `t` of the last `runUntil(t)` when that
   * is later and the run has not ended.
   */
  readonly now: number;
  /** The read-only view the policy receives, readable between rounds (never changes the run). */
  readonly view: ClusterView;
  readonly state: RunHandleState;
  /** Why the run failed (state `failed`), else undefined. */
  readonly error: SchedlabError | Error | undefined;
  /**
   * Runs the next round and returns what happened, or undefined when every job has completed.
   * @throws SimulationError when the policy fails (the handle is then `failed`), or when the handle
   *   is `finished` or `failed`
   */
  step(): RunStep | undefined;
  /**
   * Runs every round whose time is **strictly before** `time` (s), then sets `now` to `time` unless
   * the run ended first: a job submitted afterwards at `time` joins the round at `time` as if it had
   * been in the job set, and a round at `time` itself is left for the next `step` or `runUntil`.
   * @throws InvalidInputError when `time` is NaN or before `now`
   * @throws SimulationError as {@link RunHandle.step}
   */
  runUntil(time: number): void;
  /**
   * Adds a job during the run: validated like the jobs of `createSimulation` (every field, an id
   * unused in this run), with `submit >= now`. It is queued at its submit time after the job set's
   * jobs of that time, exactly as if appended to the job list, and its record comes last in the
   * result. The run's `maxData` (D_max) does not change.
   * @throws InvalidInputError naming the field or the id; SimulationError when the run has ended, finished or failed
   */
  submit(job: Job): void;
  /**
   * Metrics so far, by the same code and definitions as the final ones (`Metrics`) over the window
   * [run start, now]: `meanStretch` and `meanWait` over the jobs completed so far (jobs still waiting
   * or running are not counted: their stretch is not known yet); `energy`, `utilization` and the
   * power figures integrate every server up to `now`, running jobs' servers included;
   * `makespan` is `now` minus the run start. After the last completion they equal `finish().metrics`.
   */
  metrics(): Metrics;
  /**
   * Runs to the end and returns exactly what `simulation.run` returns for the same policy, seed and
   * jobs (online jobs appended).
   * @throws SimulationError as {@link RunHandle.step}; when called a second time
   */
  finish(): SimulationResult;
  /**
   * Calls `listener` with each event of this type, after the round that made it. Returns a function
   * that removes the listener. An exception from a listener is rethrown by the call that ran the
   * round (`step`, `runUntil`, `finish`) as a SimulationError with it as `cause`; the run itself is
   * not affected (the round is complete) and the remaining events of that round are not delivered.
   */
  on<K extends RunEventType>(type: K, listener: (event: Extract<RunEvent, { type: K }>) => void): () => void;
}
