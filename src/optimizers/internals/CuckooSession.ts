import { optionKeys } from '../../errors/internals/knownKeys';
import type { Rng } from '../../random/Rng';
import { uniform } from '../../random/uniform';
import { uniformInt } from '../../random/uniformInt';
import type { BoundaryHandling } from '../BoundaryHandling';
import type { CuckooSearchOptions } from '../CuckooSearchOptions';
import type { Optimizer } from '../Optimizer';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { applyBoundary, checkBoundary } from './boundary';
import { levyStep, mantegnaSigma } from './levy';
import { checkOptionsObject, enumOption, intOption, numOption, MAX_POPULATION } from './options';
import { randomPermutation, uniformPoint } from './sampling';
import { Cand, SessionBase, views } from './SessionBase';
import { encodeNumbers, readState } from './stateCodec';
import { sessionOptimizer } from './sessionOptimizer';

/** The options CuckooSearchOptions knows (unknown keys are refused). */
const CUCKOOSEARCH_OPTION_KEYS = optionKeys<CuckooSearchOptions>({ nests: true, pa: true, alpha0: true, beta: true, boundary: true, replace: true });

/** Resolved cuckoo-search configuration. */
export interface CuckooConfig {
  readonly nests: number;
  readonly pa: number;
  readonly alpha0: number;
  readonly beta: number;
  readonly sigmaU: number;
  readonly boundary: BoundaryHandling;
  readonly replace: 'own' | 'random';
}

/** Validates options and fills defaults. */
export function resolveCuckoo(o: CuckooSearchOptions | undefined): CuckooConfig {
  checkOptionsObject('cuckooSearch(options)', o, CUCKOOSEARCH_OPTION_KEYS);
  const opts = o ?? {};
  const beta = numOption('cuckooSearch.beta', opts.beta, 1.5, 0.3, 1.99);
  return {
    nests: intOption('cuckooSearch.nests', opts.nests, 25, 2, MAX_POPULATION),
    pa: numOption('cuckooSearch.pa', opts.pa, 0.25, 0, 1),
    alpha0: numOption('cuckooSearch.alpha0', opts.alpha0, 1, 0, 1e6, true),
    beta,
    sigmaU: mantegnaSigma(beta),
    boundary: checkBoundary(opts.boundary ?? 'reflect', 'cuckooSearch.boundary'),
    replace: enumOption('cuckooSearch.replace', opts.replace, 'own', ['own', 'random']),
  };
}

class CuckooSession extends SessionBase {
  nest: Float64Array;
  nestVal: Float64Array;
  cand: Float64Array;
  private readonly perm1: Int32Array;
  private readonly perm2: Int32Array;

  constructor(
    space: SearchSpace,
    rng: Rng,
    private readonly cfg: CuckooConfig,
  ) {
    super('cuckooSearch', space, rng);
    const n = cfg.nests;
    this.nest = new Float64Array(n * this.d);
    this.nestVal = new Float64Array(n).fill(Infinity);
    this.cand = new Float64Array(n * this.d);
    this.perm1 = new Int32Array(n);
    this.perm2 = new Int32Array(n);
    this.batch = views(this.cand, n, this.d).map((x) => new Cand(x, 'explore'));
  }

  init(): void {
    for (let i = 0; i < this.cfg.nests; i++) uniformPoint(this.rng, this.cand, i * this.d, this.lower, this.upper);
  }

  protected update(values: ArrayLike<number>): void {
    const n = this.cfg.nests;
    const d = this.d;
    for (let i = 0; i < n; i++) {
      const f = values[i]!;
      const j = this.iteration === 0 || this.cfg.replace === 'own' ? i : uniformInt(this.rng, 0, n - 1);
      if (this.iteration === 0 || f < this.nestVal[j]!) {
        this.nest.set(this.cand.subarray(i * d, (i + 1) * d), j * d);
        this.nestVal[j] = f;
      }
      this.offerBest(this.cand, i * d, f);
    }
    // iteration k + 1 is a Lévy-flight batch when odd, a nest-abandonment batch when even
    if ((this.iteration + 1) % 2 === 1) this.levyFlights();
    else this.abandon();
  }

  /** Chhabra et al. 2019, eq. 9: S' = S + α0 (S − gBest) ⊗ Lévy(β), Lévy steps by Mantegna. */
  private levyFlights(): void {
    const { nests, alpha0, sigmaU, beta, boundary } = this.cfg;
    const { d, nest, cand, rng } = this;
    const g = this.bestX;
    const invBeta = 1 / beta;
    for (let i = 0; i < nests; i++) {
      const off = i * d;
      for (let j = 0; j < d; j++) {
        const s = nest[off + j]!;
        cand[off + j] = s + alpha0 * (s - g[j]!) * levyStep(rng, sigmaU, invBeta);
      }
      applyBoundary(boundary, cand, off, d, this.lower, this.upper, null, rng);
    }
  }

  /**
   * Yang & Deb 2009: a fraction pa of the nests' components is discovered and rebuilt by the
   * biased random walk x + r (x_perm1 − x_perm2), r ~ U(0, 1) per nest.
   */
  private abandon(): void {
    const { nests, pa, boundary } = this.cfg;
    const { d, nest, cand, rng } = this;
    randomPermutation(rng, this.perm1);
    randomPermutation(rng, this.perm2);
    for (let i = 0; i < nests; i++) {
      const off = i * d;
      const a = this.perm1[i]! * d;
      const b = this.perm2[i]! * d;
      const r = uniform(rng);
      for (let j = 0; j < d; j++) {
        const s = nest[off + j]!;
        cand[off + j] = uniform(rng) < pa ? s + r * (nest[a + j]! - nest[b + j]!) : s;
      }
      applyBoundary(boundary, cand, off, d, this.lower, this.upper, null, rng);
    }
  }

  protected saveData(): { [key: string]: JsonValue } {
    return { nest: encodeNumbers(this.nest), nestVal: encodeNumbers(this.nestVal), cand: encodeNumbers(this.cand) };
  }

  static restore(space: SearchSpace, state: OptimizerState, cfg: CuckooConfig): CuckooSession {
    const { rng, iteration, data } = readState(state, 'cuckooSearch', space);
    const s = new CuckooSession(space, rng, cfg);
    s.loadBase(iteration, data);
    const nd = cfg.nests * s.d;
    s.nest.set(data.numbers('nest', nd));
    s.nestVal.set(data.numbers('nestVal', cfg.nests));
    s.cand.set(data.numbers('cand', nd));
    return s;
  }
}

/** Builds the cuckoo-search optimizer */
export function createCuckoo(options: CuckooSearchOptions | undefined): Optimizer {
  const cfg = resolveCuckoo(options);
  return sessionOptimizer('cuckooSearch', cfg, (space, rng, c) => new CuckooSession(space, rng, c), (s) => s.init(), (space, state, c) => CuckooSession.restore(space, state, c), (c) => c.nests);
}
