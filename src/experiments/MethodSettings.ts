/**
 * The settings one trained or searched method of a reproduction actually ran with, as recorded
 * in `results.json` (`settings`) and shown in one table by each report, so a reader can check that
 * a comparison was fair: the same bound rule, comparable budgets, the same seeding.
 *
 * @example
 * ```ts
 * import type { MethodSettings } from 'schedlab/experiments';
 * const hcspso: MethodSettings = {
 *   method: 'HCSPSO', optimizer: 'hcspso', population: 60, iterations: 60,
 *   evaluations: 3600, boundary: 'clip', seeding: 'none',
 * };
 * ```
 */
export interface MethodSettings {
  /** The method's name in the paper's tables (`Swarm1`, `HCSPSO`, `PITTS`, ...). */
  readonly method: string;
  /** The optimizer that ran it (`pso`, `cma-es`, `hcspso`, `nsga2`, `mopso`, `evolution-strategy`, ...). */
  readonly optimizer: string;
  /** Population (particles, nests, offspring per generation). */
  readonly population: number;
  /** Iterations (generations, epochs) run; per run when the method runs several times. */
  readonly iterations: number;
  /** Objective evaluations actually spent (per run when it runs several times: the mean). */
  readonly evaluations: number;
  /**
   * How positions that leave the box are brought back (`BoundaryHandling`), or a phrase for
   * optimizers with their own rule (`'in-box operators'`, `'periodic (cma-es)'`).
   */
  readonly boundary: string;
  /** How the initial population is drawn: `'none'` (uniform random) or the heuristic plans seeded. */
  readonly seeding: string;
  /**
   * What is independent and what is shared between the methods' random streams, e.g. `'own
   * optimizer seed 123 (replicateSeeds); epoch job sets shared'` (issue 37). Absent in results
   * of earlier versions.
   */
  readonly streams?: string;
}
