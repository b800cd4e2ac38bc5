import type { RigidJob } from '../../engine/Job';
import type { BoundaryHandling } from '../../optimizers/BoundaryHandling';
import type { LinkContention } from '../../engine/InterClusterLink';
import { hcspso } from '../../optimizers/hcspso';
import { minimize } from '../../optimizers/minimize';
import { mopso } from '../../optimizers/mopso';
import { nsga2 } from '../../optimizers/nsga2';
import { batchProblem, type BatchStartRule } from '../../policies/multicluster/BatchProblem';
import type { BatchMetrics } from '../../policies/multicluster/BatchSchedule';
import { planEvaluator } from '../../policies/multicluster/planEvaluator';
import { batchPlanObjective } from '../batchPlanObjective';
import { batchParetoObjective } from './batchParetoObjective';
import { chhabraPlatform, type ChhabraResources, type ChhabraSpeeds } from './chhabraPlatform';
import { pickFromFront } from './pickFromFront';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const CHHABRA_RUN_TASK_KEYS = optionKeys<ChhabraRunTask>({ jobs: true, resources: true, speeds: true, linkBandwidth: true, linkContention: true, startRule: true, method: true, population: true, iterations: true, seed: true, weights: true, reference: true, boundary: true });

/**
 * The metaheuristics of Chhabra et al. 2019's comparison.
 *
 * @example
 * ```ts
 * import type { ChhabraMetaheuristic } from 'schedlab/experiments';
 * const all: ChhabraMetaheuristic[] = ['HCSPSO', 'MOGA', 'MOPSO-FGA'];
 * ```
 */
export type ChhabraMetaheuristic = 'HCSPSO' | 'MOGA' | 'MOPSO-FGA';

/**
 * One metaheuristic run of the reproduction, as plain structured-clonable data (so a worker
 * thread can run it): the batch, the platform configuration, the method, its budget and seed.
 *
 * @example
 * ```ts
 * import type { ChhabraRunTask } from 'schedlab/experiments';
 * declare const task: ChhabraRunTask; // built by reproduceChhabra2019 for each (cell, method, repetition)
 * task.method; // 'HCSPSO' | 'MOGA' | 'MOPSO-FGA'
 * ```
 */
export interface ChhabraRunTask {
  readonly jobs: readonly RigidJob[];
  readonly resources: ChhabraResources;
  readonly speeds: ChhabraSpeeds;
  readonly linkBandwidth: number;
  readonly linkContention: LinkContention;
  readonly startRule: BatchStartRule;
  readonly method: ChhabraMetaheuristic;
  /** Population and iterations (generations). */
  readonly population: number;
  readonly iterations: number;
  readonly seed: number;
  /** Weights of eq. 8 and the reference metrics (First-Fit's) that normalise it. */
  readonly weights: readonly [number, number, number];
  readonly reference: BatchMetrics;
  /**
   * Bound rule of HCSPSO and MOPSO-FGA (NSGA-II's bounded SBX and polynomial mutation never leave
   * the box). @defaultValue 'clip' (Algorithm 4 line 25: clamp to the box, correct the escaping velocity)
   */
  readonly boundary?: BoundaryHandling;
}

/**
 * What one run of {@link chhabraRun} delivers: the metrics of its schedule and the evaluations
 * (objective calls) it actually spent.
 *
 * @example
 * ```ts
 * import { chhabraRun, type ChhabraRunResult, type ChhabraRunTask } from 'schedlab/experiments';
 * declare const task: ChhabraRunTask;
 * const r: ChhabraRunResult = await chhabraRun(task);
 * r.evaluations; // population x (iterations) for HCSPSO
 * ```
 */
export interface ChhabraRunResult extends BatchMetrics {
  readonly evaluations: number;
}

/**
 * Runs one metaheuristic on one batch and returns the metrics of the schedule it delivers:
 * - HCSPSO minimises eq. 8 normalised by the reference (`batchPlanObjective`), `hcspso()` with
 *   Table II's settings (its defaults) and the comparison's bound rule (`task.boundary`, the
 *   paper's Algorithm 4 line 25 by default: clamp to the box, correct the escaping velocity);
 * - MOGA is NSGA-II on the three objectives (normalised by the reference) over the same encoding,
 *   Table II: crossover probability 0.33 per pair, mutation probability 0.10 per variable
 *   (polynomial mutation); MOPSO-FGA is MOPSO (Coello et al. 2004) with mutation rate 0.10 over
 *   the same encoding (its fuzzy-genetic allocation and crossover are not modelled: see
 *   docs/reproduction.md). From their Pareto fronts the schedule of least eq. 8 fitness is picked
 *   (`pickFromFront`).
 *
 * @param task - the run
 * @returns makespan, energy and mean flowtime of the delivered schedule, and the evaluations spent
 * @example
 * ```ts
 * import { chhabraRun, type ChhabraRunTask } from 'schedlab/experiments';
 * declare const task: ChhabraRunTask;
 * const metrics = await chhabraRun(task); // also the export a worker thread calls
 * ```
 */
export async function chhabraRun(task: ChhabraRunTask): Promise<ChhabraRunResult> {
  requireOptions('chhabraRun(task)', task, CHHABRA_RUN_TASK_KEYS);
  const platform = chhabraPlatform({ resources: task.resources, speeds: task.speeds, linkBandwidth: task.linkBandwidth, linkContention: task.linkContention });
  const problem = batchProblem(platform, task.jobs, { startRule: task.startRule });
  const evaluator = planEvaluator(problem);
  const boundary = task.boundary ?? 'clip';
  if (task.method === 'HCSPSO') {
    const objective = batchPlanObjective(problem, { weights: task.weights, reference: task.reference });
    const r = await minimize(objective, hcspso({ population: task.population, boundary }), { seed: task.seed, maxIterations: task.iterations });
    return { ...evaluator.evaluate(r.best.x), evaluations: r.evaluations };
  }
  const objective = batchParetoObjective(problem, { reference: task.reference });
  const optimizer =
    task.method === 'MOGA'
      ? nsga2({ populationSize: task.population, crossoverProbability: 0.33, mutationPerVariable: 0.1 })
      : mopso({ populationSize: task.population, archiveSize: task.population, mutationRate: 0.1, mutationIterations: task.iterations, boundary });
  const r = await minimize(objective, optimizer, { seed: task.seed, maxIterations: task.iterations });
  const chosen = pickFromFront(r.front, task.weights);
  return { ...evaluator.evaluate(chosen.x), evaluations: r.evaluations };
}
