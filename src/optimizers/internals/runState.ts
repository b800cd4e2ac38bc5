import { InvalidInputError } from '../../errors/InvalidInputError';
import type { HistoryEntry } from '../OptimizationResult';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import { decodeNumber, encodeNumber } from './stateCodec';

/** Counters of `minimize` that a resumed run continues. */
export interface RunCounters {
  evaluations: number;
  history: HistoryEntry[];
  record: number;
  sinceImprovement: number;
}

const FIELDS = ['iteration', 'evaluations', 'min', 'mean', 'max', 'bestSoFar'] as const;

/** Encodes the counters as the `run` field of a state. */
export function runState(seed: number, c: RunCounters): JsonValue {
  return {
    seed,
    evaluations: c.evaluations,
    record: encodeNumber(c.record),
    sinceImprovement: c.sinceImprovement,
    history: c.history.map((e) => FIELDS.map((f) => encodeNumber(e[f]))),
  };
}

/** Reads the `run` field (or fresh counters when the state came from `session.state()`). */
export function readRun(state: OptimizerState, seed: number): RunCounters {
  const run = state.run;
  if (run === undefined) return { evaluations: 0, history: [], record: Infinity, sinceImprovement: 0 };
  if (run === null || typeof run !== 'object' || Array.isArray(run)) throw new InvalidInputError('resumeFrom.run: expected an object');
  if (run.seed !== seed) {
    throw new InvalidInputError(
      `minimize.resumeFrom: the state was written by a run with seed ${String(run.seed)}; resume it with the same seed (got ${seed})`,
    );
  }
  const evaluations = run.evaluations;
  const sinceImprovement = run.sinceImprovement;
  const record = decodeNumber(run.record);
  const rawHistory = run.history;
  if (typeof evaluations !== 'number' || typeof sinceImprovement !== 'number' || record === undefined || !Array.isArray(rawHistory)) {
    throw new InvalidInputError('resumeFrom.run: expected { seed, evaluations, record, sinceImprovement, history }');
  }
  const history = rawHistory.map((row, k) => {
    if (!Array.isArray(row) || row.length !== FIELDS.length) throw new InvalidInputError(`resumeFrom.run.history[${k}]: expected ${FIELDS.length} numbers`);
    const nums = row.map((v) => decodeNumber(v));
    if (nums.some((v) => v === undefined)) throw new InvalidInputError(`resumeFrom.run.history[${k}]: expected numbers`);
    const [iteration, ev, min, mean, max, bestSoFar] = nums as number[];
    return { iteration: iteration!, evaluations: ev!, min: min!, mean: mean!, max: max!, bestSoFar: bestSoFar! };
  });
  return { evaluations, history, record, sinceImprovement };
}
