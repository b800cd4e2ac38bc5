import type { Finding } from '../Finding';
import { requireObject } from '../../errors/internals/knownKeys';

/**
 * What the findings of Franke, Lepping & Schwiegelshohn read from one run: per method its
 * held-out f_obj, AWRT per user group and utilization.
 *
 * @example
 * ```ts
 * import type { FrankeFindingsTable } from 'schedlab/experiments';
 * const t: FrankeFindingsTable = { methods: {
 *   EASY: { objective: 100, awrt: [5, 5, 5], utilization: 0.68 },
 *   PITTS: { objective: 90, awrt: [4, 5, 7], utilization: 0.68 },
 * } };
 * ```
 */
export interface FrankeFindingsTable {
  readonly methods: Readonly<Record<string, { readonly objective: number; readonly awrt: readonly number[]; readonly utilization: number }>>;
}

/**
 * The table of {@link FRANKE2007_FINDINGS} from one run's methods.
 *
 * @example
 * ```ts
 * import { frankeFindingsTable, type Franke2007Results } from 'schedlab/experiments';
 * declare const r: Franke2007Results;
 * frankeFindingsTable(r.methods).methods['PITTS']?.objective;
 * ```
 */
export function frankeFindingsTable(methods: ReadonlyArray<{ readonly method: string; readonly test: { readonly objective: number; readonly awrtPerGroup: readonly number[]; readonly utilization: number } }>): FrankeFindingsTable {
  requireObject('frankeFindingsTable(methods)', methods, 'an array');
  return { methods: Object.fromEntries(methods.map((m) => [m.method, { objective: m.test.objective, awrt: [...m.test.awrtPerGroup], utilization: m.test.utilization }])) };
}

function method(t: FrankeFindingsTable, name: string): FrankeFindingsTable['methods'][string] {
  const m = t.methods[name];
  if (m === undefined) throw new Error(`no method ${name}`);
  return m;
}
const improves = (name: string) => (t: FrankeFindingsTable) => method(t, name).objective < method(t, 'EASY').objective;

/**
 * The claims of Franke, Lepping & Schwiegelshohn (section 5, Tables 3-4) as checkable statements
 * on the held-out part of the trace (lower f_obj = 10 AWRT_1 + 4 AWRT_2 is better).
 *
 * @example
 * ```ts
 * import { FRANKE2007_FINDINGS } from 'schedlab/experiments';
 * FRANKE2007_FINDINGS[0]!.statement;
 * ```
 */
export const FRANKE2007_FINDINGS: readonly Finding<FrankeFindingsTable>[] = Object.freeze([
  { id: 'pitts-improves-easy', statement: 'PITTS improves f_obj over EASY (Table 4)', holds: improves('PITTS') },
  { id: 'cca-improves-easy', statement: 'CCA improves f_obj over EASY (Table 4)', holds: improves('CCA') },
  { id: 'prob-improves-easy', statement: 'PROB improves f_obj over EASY (Table 4)', holds: improves('PROB') },
  {
    id: 'pitts-favours-group-1',
    statement: 'PITTS lowers AWRT_1 below EASY at the expense of a small group (some AWRT_k, k >= 3, rises; Fig. 6)',
    holds: (t: FrankeFindingsTable) => {
      const p = method(t, 'PITTS');
      const e = method(t, 'EASY');
      return p.awrt[0]! < e.awrt[0]! && p.awrt.slice(2).some((a, i) => a > e.awrt[i + 2]!);
    },
  },
  {
    id: 'utilization-unchanged',
    statement: 'Every rule base keeps the utilization of EASY (within 1% relative; Table 3)',
    holds: (t: FrankeFindingsTable) => {
      const u = method(t, 'EASY').utilization;
      return Object.values(t.methods).every((m) => Math.abs(m.utilization - u) <= 0.01 * u);
    },
  },
]);
