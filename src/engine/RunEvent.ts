import type { ServerState } from './ClusterView';
import type { Decision } from './Decision';
import type { Job } from './Job';

/**
 * Something that happened in a run, as a {@link RunHandle} reports it (to its listeners and in
 * what `step()` returns). `time` is the simulated time (s) of the change. Every object is the
 * handle's own copy (server lists included) except `job` of `jobSubmitted`, the caller's job.
 *
 * - `jobSubmitted`: the job entered the waiting queue.
 * - `jobStarted`: a start decision was applied; `servers` ascending.
 * - `jobReconfigured`: a reconfiguration decision was applied (the job now reconfigures towards
 *   `servers`; a shrink releases the other servers at its end, reported as `serverState` events).
 * - `jobCompleted`: the job finished; `killed: true` when the engine ended it at its walltime or a
 *   server failure did (a requeued job is then `jobSubmitted` again).
 * - `serverState`: a server entered `state`. The start of a switch-on is no event of the engine
 *   (docs/engine.md, "Events and scheduling points"): it is reported when the server is idle again
 *   (or at the end of the run), with its own, earlier `time`, just before the `idle` event.
 * - `decision`: the policy was called; its decisions as the engine read them (before applying them).
 *
 * @example
 * ```ts
 * import type { RunEvent } from 'schedlab/engine';
 * function describe(e: RunEvent): string {
 *   switch (e.type) {
 *     case 'jobSubmitted': return `${e.time}: ${e.job.id} submitted`;
 *     case 'jobStarted': return `${e.time}: ${e.job} started on ${e.servers.join(' ')}`;
 *     case 'jobReconfigured': return `${e.time}: ${e.job} reconfigures to ${e.servers.length} servers`;
 *     case 'jobCompleted': return `${e.time}: ${e.job} completed`;
 *     case 'serverState': return `${e.time}: server ${e.server} ${e.state}`;
 *     case 'decision': return `${e.time}: ${e.decisions.length} decision(s)`;
 *   }
 * }
 * ```
 */
export type RunEvent =
  | { readonly type: 'jobSubmitted'; readonly time: number; readonly job: Job }
  | { readonly type: 'jobStarted'; readonly time: number; readonly job: string; readonly servers: readonly number[] }
  | { readonly type: 'jobReconfigured'; readonly time: number; readonly job: string; readonly servers: readonly number[] }
  | { readonly type: 'jobCompleted'; readonly time: number; readonly job: string; readonly killed?: true }
  | { readonly type: 'serverState'; readonly time: number; readonly server: number; readonly state: ServerState }
  | { readonly type: 'decision'; readonly time: number; readonly decisions: readonly Decision[] };

/**
 * The type names of {@link RunEvent}.
 *
 * @example
 * ```ts
 * import type { RunEventType } from 'schedlab/engine';
 * const watched: RunEventType[] = ['jobStarted', 'jobCompleted'];
 * ```
 */
export type RunEventType = RunEvent['type'];
