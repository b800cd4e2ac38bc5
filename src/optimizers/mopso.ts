import type { BoundaryHandling } from './BoundaryHandling';
import { checkBoundary } from './internals/boundary';
import { optionKeys } from '../errors/internals/knownKeys';
import { MopsoSession, type MopsoSettings } from './internals/MopsoSession';
import { paretoOptimizer } from './internals/paretoOptimizer';
import { checkOptionsObject, intOption, numOption } from './internals/options';
import { checkInitialPoints } from './internals/initialPoints';
import type { MultiObjectiveOptimizer } from './MultiObjectiveOptimizer';

/** The options MopsoOptions knows (unknown keys are refused). */
const MOPSO_OPTION_KEYS = optionKeys<MopsoOptions>({ populationSize: true, archiveSize: true, divisions: true, inertia: true, mutationRate: true, mutationIterations: true, boundary: true, initialPoints: true });

/**
 * Options of {@link mopso}. The defaults are those of Coello Coello, Toscano Pulido & Salazar
 * Lechuga (2004), section IV: 100 particles, an archive of 100, 30 grid divisions per objective,
 * inertia 0.4, mutation rate 0.5.
 *
 * @example
 * ```ts
 * import { mopso, type MopsoOptions } from 'schedlab/optimizers';
 * const small: MopsoOptions = { populationSize: 40, archiveSize: 50, mutationIterations: 50 };
 * const optimizer = mopso(small);
 * ```
 */
export interface MopsoOptions {
  /** Particles; also the batch size of each iteration. @defaultValue 100 */
  readonly populationSize?: number;
  /** Most points the external archive keeps (the returned front). @defaultValue 100 */
  readonly archiveSize?: number;
  /** Grid cells per objective for leader selection and archive truncation. @defaultValue 30 */
  readonly divisions?: number;
  /** Inertia weight W of the velocity update. @defaultValue 0.4 */
  readonly inertia?: number;
  /**
   * Mutation rate r in (0, 1]: at iteration t a particle mutates with probability
   * (1 - t/T)^(1/r), one coordinate within that fraction of its range. @defaultValue 0.5
   */
  readonly mutationRate?: number;
  /** T of the mutation schedule: iterations after which mutation stops (set it to your budget). @defaultValue 100 */
  readonly mutationIterations?: number;
  /**
   * A bound rule shared with the other optimizers of a comparison (see `BoundaryHandling`), applied
   * to each particle after its move. @defaultValue undefined: Coello et al.'s rule (section III-D):
   * a coordinate leaving the box takes the bound's value and its velocity component is reversed
   */
  readonly boundary?: BoundaryHandling;
  /**
   * Points written over the first particles of the initial swarm (e.g. heuristic solutions), each
   * of the space's dimension and inside the box (else `start` throws `InvalidInputError`); the
   * others are drawn as without them. @defaultValue undefined (all uniform)
   */
  readonly initialPoints?: ReadonlyArray<ArrayLike<number>>;
}

/**
 * MOPSO, the multi-objective particle swarm of Coello Coello, Toscano Pulido and Salazar Lechuga
 * (IEEE TEC 8(3), 2004): an external archive of non-dominated points with an adaptive grid; each
 * particle follows its personal best (replaced when dominated, kept when dominating, else by a
 * coin) and a leader drawn from the archive by roulette over grid cells with fitness 10 / (points
 * in the cell); a particle leaving the box takes the bound's value and reverses its velocity; a
 * mutation whose probability and range shrink over `mutationIterations` iterations keeps diversity.
 * The archive, at most `archiveSize` points, is the front `minimize` returns.
 *
 * Documented choices where the paper leaves room: r1 and r2 are drawn per coordinate; the mutation
 * probability is (1 - t/T)^(1/mutationRate) (the paper: "all particles and the full range at first,
 * decreasing rapidly"); when the archive overflows, uniform members of the most crowded cell leave,
 * with the grid of the overflowing archive; a point with the same values as an archived one is refused.
 *
 * @param options - see {@link MopsoOptions}
 * @throws InvalidInputError on an option out of range
 * @example
 * ```ts
 * import { minimize, mopso, searchSpace } from 'schedlab/optimizers';
 * const schaffer = { space: searchSpace({ lower: [-10], upper: [10] }), objectives: 2, evaluate: (x: Float64Array) => [x[0]! ** 2, (x[0]! - 2) ** 2] };
 * const { front } = await minimize(schaffer, mopso({ populationSize: 40, mutationIterations: 50 }), { seed: 1, maxIterations: 50 });
 * front.every((p) => p.x[0]! >= 0 && p.x[0]! <= 2); // the Pareto set is [0, 2]
 * ```
 */
export function mopso(options?: MopsoOptions): MultiObjectiveOptimizer {
  checkOptionsObject('mopso(options)', options, MOPSO_OPTION_KEYS);
  const populationSize = intOption('mopso.populationSize', options?.populationSize, 100, 1, 1_000_000);
  const settings: MopsoSettings = Object.freeze({
    populationSize,
    archiveSize: intOption('mopso.archiveSize', options?.archiveSize, 100, 1, 1_000_000),
    divisions: intOption('mopso.divisions', options?.divisions, 30, 1, 1_000_000),
    inertia: numOption('mopso.inertia', options?.inertia, 0.4, 0, 10),
    mutationRate: numOption('mopso.mutationRate', options?.mutationRate, 0.5, 0, 1, true),
    mutationIterations: intOption('mopso.mutationIterations', options?.mutationIterations, 100, 1, 1_000_000_000),
    ...(options?.boundary === undefined ? {} : { boundary: checkBoundary(options.boundary, 'mopso.boundary') }),
  });
  const initialPoints = checkInitialPoints('mopso.initialPoints', options?.initialPoints, populationSize);
  return paretoOptimizer('mopso', settings, (space, m, rng, cfg) => new MopsoSession(space, m, rng, cfg), (space, m, state, cfg) => MopsoSession.restore(space, m, state, cfg), initialPoints, (c) => c.populationSize + c.archiveSize);
}
