import type { StudyReading } from '../experiments/runReadings';
import { UsageError } from './UsageError';

/**
 * The readings named by `--readings LIST` (comma-separated names of `catalogue`, or `all`), in
 * the order given; undefined when the flag is absent.
 *
 * @throws UsageError for an empty list, an unknown or repeated name, naming the valid ones
 */
export function readingsFlag<O>(command: string, value: unknown, catalogue: ReadonlyArray<StudyReading<O>>): ReadonlyArray<StudyReading<O>> | undefined {
  if (value === undefined) return undefined;
  const valid = catalogue.map((r) => r.name);
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`${command}: --readings expects all or a comma-separated list of: ${valid.join(', ')}`);
  if (value === 'all') return catalogue;
  const names = value.split(',').map((n) => n.trim());
  const out: Array<StudyReading<O>> = [];
  for (const name of names) {
    const r = catalogue.find((c) => c.name === name);
    if (r === undefined) throw new UsageError(`${command}: --readings: unknown reading "${name}"; valid: all, ${valid.join(', ')}`);
    if (out.includes(r)) throw new UsageError(`${command}: --readings: "${name}" is named twice`);
    out.push(r);
  }
  return out;
}
