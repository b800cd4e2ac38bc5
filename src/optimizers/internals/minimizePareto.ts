import { awaitObjective, callObjective } from './callObjective';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { seedStreams } from '../../random/seedStreams';
import type { EvaluationContext } from '../Objective';
import type { MultiObjective } from '../MultiObjective';
import type { MultiObjectiveOptimizer, MultiObjectiveSession } from '../MultiObjectiveOptimizer';
import type { OptimizerState } from '../OptimizerState';
import type { ParetoMinimizeOptions } from '../ParetoMinimizeOptions';
import type { ParetoHistoryEntry, ParetoResult } from '../ParetoResult';
import { hypervolume } from '../hypervolume';
import { decodeNumber, encodeNumber } from './stateCodec';
import { SeedSchedule } from './SeedSchedule';
import { yieldToEventLoop } from './yieldToEventLoop';

function isThenable(r: unknown): r is PromiseLike<unknown> {
  return r !== null && typeof r === 'object' && typeof (r as { then?: unknown }).then === 'function';
}

function checkVector(r: unknown, m: number, ctx: EvaluationContext): ArrayLike<number> {
  if (r === null || typeof r !== 'object' || (r as ArrayLike<number>).length !== m) {
    throw new InvalidInputError(`objective.evaluate: candidate ${ctx.index} of iteration ${ctx.iteration} returned ${Array.isArray(r) ? `${r.length} values` : String(r)}, expected ${m} numbers`);
  }
  return r as ArrayLike<number>;
}

/** Evaluates a batch (sync in a plain loop; promises with at most `concurrency` in flight). */
async function evaluateBatch(objective: MultiObjective, xs: readonly Float64Array[], contexts: readonly EvaluationContext[], concurrency: number): Promise<ArrayLike<number>[]> {
  const m = objective.objectives;
  const out: ArrayLike<number>[] = new Array<ArrayLike<number>>(xs.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < xs.length) {
      const i = next++;
      const r: unknown = callObjective(objective, xs[i]!, contexts[i]!, i);
      out[i] = checkVector(isThenable(r) ? await awaitObjective(r, i, contexts[i]!) : r, m, contexts[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, xs.length) }, lane));
  return out;
}

function entryOf(session: MultiObjectiveSession, iteration: number, evaluations: number, reference: readonly number[] | undefined): ParetoHistoryEntry {
  const front = session.front();
  const ideal = Array.from({ length: session.objectives }, (_, k) => front.reduce((lo, p) => Math.min(lo, p.values[k]!), Infinity));
  const entry = { iteration, evaluations, frontSize: front.length, ideal };
  return reference === undefined ? entry : { ...entry, hypervolume: hypervolume(front.map((p) => p.values), reference) };
}

/** `hypervolumeReference`: m finite numbers, or undefined. */
function referenceOf(value: unknown, m: number): readonly number[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length !== m || value.some((v) => typeof v !== 'number' || !Number.isFinite(v))) {
    throw new InvalidInputError(`minimize.hypervolumeReference: expected ${m} finite numbers (one per objective), got ${Array.isArray(value) ? `[${value.map(String).join(', ')}]` : String(value)}`);
  }
  return Object.freeze(value.slice() as number[]);
}

/** The resumable state: the session's, plus the run's seed, evaluation count and history. */
function stateOf(session: MultiObjectiveSession, seed: number, evaluations: number, history: readonly ParetoHistoryEntry[]): OptimizerState {
  // a row: iteration, evaluations, front size, the m ideal values, then the hypervolume when the run records one
  return { ...session.state(), run: { seed, evaluations, history: history.map((e) => [e.iteration, e.evaluations, e.frontSize, ...e.ideal.map(encodeNumber), ...(e.hypervolume === undefined ? [] : [encodeNumber(e.hypervolume)])]) } };
}

/** The multi-objective branch of `minimize` (same seeds, budgets, abort and resume as the single-objective one). */
export async function minimizePareto(
  objective: MultiObjective, optimizer: MultiObjectiveOptimizer, options: ParetoMinimizeOptions,
  limits: { maxIterations: number; maxEvaluations: number; concurrency: number },
): Promise<ParetoResult> {
  const m = objective.objectives;
  if (!Number.isInteger(m) || m < 1) throw new InvalidInputError(`minimize(objective): objectives must be a positive integer, got ${String(m)}`);
  for (const key of ['target', 'stagnation', 'evaluator'] as const) {
    if ((options as unknown as Record<string, unknown>)[key] !== undefined) throw new InvalidInputError(`minimize.${key}: not available for a multi-objective run (nsga2 returns a Pareto front)`);
  }
  const { seed, signal, onIteration, resumeFrom } = options;
  const reference = referenceOf(options.hypervolumeReference, m);
  const rng = seedStreams(seed).optimizer;
  const schedule = new SeedSchedule(rng);
  let session: MultiObjectiveSession;
  let evaluations = 0;
  let history: ParetoHistoryEntry[] = [];
  if (resumeFrom === undefined) {
    session = optimizer.start(objective.space, m, rng);
  } else {
    session = optimizer.resume(objective.space, m, resumeFrom);
    ({ evaluations, history } = readParetoRun(resumeFrom, seed, m));
  }
  schedule.skip(session.iteration);
  let stoppedBy: ParetoResult['stoppedBy'] | undefined;
  while (stoppedBy === undefined) {
    if (signal !== undefined) await yieldToEventLoop(); // timers must be able to abort (see minimize)
    if (signal?.aborted === true) stoppedBy = 'abort';
    else if (session.iteration >= limits.maxIterations) stoppedBy = 'maxIterations';
    else if (session.done) stoppedBy = 'converged';
    if (stoppedBy !== undefined) break;
    const batch = session.ask();
    if (evaluations + batch.length > limits.maxEvaluations) {
      stoppedBy = 'maxEvaluations';
      break;
    }
    const iteration = session.iteration;
    const contexts = schedule.next(iteration, batch.length);
    const values = await evaluateBatch(objective, batch.map((c) => c.x), contexts, limits.concurrency);
    session.tell(values);
    evaluations += batch.length;
    const entry = entryOf(session, iteration, evaluations, reference);
    history.push(entry);
    if (onIteration !== undefined) {
      let live = true;
      const checkpoint = (): OptimizerState => {
        if (!live) throw new InvalidInputError(`minimize: checkpoint() of iteration ${iteration} was called after its onIteration returned; call it inside onIteration`);
        return stateOf(session, seed, evaluations, history);
      };
      try {
        onIteration({ iteration, evaluations, entry, checkpoint });
      } finally {
        live = false;
      }
    }
  }
  return { front: session.front(), evaluations, iterations: session.iteration, history, seed, stoppedBy, state: stateOf(session, seed, evaluations, history) };
}

function readParetoRun(state: { readonly run?: unknown }, seed: number, m: number): { evaluations: number; history: ParetoHistoryEntry[] } {
  const run = state.run as { seed?: unknown; evaluations?: unknown; history?: unknown } | undefined;
  if (run === undefined) return { evaluations: 0, history: [] };
  if (run === null || typeof run !== 'object') throw new InvalidInputError('resumeFrom.run: expected an object');
  if (run.seed !== seed) throw new InvalidInputError(`minimize.resumeFrom: the state was written by a run with seed ${String(run.seed)}; resume it with the same seed (got ${seed})`);
  if (typeof run.evaluations !== 'number' || !Number.isInteger(run.evaluations) || run.evaluations < 0 || !Array.isArray(run.history)) {
    throw new InvalidInputError('resumeFrom.run: expected { seed, evaluations (a non-negative integer), history }');
  }
  const history = (run.history as unknown[]).map((row, k) => {
    const nums = Array.isArray(row) && (row.length === 3 + m || row.length === 4 + m) ? row.map((v) => decodeNumber(v)) : [];
    if (nums.length < 3 + m || nums.some((v) => v === undefined)) throw new InvalidInputError(`resumeFrom.run.history[${k}]: expected ${3 + m} numbers (${4 + m} with a hypervolume)`);
    const [iteration, evaluations, frontSize, ...rest] = nums as number[];
    const entry = { iteration: iteration!, evaluations: evaluations!, frontSize: frontSize!, ideal: rest.slice(0, m) };
    return rest.length > m ? { ...entry, hypervolume: rest[m]! } : entry;
  });
  return { evaluations: run.evaluations, history };
}
