import type { BatchMetrics } from '../../policies/multicluster/BatchSchedule';
import type { FindingCount } from '../Finding';
import type { MethodSettings } from '../MethodSettings';
import type { Chhabra2019Config, Chhabra2019Overrides } from './Chhabra2019Config';
import type { ChhabraResources, ChhabraSpeeds } from './chhabraPlatform';
import type { ChhabraMetaheuristic } from './chhabraRun';
import type { ChhabraFindingsTable } from './findings';
import type { CHHABRA2019_TABLE3 } from './paperTables';
import type { CHHABRA2019_CRITERIA, ChhabraPolicy } from './chhabra2019Policies';

type Criterion = (typeof CHHABRA2019_CRITERIA)[number];

/**
 * One cell (workload, configuration) of the reproduction: every policy's metrics; the
 * metaheuristics' are means over the repetitions, each run also given.
 *
 * @example
 * ```ts
 * import type { Chhabra2019Cell } from 'schedlab/experiments';
 * declare const cell: Chhabra2019Cell;
 * cell.metrics.HCSPSO.makespan / cell.metrics['First-Fit'].makespan;
 * ```
 */
export interface Chhabra2019Cell {
  readonly trace: string;
  readonly resources: ChhabraResources;
  readonly speeds: ChhabraSpeeds;
  readonly jobs: number;
  /** Mean metrics per policy (energy in joules). */
  readonly metrics: Readonly<Record<ChhabraPolicy, BatchMetrics>>;
  /** Eq. 8 with the configured weights, each objective divided by First-Fit's (First-Fit = 1). */
  readonly fitness: Readonly<Record<ChhabraPolicy, number>>;
  /** The metaheuristics' runs, in repetition order. */
  readonly runs: Readonly<Record<ChhabraMetaheuristic, readonly BatchMetrics[]>>;
}

/**
 * One point of the paper's figures: an experiment (workload size, resource configuration or speed
 * heterogeneity), its x label and the cell it reads.
 *
 * @example
 * ```ts
 * import type { Chhabra2019Experiment } from 'schedlab/experiments';
 * const e: Chhabra2019Experiment = { trace: 'LLNL-Thunder', experiment: 'resources', label: 'RC2', cell: 5 };
 * ```
 */
export interface Chhabra2019Experiment {
  readonly trace: string;
  readonly experiment: 'size' | 'resources' | 'speeds';
  readonly label: string;
  /** Index into `cells`. */
  readonly cell: number;
}

/**
 * Friedman test and weak ranking (Holm) of the seven policies over all cells on one criterion:
 * what schedlab adds to the paper, which has no statistical test.
 *
 * @example
 * ```ts
 * import type { Chhabra2019Ranking } from 'schedlab/experiments';
 * declare const r: Chhabra2019Ranking;
 * r.groups.map((g) => g.names.join(' = ')).join(' < ');
 * ```
 */
export interface Chhabra2019Ranking {
  readonly criterion: Criterion;
  readonly chiSquare: number;
  readonly df: number;
  readonly pValue: number;
  /** Average rank per policy (1 = best), in {@link CHHABRA2019_POLICIES} order. */
  readonly averageRanks: readonly number[];
  readonly groups: ReadonlyArray<{ readonly rank: number; readonly names: readonly string[] }>;
}

/**
 * The reproduction's results, plain data (results.json).
 *
 * @example
 * ```ts
 * import type { Chhabra2019Results } from 'schedlab/experiments';
 * declare const r: Chhabra2019Results;
 * r.table3['LLNL-Thunder']?.HCSPSO.makespan; // median over the experiments (s)
 * ```
 */
export interface Chhabra2019Results {
  /** The paper's claims (`CHHABRA2019_FINDINGS`) counted over the study's root seeds. */
  readonly findings: readonly FindingCount[];
  /** The root seeds the study ran under (`studySeeds(config.seed, seeds)`); the rest of this object is the first's. */
  readonly studySeeds: readonly number[];
  /** Per root seed, the table the findings were checked on. */
  readonly findingTables: readonly ChhabraFindingsTable[];
  readonly config: Chhabra2019Config;
  readonly traces: ReadonlyArray<{ readonly name: string; readonly jobsSeed: number }>;
  readonly cells: readonly Chhabra2019Cell[];
  readonly experiments: readonly Chhabra2019Experiment[];
  /**
   * Table III: per trace and policy, the median over the experiments (the 11 points of the three
   * experiments, the shared RC1/SH1/fixed-size point counted in each) of makespan (s), energy (Wh,
   * the paper's unit) and mean flowtime (s), with eq. 14's "% more than HCSPSO".
   */
  readonly table3: Readonly<Record<string, Readonly<Record<ChhabraPolicy, { makespan: number; energy: number; meanFlowtime: number; increase: [number, number, number] }>>>>;
  /** The paper's Table III, for comparison (energy in Wh). */
  readonly paper: typeof CHHABRA2019_TABLE3;
  readonly rankings: readonly Chhabra2019Ranking[];
  /** Metaheuristic runs made. */
  readonly runs: number;
  /**
   * Per metaheuristic: population, generations, evaluations actually spent per run (the mean over
   * its runs), the comparison's one bound rule and the seeding of the initial population.
   */
  readonly settings: readonly MethodSettings[];
  /**
   * When the study ran under several readings (`options.readings`): each reading's name, its
   * overrides, its settings (first seed) and its finding tables (per root seed); the rest of this
   * object is the first reading's.
   */
  readonly readings?: ReadonlyArray<{ readonly name: string; readonly overrides: Chhabra2019Overrides; readonly settings: readonly MethodSettings[]; readonly findingTables: readonly ChhabraFindingsTable[] }>;
}
