import type { FindingCount } from '../experiments/Finding';
import type { MethodSettings } from '../experiments/MethodSettings';
import { formatTable } from './table';
import { QUICK_CAVEAT } from '../experiments/internals/studyWords';

/** The findings (k/N per claim) and the settings table, as the CLI prints them first; in quick mode a one-line caveat above. */
export function printFindings(findings: readonly FindingCount[], seeds: readonly number[], settings: readonly MethodSettings[], mode?: 'quick' | 'full'): string {
  const readings = [...new Set(findings.flatMap((f) => Object.keys(f.readings ?? {})))];
  const withStreams = settings.some((s) => s.streams !== undefined);
  let out = mode === 'quick' ? `Note: ${QUICK_CAVEAT}.\n` : '';
  out += `Findings over ${seeds.length} root seed${seeds.length === 1 ? '' : 's'} (${seeds.join(', ')})${mode === undefined ? '' : `, ${mode} mode`}:\n`;
  out += formatTable(
    ['holds', ...readings, 'finding'],
    findings.map((f) => [`${f.holds}/${f.runs}`, ...readings.map((r) => (f.readings?.[r] === undefined ? '' : `${f.readings[r]!.holds}/${f.readings[r]!.runs}`)), `${f.id}: ${f.statement}`]),
    1,
  );
  out += `\n\nSettings (first seed${mode === undefined ? '' : `, ${mode} mode`}): evaluations actually spent per run\n`;
  out += formatTable(
    ['method', 'optimizer', 'population', 'iterations', 'evaluations', 'bound rule', 'seeding', ...(withStreams ? ['random streams'] : [])],
    settings.map((s) => [s.method, s.optimizer, s.population, s.iterations, s.evaluations, s.boundary, s.seeding, ...(withStreams ? [s.streams ?? ''] : [])]),
    1,
  );
  return `${out}\n\n`;
}
