import type { ClusterView, RunningJob, ServerState } from '../ClusterView';
import type { JobQueue } from '../JobQueue';
import type { Platform } from '../platform';
import type { Decision } from '../Decision';
import type { WaitingQueue } from './WaitingQueue';
import { WaitingView } from './WaitingView';

/** What the view reads from the run: the ClusterView members, with the engine's live queue. */
type ViewSource = Omit<ClusterView, 'run' | 'queue' | 'waiting'> & { readonly queue: WaitingQueue };

/**
 * The read-only face of a run that policies receive (Batsim's narrow protocol): the
 * {@link ClusterView} members and nothing else. The run sits in a `#private` field, so a policy
 * cannot reach the engine's state by casting or reflecting on the view, and the view is frozen
 * (assigning `now` throws in strict mode). What it hands out cannot reach back either: `queue`
 * is a frozen {@link WaitingView} over the live queue, `running` holds `RunningJobView`s, and the arrays
 * (`running`, `availableServers`, a running job's `servers`) are the policies' own (made
 * or rewritten after each change) and never read back by the engine, so changing them changes
 * nothing in the run. One view per run.
 */
export class RunView implements ClusterView {
  readonly #run: ViewSource;
  readonly #waiting: WaitingView;

  /** @param run - the run (structurally a ClusterView with its live queue; the view exposes nothing else of it) */
  constructor(run: ViewSource) {
    this.#run = run;
    this.#waiting = new WaitingView(run.queue);
    Object.freeze(this);
  }

  get now(): number {
    return this.#run.now;
  }
  get platform(): Platform {
    return this.#run.platform;
  }
  /** This view: one per run. */
  get run(): object {
    return this;
  }
  get queue(): JobQueue {
    return this.#waiting;
  }

  /** @deprecated the same object as `queue` (to be removed in the next minor version) */
  get waiting(): JobQueue {
    return this.#waiting;
  }
  get running(): readonly RunningJob[] {
    return this.#run.running;
  }
  get availableServers(): readonly number[] {
    return this.#run.availableServers;
  }
  get maxData(): number {
    return this.#run.maxData;
  }
  get completedJobs(): number {
    return this.#run.completedJobs;
  }
  get totalJobs(): number {
    return this.#run.totalJobs;
  }
  serverState(server: number): ServerState {
    return this.#run.serverState(server);
  }
  serverJob(server: number): string | undefined {
    return this.#run.serverJob(server);
  }
  readyAt(server: number): number {
    return this.#run.readyAt(server);
  }
  stateSince(server: number): number {
    return this.#run.stateSince(server);
  }
  get powerDraw(): number {
    return this.#run.powerDraw as number;
  }
  get powerCap(): number {
    return this.#run.powerCap as number;
  }
  addedDraw(decision: Decision): number {
    return this.#run.addedDraw?.(decision) ?? 0;
  }
  transitionEnd(server: number): number {
    return this.#run.transitionEnd(server);
  }
  pstate(server: number): number {
    return this.#run.pstate?.(server) ?? 0;
  }
  sleepState(server: number): number | undefined {
    return this.#run.sleepState?.(server);
  }
  get poweredDownServers(): readonly number[] {
    return this.#run.poweredDownServers as readonly number[];
  }
}

// A policy reaches this prototype (Object.getPrototypeOf); frozen, so one run's policy cannot
// change what the policies of later runs see.
Object.freeze(RunView.prototype);
