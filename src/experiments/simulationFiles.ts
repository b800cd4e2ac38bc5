import type { SimulationResult } from '../engine/Simulation';
import { batsimJobsCsv } from '../workload/batsimJobsCsv';
import { batsimMachineStatesCsv } from '../workload/batsimMachineStatesCsv';
import { batsimPstateChangesCsv } from '../workload/batsimPstateChangesCsv';
import type { ScheduleExportOptions } from '../workload/ScheduleExportOptions';
import { scheduleSwf } from '../workload/scheduleSwf';
import { checkOptions, optionKeys, requireObject } from '../errors/internals/knownKeys';

const SIMULATION_FILES_OPTIONS_KEYS = optionKeys<ScheduleExportOptions>({ jobs: true, platform: true, workloadName: true });

/**
 * The files `schedlab simulate --out DIR` writes, by name: `jobs.csv`, `machine_states.csv` and
 * `pstate_changes.csv` (Batsim/evalys, `batsimJobsCsv`, `batsimMachineStatesCsv` and
 * `batsimPstateChangesCsv`, sleep states numbered after the computing p-states), `schedule.swf` (`scheduleSwf`)
 * and `result.json` (the result without its trace: `{ jobs, metrics, seed, policy }`, the job
 * records and every metric). Built in memory, so the caller writes them all or none (the CLI
 * writes them atomically with `writeReport`'s `extraFiles`).
 *
 * @param result - a run made with `{ trace: true }`
 * @param options - the simulated jobs and platform (see `ScheduleExportOptions`)
 * @throws InvalidInputError when the result has no trace, or the jobs or platform are not the simulated ones
 * @example
 * ```ts
 * import { writeFileSync } from 'node:fs';
 * import { simulateTrace, simulationFiles } from 'schedlab/experiments';
 * const { result, jobs, platform } = await simulateTrace('data/traces/KTH-SP2-1996-2.1-cln.swf.br', { policy: 'easy', trace: true });
 * for (const [name, text] of Object.entries(simulationFiles(result, { jobs, platform }))) writeFileSync(name, text);
 * ```
 */
export function simulationFiles(result: SimulationResult, options: ScheduleExportOptions = {}): Record<string, string> {
  requireObject('simulationFiles(result)', result, 'a SimulationResult');
  checkOptions('simulationFiles(options)', options, SIMULATION_FILES_OPTIONS_KEYS);
  const { trace: _trace, ...untraced } = result;
  return {
    'jobs.csv': batsimJobsCsv(result, options),
    'machine_states.csv': batsimMachineStatesCsv(result),
    'pstate_changes.csv': batsimPstateChangesCsv(result),
    'schedule.swf': scheduleSwf(result, options),
    'result.json': `${JSON.stringify(untraced, null, 2)}\n`,
  };
}
