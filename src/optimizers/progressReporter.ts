import { InvalidInputError } from '../errors/InvalidInputError';
import type { IterationProgress } from './OptimizationResult';
import { bar as barText, duration, eta as etaOf } from './internals/progressText';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

const PROGRESS_REPORTER_OPTIONS_KEYS = optionKeys<ProgressReporterOptions>({ label: true, maxIterations: true, maxEvaluations: true, stream: true, every: true, now: true });

/**
 * Where {@link progressReporter} writes: a stream with `write` (e.g. `process.stderr`).
 *
 * @example
 * ```ts
 * import { progressReporter, type ProgressStream } from 'schedlab/optimizers';
 * const lines: string[] = [];
 * const stream: ProgressStream = { write: (s) => lines.push(s), isTTY: false };
 * progressReporter({ stream, maxIterations: 10 });
 * ```
 */
export interface ProgressStream {
  write(text: string): unknown;
  /** True for a terminal: the bar is redrawn in place. */
  readonly isTTY?: boolean;
}

/**
 * Options of {@link progressReporter}.
 *
 * @example
 * ```ts
 * import { progressReporter, type ProgressReporterOptions } from 'schedlab/optimizers';
 * const options: ProgressReporterOptions = { label: 'PSO', maxEvaluations: 5000 };
 * const onIteration = progressReporter(options);
 * ```
 */
export interface ProgressReporterOptions {
  /** Text in front of every line. @defaultValue 'optimizing' */
  readonly label?: string;
  /** The run's iteration budget (the bar and ETA follow it when `maxEvaluations` is not given). @defaultValue undefined */
  readonly maxIterations?: number;
  /** The run's evaluation budget (preferred for the bar and ETA). @defaultValue undefined */
  readonly maxEvaluations?: number;
  /** Output. @defaultValue process.stderr */
  readonly stream?: ProgressStream;
  /** Not a terminal: print a plain line every `every` iterations (and at 10% steps of a known budget). @defaultValue 10 */
  readonly every?: number;
  /** Clock in milliseconds, for the ETA (display only; inject one in tests). @defaultValue performance.now */
  readonly now?: () => number;
}

/**
 * An `onIteration` callback that shows the run, plus `finish()` to end the bar's line.
 *
 * @example
 * ```ts
 * import { progressReporter, type ProgressReporter } from 'schedlab/optimizers';
 * const bar: ProgressReporter = progressReporter({ maxIterations: 100 });
 * bar.finish();
 * ```
 */
export interface ProgressReporter {
  (progress: IterationProgress): void;
  /** Ends the bar (a newline on a terminal); call it after `minimize` returns. */
  finish(): void;
}

/**
 * A ready `onIteration` for `minimize` (like nevergrad's progress bar): on a terminal, one line
 * redrawn in place with a bar, the evaluations, the best value so far and the ETA; elsewhere
 * (logs, CI) a plain line every `every` iterations and at each 10% of a known budget. The ETA is
 * elapsed time x (remaining / done) of the budget (evaluations when given, else iterations). The
 * clock serves the display only: results do not depend on it.
 *
 * @param options - label, budget, stream, cadence, clock
 * @throws InvalidInputError for a budget or `every` that is not a positive integer
 * @example
 * ```ts
 * import { minimize, progressReporter, pso, searchSpace } from 'schedlab/optimizers';
 * const space = searchSpace({ lower: [-5, -5], upper: [5, 5] });
 * const bar = progressReporter({ label: 'sphere', maxIterations: 50 });
 * await minimize({ space, evaluate: (x) => x[0]! ** 2 + x[1]! ** 2 }, pso(), { seed: 1, maxIterations: 50, onIteration: bar });
 * bar.finish();
 * ```
 */
export function progressReporter(options: ProgressReporterOptions = {}): ProgressReporter {
  checkOptions('progressReporter(options)', options, PROGRESS_REPORTER_OPTIONS_KEYS);
  const label = options.label ?? 'optimizing';
  for (const key of ['maxIterations', 'maxEvaluations', 'every'] as const) {
    const v = options[key];
    if (v !== undefined && !(Number.isInteger(v) && v > 0)) throw new InvalidInputError(`progressReporter: options.${key}: expected a positive integer, got ${String(v)}`);
  }
  const stream: ProgressStream = options.stream ?? process.stderr;
  const tty = stream.isTTY === true;
  const every = options.every ?? 10;
  const now = options.now ?? (() => performance.now());
  let started: number | undefined;
  let lastDecile = -1;
  let open = false;
  const report = (p: IterationProgress): void => {
    const t = now();
    started ??= t;
    const elapsed = (t - started) / 1000;
    const byEvals = options.maxEvaluations !== undefined;
    const total = options.maxEvaluations ?? options.maxIterations;
    const done = byEvals ? p.evaluations : p.iteration + 1;
    const frac = total === undefined ? undefined : Math.min(1, done / total);
    const eta = etaOf(elapsed, frac);
    const best = p.entry.bestSoFar;
    const facts = `iteration ${p.iteration + 1}, ${p.evaluations} evaluations, best ${Number.isFinite(best) ? best.toPrecision(6) : String(best)}`;
    if (tty) {
      const bar = frac === undefined ? '' : `${barText(frac, 24)} `;
      stream.write(`\r${label} ${bar}${facts}${eta === undefined ? '' : `, ETA ${duration(eta)}`}   `);
      open = true;
      return;
    }
    const decile = frac === undefined ? -1 : Math.floor(frac * 10);
    if ((p.iteration + 1) % every === 0 || p.iteration === 0 || decile > lastDecile) {
      if (decile > lastDecile) lastDecile = decile;
      stream.write(`${label}: ${facts}${frac === undefined ? '' : ` (${Math.round(frac * 100)}%)`}, elapsed ${duration(elapsed)}${eta === undefined ? '' : `, ETA ${duration(eta)}`}\n`);
    }
  };
  return Object.assign(report, {
    finish(): void {
      if (open) stream.write('\n');
      open = false;
    },
  });
}
