import type { SimulationResult } from '../engine/Simulation';
import { InvalidInputError } from '../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { traceOf } from './internals/scheduleParts';

/**
 * Options of {@link batsimPstateChangesCsv}: how sleep states are numbered as Batsim pstates.
 *
 * @example
 * ```ts
 * import type { PstateChangesOptions } from 'schedlab/workload';
 * const options: PstateChangesOptions = { sleepPstates: [13] }; // Batsim's energy platforms
 * ```
 */
export interface PstateChangesOptions {
  /**
   * The Batsim pstate of each sleep state (sleep state k is `sleepPstates[k]`).
   * @defaultValue `computing + k` with `computing` the number of computing p-states of the run (the
   * largest p-state traced plus one): the sleep pstates numbered after the computing ones
   */
  readonly sleepPstates?: readonly number[];
}

const OPTIONS_KEYS = optionKeys<PstateChangesOptions>({ sleepPstates: true });

/** Batsim's pstate of a server switching off and switching on (its `_pstate_changes.csv`). */
const SWITCHING_OFF = -2;
const SWITCHING_ON = -1;

/** Servers as Batsim's interval set: ascending, runs as `a-b`, separated by spaces. */
function intervals(servers: number[]): string {
  servers.sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < servers.length; ) {
    let j = i;
    while (j + 1 < servers.length && servers[j + 1] === (servers[j] as number) + 1) j++;
    out.push(i === j ? `${servers[i]}` : `${servers[i]}-${servers[j]}`);
    i = j + 1;
  }
  return out.join(' ');
}

/**
 * A run's pstate changes as Batsim's `pstate_changes.csv` (columns `time,machine_id,new_pstate`,
 * `machine_id` an interval set such as `0-31` or `1 4-7`; the format of Batsim 4.2.1's
 * `_pstate_changes.csv`, run with `-E`): a first row at time 0 with every server at p-state 0 (Batsim
 * writes it when its simulation begins, whenever the first job comes), then a row per time and new pstate. An idle or computing server is at its computing
 * p-state (the run's p-state index), a sleeping one at its sleep state's pstate
 * (`options.sleepPstates`), a switching one at Batsim's -2 (switching off) or -1 (switching on).
 * Built from `result.trace.servers`.
 *
 * @param result - a run made with `{ trace: true }`
 * @throws InvalidInputError when the result has no trace, or a sleep state has no pstate in `options.sleepPstates`
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * import { batsimPstateChangesCsv } from 'schedlab/workload';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: '1', submit: 0, processors: 2, runtime: 50, estimate: 60 }];
 * const result = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs }).run(fcfs(), { trace: true });
 * batsimPstateChangesCsv(result); // 'time,machine_id,new_pstate\n0,0-3,0\n'
 * ```
 */
export function batsimPstateChangesCsv(result: SimulationResult, options: PstateChangesOptions = {}): string {
  const fn = 'batsimPstateChangesCsv';
  checkOptions(`${fn}(options)`, options, OPTIONS_KEYS);
  const segments = traceOf(fn, result, 'the server states').servers;
  let computing = 1;
  for (const s of segments) if (s.pstate !== undefined && s.pstate >= computing) computing = s.pstate + 1;
  const sleepPstates = options.sleepPstates;
  const pstateOf = (i: number): number => {
    const s = segments[i]!;
    if (s.state === 'idle' || s.state === 'computing') return s.pstate ?? 0;
    if (s.state === 'switchingOff') return SWITCHING_OFF;
    if (s.state === 'switchingOn') return SWITCHING_ON;
    const k = s.sleepState ?? 0;
    if (sleepPstates === undefined) return computing + k;
    const p = sleepPstates[k];
    if (!Number.isInteger(p)) throw new InvalidInputError(`${fn}: options.sleepPstates has no pstate for sleep state ${k} (result.trace.servers[${i}]), got ${JSON.stringify(sleepPstates)}`);
    return p as number;
  };
  // every server starts at p-state 0 at time 0 (Batsim's first row, written when its simulation begins,
  // whenever the first job comes), then each server's segments in time order
  const last = new Map<number, number>(segments.map((s) => [s.server, 0])); // server -> its pstate so far
  const changes = [...last.keys()].map((server) => ({ t: 0, level: 0, pstate: 0, server }));
  const order = segments.map((_, i) => i).sort((a, b) => segments[a]!.start - segments[b]!.start || a - b);
  const level = new Map<string, number>(); // server@time -> changes of that server at that time so far
  for (const i of order) {
    const s = segments[i]!;
    const p = pstateOf(i);
    if (last.get(s.server) === p) continue;
    last.set(s.server, p);
    const key = `${s.server}@${s.start}`;
    const l = (level.get(key) ?? 0) + 1;
    level.set(key, l);
    changes.push({ t: s.start, level: l, pstate: p, server: s.server });
  }
  changes.sort((a, b) => a.t - b.t || a.level - b.level || a.pstate - b.pstate || a.server - b.server);
  const lines = ['time,machine_id,new_pstate'];
  for (let k = 0; k < changes.length; ) {
    const c = changes[k]!;
    const group: number[] = [];
    for (; k < changes.length && changes[k]!.t === c.t && changes[k]!.level === c.level && changes[k]!.pstate === c.pstate; k++) group.push(changes[k]!.server);
    lines.push(`${c.t},${intervals(group)},${c.pstate}`);
  }
  return `${lines.join('\n')}\n`;
}
