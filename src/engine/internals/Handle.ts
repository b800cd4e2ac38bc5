import { InvalidInputError } from '../../errors/InvalidInputError';
import type { SchedlabError } from '../../errors/SchedlabError';
import { SimulationError } from '../../errors/SimulationError';
import type { Rng } from '../../random/Rng';
import type { ClusterView } from '../ClusterView';
import type { Job } from '../Job';
import type { Policy } from '../Policy';
import type { RunEvent, RunEventType } from '../RunEvent';
import type { RunHandle, RunHandleState, RunStep } from '../RunHandle';
import type { Metrics, SimulationResult } from '../Simulation';
import { checkedJobIndex } from './checkedJobIndex';
import { thrownText } from '../../errors/internals/thrownText';
import type { Run } from './Run';
import type { RunView } from './RunView';
import { summarize } from './summarize';

type Listener = (event: RunEvent) => void;

const TYPES: readonly RunEventType[] = ['jobSubmitted', 'jobStarted', 'jobReconfigured', 'jobCompleted', 'serverState', 'decision'];

/**
 * The {@link RunHandle} of a run: drives the run's one loop (`Run.round`), records events only
 * while someone listens or steps, and delivers them after each round.
 */
export class Handle implements RunHandle {
  readonly #run: Run;
  readonly #seed: number;
  readonly #policy: string;
  /** Bounded-slowdown threshold (s) of the metrics (`SimulationOptions.boundedSlowdownTau`). */
  readonly #tau: number;
  #state: RunHandleState = 'running';
  #error: SchedlabError | Error | undefined = undefined;
  #result: SimulationResult | undefined = undefined;
  readonly #listeners = new Map<RunEventType, Listener[]>();
  #listening = 0;
  /** The method (step, runUntil, finish) running the loop or delivering its events, if any. */
  #busy: string | undefined = undefined;
  /** The event type whose listener is being called, if any. */
  #delivering: RunEventType | undefined = undefined;

  constructor(run: Run, policy: Policy, rng: Rng, seed: number, tau: number) {
    this.#run = run;
    this.#seed = seed;
    this.#tau = tau;
    this.#policy = policy.name;
    run.begin(policy, rng);
  }

  get now(): number {
    return this.#run.now;
  }

  get view(): ClusterView {
    return this.#run.view as RunView;
  }

  get state(): RunHandleState {
    return this.#state;
  }

  get error(): SchedlabError | Error | undefined {
    return this.#error;
  }

  step(): RunStep | undefined {
    this.#usable('step');
    this.#notReentrant('step');
    if (this.#state === 'ended') return undefined;
    const events: RunEvent[] = [];
    const previous = this.#run.record(events);
    let ran: number;
    this.#busy = 'step';
    try {
      ran = this.#advance(Infinity, 1);
    } finally {
      this.#run.record(previous);
      this.#busy = undefined;
    }
    if (ran === 0) return undefined;
    const step: RunStep = { time: this.#run.now, events };
    this.#deliver(events, 'step');
    return step;
  }

  runUntil(time: number): void {
    this.#usable('runUntil');
    if (typeof time !== 'number' || Number.isNaN(time)) throw new InvalidInputError(`RunHandle.runUntil: time must be a number (seconds), got ${String(time)}`);
    if (time < this.#run.now) throw new InvalidInputError(`RunHandle.runUntil: time ${time} s is before the run's now (${this.#run.now} s)`);
    this.#notReentrant('runUntil');
    this.#drive(time, 'runUntil');
    if (this.#state === 'running' && Number.isFinite(time)) this.#run.now = time;
  }

  submit(job: Job): void {
    this.#usable('submit');
    if (this.#busy !== undefined && this.#delivering === undefined) this.#notReentrant('submit'); // from the policy, mid-round
    const run = this.#run;
    if (this.#state === 'ended') {
      throw new SimulationError(`RunHandle.submit: the run has ended (every job completed at t=${run.now} s); start a new run to add jobs`, { time: run.now });
    }
    // the run keeps its own frozen copy, read once: changing the caller's object afterwards (or a
    // getter answering differently) changes nothing (issue 41)
    if (typeof job === 'object' && job !== null) job = Object.freeze({ ...job });
    checkedJobIndex([job], run.platform, 'RunHandle.submit: job');
    const prev = run.ids.get(job.id);
    if (prev !== undefined) throw new InvalidInputError(`RunHandle.submit: job.id: "${job.id}" is already a job of this run (jobs[${prev}])`);
    if (job.submit < run.now) {
      throw new InvalidInputError(`RunHandle.submit: job.submit: expected a time >= the run's now (${run.now} s), got ${job.submit} (job "${job.id}")`);
    }
    run.submitOnline(job);
  }

  metrics(): Metrics {
    if (this.#result !== undefined) return this.#result.metrics;
    return summarize(this.#run, this.#seed, this.#policy, this.#tau, true).metrics;
  }

  finish(): SimulationResult {
    this.#usable('finish');
    this.#notReentrant('finish');
    this.#drive(Infinity, 'finish');
    this.#run.close();
    this.#result = summarize(this.#run, this.#seed, this.#policy, this.#tau);
    this.#state = 'finished';
    return this.#result;
  }

  on<K extends RunEventType>(type: K, listener: (event: Extract<RunEvent, { type: K }>) => void): () => void {
    if (!TYPES.includes(type)) throw new InvalidInputError(`RunHandle.on: unknown event type ${JSON.stringify(type)} (expected one of ${TYPES.join(', ')})`);
    if (typeof listener !== 'function') throw new InvalidInputError(`RunHandle.on('${type}'): listener must be a function`);
    const list = this.#listeners.get(type) ?? [];
    this.#listeners.set(type, list);
    const fn = listener as Listener;
    list.push(fn);
    this.#listening++;
    let on = true;
    return () => {
      if (!on) return;
      on = false;
      list.splice(list.indexOf(fn), 1);
      this.#listening--;
    };
  }

  /**
   * Runs the rounds strictly before `until`: in one call of the loop when nobody listens (what
   * `Simulation.run` does), else one round at a time with its events delivered after it.
   */
  #drive(until: number, what: string): void {
    if (this.#state !== 'running') return;
    if (this.#listening === 0) {
      this.#busy = what;
      try {
        this.#advance(until, Infinity);
      } finally {
        this.#busy = undefined;
      }
      return;
    }
    const run = this.#run;
    for (;;) {
      const events: RunEvent[] = [];
      run.record(events);
      let ran: number;
      this.#busy = what;
      try {
        ran = this.#advance(until, 1);
      } finally {
        run.record(undefined);
        this.#busy = undefined;
      }
      this.#deliver(events, what);
      if (ran === 0 || this.#state !== 'running') return;
    }
  }

  /** The run's loop (`Run.advance`); marks the handle ended, or failed (and rethrows) on an error. */
  #advance(until: number, rounds: number): number {
    let ran: number;
    try {
      ran = this.#run.advance(until, rounds);
    } catch (e) {
      this.#state = 'failed';
      this.#error = e instanceof Error ? e : new SimulationError(String(e), { time: this.#run.now, cause: e });
      throw e;
    }
    if (this.#run.ended) this.#state = 'ended';
    return ran;
  }

  #deliver(events: readonly RunEvent[], what: string): void {
    if (this.#listening === 0) return;
    this.#busy = what;
    try {
      for (const e of events) {
        const list = this.#listeners.get(e.type);
        if (list === undefined) continue;
        for (const fn of list.slice()) {
          this.#delivering = e.type;
          try {
            fn(e);
          } catch (cause) {
            // any thrown value, even one whose getters or String() throw, as one line (issue 41)
            throw new SimulationError(`t=${e.time} s: a '${e.type}' listener threw: ${thrownText(cause)}`, { time: e.time, cause });
          }
        }
      }
    } finally {
      this.#busy = undefined;
      this.#delivering = undefined;
    }
  }

  /**
   * Refuses step/runUntil/finish while the handle is inside one of them (from a listener, or from
   * the policy's decide): the run's loop is not re-entrant, and a listener that stepped recursed
   * until the stack overflowed (issue 41). `submit` from a listener is allowed (it only queues).
   */
  #notReentrant(what: string): void {
    if (this.#busy === undefined) return;
    const from = this.#delivering === undefined ? `the policy's decide (inside ${this.#busy}())` : `a '${this.#delivering}' listener (inside ${this.#busy}())`;
    throw new SimulationError(
      `RunHandle.${what}: called from ${from}; the run's loop is not re-entrant: ${what === 'submit' ? 'submit from a listener or between steps' : 'step the run from outside its listeners'}`,
      { time: this.#run.now },
    );
  }

  #usable(what: string): void {
    if (this.#state === 'finished') {
      throw new SimulationError(`RunHandle.${what}: the run is finished (finish() returned its result); start a new run`, { time: this.#run.now });
    }
    if (this.#state === 'failed') {
      const why = this.#error instanceof Error ? this.#error.message : String(this.#error);
      throw new SimulationError(`RunHandle.${what}: the run failed at t=${this.#run.now} s (${why}); its state until then stays readable`, {
        time: this.#run.now,
        cause: this.#error,
      });
    }
  }
}

Object.freeze(Handle.prototype);
