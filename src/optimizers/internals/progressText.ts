/**
 * The pieces of a progress display shared by `progressReporter` (optimizer iterations) and
 * `stageProgressReporter` (experiment stages, the CLI's bars): one duration format, one bar, one
 * ETA rule. Display only: results never depend on them.
 */

/** Seconds as `42s` or `3m07s` (minutes from 90 s on); `?` when unknown or negative. */
export function duration(s: number | undefined): string {
  if (s === undefined || !Number.isFinite(s) || s < 0) return '?';
  return s >= 90 ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s` : `${Math.round(s)}s`;
}

/** `[#####.....]  50%`: `width` characters filled to `frac` (0..1), then the rounded percentage right-aligned in 3. */
export function bar(frac: number, width: number): string {
  const filled = Math.round(frac * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round(frac * 100)).padStart(3)}%`;
}

/**
 * Seconds left if the rest goes at the pace so far: elapsed x (1 - frac) / frac; undefined
 * before any progress (frac 0) or when the total is unknown.
 */
export function eta(elapsedSeconds: number, frac: number | undefined): number | undefined {
  return frac === undefined || frac <= 0 ? undefined : (elapsedSeconds * (1 - frac)) / frac;
}
