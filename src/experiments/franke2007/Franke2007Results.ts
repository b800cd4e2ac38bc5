import type { GroupTraceMetrics } from '../traces/traceMetrics';
import type { FindingCount } from '../Finding';
import type { MethodSettings } from '../MethodSettings';
import type { FrankeFindingsTable } from './findings';

/**
 * Method names, in table order.
 *
 * @example
 * ```ts
 * import type { Franke2007Method, Franke2007Results } from 'schedlab/experiments';
 * declare const results: Franke2007Results; // from reproduceFranke2007
 * const method: Franke2007Method = 'CCA';
 * const cca = results.methods.find((m) => m.method === method);
 * ```
 */
export type Franke2007Method = 'EASY' | 'PROB' | 'PITTS' | 'CCA';

/**
 * One method's outcome.
 *
 * @example
 * ```ts
 * import type { Franke2007MethodResult, Franke2007Results } from 'schedlab/experiments';
 * declare const results: Franke2007Results; // from reproduceFranke2007
 * for (const m of results.methods as readonly Franke2007MethodResult[]) {
 *   console.log(m.method, m.test.objective, m.trainingSimulations);
 * }
 * ```
 */
export interface Franke2007MethodResult {
  readonly method: Franke2007Method;
  /** Metrics of the final rule base on the training part. */
  readonly train: GroupTraceMetrics;
  /** Metrics on the held-out test part. */
  readonly test: GroupTraceMetrics;
  /** Strategy selections on the test part (index = strategy, see `STRATEGIES`). */
  readonly testSelections: readonly number[];
  /** Training simulations (0 for EASY). */
  readonly trainingSimulations: number;
  /** Best training value per generation / round (empty for EASY). */
  readonly trainingCurve: readonly number[];
  /** Training simulations spent up to each point of `trainingCurve` (same length; empty for EASY). */
  readonly trainingEvaluations: readonly number[];
}

/**
 * A table as header + rows (first cell = method name).
 *
 * @example
 * ```ts
 * import type { Franke2007Table, Franke2007Results } from 'schedlab/experiments';
 * declare const results: Franke2007Results; // from reproduceFranke2007
 * const toTsv = (t: Franke2007Table): string => [t.header, ...t.rows].map((row) => row.join('\t')).join('\n');
 * console.log(toTsv(results.table4));
 * ```
 */
export interface Franke2007Table {
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/**
 * Everything `schedlab reproduce franke2007` writes to results.json.
 *
 * @example
 * ```ts
 * import { writeFile } from 'node:fs/promises';
 * import { reproduceFranke2007, type Franke2007Results } from 'schedlab/experiments';
 * import { readSwf } from 'schedlab/workload';
 * const { jobs } = await readSwf('KTH-SP2-1996-2.1-cln.swf.br');
 * const results: Franke2007Results = await reproduceFranke2007({ jobs, machineSize: 100, p: 2, generations: 3 });
 * await writeFile('results.json', JSON.stringify(results)); // plain data
 * ```
 */
export interface Franke2007Results {
  /** The paper's claims (`FRANKE2007_FINDINGS`) counted over the study's root seeds. */
  readonly findings: readonly FindingCount[];
  /** The root seeds the study ran under (`studySeeds(seed, seeds)`); the rest of this object is the first's. */
  readonly studySeeds: readonly number[];
  /** Per root seed, the table the findings were checked on. */
  readonly findingTables: readonly FrankeFindingsTable[];
  readonly config: {
    readonly machineSize: number;
    readonly jobs: number;
    readonly trainJobs: number;
    readonly testJobs: number;
    readonly splitTime: number;
    readonly seed: number;
    readonly trainFraction: number;
    readonly p: number;
    readonly generations: number;
    readonly rules: number;
    readonly weights: readonly number[];
    readonly groupThresholds: readonly number[];
  };
  readonly groups: { readonly users: readonly number[]; readonly shares: readonly number[] };
  readonly strategies: readonly string[];
  readonly methods: readonly Franke2007MethodResult[];
  /** Table 3 equivalent (test part): AWRT_1..5 (s), U (%), f_obj (s). */
  readonly table3: Franke2007Table;
  /** Table 4 equivalent (test part): improvement over EASY in %: (EASY - X) / EASY for AWRT and f, (U_X - U_EASY) / U_EASY for U. */
  readonly table4: Franke2007Table;
  /**
   * Table 4's layout on the training half (in-sample: the rule bases scored on the jobs they were
   * trained on, as the paper reports them), beside the held-out `table4`: the gap between the two
   * is what evaluating on unseen jobs costs.
   */
  readonly table4InSample: Franke2007Table;
  /** Figure data: per-group AWRT improvement per method (Fig. 6) and AWRT_1 vs AWRT_2 points (Fig. 7). */
  readonly figures: {
    readonly groups: readonly number[];
    readonly awrtImprovement: Readonly<Record<string, readonly number[]>>;
    readonly awrt: Readonly<Record<string, readonly number[]>>;
    readonly awrt1VsAwrt2: readonly { readonly method: string; readonly awrt1: number; readonly awrt2: number }[];
  };
  /** Per trained method: optimizer, population, iterations, simulations spent, bound rule, seeding. */
  readonly settings: readonly MethodSettings[];
  /** The trained rule bases: PROB strategy per rule; PITTS and CCA gene vectors. */
  readonly ruleBases: { readonly prob: readonly number[]; readonly pitts: readonly number[]; readonly cca: readonly number[] };
}
