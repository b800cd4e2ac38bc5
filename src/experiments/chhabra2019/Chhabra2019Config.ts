import { InvalidInputError } from '../../errors/InvalidInputError';
import type { BatchStartRule } from '../../policies/multicluster/BatchProblem';
import type { LinkContention } from '../../engine/InterClusterLink';
import type { ChhabraMetaheuristic } from './chhabraRun';
import type { BoundaryHandling } from '../../optimizers/BoundaryHandling';
import type { ChhabraHcspsoReading } from './ChhabraHcspsoReading';
import type { ChhabraSeeding } from './ChhabraSeeding';
import { requireObject } from '../../errors/internals/knownKeys';
import { equalBudgets } from './internals/equalBudgets';
import { showValue } from '../../errors/internals/showValue';

const BOUNDARIES: readonly BoundaryHandling[] = ['clip', 'reflect', 'random', 'periodic'];
type Budgets = Chhabra2019Config['budgets'];

/**
 * Everything that defines a reproduction of Chhabra et al. 2019's experiments (section V.B).
 *
 * @example
 * ```ts
 * import { chhabra2019Config, type Chhabra2019Config } from 'schedlab/experiments';
 * const c: Chhabra2019Config = chhabra2019Config('quick', 3);
 * c.sizes; // [40, 80]
 * ```
 */
export interface Chhabra2019Config {
  readonly mode: 'full' | 'quick';
  readonly seed: number;
  /** Workload sizes of the first experiment (RC1, SH1). Paper: 200-1000. */
  readonly sizes: readonly number[];
  /** Size of the resource and speed experiments. Paper: 200. */
  readonly fixedSize: number;
  /** Runs of each metaheuristic per cell; the mean is reported (paper: 10). */
  readonly repetitions: number;
  /** Population and iterations of each metaheuristic (Table II). */
  readonly budgets: Readonly<Record<ChhabraMetaheuristic, { readonly population: number; readonly iterations: number }>>;
  /** Weights of eq. 8 (each objective normalised by First-Fit's). */
  readonly weights: readonly [number, number, number];
  readonly startRule: BatchStartRule;
  readonly linkBandwidth: number;
  readonly linkContention: LinkContention;
  /**
   * The one bound rule of every metaheuristic of the comparison (HCSPSO and MOPSO-FGA; NSGA-II's
   * bounded operators never leave the box). @defaultValue 'clip', schedlab's reading of Algorithm 4
   * line 25: a position leaving the box is clamped to it and the escaping velocity component set to 0
   */
  readonly boundary: BoundaryHandling;
  /**
   * The initial population of every metaheuristic: `'none'` (uniform) or `'heuristics'` (First-Fit's
   * and Best-Fit's plans, `encodeSchedule`, as the first two individuals; the others as unseeded).
   * @defaultValue 'none' (the paper is silent on seeding)
   */
  readonly seeding: ChhabraSeeding;
  /**
   * How Table II's generations are counted: `'with-initial'` (the initial population is the first
   * of them: 60 x 60 = 3,600 HCSPSO evaluations) or `'after-initial'` (Algorithm 4's while loop
   * after the initial population: 61 batches, 3,660), for every metaheuristic alike.
   * @defaultValue 'with-initial' (earlier versions' count)
   */
  readonly generationCount: 'with-initial' | 'after-initial';
  /** The reading of HCSPSO. @defaultValue linear inertia, Table II's r1/r2, always accept, replaced nests unevaluated */
  readonly hcspso: ChhabraHcspsoReading;
  /**
   * The metaheuristics' budgets: `'table2'` (Table II as published: HCSPSO 60 x 60 = 3,600, MOGA
   * 60 x 80 = 4,800, MOPSO-FGA 40 x 50 = 2,000 evaluations) or `'equal'` (Table II's populations,
   * generations set so that each spends HCSPSO's evaluations: MOGA 60 x 60, MOPSO-FGA 40 x 90; in
   * quick mode the budgets are already equal).
   * @defaultValue 'table2'
   */
  readonly budget: 'table2' | 'equal';
}


/**
 * The choices of {@link chhabra2019Config} that the paper leaves open (its readings), each optional.
 *
 * @example
 * ```ts
 * import type { Chhabra2019Overrides } from 'schedlab/experiments';
 * const literal: Chhabra2019Overrides = { boundary: 'clip', generationCount: 'after-initial', hcspso: { inertiaRule: 'eq11' } };
 * ```
 */
export interface Chhabra2019Overrides {
  readonly startRule?: BatchStartRule;
  readonly linkContention?: LinkContention;
  readonly boundary?: BoundaryHandling;
  readonly seeding?: ChhabraSeeding;
  readonly generationCount?: 'with-initial' | 'after-initial';
  readonly hcspso?: Partial<ChhabraHcspsoReading>;
  readonly budget?: 'table2' | 'equal';
}

const ONE_OF = (where: string, v: unknown, allowed: readonly unknown[]): void => {
  if (v !== undefined && !allowed.includes(v)) throw new InvalidInputError(`chhabra2019Config: ${where}: expected one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, got ${JSON.stringify(v)}`);
};

/**
 * The reproduction's settings: `'full'` is the paper's (sizes 200-1000, 10 repetitions, Table II
 * budgets: HCSPSO 60 x 60, MOGA 60 x 80, MOPSO-FGA 40 x 50); `'quick'` a smoke-sized version
 * (sizes 40 and 80, 2 repetitions, budgets of 20 x 10) that runs in seconds.
 *
 * @param mode - `'full'` or `'quick'`
 * @param seed - the one seed of the whole reproduction
 * @param overrides - the start rule (default `'inOrder'`), link contention (default `'concurrent'`),
 *   bound rule (default `'clip'`), seeding (default `'none'`), generation count (default
 *   `'with-initial'`) and HCSPSO reading: the readings the paper leaves open
 * @throws InvalidInputError for an unknown mode or a seed that is not an unsigned 32-bit integer
 * @example
 * ```ts
 * import { chhabra2019Config } from 'schedlab/experiments';
 * chhabra2019Config('full', 1).budgets.MOGA; // { population: 60, iterations: 80 }
 * ```
 */
export function chhabra2019Config(
  mode: 'full' | 'quick',
  seed: number,
  overrides: Chhabra2019Overrides = {},
): Chhabra2019Config {
  if (mode !== 'full' && mode !== 'quick') throw new InvalidInputError(`chhabra2019Config: mode: expected 'full' or 'quick', got ${showValue(mode)}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new InvalidInputError(`chhabra2019Config: seed: expected an integer in [0, 2^32 - 1], got ${String(seed)}`);
  requireObject('chhabra2019Config(overrides)', overrides, 'an overrides object');
  const full = mode === 'full';
  if (overrides.startRule !== undefined && overrides.startRule !== 'inOrder' && overrides.startRule !== 'perCluster') {
    throw new InvalidInputError(`chhabra2019Config: startRule: expected 'inOrder' or 'perCluster', got ${JSON.stringify(overrides.startRule)}`);
  }
  if (overrides.linkContention !== undefined && overrides.linkContention !== 'concurrent' && overrides.linkContention !== 'own') {
    throw new InvalidInputError(`chhabra2019Config: linkContention: expected 'concurrent' or 'own', got ${JSON.stringify(overrides.linkContention)}`);
  }
  if (overrides.boundary !== undefined && !BOUNDARIES.includes(overrides.boundary)) {
    throw new InvalidInputError(`chhabra2019Config: boundary: expected one of ${BOUNDARIES.join(', ')}, got ${JSON.stringify(overrides.boundary)}`);
  }
  ONE_OF('seeding', overrides.seeding, ['none', 'heuristics']);
  ONE_OF('generationCount', overrides.generationCount, ['with-initial', 'after-initial']);
  ONE_OF('budget', overrides.budget, ['table2', 'equal']);
  const equal = overrides.budget === 'equal';
  const h = overrides.hcspso ?? {};
  ONE_OF('hcspso.inertiaRule', h.inertiaRule, ['linear', 'eq11']);
  ONE_OF('hcspso.r1r2', h.r1r2, ['table2', 'uniform']);
  ONE_OF('hcspso.cuckooAcceptance', h.cuckooAcceptance, ['always', 'greedy', 'random-nest']);
  ONE_OF('hcspso.evaluateAbandoned', h.evaluateAbandoned, [true, false]);
  return Object.freeze({
    mode,
    seed,
    sizes: full ? [200, 400, 600, 800, 1000] : [40, 80],
    fixedSize: full ? 200 : 40,
    repetitions: full ? 10 : 2,
    budgets: (equal ? equalBudgets : (b: Budgets): Budgets => Object.freeze(b))({
      HCSPSO: full ? { population: 60, iterations: 60 } : { population: 20, iterations: 10 },
      MOGA: full ? { population: 60, iterations: 80 } : { population: 20, iterations: 10 },
      'MOPSO-FGA': full ? { population: 40, iterations: 50 } : { population: 20, iterations: 10 },
    }),
    weights: [1 / 3, 1 / 3, 1 / 3] as const,
    startRule: overrides.startRule ?? ('inOrder' as const),
    linkBandwidth: 1000,
    linkContention: overrides.linkContention ?? ('concurrent' as const),
    boundary: overrides.boundary ?? ('clip' as const),
    seeding: overrides.seeding ?? ('none' as const),
    generationCount: overrides.generationCount ?? ('with-initial' as const),
    hcspso: Object.freeze({
      inertiaRule: h.inertiaRule ?? ('linear' as const),
      r1r2: h.r1r2 ?? ('table2' as const),
      cuckooAcceptance: h.cuckooAcceptance ?? ('always' as const),
      evaluateAbandoned: h.evaluateAbandoned ?? false,
    }),
    budget: overrides.budget ?? ('table2' as const),
  });
}
