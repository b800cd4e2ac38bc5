import { optionKeys } from '../errors/internals/knownKeys';
import { Nsga2Session, type Nsga2Settings } from './internals/Nsga2Session';
import { paretoOptimizer } from './internals/paretoOptimizer';
import { checkOptionsObject, intOption, numOption } from './internals/options';
import { checkInitialPoints } from './internals/initialPoints';
import type { MultiObjectiveOptimizer } from './MultiObjectiveOptimizer';

/** The options Nsga2Options knows (unknown keys are refused). */
const NSGA_OPTION_KEYS = optionKeys<Nsga2Options>({ populationSize: true, crossoverProbability: true, crossoverEta: true, crossoverPerVariable: true, mutationEta: true, mutationPerVariable: true, initialPoints: true });

/**
 * Options of {@link nsga2}. The defaults are pymoo's (`NSGA2()`: population 100, `SBX(prob=0.9,
 * eta=15)` with per-variable probability 0.5, `PM(eta=20)` with probability 1/n per variable);
 * Deb et al. 2002 used eta 20 for both operators.
 *
 * @example
 * ```ts
 * import { nsga2, type Nsga2Options } from 'schedlab/optimizers';
 * const deb2002: Nsga2Options = { populationSize: 100, crossoverEta: 20, mutationEta: 20 };
 * const optimizer = nsga2(deb2002);
 * ```
 */
export interface Nsga2Options {
  /** Population N; also the number of offspring per iteration. @defaultValue 100 */
  readonly populationSize?: number;
  /** Probability that a pair of parents is crossed (else copied). @defaultValue 0.9 */
  readonly crossoverProbability?: number;
  /** SBX distribution index eta_c (larger: children closer to their parents). @defaultValue 15 */
  readonly crossoverEta?: number;
  /** Probability that SBX crosses a given variable of a crossed pair. @defaultValue 0.5 */
  readonly crossoverPerVariable?: number;
  /** Polynomial-mutation distribution index eta_m. @defaultValue 20 */
  readonly mutationEta?: number;
  /** Per-variable mutation probability. @defaultValue 1 / dimension */
  readonly mutationPerVariable?: number;
  /**
   * Points written over the first individuals of the initial population (e.g. heuristic
   * solutions), each of the space's dimension and inside the box (else `start` throws
   * `InvalidInputError`); the others are drawn as without them. @defaultValue undefined (all uniform)
   */
  readonly initialPoints?: ReadonlyArray<ArrayLike<number>>;
}

/**
 * NSGA-II, the elitist non-dominated sorting genetic algorithm of Deb, Pratap, Agarwal and
 * Meyarivan (IEEE TEC 6(2), 2002) for real-valued boxes: fast non-dominated sorting, crowding
 * distance, binary crowded tournaments, simulated binary crossover and polynomial mutation (both
 * bounded). A multi-objective optimizer: `minimize` returns the Pareto front.
 *
 * Where it differs from pymoo's `NSGA2`: uniform random tournament pairs (pymoo draws them from
 * permutations), tournaments compare front rank then crowding (pymoo compares Pareto dominance
 * then crowding), no duplicate elimination, crowding distances recomputed on the survivors (so a
 * resumed run equals an uninterrupted one).
 *
 * @param options - see {@link Nsga2Options}
 * @throws InvalidInputError on an option out of range
 * @example
 * ```ts
 * import { minimize, nsga2, searchSpace } from 'schedlab/optimizers';
 * // ZDT1 with 30 variables
 * const zdt1 = {
 *   space: searchSpace({ lower: Array(30).fill(0), upper: Array(30).fill(1) }),
 *   objectives: 2,
 *   evaluate: (x: Float64Array) => {
 *     let s = 0;
 *     for (let i = 1; i < x.length; i++) s += x[i]!;
 *     const g = 1 + (9 * s) / (x.length - 1);
 *     return [x[0]!, g * (1 - Math.sqrt(x[0]! / g))];
 *   },
 * };
 * const { front } = await minimize(zdt1, nsga2(), { seed: 1, maxIterations: 250 });
 * ```
 */
export function nsga2(options?: Nsga2Options): MultiObjectiveOptimizer {
  checkOptionsObject('nsga2(options)', options, NSGA_OPTION_KEYS);
  const populationSize = intOption('nsga2.populationSize', options?.populationSize, 100, 2, 1_000_000);
  const settings: Nsga2Settings = Object.freeze({
    populationSize,
    crossoverProbability: numOption('nsga2.crossoverProbability', options?.crossoverProbability, 0.9, 0, 1),
    crossoverEta: numOption('nsga2.crossoverEta', options?.crossoverEta, 15, 0, 1e6),
    crossoverPerVariable: numOption('nsga2.crossoverPerVariable', options?.crossoverPerVariable, 0.5, 0, 1),
    mutationEta: numOption('nsga2.mutationEta', options?.mutationEta, 20, 0, 1e6),
    mutationPerVariable: options?.mutationPerVariable === undefined ? undefined : numOption('nsga2.mutationPerVariable', options.mutationPerVariable, 0, 0, 1),
  });
  const initialPoints = checkInitialPoints('nsga2.initialPoints', options?.initialPoints, populationSize);
  return paretoOptimizer('nsga2', settings, (space, m, rng, cfg) => new Nsga2Session(space, m, rng, cfg), (space, m, state, cfg) => Nsga2Session.restore(space, m, state, cfg), initialPoints, (c) => 2 * c.populationSize);
}
