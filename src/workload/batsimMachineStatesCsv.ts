import type { ServerState } from '../engine/ClusterView';
import type { SimulationResult } from '../engine/Simulation';
import { InvalidInputError } from '../errors/InvalidInputError';
import { traceOf } from './internals/scheduleParts';

/**
 * The columns of Batsim's `machine_states.csv`, in Batsim's order (Batsim 5.0.0-rc2,
 * `src/export.cpp`, `MachineStateTracer::set_filename`: `time` then `nb_` + each state's name;
 * documented in Batsim's `docs/output-machines.rst`).
 *
 * @example
 * ```ts
 * import { BATSIM_MACHINE_STATES_COLUMNS } from 'schedlab/workload';
 * BATSIM_MACHINE_STATES_COLUMNS[1]; // 'nb_sleeping'
 * ```
 */
export const BATSIM_MACHINE_STATES_COLUMNS = Object.freeze(['time', 'nb_sleeping', 'nb_switching_on', 'nb_switching_off', 'nb_idle', 'nb_computing'] as const);

/** Column (after `time`) of each engine state: Batsim's sleeping is our `off`. */
const COLUMN: Readonly<Record<ServerState, number>> = { off: 0, switchingOn: 1, switchingOff: 2, idle: 3, computing: 4 };

/**
 * A run's server states over time as Batsim's `machine_states.csv`: a header of
 * {@link BATSIM_MACHINE_STATES_COLUMNS} and a row at the start of the trace and at every time the
 * counts change, giving how many servers are in each state from that time on (until the next row;
 * the last row holds until the run's end, the last completion). Batsim's states map one to one to
 * the engine's: sleeping = `off`, switching_on, switching_off, idle, computing (a reconfiguring job's
 * servers compute). Every row sums to the number of servers. Built from `result.trace.servers`.
 *
 * @param result - a run made with `{ trace: true }`
 * @throws InvalidInputError when the result has no trace or a segment has an unknown state
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * import { batsimMachineStatesCsv } from 'schedlab/workload';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: '1', submit: 0, processors: 2, runtime: 50, estimate: 60 }];
 * const result = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs }).run(fcfs(), { trace: true });
 * batsimMachineStatesCsv(result);
 * // 'time,nb_sleeping,nb_switching_on,nb_switching_off,nb_idle,nb_computing\n0,0,0,0,2,2\n'
 * ```
 */
export function batsimMachineStatesCsv(result: SimulationResult): string {
  const fn = 'batsimMachineStatesCsv';
  const segments = traceOf(fn, result, 'the server states').servers;
  const n = segments.length;
  // every segment is +1 in its state at its start, -1 at its end
  const times = new Float64Array(2 * n);
  const codes = new Int8Array(2 * n); // column + 1, negative at an end
  for (let i = 0; i < n; i++) {
    const s = segments[i]!;
    const column = COLUMN[s.state];
    if (column === undefined) throw new InvalidInputError(`${fn}: result.trace.servers[${i}] has an unknown state ${JSON.stringify(s.state)}`);
    times[2 * i] = s.start;
    codes[2 * i] = column + 1;
    times[2 * i + 1] = s.end;
    codes[2 * i + 1] = -(column + 1);
  }
  const order = Uint32Array.from({ length: 2 * n }, (_, k) => k).sort((a, b) => times[a]! - times[b]!);
  const counts = [0, 0, 0, 0, 0];
  const lines: string[] = [BATSIM_MACHINE_STATES_COLUMNS.join(',')];
  let last = '';
  let live = 0;
  for (let k = 0; k < order.length; ) {
    const t = times[order[k]!]!;
    for (; k < order.length && times[order[k]!] === t; k++) {
      const code = codes[order[k]!]!;
      counts[Math.abs(code) - 1]! += code > 0 ? 1 : -1;
      live += code > 0 ? 1 : -1;
    }
    if (live === 0) continue; // the end of the trace
    const row = counts.join(',');
    if (row !== last) lines.push(`${t},${row}`);
    last = row;
  }
  return `${lines.join('\n')}\n`;
}
