import { checkKnownKeys, optionalObject, optionKeys } from '../errors/internals/knownKeys';
import { InvalidInputError } from '../errors/InvalidInputError';
import { assertSeed } from '../random/createRng';
import { seedStreams } from '../random/seedStreams';
import type { BatchEvaluator } from './BatchEvaluator';
import { checkSpace } from './internals/checkSpace';
import { evaluateLocal } from './internals/evaluateLocal';
import { yieldToEventLoop } from './internals/yieldToEventLoop';
import { intOption } from './internals/options';
import { readRun, runState, type StoredRun } from './internals/runState';
import { SeedSchedule } from './internals/SeedSchedule';
import { minimizePareto } from './internals/minimizePareto';
import type { MultiObjective } from './MultiObjective';
import type { MultiObjectiveOptimizer } from './MultiObjectiveOptimizer';
import type { Objective } from './Objective';
import type { ParetoMinimizeOptions } from './ParetoMinimizeOptions';
import type { ParetoResult } from './ParetoResult';
import type { OptimizationResult, HistoryEntry, IterationProgress, StopReason } from './OptimizationResult';
import type { BestPoint, Optimizer, OptimizerSession } from './Optimizer';
import { batchPoints, EMPTY_SNAPSHOT, snapshotBatch, type BatchSnapshot } from './internals/batchSnapshot';
import type { OptimizerState } from './OptimizerState';

/** The options minimize knows (single- and multi-objective; unknown keys are refused, and each branch refuses the other's own options). */
const MINIMIZE_OPTION_KEYS = optionKeys<MinimizeOptions & ParetoMinimizeOptions>({
  seed: true, maxIterations: true, maxEvaluations: true, target: true, stagnation: true, signal: true, onIteration: true, concurrency: true, evaluator: true, resumeFrom: true, hypervolumeReference: true,
});

/**
 * Options of {@link minimize}. At least one of `maxIterations` and `maxEvaluations` is required.
 *
 * @example
 * ```ts
 * import { minimize, pso, searchSpace, type MinimizeOptions } from 'schedlab/optimizers';
 * const options: MinimizeOptions = {
 *   seed: 1, maxEvaluations: 5000, target: 1e-6, stagnation: { iterations: 30, tolerance: 1e-9 },
 *   onIteration: (p) => console.log(p.iteration, p.entry.bestSoFar),
 * };
 * const space = searchSpace({ lower: [-5, -5], upper: [5, 5] });
 * const result = await minimize({ space, evaluate: (x) => x[0]! ** 2 + x[1]! ** 2 }, pso(), options);
 * ```
 */
export interface MinimizeOptions {
  /** Unsigned 32-bit seed of the run (echoed in the result). */
  readonly seed: number;
  /** Stop after this many iterations in total (resumed iterations included). */
  readonly maxIterations?: number;
  /** Never exceed this many evaluations in total: stop before a batch that would. */
  readonly maxEvaluations?: number;
  /** Stop as soon as the best-known value is `<= target`. */
  readonly target?: number;
  /**
   * Stop after `iterations` consecutive iterations in which the best-known value did not drop
   * below its lowest level so far by more than `tolerance` (a number means `{ iterations }`).
   * @defaultValue tolerance 0
   */
  readonly stagnation?: number | { readonly iterations: number; readonly tolerance?: number };
  /**
   * Stops the run cleanly between iterations (`stoppedBy: 'abort'`). It also reaches the
   * evaluator's batch in flight: `queueEvaluator` then stops waiting on Redis, removes the batch's
   * waiting chunks and `minimize` rejects with an `AbortError` (resume from the last
   * `onIteration` state); in-thread and worker-thread batches finish first.
   */
  readonly signal?: AbortSignal;
  /** Called after each iteration. */
  readonly onIteration?: (progress: IterationProgress) => void;
  /**
   * Evaluations in flight at once when the objective returns promises (default evaluator only).
   * @defaultValue 1
   */
  readonly concurrency?: number;
  /** Batch evaluator, e.g. {@link workerEvaluator}. @defaultValue in-thread evaluation */
  readonly evaluator?: BatchEvaluator;
  /** Continue from `result.state` of an earlier run with the same seed, optimizer and space. */
  readonly resumeFrom?: OptimizerState;
}

function stagnationOf(s: MinimizeOptions['stagnation']): { iterations: number; tolerance: number } | undefined {
  if (s === undefined) return undefined;
  const o = typeof s === 'number' ? { iterations: s } : s;
  const iterations = intOption('minimize.stagnation.iterations', o.iterations, 0, 1);
  const tolerance = o.tolerance ?? 0;
  if (typeof tolerance !== 'number' || !(tolerance >= 0) || !Number.isFinite(tolerance)) {
    throw new InvalidInputError(`minimize.stagnation.tolerance: expected a finite number >= 0, got ${String(tolerance)}`);
  }
  return { iterations, tolerance };
}

/**
 * Minimizes `objective` with `optimizer`, driving its ask/tell session one batch per iteration.
 *
 * Seeds: the optimizer's generator is stream 3 of the seed (`seedStreams(seed).optimizer`);
 * iteration seeds come from a clone of that stream jumped once more (stream 4), one
 * `deriveSeed` per iteration, so they never depend on how many numbers the optimizer draws;
 * candidate seeds are drawn from `createRng(iterationSeed)` jumped once. Same seed, same
 * result, whatever the evaluator, its number of workers or the concurrency; a run resumed
 * from `result.state` equals the uninterrupted run.
 *
 * Synchronous objectives are called in a plain loop (no promise per evaluation).
 *
 * @param objective - what to minimize
 * @param optimizer - how (e.g. `pso()`)
 * @param options - seed, budgets and stop criteria, see {@link MinimizeOptions}
 * @throws InvalidInputError on invalid options, a mismatching `resumeFrom`, or an objective value
 *   that is not a number (NaN included)
 * @example
 * ```ts
 * import { evolutionStrategy, minimize, nsga2, searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [-5, -5, -5], upper: [5, 5, 5] });
 * const result = await minimize(
 *   { space, evaluate: (x) => x.reduce((s, v) => s + v * v, 0) },
 *   evolutionStrategy(),
 *   { seed: 42, maxEvaluations: 2000, target: 1e-8 },
 * );
 * console.log(result.best.value, result.stoppedBy, result.seed);
 * // Several objectives: a MultiObjective and a multi-objective optimizer give a Pareto front.
 * const { front } = await minimize(
 *   { space, objectives: 2, evaluate: (x) => [x[0]! ** 2, (x[0]! - 2) ** 2] },
 *   nsga2({ populationSize: 40 }),
 *   { seed: 42, maxIterations: 50 },
 * );
 * ```
 */
export function minimize(objective: MultiObjective, optimizer: MultiObjectiveOptimizer, options: ParetoMinimizeOptions): Promise<ParetoResult>;
/**
 * Minimizes a single-objective `objective`: the best point, its value and the run's bookkeeping
 * (see the overload above for seeds, budgets and resume).
 *
 * @example
 * ```ts
 * import { minimize, pso, searchSpace } from 'schedlab/optimizers';
 * const r = await minimize({ space: searchSpace({ lower: [-1], upper: [1] }), evaluate: (x) => x[0]! ** 2 }, pso(), { seed: 1, maxIterations: 20 });
 * console.log(r.best.x, r.best.value);
 * ```
 */
export function minimize(objective: Objective, optimizer: Optimizer, options: MinimizeOptions): Promise<OptimizationResult>;
/**
 * The implementation behind both overloads: dispatches on the objective's `objectives` field and the
 * optimizer's `kind`, and refuses a mismatch.
 *
 * @example
 * ```ts
 * import { minimize, randomSearch, searchSpace } from 'schedlab/optimizers';
 * await minimize({ space: searchSpace({ lower: [0], upper: [1] }), evaluate: (x) => x[0]! }, randomSearch(), { seed: 2, maxEvaluations: 60 });
 * ```
 */
export async function minimize(
  objective: Objective | MultiObjective,
  optimizer: Optimizer | MultiObjectiveOptimizer,
  options: MinimizeOptions | ParetoMinimizeOptions,
): Promise<OptimizationResult | ParetoResult> {
  if (objective === null || typeof objective !== 'object' || typeof objective.evaluate !== 'function') {
    throw new InvalidInputError('minimize(objective): expected { space, evaluate(x, ctx) }');
  }
  if (options === null || typeof options !== 'object') throw new InvalidInputError('minimize(options): expected an object with a seed');
  checkKnownKeys('minimize(options)', options, MINIMIZE_OPTION_KEYS);
  optionalObject('minimize.resumeFrom', options.resumeFrom, 'a state (result.state or checkpoint())');
  if (optimizer === null || typeof optimizer !== 'object' || typeof (optimizer as { start?: unknown }).start !== 'function') {
    throw new InvalidInputError(`minimize(optimizer): expected an optimizer such as pso() or nsga2(), got ${optimizer === null ? 'null' : typeof optimizer}`);
  }
  checkSpace('minimize(objective).space', objective.space);
  const multiObjective = 'objectives' in objective;
  const multiOptimizer = 'kind' in optimizer && optimizer.kind === 'multi-objective';
  if (multiObjective !== multiOptimizer) {
    throw new InvalidInputError(
      multiObjective
        ? `minimize: the objective has ${String((objective as MultiObjective).objectives)} objectives but ${optimizer.name} is single-objective; use a multi-objective optimizer such as nsga2()`
        : `minimize: ${optimizer.name} is multi-objective but the objective returns one number; give the objective an 'objectives' count and return a vector`,
    );
  }
  const { seed } = options;
  assertSeed(seed, 'minimize.seed');
  if (options.maxIterations === undefined && options.maxEvaluations === undefined) {
    throw new InvalidInputError('minimize: give at least one of options.maxIterations and options.maxEvaluations');
  }
  const maxIterations = options.maxIterations === undefined ? Infinity : intOption('minimize.maxIterations', options.maxIterations, 0, 0);
  const maxEvaluations =
    options.maxEvaluations === undefined ? Infinity : intOption('minimize.maxEvaluations', options.maxEvaluations, 0, 0);
  const concurrency = intOption('minimize.concurrency', options.concurrency, 1, 1);
  if (multiObjective) {
    return minimizePareto(objective as MultiObjective, optimizer as MultiObjectiveOptimizer, options as ParetoMinimizeOptions, { maxIterations, maxEvaluations, concurrency });
  }
  if ((options as ParetoMinimizeOptions).hypervolumeReference !== undefined) {
    throw new InvalidInputError('minimize.hypervolumeReference: only for a multi-objective run (the history of a single-objective run has bestSoFar)');
  }
  return minimizeSingle(objective as Objective, optimizer as Optimizer, options as MinimizeOptions, { maxIterations, maxEvaluations, concurrency });
}

async function minimizeSingle(
  objective: Objective, optimizer: Optimizer, options: MinimizeOptions,
  { maxIterations, maxEvaluations, concurrency }: { maxIterations: number; maxEvaluations: number; concurrency: number },
): Promise<OptimizationResult> {
  const { seed } = options;
  const target = options.target ?? -Infinity;
  if (typeof target !== 'number' || Number.isNaN(target)) throw new InvalidInputError(`minimize.target: expected a number, got ${String(target)}`);
  const stagnation = stagnationOf(options.stagnation);
  const { evaluator, signal, onIteration, resumeFrom } = options;

  const rng = seedStreams(seed).optimizer;
  const schedule = new SeedSchedule(rng);
  let session: OptimizerSession;
  let run: StoredRun;
  if (resumeFrom === undefined) {
    session = optimizer.start(objective.space, rng);
    run = { evaluations: 0, history: [], record: Infinity, sinceImprovement: 0 };
  } else {
    run = readRun(resumeFrom, seed, objective.space, optimizer.settings); // first: it names a mismatch of seed, bounds or options
    session = optimizer.resume(objective.space, resumeFrom);
  }
  const pastSeeds = schedule.skip(session.iteration);

  const history: HistoryEntry[] = run.history.map((e, k) => ({ ...e, iterationSeed: pastSeeds[k]! }));
  let evaluations = run.evaluations;
  let { record, sinceImprovement } = run;
  let values = new Float64Array(0);
  let stoppedBy: StopReason | undefined;
  // the last evaluated batch, copied before tell (sessions may reuse their buffers) into typed
  // arrays that the snapshot after next reuses; turned into BestPoints only for onIteration and the
  // result (Array.from of every candidate each iteration was 13% of an HCSPSO run on 5,000
  // dimensions, issue 27's Chhabra budget)
  let last: BatchSnapshot = EMPTY_SNAPSHOT;
  let spare: BatchSnapshot | undefined;
  let rolledBack: { readonly state: OptimizerState; readonly best: BestPoint | undefined; readonly iterations: number } | undefined;
  while (stoppedBy === undefined) {
    // with a signal, let timers and I/O run between iterations: a synchronous objective would
    // otherwise keep the event loop busy, and AbortSignal.timeout(3000) would never fire (issue 32)
    if (signal !== undefined) await yieldToEventLoop();
    if (signal?.aborted === true) stoppedBy = 'abort';
    else if (session.iteration >= maxIterations) stoppedBy = 'maxIterations';
    else if (session.done) stoppedBy = 'converged';
    if (stoppedBy !== undefined) break;
    const batch = session.ask();
    const n = batch.length;
    if (evaluations + n > maxEvaluations) {
      stoppedBy = 'maxEvaluations';
      break;
    }
    const iteration = session.iteration;
    const contexts = schedule.next(iteration, n);
    if (values.length !== n) values = new Float64Array(n);
    const pending = evaluator === undefined
      ? evaluateLocal(objective, batch, contexts, values, concurrency, signal)
      : evaluator.evaluate(objective, batch, contexts, values, signal === undefined ? {} : { signal });
    const complete = pending === undefined ? undefined : await pending;
    let cutShort = complete === false;
    if (signal !== undefined && !cutShort) {
      await yieldToEventLoop();
      cutShort = signal.aborted;
    }
    if (cutShort) {
      // an abort inside the generation (between evaluations, or before tell and so before CMA-ES's
      // eigendecomposition): the generation is dropped, so the state is that of the generation
      // before and a resumed run evaluates it again with the same seeds (issue 32)
      stoppedBy = 'abort';
      break;
    }
    const previous = last;
    last = snapshotBatch(batch, values, spare); // before tell: sessions may reuse the buffers
    spare = undefined;
    const restart = session.restart; // the run this batch belongs to (tell may start the next)
    // with a signal, a session with long steps (CMA-ES's eigendecomposition) runs them in bounded
    // steps with turns of the event loop; an abort among them returns the state before this tell
    const stepped = signal !== undefined && session.advance !== undefined;
    const before = stepped && session.rollback === undefined ? { state: session.state(), best: session.best(), iterations: session.iteration } : undefined;
    session.tell(values);
    if (stepped && signal !== undefined && (await advanceUntilAborted(session, signal))) {
      if (before === undefined) session.rollback!();
      rolledBack = before ?? { state: session.state(), best: session.best(), iterations: session.iteration };
      last = previous;
      stoppedBy = 'abort';
      break;
    }
    spare = previous;
    evaluations += n;
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const v = values[i]!;
      if (v < min) min = v;
      if (v > max) max = v;
      sum += v;
    }
    const bestSoFar = session.bestValue;
    const entry: HistoryEntry = { iteration, evaluations, min, mean: n > 0 ? sum / n : NaN, max, bestSoFar, ...(restart === undefined ? {} : { restart }), iterationSeed: schedule.lastIterationSeed };
    history.push(entry);
    if (stagnation !== undefined && bestSoFar < record - stagnation.tolerance) {
      record = bestSoFar;
      sinceImprovement = 0;
    } else {
      sinceImprovement++;
    }
    if (onIteration !== undefined) {
      let live = true;
      const checkpoint = (): OptimizerState => {
        if (!live) throw new InvalidInputError(`minimize: checkpoint() of iteration ${iteration} was called after its onIteration returned; call it inside onIteration`);
        return { ...session.state(), run: runState(seed, { evaluations, history, record, sinceImprovement }, objective.space, optimizer.settings) };
      };
      try {
        onIteration({ iteration, evaluations, best: session.best(), entry, batch: batchPoints(last), checkpoint });
      } finally {
        live = false;
      }
    }
    if (bestSoFar <= target) stoppedBy = 'target';
    else if (stagnation !== undefined && sinceImprovement >= stagnation.iterations) stoppedBy = 'stagnation';
  }
  // after an abort among deferred steps a session without rollback is mid-decomposition: a call
  // that settles it (best(), state()) would finish the work the abort stopped (minutes at 1,200
  // dimensions, issue 41)
  if (rolledBack === undefined && session.best() === undefined && (stoppedBy === 'maxEvaluations' || stoppedBy === 'maxIterations')) {
    // a budget that admits no evaluation is a mistake, not a result ({ x: [] } used to come back)
    throw new InvalidInputError(
      stoppedBy === 'maxEvaluations'
        ? `minimize.maxEvaluations: ${maxEvaluations} is fewer than the optimizer's first batch (${session.ask().length} candidates): nothing was evaluated`
        : `minimize.maxIterations: ${maxIterations} admits no iteration: nothing was evaluated`,
    );
  }
  const base = rolledBack?.state ?? session.state();
  return {
    best: (rolledBack === undefined ? session.best() : rolledBack.best) ?? { x: [], value: Infinity },
    evaluations,
    iterations: rolledBack?.iterations ?? session.iteration,
    history,
    lastBatch: batchPoints(last),
    seed,
    stoppedBy,
    state: { ...base, run: runState(seed, { evaluations, history, record, sinceImprovement }, objective.space, optimizer.settings) },
  };
}

/**
 * Runs the session's deferred steps, handing the event loop a turn every 50 ms (as
 * `evaluateLocal`); true when the signal fired before they were done (the session is then left
 * unfinished and must not be used).
 */
async function advanceUntilAborted(session: OptimizerSession, signal: AbortSignal): Promise<boolean> {
  let since = performance.now();
  while (session.advance!()) {
    if (performance.now() - since < 50) continue;
    await yieldToEventLoop();
    if (signal.aborted) return true;
    since = performance.now();
  }
  return false;
}
