import type { Finding } from '../Finding';
import type { UntestedClaim } from '../UntestedClaim';
import { requireObject, requireArray } from '../../errors/internals/knownKeys';

/**
 * What the findings of Franke, Lepping & Schwiegelshohn read from one run: per method its
 * held-out f_obj, AWRT per user group and utilization, and the same on the training half
 * (`train`, in-sample: the paper trains and reports on the same workload).
 *
 * @example
 * ```ts
 * import type { FrankeFindingsTable } from 'schedlab/experiments';
 * const t: FrankeFindingsTable = { methods: {
 *   EASY: { objective: 100, awrt: [5, 5, 5], utilization: 0.68, train: { objective: 90, awrt: [4, 5, 5], utilization: 0.7 } },
 *   PITTS: { objective: 90, awrt: [4, 5, 7], utilization: 0.68, train: { objective: 75, awrt: [3, 4, 8], utilization: 0.7 } },
 * } };
 * ```
 */
export interface FrankeFindingsTable {
  readonly methods: Readonly<Record<string, { readonly objective: number; readonly awrt: readonly number[]; readonly utilization: number; readonly train: { readonly objective: number; readonly awrt: readonly number[]; readonly utilization: number } }>>;
}

/** One method's metrics on one part of the trace, as the Franke findings read them. */
type FrankePart = Omit<FrankeFindingsTable['methods'][string], 'train'>;

/**
 * The table of {@link FRANKE2007_FINDINGS} from one run's methods.
 *
 * @example
 * ```ts
 * import { frankeFindingsTable, type Franke2007Results } from 'schedlab/experiments';
 * declare const r: Franke2007Results;
 * frankeFindingsTable(r.methods).methods['PITTS']?.train.objective;
 * ```
 */
export function frankeFindingsTable(
  methods: ReadonlyArray<{ readonly method: string; readonly test: { readonly objective: number; readonly awrtPerGroup: readonly number[]; readonly utilization: number }; readonly train: { readonly objective: number; readonly awrtPerGroup: readonly number[]; readonly utilization: number } }>,
): FrankeFindingsTable {
  requireArray('frankeFindingsTable(methods)', methods, 'an array of method results');
  methods.forEach((m, i) => requireObject(`frankeFindingsTable(methods)[${i}]`, m, '{ method, test, train }'));
  const part = (m: FrankeMetrics): FrankePart => ({ objective: m.objective, awrt: [...m.awrtPerGroup], utilization: m.utilization });
  return { methods: Object.fromEntries(methods.map((m) => [m.method, { ...part(m.test), train: part(m.train) }])) };
}
type FrankeMetrics = Parameters<typeof frankeFindingsTable>[0][number]['test'];

function method(t: FrankeFindingsTable, name: string): FrankeFindingsTable['methods'][string] {
  const m = t.methods[name];
  if (m === undefined) throw new Error(`no method ${name}`);
  return m;
}
/** Improvement over EASY in % as Table 4 defines it: 100 (EASY - X) / EASY. */
const gain = (easy: number, x: number): number => (100 * (easy - x)) / easy;
const improves = (name: string) => (t: FrankeFindingsTable) => method(t, name).objective < method(t, 'EASY').objective;

/**
 * The claims of Franke, Lepping & Schwiegelshohn (section 5, Tables 3-4, Figs. 5 and 7, section 6)
 * as checkable statements on the held-out part of the trace (lower f_obj = 10 AWRT_1 + 4 AWRT_2
 * is better), one on the training half. Each cites where the paper makes it; "weakened: ..."
 * says how a statement is weaker than the paper's. The claims that cannot be tested are
 * {@link FRANKE2007_UNTESTED}.
 *
 * @example
 * ```ts
 * import { FRANKE2007_FINDINGS } from 'schedlab/experiments';
 * FRANKE2007_FINDINGS.map((f) => f.id); // ['pitts-improves-easy', ...]
 * ```
 */
export const FRANKE2007_FINDINGS: readonly Finding<FrankeFindingsTable>[] = Object.freeze([
  { id: 'pitts-improves-easy', statement: 'PITTS has a lower f_obj than EASY (section 5: "all proposed concepts achieve better results than the EASY standard algorithm"; Table 4, KTH: +19.82%)', holds: improves('PITTS') },
  { id: 'cca-improves-easy', statement: 'CCA has a lower f_obj than EASY (section 5, Table 3)', holds: improves('CCA') },
  {
    id: 'prob-improves-easy',
    statement: 'PROB has a lower f_obj than EASY (section 5: "already able to improve the objective significantly", Fig. 5; weakened: sign only, as the paper\'s 10% average excepts KTH)',
    holds: improves('PROB'),
  },
  {
    id: 'gfs-beat-prob',
    statement: 'PITTS and CCA each have a lower f_obj than PROB (section 5: "the two Genetic Fuzzy Systems outperform this procedure", Fig. 5)',
    holds: (t) => method(t, 'PITTS').objective < method(t, 'PROB').objective && method(t, 'CCA').objective < method(t, 'PROB').objective,
  },
  {
    id: 'cca-beats-pitts',
    statement: 'CCA has a lower f_obj than PITTS (section 5: "the CCA leads to a little bit better results than the classic Pittsburgh approach", Fig. 7; weakened: f_obj on our trace for the position to the front on CTC)',
    holds: (t) => method(t, 'CCA').objective < method(t, 'PITTS').objective,
  },
  {
    id: 'pitts-shortens-awrt1-and-awrt2',
    statement: 'PITTS shortens both AWRT_1 and AWRT_2 against EASY (section 5, Table 4, KTH: +25.35% and +8.44%)',
    holds: (t) => [0, 1].every((k) => method(t, 'PITTS').awrt[k]! < method(t, 'EASY').awrt[k]!),
  },
  {
    id: 'pitts-lengthens-awrt3-to-5',
    statement: 'PITTS lengthens AWRT_3, AWRT_4 and AWRT_5 against EASY (Table 4, KTH: -57.64%, -199.49%, -744.53%)',
    holds: (t) => {
      const p = method(t, 'PITTS').awrt;
      const e = method(t, 'EASY').awrt;
      return p.length >= 5 && [2, 3, 4].every((k) => p[k]! > e[k]!);
    },
  },
  {
    id: 'pitts-keeps-utilization',
    statement: 'PITTS keeps the utilization of EASY to Table 4\'s precision (|U change| < 0.005%, printed 0.00; Table 4, KTH: 0; section 5: "U remains constant")',
    holds: (t) => Math.abs(gain(method(t, 'EASY').utilization, method(t, 'PITTS').utilization)) < 0.005,
  },
  {
    id: 'prob-improves-awrt2-more',
    statement: 'PROB improves AWRT_2 over EASY, and by more than AWRT_1 (section 5 on Fig. 7: "capable to improve AWRT_2 significantly but it does only slightly improve AWRT_1"; weakened: the paper shows it on CTC)',
    holds: (t) => {
      const p = method(t, 'PROB').awrt;
      const e = method(t, 'EASY').awrt;
      return p[1]! < e[1]! && gain(e[1]!, p[1]!) > gain(e[0]!, p[0]!);
    },
  },
  {
    id: 'pitts-improves-10pct',
    statement: 'PITTS improves f_obj over EASY by at least 10% on the held-out part (section 6: "an improvement of about 10 %"; Table 4, KTH: 19.82%)',
    holds: (t) => gain(method(t, 'EASY').objective, method(t, 'PITTS').objective) >= 10,
  },
  {
    id: 'pitts-improves-10pct-in-sample',
    statement: 'PITTS improves f_obj over EASY by at least 10% on the training half, where it was trained (the paper\'s setting: rule bases trained and reported on the same workload, section 4.1; section 6)',
    holds: (t) => gain(method(t, 'EASY').train.objective, method(t, 'PITTS').train.objective) >= 10,
  },
]);

/**
 * The claims of Franke, Lepping & Schwiegelshohn's results and conclusion that
 * {@link FRANKE2007_FINDINGS} cannot test, with the reason.
 *
 * @example
 * ```ts
 * import { FRANKE2007_UNTESTED } from 'schedlab/experiments';
 * FRANKE2007_UNTESTED.map((c) => c.source);
 * ```
 */
export const FRANKE2007_UNTESTED: readonly UntestedClaim[] = Object.freeze([
  {
    claim: 'the on-line rule bases come close to the off-line Pareto front ("almost reach this front")',
    source: 'section 5, Table 3 (PF row), Figs. 5 and 7; section 6',
    reason: 'the paper does not describe the heuristics that built its Pareto front approximation; schedlab computes none',
  },
  {
    claim: 'apart from KTH, PROB improves f_obj by 10% on average over EASY',
    source: 'section 5, Fig. 5',
    reason: 'needs the CTC, LANL and SDSC traces scaled to 1024 processors; the repository ships KTH (the workload the paper excepts), LLNL-Thunder and METACENTRUM',
  },
  {
    claim: 'apart from SDSC 00, the prioritisation does not deteriorate utilization; Table 3\'s absolute values',
    source: 'section 5, Tables 3 (CTC) and 4',
    reason: 'the SDSC 00 and CTC traces are not in the repository; the KTH row of Table 4 is tested',
  },
]);
