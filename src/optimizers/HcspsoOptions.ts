import type { BoundaryHandling } from './BoundaryHandling';

/**
 * Options of {@link hcspso}. Defaults are Chhabra et al. 2019, Table II, unless noted.
 *
 * @example
 * ```ts
 * import { hcspso, type HcspsoOptions } from 'schedlab/optimizers';
 * const options: HcspsoOptions = { population: 30, r1: 'uniform', r2: 'uniform', inertia: { end: 0.2 } };
 * const optimizer = hcspso(options);
 * ```
 */
export interface HcspsoOptions {
  /** Population size n (one evaluation each per iteration). @defaultValue 60 */
  readonly population?: number;
  /** CS step scale α0 (eq. 9). @defaultValue 1 */
  readonly alpha0?: number;
  /** Fraction of worst individuals replaced by random ones after a CS phase. @defaultValue 0.25 */
  readonly pa?: number;
  /** Lévy index β (Mantegna). @defaultValue 1.5 */
  readonly beta?: number;
  /**
   * Inertia schedule of eq. 10, `w_k = start + (end − start) min(k, iterations) / iterations`
   * (Table II: w = 0.9 over 60 generations; the end value 0.4 is ours, eq. 11's factor is unspecified).
   * @defaultValue `{ start: 0.9, end: 0.4, iterations: 60 }`
   */
  readonly inertia?: { readonly start?: number; readonly end?: number; readonly iterations?: number };
  /** c1 of eq. 10. @defaultValue 2 */
  readonly c1?: number;
  /** c2 of eq. 10. @defaultValue 2 */
  readonly c2?: number;
  /** r1 of eq. 10: Table II's fixed 0.65, or `'uniform'` for a U(0, 1) draw per particle and step. @defaultValue 0.65 */
  readonly r1?: number | 'uniform';
  /** r2 of eq. 10: Table II's fixed 0.35, or `'uniform'`. @defaultValue 0.35 */
  readonly r2?: number | 'uniform';
  /** Velocity clamp as a fraction of the range (Algorithm 4, line 25; value ours). @defaultValue 0.2 */
  readonly vmax?: number;
  /** Boundary handling. @defaultValue `'reflect'` */
  readonly boundary?: BoundaryHandling;
  /**
   * How the inertia weight w of eq. 10 changes from one PSO generation to the next.
   * - `'linear'`: the schedule of {@link HcspsoOptions.inertia} (schedlab's choice; the default).
   * - `'eq11'`: the paper's eq. 11, "ω(k+1) = ω(k) * α ... α is a decrementing factor randomly
   *   generated between 0 and 1" (section IV.B): the first PSO generation uses `inertia.start`
   *   (Table II: ω = 0.9), and after each PSO generation w is multiplied by a fresh α ~ U(0, 1),
   *   so w stays in [0, inertia.start] and E[w] halves per PSO generation. `inertia.end` and
   *   `inertia.iterations` are then unused.
   * @defaultValue `'linear'` (the paper's "randomly generated" α would make w nearly 0 after a few
   *   generations; the default keeps the behaviour of earlier schedlab versions)
   */
  readonly inertiaRule?: 'linear' | 'eq11';
  /**
   * Whether a Lévy move of the CS phase (eq. 9) always replaces its nest or only when better.
   * - `'always'`: Algorithm 4, lines 11-15 ("Update cuckoo individual using levy flights using
   *   (9)"): every nest takes its new position.
   * - `'greedy'`: the standard CS rule the paper describes in section IV.A ("Solution S_j^d is
   *   replaced with S_i^d if fitness of S_i^d is better", Algorithm 1 lines 6-9), read as Yang &
   *   Deb's own code does it: the new position is compared with the nest it came from, and a nest
   *   whose move is not strictly better goes back to its previous position and value.
   * - `'random-nest'`: Algorithm 1 lines 6-8 as the paper prints it ("Choose a nest among n (say,
   *   j) randomly; if (F_i > F_j) replace j by the new solution"): each new position i, in order,
   *   is compared with a nest j drawn uniformly (its value before this generation's moves, or
   *   the new solution that replaced it earlier in the same pass) and replaces nest j when
   *   strictly better; a nest nobody replaced keeps its previous position and value.
   * @defaultValue `'always'` (Algorithm 4, the HCSPSO pseudo-code itself)
   */
  readonly cuckooAcceptance?: 'always' | 'greedy' | 'random-nest';
  /**
   * Whether the nests that replace the worst fraction pa after a CS phase are evaluated before
   * they move on. Algorithm 4 line 18-19: "Reproduce new random individuals in S, Update population
   * S and X; Rank the individual candidate solutions (pBest) and find the current global best
   * solution (gBest)". With `true`, the new nests are one extra batch (round(pa n) evaluations,
   * one more `tell`) that updates their personal bests, the CS phase's gBest and the best point;
   * with `false` they move on unevaluated (their value counts as unknown).
   * @defaultValue false (the behaviour of earlier schedlab versions)
   */
  readonly evaluateAbandoned?: boolean;
  /**
   * Generations after the initial one, after which the session reports `done` (Algorithm 4 line
   * 8, `while (k < MaxGeneration)`, entered after the initial population was evaluated, lines
   * 3-7): with Table II's 60 generations of 60 nests, 61 batches and 3,660 evaluations (plus the
   * replaced nests' batches with `evaluateAbandoned`). Leave it undefined to stop by `minimize`'s
   * budget only (`maxIterations: 60` is then 3,600 evaluations: the initial population counted as
   * a generation).
   * @defaultValue undefined (no own stop)
   */
  readonly generations?: number;
  /**
   * Points written over the first individuals of the initial population (e.g. heuristic plans),
   * each of the space's dimension and inside the box (else `start` throws `InvalidInputError`);
   * the other individuals are drawn as without them, so a seeded run differs from the unseeded one
   * with the same seed only in these individuals. The paper is silent on seeding.
   * @defaultValue undefined (all uniform)
   */
  readonly initialPoints?: ReadonlyArray<ArrayLike<number>>;
}
