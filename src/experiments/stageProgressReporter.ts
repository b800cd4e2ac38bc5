import { InvalidInputError } from '../errors/InvalidInputError';
import type { ProgressStream } from '../optimizers/progressReporter';
import { bar, duration, eta as etaOf } from '../optimizers/internals/progressText';
import type { ExperimentProgress } from './ExperimentProgress';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';

/**
 * Options of {@link stageProgressReporter}.
 *
 * @example
 * ```ts
 * import { stageProgressReporter, type StageProgressReporterOptions } from 'schedlab/experiments';
 * const options: StageProgressReporterOptions = { stream: { write: (s) => process.stdout.write(s), isTTY: false } };
 * const onProgress = stageProgressReporter(options);
 * ```
 */
export interface StageProgressReporterOptions {
  /** Output; a terminal (`isTTY`) gets a bar redrawn in place. @defaultValue process.stderr */
  readonly stream?: ProgressStream;
  /** Clock in milliseconds, for the elapsed time and ETA (display only; inject one in tests). @defaultValue performance.now */
  readonly now?: () => number;
}

const STAGE_PROGRESS_REPORTER_OPTIONS_KEYS = optionKeys<StageProgressReporterOptions>({ stream: true, now: true });

/**
 * A ready `onProgress` for the experiment functions (`reproduceDupont2020`, `runSetups`,
 * `reproduceFranke2007`, ...; see {@link ExperimentProgress}), as the CLI shows them: one bar per
 * stage on a terminal (label, bar, percentage, units done, best so far, ETA), redrawn in place
 * and ended by a newline when the stage is complete (`done >= total`); elsewhere one plain line
 * each time the stage passes a tenth of its total. A new stage (another label, or the same label
 * after it completed) restarts the clock. It draws with the same bar, duration and ETA rule as the
 * optimizers' `progressReporter` (ETA = elapsed x remaining / done). The clock serves the display
 * only: results do not depend on it.
 *
 * @param options - stream and clock
 * @returns the `onProgress` callback
 * @throws InvalidInputError for a stream without `write` or a clock that is not a function
 * @example
 * ```ts
 * import { runSetups, jobSetSeeds, dupontSetup, stageProgressReporter } from 'schedlab/experiments';
 * import { homogeneousPlatform } from 'schedlab/engine';
 * import { googleLikeWorkload } from 'schedlab/workload';
 * runSetups({
 *   platform: homogeneousPlatform({ servers: 10 }), workload: googleLikeWorkload(),
 *   setups: [['FIFO', dupontSetup('FIFO')]], seeds: jobSetSeeds(1, 5), onProgress: stageProgressReporter(),
 * });
 * ```
 */
export function stageProgressReporter(options: StageProgressReporterOptions = {}): (progress: ExperimentProgress) => void {
  checkOptions('stageProgressReporter(options)', options, STAGE_PROGRESS_REPORTER_OPTIONS_KEYS);
  const stream: ProgressStream = options.stream ?? process.stderr;
  if (stream === null || typeof stream !== 'object' || typeof stream.write !== 'function') throw new InvalidInputError('stageProgressReporter: options.stream: expected an object with write(text)');
  const now = options.now ?? (() => performance.now());
  if (typeof now !== 'function') throw new InvalidInputError('stageProgressReporter: options.now: expected a function returning milliseconds');
  const tty = stream.isTTY === true;
  let current: string | undefined;
  let started = 0;
  let lastDecile = -1;
  return (p) => {
    const t = now();
    if (p.stage !== current) {
      current = p.stage;
      started = t;
      lastDecile = -1;
    }
    const frac = p.total > 0 ? Math.min(1, p.done / p.total) : 1;
    const elapsed = (t - started) / 1000;
    const best = p.best === undefined ? '' : `, best ${Number.isFinite(p.best) ? p.best.toPrecision(6) : String(p.best)}`;
    const complete = p.done >= p.total;
    // the first report of a stage starts its clock: no pace is known yet, so no ETA (not "0s")
    const eta = duration(complete || elapsed > 0 ? etaOf(elapsed, frac) : undefined);
    if (tty) {
      stream.write(`\r${p.stage.padEnd(28)} ${bar(frac, 30)}  ${p.done}/${p.total} ${p.unit}${best}, ETA ${eta}   `);
      if (complete) stream.write('\n');
    } else {
      const decile = Math.floor(frac * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        stream.write(`${p.stage}: ${p.done}/${p.total} ${p.unit} (${Math.round(frac * 100)}%)${best}, elapsed ${duration(elapsed)}, ETA ${eta}\n`);
      }
    }
    if (complete) current = undefined;
  };
}
