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
import { bestFit } from '../../policies/multicluster/bestFit';
import { encodeSchedule } from '../../policies/multicluster/encodeSchedule';
import { firstFit } from '../../policies/multicluster/firstFit';
import type { ChhabraSeeding } from './ChhabraSeeding';
import type { ChhabraHcspsoReading } from './ChhabraHcspsoReading';
import { optionKeys, requireOptions } from '../../errors/internals/knownKeys';

const CHHABRA_RUN_TASK_KEYS = optionKeys<ChhabraRunTask>({ jobs: true, resources: true, speeds: true, linkBandwidth: true, linkContention: true, startRule: true, method: true, population: true, iterations: true, seed: true, weights: true, reference: true, boundary: true, seeding: true, generationCount: true, hcspso: true });

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
  /** Initial population: uniform, or First-Fit's and Best-Fit's plans first. @defaultValue 'none' */
  readonly seeding?: ChhabraSeeding;
  /** Whether `iterations` counts the initial population. @defaultValue 'with-initial' */
  readonly generationCount?: 'with-initial' | 'after-initial';
  /** HCSPSO's reading. @defaultValue linear inertia, Table II's r1/r2, always accept, replaced nests unevaluated */
  readonly hcspso?: ChhabraHcspsoReading;
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
 *   Table II's settings (its defaults), the comparison's bound rule (`task.boundary`, the
 *   paper's Algorithm 4 line 25 by default: clamp to the box, correct the escaping velocity) and
 *   the task's reading (`task.hcspso`);
 * - with `seeding: 'heuristics'` every method's initial population starts with First-Fit's and
 *   Best-Fit's plans (`encodeSchedule`); `generationCount: 'after-initial'` runs one batch more;
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
  // the heuristics' plans as the first individuals (encodeSchedule decodes back to the same plan)
  const seeded = task.seeding === 'heuristics' ? { initialPoints: [firstFit(problem), bestFit(problem)].map((s) => Array.from(encodeSchedule(problem, s))) } : {};
  // Table II's generations: the initial population included, or that many after it (Algorithm 4 line 8)
  const batches = task.generationCount === 'after-initial' ? task.iterations + 1 : task.iterations;
  if (task.method === 'HCSPSO') {
    const objective = batchPlanObjective(problem, { weights: task.weights, reference: task.reference });
    const h = task.hcspso;
    const optimizer = hcspso({
      population: task.population,
      boundary,
      generations: batches - 1, // the session stops itself: extra batches of replaced nests are not generations
      ...(h === undefined ? {} : { inertiaRule: h.inertiaRule, cuckooAcceptance: h.cuckooAcceptance, evaluateAbandoned: h.evaluateAbandoned, ...(h.r1r2 === 'uniform' ? { r1: 'uniform', r2: 'uniform' } as const : {}) }),
      ...seeded,
    });
    const r = await minimize(objective, optimizer, { seed: task.seed, maxIterations: 2 * batches });
    return { ...evaluator.evaluate(r.best.x), evaluations: r.evaluations };
  }
  const objective = batchParetoObjective(problem, { reference: task.reference });
  const optimizer =
    task.method === 'MOGA'
      ? nsga2({ populationSize: task.population, crossoverProbability: 0.33, mutationPerVariable: 0.1, ...seeded })
      : mopso({ populationSize: task.population, archiveSize: task.population, mutationRate: 0.1, mutationIterations: batches, boundary, ...seeded });
  const r = await minimize(objective, optimizer, { seed: task.seed, maxIterations: batches });
  const chosen = pickFromFront(r.front, task.weights);
  return { ...evaluator.evaluate(chosen.x), evaluations: r.evaluations };
}
