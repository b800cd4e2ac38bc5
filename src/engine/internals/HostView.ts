import type { ClusterView, RunningJob, ServerState } from '../ClusterView';
import type { JobQueue } from '../JobQueue';
import type { Platform } from '../platform';

/** A frozen, read-only ClusterView over validated copies of a host's state. */
export class HostView implements ClusterView {
  readonly now: number;
  readonly platform: Platform;
  readonly run: object;
  readonly queue: JobQueue;
  readonly running: readonly RunningJob[];
  readonly availableServers: readonly number[];
  readonly maxData: number;
  readonly completedJobs: number;
  readonly totalJobs: number;
  readonly #states: readonly ServerState[];
  readonly #ready: Float64Array;
  readonly #holder: readonly (string | undefined)[];
  /** Per server: when it entered its state, when its transition ends. */
  readonly #since: Float64Array;
  readonly #until: Float64Array;
  /** Each server's p-state, then each server's sleep state (2 x servers). */
  readonly #levels: Uint8Array;

  constructor(fields: Omit<ClusterView, 'run' | 'waiting' | 'serverState' | 'serverJob' | 'readyAt' | 'stateSince' | 'transitionEnd'> & { readonly run: object | undefined }, states: ServerState[], ready: Float64Array, holder: (string | undefined)[], since: Float64Array, until: Float64Array, levels: Uint8Array) {
    this.now = fields.now;
    this.platform = fields.platform;
    this.run = fields.run ?? this;
    this.queue = fields.queue;
    this.running = fields.running;
    this.availableServers = fields.availableServers;
    this.maxData = fields.maxData;
    this.completedJobs = fields.completedJobs;
    this.totalJobs = fields.totalJobs;
    this.#states = Object.freeze(states);
    this.#ready = ready;
    this.#holder = Object.freeze(holder);
    this.#since = since;
    this.#until = until;
    this.#levels = levels;
    Object.freeze(this);
  }

  /** @deprecated the same as `queue` (as ClusterView.waiting) */
  get waiting(): JobQueue {
    return this.queue;
  }

  #server(server: number): number {
    if (!(Number.isInteger(server) && server >= 0 && server < this.#states.length)) {
      throw new RangeError(`server ${typeof server === 'number' ? server : JSON.stringify(server) ?? String(server)} does not exist (0..${this.#states.length - 1})`);
    }
    return server;
  }

  serverState(server: number): ServerState {
    return this.#states[this.#server(server)] as ServerState;
  }

  serverJob(server: number): string | undefined {
    return this.#holder[this.#server(server)];
  }

  readyAt(server: number): number {
    return this.#ready[this.#server(server)] as number;
  }

  stateSince(server: number): number {
    return this.#since[this.#server(server)] as number;
  }

  transitionEnd(server: number): number {
    return this.#until[this.#server(server)] as number;
  }

  pstate(server: number): number {
    return this.#levels[this.#server(server)] as number;
  }

  sleepState(server: number): number | undefined {
    const st = this.serverState(server);
    return st === 'idle' || st === 'computing' ? undefined : (this.#levels[this.#states.length + server] as number);
  }
}
