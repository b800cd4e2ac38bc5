import { optionKeys } from '../../errors/internals/knownKeys';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Rng } from '../../random/Rng';
import { standardNormal } from '../../random/standardNormal';
import { standardNormalPair } from '../../random/standardNormalPair';
import { uniform } from '../../random/uniform';
import { uniformInt } from '../../random/uniformInt';
import type { BoundaryHandling } from '../BoundaryHandling';
import type { EvolutionStrategyOptions } from '../EvolutionStrategyOptions';
import type { Optimizer } from '../Optimizer';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { applyBoundary, checkBoundary } from './boundary';
import { checkOptionsObject, enumOption, intOption, numOption, MAX_POPULATION } from './options';
import { uniformPoint } from './sampling';
import { Cand, SessionBase, views } from './SessionBase';
import { encodeNumbers, readState } from './stateCodec';
import { sessionOptimizer } from './sessionOptimizer';

/** The options EvolutionStrategyOptions knows (unknown keys are refused). */
const EVOLUTIONSTRATEGY_OPTION_KEYS = optionKeys<EvolutionStrategyOptions>({ mu: true, lambda: true, selection: true, recombination: true, initialSigma: true, boundary: true, reevaluate: true, tau0: true, tau1: true });

/** Resolved ES configuration. */
export interface EsConfig {
  readonly mu: number;
  readonly lambda: number;
  readonly selection: 'plus' | 'comma';
  readonly recombination: 'none' | 'discrete' | 'intermediate';
  readonly initialSigma: number;
  readonly boundary: BoundaryHandling;
  readonly reevaluate: 'none' | 'parents';
  readonly tau0: number | undefined;
  readonly tau1: number | undefined;
}

/** Validates options and fills defaults. */
export function resolveEs(o: EvolutionStrategyOptions | undefined): EsConfig {
  checkOptionsObject('evolutionStrategy(options)', o, EVOLUTIONSTRATEGY_OPTION_KEYS);
  const opts = o ?? {};
  const mu = intOption('evolutionStrategy.mu', opts.mu, 3, 1, MAX_POPULATION);
  const lambda = intOption('evolutionStrategy.lambda', opts.lambda, 21, 1, MAX_POPULATION);
  const selection = enumOption('evolutionStrategy.selection', opts.selection, 'plus', ['plus', 'comma']);
  if (selection === 'comma' && lambda < mu) {
    throw new InvalidInputError(`evolutionStrategy: (mu,lambda) selection needs lambda >= mu, got mu = ${mu}, lambda = ${lambda}`);
  }
  const reevaluate = enumOption('evolutionStrategy.reevaluate', opts.reevaluate, 'none', ['none', 'parents']);
  if (reevaluate === 'parents' && selection === 'comma') {
    throw new InvalidInputError("evolutionStrategy.reevaluate: 'parents' only applies to plus selection (comma discards parents)");
  }
  return {
    mu,
    lambda,
    selection,
    recombination: enumOption('evolutionStrategy.recombination', opts.recombination, 'none', ['none', 'discrete', 'intermediate']),
    initialSigma: numOption('evolutionStrategy.initialSigma', opts.initialSigma, 0.3, 0, 10, true),
    boundary: checkBoundary(opts.boundary ?? 'reflect', 'evolutionStrategy.boundary'),
    reevaluate,
    tau0: opts.tau0 === undefined ? undefined : numOption('evolutionStrategy.tau0', opts.tau0, 0, 0, 10),
    tau1: opts.tau1 === undefined ? undefined : numOption('evolutionStrategy.tau1', opts.tau1, 0, 0, 10),
  };
}

class EsSession extends SessionBase {
  px: Float64Array; // parents
  ps: Float64Array; // parents' step sizes
  pv: Float64Array; // parents' values
  ox: Float64Array; // offspring
  os: Float64Array;
  private readonly tau0: number;
  private readonly tau1: number;
  private readonly pool: Int32Array;
  private readonly poolVal: Float64Array;

  constructor(
    space: SearchSpace,
    rng: Rng,
    private readonly cfg: EsConfig,
  ) {
    super('evolutionStrategy', space, rng);
    const { mu, lambda } = cfg;
    const d = this.d;
    this.px = new Float64Array(mu * d);
    this.ps = new Float64Array(mu * d);
    this.spareX = new Float64Array(mu * d);
    this.spareS = new Float64Array(mu * d);
    this.pv = new Float64Array(mu).fill(Infinity);
    this.ox = new Float64Array(lambda * d);
    this.os = new Float64Array(lambda * d);
    // Franke et al. sec. 4.2 (Bäck & Schwefel): tau0 = 1/sqrt(2u), tau1 = 1/sqrt(2 sqrt(u)).
    this.tau0 = cfg.tau0 ?? 1 / Math.sqrt(2 * d);
    this.tau1 = cfg.tau1 ?? 1 / Math.sqrt(2 * Math.sqrt(d));
    this.pool = new Int32Array(mu + lambda);
    this.poolVal = new Float64Array(mu + lambda);
  }

  init(): void {
    const { mu } = this.cfg;
    for (let i = 0; i < mu; i++) {
      uniformPoint(this.rng, this.px, i * this.d, this.lower, this.upper);
      for (let j = 0; j < this.d; j++) this.ps[i * this.d + j] = this.cfg.initialSigma * this.range[j]!;
    }
    this.buildBatch(true);
  }

  buildBatch(initial: boolean): void {
    const { mu, lambda } = this.cfg;
    if (initial) {
      this.batch = views(this.px, mu, this.d).map((x) => new Cand(x, 'explore'));
      return;
    }
    this.offspring ??= views(this.ox, lambda, this.d).map((x) => new Cand(x, 'explore'));
    if (this.cfg.reevaluate !== 'parents') {
      this.batch = this.offspring;
      return;
    }
    const batch = this.offspring.slice();
    for (const x of views(this.px, mu, this.d)) batch.push(new Cand(x, 'reevaluate'));
    this.batch = batch;
  }

  protected update(values: ArrayLike<number>): void {
    const { mu, lambda, selection } = this.cfg;
    const d = this.d;
    if (this.iteration === 0) {
      for (let i = 0; i < mu; i++) {
        this.pv[i] = values[i]!;
        this.offerBest(this.px, i * d, values[i]!);
      }
    } else {
      if (this.cfg.reevaluate === 'parents') {
        let b = 0;
        for (let i = 0; i < mu; i++) {
          this.pv[i] = values[lambda + i]!;
          if (this.pv[i]! < this.pv[b]!) b = i;
        }
        this.setBest(this.px, b * d, this.pv[b]!);
      }
      for (let k = 0; k < lambda; k++) this.offerBest(this.ox, k * d, values[k]!);
      this.select(values, selection === 'plus');
    }
    this.breed();
    this.buildBatch(false);
  }

  /** Pool entries < lambda are offspring, the others parents (plus only); ties prefer offspring. */
  private select(values: ArrayLike<number>, plus: boolean): void {
    const { mu, lambda } = this.cfg;
    const d = this.d;
    const size = plus ? lambda + mu : lambda;
    const pool = this.pool.subarray(0, size);
    const val = this.poolVal;
    for (let k = 0; k < lambda; k++) val[k] = values[k]!;
    for (let i = 0; i < mu && plus; i++) val[lambda + i] = this.pv[i]!;
    for (let k = 0; k < size; k++) pool[k] = k;
    pool.sort(this.byPoolValue);
    // Double buffering: the new parents go to the spare arrays, which then swap with the old.
    const nx = this.spareX;
    const ns = this.spareS;
    for (let i = 0; i < mu; i++) {
      const k = pool[i]!;
      const fromOffspring = k < lambda;
      const src = (fromOffspring ? k : k - lambda) * d;
      const fx = fromOffspring ? this.ox : this.px;
      const fs = fromOffspring ? this.os : this.ps;
      for (let j = 0; j < d; j++) {
        nx[i * d + j] = fx[src + j]!;
        ns[i * d + j] = fs[src + j]!;
      }
      this.pv[i] = val[k]!;
    }
    this.spareX = this.px;
    this.spareS = this.ps;
    this.px = nx;
    this.ps = ns;
  }

  /** Pool order: by value, ties by index (offspring first). Created once, not per sort. */
  private readonly byPoolValue = (a: number, b: number): number => this.poolVal[a]! - this.poolVal[b]! || a - b;
  private spareX: Float64Array = new Float64Array(0);
  private spareS: Float64Array = new Float64Array(0);
  /** Offspring candidates: views of `ox`, which never moves, so built once. */
  private offspring: Cand[] | undefined;

  /** Scratch pair of normal deviates. */
  private readonly z = new Float64Array(2);

  /** Offspring by (optional recombination and) self-adaptive non-isotropic mutation. */
  private breed(): void {
    const { mu, lambda, recombination } = this.cfg;
    const { d, rng, px, ps, ox, os } = this;
    const z = this.z;
    for (let k = 0; k < lambda; k++) {
      const off = k * d;
      const a = uniformInt(rng, 0, mu - 1) * d;
      const b = recombination === 'none' ? a : uniformInt(rng, 0, mu - 1) * d;
      const common = this.tau0 * standardNormal(rng);
      for (let j = 0; j < d; j++) {
        let x = px[a + j]!;
        let s = ps[a + j]!;
        if (recombination !== 'none') {
          s = 0.5 * (s + ps[b + j]!);
          x = recombination === 'intermediate' ? 0.5 * (x + px[b + j]!) : uniform(rng) < 0.5 ? x : px[b + j]!;
        }
        // one Box-Muller pair per dimension: z[0] perturbs the step size, z[1] the position
        standardNormalPair(rng, z);
        s *= Math.exp(common + this.tau1 * z[0]!);
        os[off + j] = s;
        ox[off + j] = x + s * z[1]!;
      }
      applyBoundary(this.cfg.boundary, ox, off, d, this.lower, this.upper, null, rng);
    }
  }

  protected override isDone(): boolean {
    // every step size below 1e-15 of its range: mutations no longer move the parents
    for (let i = 0; i < this.ps.length; i++) if (this.ps[i]! > 1e-15 * this.range[i % this.d]!) return false;
    return true;
  }

  protected saveData(): { [key: string]: JsonValue } {
    return {
      px: encodeNumbers(this.px),
      ps: encodeNumbers(this.ps),
      pv: encodeNumbers(this.pv),
      ox: encodeNumbers(this.ox),
      os: encodeNumbers(this.os),
    };
  }

  static restore(space: SearchSpace, state: OptimizerState, cfg: EsConfig): EsSession {
    const { rng, iteration, data } = readState(state, 'evolutionStrategy', space);
    const s = new EsSession(space, rng, cfg);
    s.loadBase(iteration, data);
    const d = s.d;
    s.px = data.numbers('px', cfg.mu * d);
    s.ps = data.numbers('ps', cfg.mu * d);
    s.pv = data.numbers('pv', cfg.mu);
    s.ox = data.numbers('ox', cfg.lambda * d);
    s.os = data.numbers('os', cfg.lambda * d);
    s.buildBatch(iteration === 0);
    return s;
  }
}

/** Builds the ES optimizer */
export function createEs(options: EvolutionStrategyOptions | undefined): Optimizer {
  const cfg = resolveEs(options);
  return sessionOptimizer('evolutionStrategy', cfg, (space, rng, c) => new EsSession(space, rng, c), (s) => s.init(), (space, state, c) => EsSession.restore(space, state, c), (c) => c.mu + c.lambda);
}
