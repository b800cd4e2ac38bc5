import { InvalidInputError } from '../../errors/InvalidInputError';
import { SchedlabError } from '../../errors/SchedlabError';
import type { Rng } from '../../random/Rng';
import { standardNormal } from '../../random/standardNormal';
import { uniform } from '../../random/uniform';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import type { CmaEsConfig, CmaEsStop } from './cmaEsConfig';
import { decodeCmaEsRun, encodeCmaEsRun, type CmaEsRunState } from './cmaEsRunState';
import { cmaEsStopReason } from './cmaEsStop';
import { cmaEsStrategy, SMALL_DIMENSION } from './cmaEsStrategy';
import { householderSteps } from './householderEigen';
import { jacobiSteps } from './jacobiEigen';
import { Cand, SessionBase, views } from './SessionBase';
import { MAX_BATCH_VALUES } from './options';
import { readState, type DataReader } from './stateCodec';

/** The fields of a CMA-ES session that `rollback` restores. */
interface CmaEsUndo {
  readonly sigma: number;
  readonly gen: number;
  readonly iteration: number;
  readonly mean: Float64Array;
  readonly ps: Float64Array;
  readonly pc: Float64Array;
  readonly C: Float64Array;
  /** Only for Jacobi, which rotates B in place (Householder + QL writes B at its last step). */
  readonly B: Float64Array | undefined;
  readonly D: Float64Array;
  readonly bestX: Float64Array;
  readonly bestVal: number;
  readonly hasBest: boolean;
}

/**
 * (mu/mu_w, lambda)-CMA-ES with IPOP restarts, in coordinates normalised to the box ([0, 1] per
 * dimension, so one step size fits every range). Every evaluated point is the mirror image of the
 * sampled point into the box (periodic reflection); the algorithm itself runs unbounded.
 * Equations follow Hansen, "The CMA Evolution Strategy: A Tutorial" (arXiv:1604.00772, 2016),
 * Table 1 and Fig. 6 (positive weights only). The strategy parameters are cmaEsStrategy.ts, the
 * termination criteria cmaEsStop.ts, the saved state and its validation cmaEsRunState.ts.
 */
export class CmaEsSession extends SessionBase implements CmaEsRunState {
  // run constants
  lambda = 0;
  mu = 0;
  weights = new Float64Array(0);
  mueff = 0;
  cs = 0;
  ds = 0;
  cc = 0;
  c1 = 0;
  cmu = 0;
  chiN = 0;
  eigenEvery = 1;
  // run state
  restart = 0;
  gen = 0;
  sigma = 0;
  mean: Float64Array;
  ps: Float64Array;
  pc: Float64Array;
  C: Float64Array;
  B: Float64Array;
  D: Float64Array;
  lastEigen = 0;
  /** Sampled points (genotypes, normalised, lambda x d) and their images in the box (the batch). */
  y: Float64Array = new Float64Array(0);
  phen: Float64Array = new Float64Array(0);
  /** Best and median value of each generation of the current run (tolFun, stagnation), newest last. */
  bests: number[] = [];
  medians: number[] = [];
  lastStop: CmaEsStop | undefined;
  private readonly work: Float64Array;
  /** sep-CMA-ES: C holds the n variances, B is the identity (and empty). */
  readonly diagonal: boolean;

  constructor(
    space: SearchSpace,
    rng: Rng,
    readonly cfg: CmaEsConfig,
  ) {
    super('cmaEs', space, rng);
    const d = this.d;
    if (cfg.mean0 !== null && cfg.mean0.length !== d) throw new InvalidInputError(`cmaEs.mean0: expected ${d} values (the dimension), got ${cfg.mean0.length}`);
    this.mean = new Float64Array(d);
    this.ps = new Float64Array(d);
    this.pc = new Float64Array(d);
    this.diagonal = cfg.diagonal === true;
    const square = this.diagonal ? 0 : d * d;
    this.C = new Float64Array(this.diagonal ? d : square);
    this.B = new Float64Array(square);
    this.D = new Float64Array(d);
    this.work = new Float64Array(square);
  }

  /** Population of restart k: the default 4 + floor(3 ln n) (or the option), doubled at each restart (IPOP). */
  private lambdaOf(k: number): number {
    const base = this.cfg.populationSize ?? 4 + Math.floor(3 * Math.log(this.d));
    return base * 2 ** k;
  }

  /** Sets the strategy parameters of a run with population lambda (Hansen 2016, Table 1). */
  private constants(lambda: number): void {
    Object.assign(this, cmaEsStrategy(this.d, lambda, this.diagonal));
  }

  /** Starts run number `k` (0 = the first): fresh mean, step size, paths and covariance. */
  startRun(k: number): void {
    const n = this.d;
    this.restart = k;
    this.constants(this.lambdaOf(k));
    this.gen = 0;
    this.sigma = this.cfg.sigma0;
    if (k === 0 && this.cfg.mean0 !== null) {
      for (let j = 0; j < n; j++) this.mean[j] = (this.cfg.mean0[j]! - this.lower[j]!) / this.range[j]!;
    } else {
      for (let j = 0; j < n; j++) this.mean[j] = uniform(this.rng); // IPOP: a uniform point of the box
    }
    this.ps.fill(0);
    this.pc.fill(0);
    this.C.fill(0);
    this.B.fill(0);
    for (let j = 0; j < n; j++) {
      if (this.diagonal) this.C[j] = 1;
      else this.C[j * n + j] = this.B[j * n + j] = 1;
      this.D[j] = 1;
    }
    this.lastEigen = 0;
    this.bests = [];
    this.medians = [];
    this.y = new Float64Array(this.lambda * n);
    this.phen = new Float64Array(this.lambda * n);
    this.batch = views(this.phen, this.lambda, n).map((x) => new Cand(x, 'explore'));
    this.sample();
  }

  /** Draws lambda points m + sigma B D z and their mirror images in the box. */
  sample(): void {
    const n = this.d;
    const z = new Float64Array(n);
    for (let k = 0; k < this.lambda; k++) {
      for (let j = 0; j < n; j++) z[j] = this.D[j]! * standardNormal(this.rng);
      for (let i = 0; i < n; i++) {
        let s = 0;
        if (this.diagonal) s = z[i]!;
        else for (let j = 0; j < n; j++) s += this.B[i * n + j]! * z[j]!;
        const g = this.mean[i]! + this.sigma * s;
        this.y[k * n + i] = g;
        this.phen[k * n + i] = this.toBox(g, i);
      }
    }
  }

  /** The point of the box a normalised coordinate stands for: periodic reflection into [0, 1], then scaled. */
  private toBox(g: number, i: number): number {
    const t = ((g % 2) + 2) % 2;
    const u = t <= 1 ? t : 2 - t;
    return Math.min(this.upper[i]!, this.lower[i]! + u * this.range[i]!);
  }

  protected update(values: ArrayLike<number>): void {
    const { d: n, lambda, mu, weights } = this;
    this.undo = !this.diagonal && this.gen + 1 - this.lastEigen >= this.eigenEvery ? this.undoPoint() : undefined;
    const order = Array.from({ length: lambda }, (_, k) => k).sort((a, b) => values[a]! - values[b]! || a - b);
    for (let k = 0; k < lambda; k++) this.offerBest(this.phen, k * n, values[k]!);
    // recombination: yw = sum w_i (x_i:lambda - m) / sigma
    const old = Float64Array.from(this.mean);
    const yw = new Float64Array(n);
    for (let i = 0; i < mu; i++) {
      const k = order[i]!;
      for (let j = 0; j < n; j++) yw[j]! += (weights[i]! * (this.y[k * n + j]! - old[j]!)) / this.sigma;
    }
    for (let j = 0; j < n; j++) this.mean[j] = old[j]! + this.sigma * yw[j]!;
    // C^(-1/2) yw = B D^-1 B^T yw (D^-1 yw in sep-CMA-ES)
    const t = new Float64Array(n);
    for (let a = 0; a < n; a++) {
      let s = 0;
      if (this.diagonal) s = yw[a]!;
      else for (let j = 0; j < n; j++) s += this.B[j * n + a]! * yw[j]!;
      t[a] = s / this.D[a]!;
    }
    const csn = Math.sqrt(this.cs * (2 - this.cs) * this.mueff);
    let psNorm = 0;
    for (let i = 0; i < n; i++) {
      let s = 0;
      if (this.diagonal) s = t[i]!;
      else for (let a = 0; a < n; a++) s += this.B[i * n + a]! * t[a]!;
      this.ps[i] = (1 - this.cs) * this.ps[i]! + csn * s;
      psNorm += this.ps[i]! * this.ps[i]!;
    }
    psNorm = Math.sqrt(psNorm);
    this.gen++;
    const hsig = psNorm / Math.sqrt(1 - (1 - this.cs) ** (2 * this.gen)) < (1.4 + 2 / (n + 1)) * this.chiN ? 1 : 0;
    const ccn = Math.sqrt(this.cc * (2 - this.cc) * this.mueff);
    for (let j = 0; j < n; j++) this.pc[j] = (1 - this.cc) * this.pc[j]! + hsig * ccn * yw[j]!;
    // C <- (1 - c1 - cmu + c1 delta) C + c1 pc pc^T + cmu sum w_i y_i y_i^T   (eq. 47, sum w = 1)
    const delta = (1 - hsig) * this.cc * (2 - this.cc);
    const keep = 1 - this.c1 - this.cmu + this.c1 * delta;
    // the selected steps (x_i:lambda - m) / sigma, once per generation rather than once per entry of C
    const steps = new Float64Array(mu * n);
    for (let i = 0; i < mu; i++) {
      const k = order[i]!;
      for (let j = 0; j < n; j++) steps[i * n + j] = (this.y[k * n + j]! - old[j]!) / this.sigma;
    }
    for (let a = 0; a < n && this.diagonal; a++) {
      let rankMu = 0;
      for (let i = 0; i < mu; i++) rankMu += weights[i]! * steps[i * n + a]! ** 2;
      this.C[a] = keep * this.C[a]! + this.c1 * this.pc[a]! ** 2 + this.cmu * rankMu;
    }
    for (let a = 0; a < n && !this.diagonal; a++) {
      for (let b = 0; b <= a; b++) {
        let rankMu = 0;
        for (let i = 0; i < mu; i++) rankMu += weights[i]! * steps[i * n + a]! * steps[i * n + b]!;
        const v = keep * this.C[a * n + b]! + this.c1 * this.pc[a]! * this.pc[b]! + this.cmu * rankMu;
        this.C[a * n + b] = v;
        this.C[b * n + a] = v;
      }
    }
    // CSA (eq. 44)
    this.sigma *= Math.exp((this.cs / this.ds) * (psNorm / this.chiN - 1));
    // the rest waits in `deferred` (run by advance() or by the next call): the decomposition is long
    this.deferred = this.finishGeneration(Float64Array.from(values), order, lambda);
  }

  private *finishGeneration(values: Float64Array, order: readonly number[], lambda: number): Generator<void, void, void> {
    if (this.gen - this.lastEigen >= this.eigenEvery) yield* this.decompose();
    this.undo = undefined;
    this.bests.push(values[order[0]!]!);
    this.medians.push(values[order[Math.floor(lambda / 2)]!]!);
    const stop = cmaEsStopReason(this, values, order);
    if (stop !== undefined) {
      this.lastStop = stop;
      // IPOP ends early when the doubled population would exceed MAX_BATCH_VALUES coordinates
      if (this.restart < this.cfg.restarts && this.lambdaOf(this.restart + 1) * this.d <= MAX_BATCH_VALUES) this.startRun(this.restart + 1);
      else this.exhausted = true;
      return;
    }
    this.sample();
  }

  exhausted = false;
  /** What `rollback` restores: the fields a generation changes before its decomposition ends. */
  private undo: CmaEsUndo | undefined;

  /**
   * Copies of what `update` and a decomposition change, taken only in a generation that
   * decomposes (the others finish within `tell`). The generator is drawn only after the
   * decomposition (sample, startRun), `y`, `bests` and the restart fields are changed only after it.
   */
  private undoPoint(): CmaEsUndo {
    return {
      sigma: this.sigma, gen: this.gen, iteration: this.iteration, mean: this.mean.slice(), ps: this.ps.slice(), pc: this.pc.slice(),
      C: this.C.slice(), B: this.d <= SMALL_DIMENSION ? this.B.slice() : undefined, D: this.D.slice(), bestX: this.bestX.slice(), bestVal: this.bestVal, hasBest: this.hasBest,
    };
  }

  /** Undoes the last tell while its decomposition is unfinished (see OptimizerSession.rollback). */
  rollback(): void {
    const u = this.undo;
    if (u === undefined || this.deferred === undefined) throw new SchedlabError('cmaEs: rollback() without an unfinished decomposition to undo');
    this.deferred = undefined;
    this.undo = undefined;
    Object.assign(this, { sigma: u.sigma, gen: u.gen, iteration: u.iteration, bestVal: u.bestVal, hasBest: u.hasBest });
    for (const [to, from] of [[this.mean, u.mean], [this.ps, u.ps], [this.pc, u.pc], [this.C, u.C], [this.D, u.D], [this.bestX, u.bestX]] as const) to.set(from);
    if (u.B !== undefined) this.B.set(u.B);
  }

  /** One step of the deferred end of a generation (see OptimizerSession.advance). */
  advance(): boolean {
    return this.advanceDeferred();
  }

  protected override isDone(): boolean {
    return this.exhausted;
  }

  /**
   * B and D from C (C = B D^2 B^T): cyclic Jacobi up to {@link SMALL_DIMENSION} dimensions,
   * Householder tridiagonalisation and implicit QL above (issue 41), the square roots of the
   * variances in sep-CMA-ES. Jacobi and Householder + QL are exact to rounding but round
   * differently: Jacobi where it was already fast (24 ms at n = 100) keeps every earlier result up
   * to 100 dimensions byte-identical; above, Householder + QL is 6-12x faster (0.05 / 0.19 s against
   * 0.30 / 2.3 s at n = 160 / 300) and Jacobi's minutes at n = 1,200 become about 12 s.
   */
  private *decompose(): Generator<void, void, void> {
    const n = this.d;
    if (this.diagonal) this.D.set(this.C);
    else if (n <= SMALL_DIMENSION) yield* jacobiSteps(this.C, n, this.D, this.B, this.work);
    else yield* householderSteps(this.C, n, this.D, this.B, this.work);
    for (let j = 0; j < n; j++) this.D[j] = Math.sqrt(Math.max(this.D[j]!, 1e-300));
    this.lastEigen = this.gen;
  }

  protected saveData(): { [key: string]: JsonValue } {
    return encodeCmaEsRun(this);
  }

  static restore(space: SearchSpace, state: OptimizerState, cfg: CmaEsConfig): CmaEsSession {
    const { rng, iteration, data } = readState(state, 'cmaEs', space);
    const s = new CmaEsSession(space, rng, cfg);
    s.loadRun(data);
    s.loadBase(iteration, data);
    return s;
  }

  private loadRun(data: DataReader): void {
    const n = this.d;
    const run = decodeCmaEsRun(data, n, this.cfg, (k) => this.lambdaOf(k));
    this.constants(this.lambdaOf(run.restart));
    Object.assign(this, run);
    this.phen = new Float64Array(this.lambda * n);
    for (let k = 0; k < this.lambda * n; k++) this.phen[k] = this.toBox(this.y[k]!, k % n);
    this.batch = views(this.phen, this.lambda, n).map((x) => new Cand(x, 'explore'));
  }
}
