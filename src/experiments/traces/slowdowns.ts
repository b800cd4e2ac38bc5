import type { RigidJob } from '../../engine/Job';
import type { JobRecord } from '../../engine/Simulation';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkRecords } from './internals/checkRecords';

/**
 * Slowdown statistics of a rigid schedule, see {@link slowdowns}.
 *
 * @example
 * ```ts
 * import { slowdowns, type Slowdowns } from 'schedlab/experiments';
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * const jobs: RigidJob[] = [{ kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 5, estimate: 5 }, { kind: 'rigid', id: 'b', submit: 0, processors: 1, runtime: 5, estimate: 5 }];
 * const s: Slowdowns = slowdowns(jobs, createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs }).run(fcfs()).jobs);
 * console.log(s.mean, s.meanBounded, s.weighted); // 1.5, 1, 1.5
 * ```
 */
export interface Slowdowns {
  /** Mean of `SD_j = (C_j - r_j) / p_j` (Franke et al. eq. 4). */
  readonly mean: number;
  /** Mean bounded slowdown `max(1, (C_j - r_j) / max(p_j, tau))`. */
  readonly meanBounded: number;
  /**
   * Average weighted slowdown `sum p_j m_j (C_j - r_j) / sum p_j^2 m_j` (Franke et al. eq. 5, over
   * all jobs of the schedule).
   */
  readonly weighted: number;
}

/**
 * Slowdown, bounded slowdown and average weighted slowdown of a rigid schedule (Franke, Lepping &
 * Schwiegelshohn, sec. 3.2, eq. 4 and 5; the bounded slowdown is the usual one of Feitelson et
 * al. with threshold `tau`). `p_j` is `end - start` of the record.
 *
 * @param jobs - the simulated rigid jobs
 * @param records - `result.jobs` of the simulation (same order)
 * @param tau - bounded-slowdown threshold in seconds (> 0) @defaultValue 10
 * @throws InvalidInputError when the records do not match the jobs or tau is invalid
 * @example
 * ```ts
 * import { createSimulation, homogeneousPlatform, type RigidJob } from 'schedlab/engine';
 * import { fcfs } from 'schedlab/policies';
 * import { slowdowns } from 'schedlab/experiments';
 * const jobs: RigidJob[] = [
 *   { kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 10, estimate: 10 },
 *   { kind: 'rigid', id: 'b', submit: 0, processors: 1, runtime: 10, estimate: 10 },
 * ];
 * const r = createSimulation({ platform: homogeneousPlatform({ servers: 1 }), jobs }).run(fcfs());
 * slowdowns(jobs, r.jobs).mean; // (1 + 2) / 2 = 1.5
 * ```
 */
export function slowdowns(jobs: readonly RigidJob[], records: readonly JobRecord[], tau = 10): Slowdowns {
  checkRecords('slowdowns', jobs, records);
  if (typeof tau !== 'number' || !(tau > 0) || !Number.isFinite(tau)) {
    throw new InvalidInputError(`slowdowns: tau must be a finite number > 0 (seconds), got ${String(tau)}`);
  }
  let sd = 0;
  let bsd = 0;
  let num = 0;
  let den = 0;
  for (const r of records) {
    const p = r.end - r.start;
    const resp = r.end - r.submit;
    sd += resp / p;
    bsd += Math.max(1, resp / Math.max(p, tau));
    num += p * r.servers * resp;
    den += p * p * r.servers;
  }
  const n = records.length;
  return { mean: sd / n, meanBounded: bsd / n, weighted: num / den };
}
