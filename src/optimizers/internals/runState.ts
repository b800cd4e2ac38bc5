import { InvalidInputError } from '../../errors/InvalidInputError';
import type { HistoryEntry } from '../OptimizationResult';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { decodeNumber, encodeNumber } from './stateCodec';

/** Counters of `minimize` that a resumed run continues. */
export interface RunCounters {
  evaluations: number;
  history: HistoryEntry[];
  record: number;
  sinceImprovement: number;
}

/**
 * The counters as a state stores them: history entries without their iteration seeds, which follow
 * from the run's seed (`minimize` derives them again when it resumes).
 */
export interface StoredRun extends Omit<RunCounters, 'history'> {
  history: Array<Omit<HistoryEntry, 'iterationSeed'>>;
}

const FIELDS = ['iteration', 'evaluations', 'min', 'mean', 'max', 'bestSoFar'] as const;

/** Encodes the counters (and the bounds of the space, checked on resume) as the `run` field of a state. */
export function runState(seed: number, c: RunCounters, space: SearchSpace, settings: unknown): JsonValue {
  return {
    seed,
    settings: settings === undefined ? null : (JSON.parse(JSON.stringify(settings)) as JsonValue),
    lower: space.lower.map(encodeNumber),
    upper: space.upper.map(encodeNumber),
    evaluations: c.evaluations,
    record: encodeNumber(c.record),
    sinceImprovement: c.sinceImprovement,
    history: c.history.map((e) => [...FIELDS.map((f) => encodeNumber(e[f])), ...(e.restart === undefined ? [] : [e.restart])]),
  };
}

/** Reads the `run` field (or fresh counters when the state came from `session.state()`). */
export function readRun(state: OptimizerState, seed: number, space: SearchSpace, settings: unknown): StoredRun {
  const run = state.run;
  if (run === undefined) return { evaluations: 0, history: [], record: Infinity, sinceImprovement: 0 };
  if (run === null || typeof run !== 'object' || Array.isArray(run)) throw new InvalidInputError('resumeFrom.run: expected an object');
  if (run.seed !== seed) {
    throw new InvalidInputError(
      `minimize.resumeFrom: the state was written by a run with seed ${String(run.seed)}; resume it with the same seed (got ${seed})`,
    );
  }
  for (const key of ['lower', 'upper'] as const) {
    const stored = run[key];
    if (stored === undefined) continue; // states written before bounds were stored
    const bounds = Array.isArray(stored) ? stored.map((v) => decodeNumber(v)) : [];
    const wanted = space[key];
    if (bounds.length !== wanted.length || bounds.some((v, j) => v !== wanted[j])) {
      throw new InvalidInputError(
        `minimize.resumeFrom: the state was written for ${key} bounds ${JSON.stringify(stored)}, the space has ${JSON.stringify(wanted)}; resume with the same space`,
      );
    }
  }
  if (run.settings !== undefined && run.settings !== null && settings !== undefined) {
    const stored = JSON.stringify(run.settings);
    const wanted = JSON.stringify(settings);
    if (stored !== wanted) {
      throw new InvalidInputError(`minimize.resumeFrom: the state was written with ${state.optimizer} options ${stored}; resume with the same options (got ${wanted})`);
    }
  }
  const evaluations = run.evaluations;
  const sinceImprovement = run.sinceImprovement;
  const record = decodeNumber(run.record);
  const rawHistory = run.history;
  if (typeof evaluations !== 'number' || typeof sinceImprovement !== 'number' || record === undefined || !Array.isArray(rawHistory)) {
    throw new InvalidInputError('resumeFrom.run: expected { seed, evaluations, record, sinceImprovement, history }');
  }
  if (Number.isNaN(record)) throw new InvalidInputError('resumeFrom.run.record: expected a number, got NaN');
  if (!Number.isInteger(evaluations) || evaluations < 0) throw new InvalidInputError(`resumeFrom.run.evaluations: expected a non-negative integer, got ${evaluations}`);
  if (!Number.isInteger(sinceImprovement) || sinceImprovement < 0) throw new InvalidInputError(`resumeFrom.run.sinceImprovement: expected a non-negative integer, got ${sinceImprovement}`);
  if (rawHistory.length !== state.iteration) {
    throw new InvalidInputError(`resumeFrom.run.history: expected one entry per completed iteration (${state.iteration}), got ${rawHistory.length}`);
  }
  const history = rawHistory.map((row, k) => {
    if (!Array.isArray(row) || (row.length !== FIELDS.length && row.length !== FIELDS.length + 1)) {
      throw new InvalidInputError(`resumeFrom.run.history[${k}]: expected ${FIELDS.length} numbers (and a restart index)`);
    }
    const nums = row.map((v) => decodeNumber(v));
    if (nums.some((v) => v === undefined)) throw new InvalidInputError(`resumeFrom.run.history[${k}]: expected numbers`);
    const [iteration, ev, min, mean, max, bestSoFar, restart] = nums as number[];
    // numbers the run computed: integers where counted, never NaN (mean only, from a batch
    // holding both infinities); a forged 'NaN' would otherwise come back in the history (issue 41)
    if (iteration !== k || !Number.isInteger(ev) || ev! < 0) throw new InvalidInputError(`resumeFrom.run.history[${k}]: expected iteration ${k} and a count of evaluations, got ${iteration} and ${ev}`);
    const nan = ([['min', min], ['max', max], ['bestSoFar', bestSoFar]] as const).find(([, v]) => Number.isNaN(v));
    if (nan !== undefined) throw new InvalidInputError(`resumeFrom.run.history[${k}]: ${nan[0]} is NaN (a run never records it)`);
    if (restart !== undefined && !(Number.isInteger(restart) && restart >= 0)) throw new InvalidInputError(`resumeFrom.run.history[${k}]: expected a restart index (an integer >= 0), got ${restart}`);
    const entry = { iteration: iteration!, evaluations: ev!, min: min!, mean: mean!, max: max!, bestSoFar: bestSoFar! };
    return restart === undefined ? entry : { ...entry, restart };
  });
  return { evaluations, history, record, sinceImprovement };
}
