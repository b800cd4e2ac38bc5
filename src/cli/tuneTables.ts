import type { ShutdownStudyResult } from '../experiments/shutdownStudy';

/** Seconds shown whole, the other parameters (breakEven's factor, keepIdle's reserve before its floor) to 2 decimals. */
const SECONDS = new Set(['suspendTime', 'idleTime']);

/**
 * The tables of `study shutdown --tune`: every tuned rule's front with a `rule` column and each
 * rule's parameters (a column per parameter name, empty for the rules without it), and the
 * hypervolume of each (rule, seed) front in GJ x bounded slowdown.
 */
export function tuneTables(r: ShutdownStudyResult): { front: { columns: string[]; rows: string[][] }; hypervolumes: { columns: string[]; rows: string[][] } } {
  const names = [...new Set(r.fronts.flatMap((p) => Object.keys(p.x)))];
  const show = (name: string, v: number | undefined) => (v === undefined ? '' : v.toFixed(SECONDS.has(name) ? 0 : 2));
  return {
    front: {
      columns: ['rule', 'seed', ...names.map((n) => (SECONDS.has(n) ? `${n} (s)` : n)), 'energy (GJ)', 'mean bounded slowdown'],
      rows: r.fronts.map((p) => [p.rule, String(p.seed), ...names.map((n) => show(n, p.x[n])), (p.energy / 1e9).toFixed(3), p.meanBoundedSlowdown.toFixed(2)]),
    },
    hypervolumes: {
      columns: ['rule', 'seed', 'hypervolume (GJ x slowdown)'],
      rows: r.hypervolumes.map((h) => [h.rule, String(h.seed), (h.hypervolume / 1e9).toFixed(3)]),
    },
  };
}
