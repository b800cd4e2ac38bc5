import type { RigidJob } from '../../engine/Job';
import type { JobRecord } from '../../engine/Simulation';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkRecords } from './internals/checkRecords';

/**
 * Overall utilization of a rigid schedule (Franke, Lepping & Schwiegelshohn, sec. 3.1, eq. 1):
 * `U = sum_j p_j m_j / (m * (max_j C_j - min_j (C_j - p_j)))`, the consumed processor-seconds
 * over the capacity between the first start and the last completion.
 *
 * @param jobs - the simulated rigid jobs
 * @param records - `result.jobs` of the simulation (same order)
 * @param machineSize - processors m of the machine (integer >= 1)
 * @returns U in [0, 1]
 * @throws InvalidInputError when the records do not match the jobs or m is invalid
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * import { traceUtilization } from 'schedlab/experiments';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: 'a', submit: 0, processors: 2, runtime: 10, estimate: 10 }];
 * const result = createSimulation({ platform: homogeneousPlatform({ servers: 4 }), jobs }).run(fcfs());
 * traceUtilization(jobs, result.jobs, 4); // 0.5
 * ```
 */
export function traceUtilization(jobs: readonly RigidJob[], records: readonly JobRecord[], machineSize: number): number {
  checkRecords('traceUtilization', jobs, records);
  if (!Number.isInteger(machineSize) || machineSize < 1) {
    throw new InvalidInputError(`traceUtilization: machineSize must be an integer >= 1, got ${String(machineSize)}`);
  }
  let work = 0;
  let first = Infinity;
  let last = -Infinity;
  for (const r of records) {
    work += (r.end - r.start) * r.servers;
    if (r.start < first) first = r.start;
    if (r.end > last) last = r.end;
  }
  return last > first ? work / (machineSize * (last - first)) : 0;
}
