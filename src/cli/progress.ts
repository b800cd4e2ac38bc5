import type { ExperimentProgress } from '../experiments/ExperimentProgress';
/**
 * Progress display of long CLI commands: a bar with percentage and ETA redrawn in place on a
 * terminal, or a plain log line every 10% otherwise. Uses the wall clock (display only).
 */
export interface Progress {
  /** Reports `done` of `total` units for `label`. */
  update(label: string, done: number, total: number): void;
  /** Ends the current bar (newline on a terminal). */
  done(label: string): void;
}

function formatSeconds(s: number): string {
  if (!Number.isFinite(s)) return '?';
  return s >= 90 ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s` : `${Math.round(s)}s`;
}

/** Creates a progress display writing to `write`. */
export function createProgress(write: (text: string) => void, tty: boolean): Progress {
  let current = '';
  let started = 0;
  let lastDecile = -1;
  return {
    update(label, done, total) {
      if (label !== current) {
        current = label;
        started = Date.now();
        lastDecile = -1;
      }
      const frac = total > 0 ? done / total : 1;
      const elapsed = (Date.now() - started) / 1000;
      const eta = frac > 0 ? (elapsed * (1 - frac)) / frac : Infinity;
      if (tty) {
        const width = 30;
        const filled = Math.round(frac * width);
        write(`\r${label.padEnd(28)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round(frac * 100)).padStart(3)}%  ETA ${formatSeconds(eta)}   `);
      } else {
        const decile = Math.floor(frac * 10);
        if (decile !== lastDecile) {
          lastDecile = decile;
          write(`${label}: ${done}/${total} (${Math.round(frac * 100)}%), elapsed ${formatSeconds(elapsed)}, ETA ${formatSeconds(eta)}\n`);
        }
      }
    },
    done(label) {
      if (tty && current === label) write('\n');
      current = '';
    },
  };
}

/**
 * The `onProgress` of the experiment functions, drawn by a {@link Progress}: one bar (or log line
 * per decile) per stage, closed when the stage is complete.
 *
 * @example
 * ```ts
 * import { createProgress, progressReporter } from './progress';
 * const onProgress = progressReporter(createProgress((t) => process.stderr.write(t), false));
 * onProgress({ stage: 'evaluation', done: 5, total: 10, unit: 'job sets' });
 * ```
 */
export function progressReporter(progress: Progress): (p: ExperimentProgress) => void {
  return (p) => {
    progress.update(p.stage, p.done, p.total);
    if (p.done >= p.total) progress.done(p.stage);
  };
}
