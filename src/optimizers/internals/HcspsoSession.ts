import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Rng } from '../../random/Rng';
import { uniform } from '../../random/uniform';
import type { HcspsoOptions } from '../HcspsoOptions';
import { type HcspsoConfig, resolveHcspso } from './hcspsoConfig';
import type { Optimizer } from '../Optimizer';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { applyBoundary } from './boundary';
import { levyStep } from './levy';
import { enumOption } from './options';
import { uniformPoint } from './sampling';
import { placeInitialPoints } from './initialPoints';
import { Cand, SessionBase, views } from './SessionBase';
import { encodeNumber, encodeNumbers, readState } from './stateCodec';
import { sessionOptimizer } from './sessionOptimizer';

/** Phase of the prepared batch; `'abandoned'`: the nests that replaced the worst after a CS phase. */
type Phase = 'init' | 'cs' | 'pso' | 'abandoned';

class HcspsoSession extends SessionBase {
  s: Float64Array; // positions S (the batch)
  v: Float64Array; // velocities V
  p: Float64Array; // personal bests
  pVal: Float64Array;
  cur: Float64Array; // value of each nest's current position (Infinity: not evaluated)
  prev: Float64Array; // positions before the last Lévy move (greedy acceptance)
  guide: Float64Array; // gBest(k) used by the current batch (Algorithm 5)
  guideVal = Infinity;
  gCs: Float64Array; // best point of the CS phases (gBestCSTemp)
  gCsVal = Infinity;
  gPso: Float64Array; // best point of the PSO phases (gBestPSOTemp)
  gPsoVal = Infinity;
  phase: Phase = 'init'; // phase of the prepared batch
  lastPhase: Phase = 'init'; // phase of the previous generation
  w: number; // inertia of the next PSO generation (eq. 11 rule)
  generationsDone = 0; // whole-population batches told, the initial one included
  abandoned: Int32Array = new Int32Array(0); // indices of the replaced nests awaiting evaluation
  private readonly order: Int32Array;
  private readonly all: Cand[];

  constructor(
    space: SearchSpace,
    rng: Rng,
    private readonly cfg: HcspsoConfig,
  ) {
    super('hcspso', space, rng);
    const nd = cfg.population * this.d;
    this.s = new Float64Array(nd);
    this.v = new Float64Array(nd);
    this.p = new Float64Array(nd);
    this.pVal = new Float64Array(cfg.population).fill(Infinity);
    this.cur = new Float64Array(cfg.population).fill(Infinity);
    this.prev = new Float64Array(nd);
    this.guide = new Float64Array(this.d);
    this.gCs = new Float64Array(this.d);
    this.gPso = new Float64Array(this.d);
    this.order = new Int32Array(cfg.population);
    this.w = cfg.wStart;
    this.all = views(this.s, cfg.population, this.d).map((x) => new Cand(x, 'explore'));
    this.batch = this.all;
  }

  init(): void {
    for (let i = 0; i < this.cfg.population; i++) uniformPoint(this.rng, this.s, i * this.d, this.lower, this.upper);
    placeInitialPoints('hcspso.initialPoints', this.cfg.initialPoints, this.s, this.lower, this.upper);
  }

  protected override isDone(): boolean {
    return this.phase !== 'abandoned' && this.generationsDone > this.cfg.generations;
  }

  protected update(told: ArrayLike<number>): void {
    if (this.phase === 'abandoned') {
      this.afterAbandoned(told);
      this.nextGeneration();
      return;
    }
    const n = this.cfg.population;
    const d = this.d;
    this.generationsDone++;
    // greedy acceptance (section IV.A): a Lévy move that is not strictly better goes back
    const acceptance = this.phase === 'cs' ? this.cfg.cuckooAcceptance : 'always';
    const values = acceptance === 'greedy' ? this.acceptGreedy(told) : acceptance === 'random-nest' ? this.acceptRandomNest(told) : told;
    let bi = 0;
    for (let i = 0; i < n; i++) {
      const f = values[i]!;
      this.cur[i] = f;
      if (f < values[bi]!) bi = i;
      if (this.phase === 'init' || f < this.pVal[i]!) {
        this.p.set(this.s.subarray(i * d, (i + 1) * d), i * d);
        this.pVal[i] = f;
      }
      this.offerBest(this.s, i * d, f);
    }
    const batchBest = Float64Array.from(this.s.subarray(bi * d, (bi + 1) * d));
    if (this.phase === 'cs') this.afterCuckoo(values); // eq. 13 compares with the gBest that guided the move
    const fb = values[bi]!;
    if (this.phase !== 'pso' && fb < this.gCsVal) this.gCsVal = copyInto(this.gCs, batchBest, fb);
    if (this.phase !== 'cs' && fb < this.gPsoVal) this.gPsoVal = copyInto(this.gPso, batchBest, fb);
    // gBest(k) of the generation just evaluated, handed to the next one if it repeats the phase
    if (this.phase === 'init' || fb < this.guideVal) this.guideVal = copyInto(this.guide, batchBest, fb);
    this.lastPhase = this.phase;
    if (this.abandoned.length > 0) {
      // Algorithm 4 lines 18-19: the new nests are evaluated before the next generation
      this.phase = 'abandoned';
      this.batch = Array.from(this.abandoned, (i) => this.all[i]!);
      return;
    }
    this.nextGeneration();
  }

  /** Chooses the next generation's phase and moves the population (Algorithm 4 lines 9-26). */
  private nextGeneration(): void {
    this.batch = this.all;
    // Algorithm 4, line 9: CS if r1 < r2, r1, r2 ~ U(0, 1)
    this.phase = uniform(this.rng) < uniform(this.rng) ? 'cs' : 'pso';
    // Algorithm 5: on a switch of phase, the better of the two phases' bests
    if (this.phase !== this.lastPhase) {
      if (this.gPsoVal < this.gCsVal) this.guideVal = copyInto(this.guide, this.gPso, this.gPsoVal);
      else this.guideVal = copyInto(this.guide, this.gCs, this.gCsVal);
    }
    if (this.phase === 'cs') this.cuckooMove();
    else this.psoMove();
  }

  /** Values of the CS generation after greedy acceptance; reverted nests get their previous position back. */
  /**
   * Algorithm 1 lines 6-8 (Yang & Deb, as Chhabra et al. print it): new solution i replaces a
   * uniformly drawn nest j when strictly better than j's current value; the population then is
   * the previous one with those replacements.
   */
  private acceptRandomNest(told: ArrayLike<number>): Float64Array {
    const n = this.cfg.population;
    const d = this.d;
    const moved = Float64Array.from(this.s);
    const out = Float64Array.from(this.cur.subarray(0, n));
    this.s.set(this.prev);
    for (let i = 0; i < n; i++) {
      const j = Math.min(n - 1, Math.floor(uniform(this.rng) * n));
      if (told[i]! < out[j]!) {
        this.s.set(moved.subarray(i * d, (i + 1) * d), j * d);
        out[j] = told[i]!;
      }
    }
    return out;
  }

  private acceptGreedy(told: ArrayLike<number>): Float64Array {
    const n = this.cfg.population;
    const d = this.d;
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const f = told[i]!;
      if (f < this.cur[i]!) out[i] = f;
      else {
        this.s.set(this.prev.subarray(i * d, (i + 1) * d), i * d);
        out[i] = this.cur[i]!;
      }
    }
    return out;
  }

  /** The replaced nests' values: personal bests, the CS phase's gBest, the generation's gBest. */
  private afterAbandoned(values: ArrayLike<number>): void {
    const d = this.d;
    let bk = -1;
    this.abandoned.forEach((i, k) => {
      const f = values[k]!;
      this.cur[i] = f;
      if (f < this.pVal[i]!) {
        this.p.set(this.s.subarray(i * d, (i + 1) * d), i * d);
        this.pVal[i] = f;
      }
      this.offerBest(this.s, i * d, f);
      if (bk < 0 || f < values[bk]!) bk = k;
    });
    const fb = values[bk]!;
    const bi = this.abandoned[bk]!;
    const x = this.s.subarray(bi * d, (bi + 1) * d);
    if (fb < this.gCsVal) this.gCsVal = copyInto(this.gCs, x, fb);
    if (fb < this.guideVal) this.guideVal = copyInto(this.guide, x, fb);
    this.abandoned = new Int32Array(0);
  }

  /** Eq. 13 velocities, then the worst fraction pa is replaced by random individuals. */
  private afterCuckoo(values: ArrayLike<number>): void {
    const n = this.cfg.population;
    const { d, s, v, guide } = this;
    for (let i = 0; i < n; i++) {
      const better = values[i]! < this.guideVal;
      for (let j = 0; j < d; j++) {
        const diff = s[i * d + j]! - guide[j]!;
        v[i * d + j] = better ? diff : -diff;
      }
    }
    const discard = Math.round(this.cfg.pa * n);
    if (discard === 0) return;
    const order = this.order;
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => values[b]! - values[a]! || a - b); // worst first
    for (let k = 0; k < discard; k++) {
      const i = order[k]!;
      uniformPoint(this.rng, s, i * d, this.lower, this.upper);
      v.fill(0, i * d, (i + 1) * d);
      this.cur[i] = Infinity; // not evaluated (yet)
    }
    if (this.cfg.evaluateAbandoned) this.abandoned = Int32Array.from(order.subarray(0, discard)).sort();
  }

  /** Eq. 9 with the guide of Algorithm 5. */
  private cuckooMove(): void {
    const { population, alpha0, sigmaU, beta, boundary } = this.cfg;
    const { d, s, guide, rng } = this;
    if (this.cfg.cuckooAcceptance !== 'always') this.prev.set(s);
    const invBeta = 1 / beta;
    for (let i = 0; i < population; i++) {
      const off = i * d;
      for (let j = 0; j < d; j++) {
        const x = s[off + j]!;
        s[off + j] = x + alpha0 * (x - guide[j]!) * levyStep(rng, sigmaU, invBeta);
      }
      applyBoundary(boundary, s, off, d, this.lower, this.upper, null, rng);
    }
  }

  /** The inertia weight of the PSO generation about to move (eq. 10), by the configured rule. */
  private inertia(): number {
    const { wStart, wEnd, wIterations } = this.cfg;
    if (this.cfg.inertiaRule === 'eq11') {
      const w = this.w;
      this.w = w * uniform(this.rng); // eq. 11: ω(k+1) = ω(k) α, α ~ U(0, 1)
      return w;
    }
    const k = Math.min(this.generationsDone - 1, wIterations); // the generation just evaluated (batches of replaced nests not counted)
    return wStart + ((wEnd - wStart) * k) / wIterations;
  }

  /** Eqs. 10 and 12 with the inertia weight of the configured rule and velocity clamping. */
  private psoMove(): void {
    const { population, c1, c2, vmax, boundary } = this.cfg;
    const { d, s, v, p, guide, rng } = this;
    const w = this.inertia();
    for (let i = 0; i < population; i++) {
      const off = i * d;
      const r1 = this.cfg.r1 === 'uniform' ? uniform(rng) : this.cfg.r1;
      const r2 = this.cfg.r2 === 'uniform' ? uniform(rng) : this.cfg.r2;
      for (let j = 0; j < d; j++) {
        const x = s[off + j]!;
        let vi = w * v[off + j]! + c1 * r1 * (p[off + j]! - x) + c2 * r2 * (guide[j]! - x);
        const vm = vmax * this.range[j]!;
        vi = vi > vm ? vm : vi < -vm ? -vm : vi;
        v[off + j] = vi;
        s[off + j] = x + vi;
      }
      applyBoundary(boundary, s, off, d, this.lower, this.upper, v, rng);
    }
  }

  protected saveData(): { [key: string]: JsonValue } {
    return {
      s: encodeNumbers(this.s),
      v: encodeNumbers(this.v),
      p: encodeNumbers(this.p),
      pVal: encodeNumbers(this.pVal),
      cur: encodeNumbers(this.cur),
      prev: encodeNumbers(this.prev),
      guide: encodeNumbers(this.guide),
      guideVal: encodeNumber(this.guideVal),
      gCs: encodeNumbers(this.gCs),
      gCsVal: encodeNumber(this.gCsVal),
      gPso: encodeNumbers(this.gPso),
      gPsoVal: encodeNumber(this.gPsoVal),
      phase: this.phase,
      lastPhase: this.lastPhase,
      w: encodeNumber(this.w),
      generationsDone: this.generationsDone,
      abandoned: Array.from(this.abandoned),
    };
  }

  static restore(space: SearchSpace, state: OptimizerState, cfg: HcspsoConfig): HcspsoSession {
    const { rng, iteration, data } = readState(state, 'hcspso', space);
    const h = new HcspsoSession(space, rng, cfg);
    h.loadBase(iteration, data);
    const nd = cfg.population * h.d;
    h.s.set(data.numbers('s', nd));
    h.v.set(data.numbers('v', nd));
    h.p.set(data.numbers('p', nd));
    h.pVal.set(data.numbers('pVal', cfg.population));
    h.cur.set(data.numbers('cur', cfg.population));
    h.prev.set(data.numbers('prev', nd));
    h.guide.set(data.numbers('guide', h.d));
    h.guideVal = data.number('guideVal');
    h.gCs.set(data.numbers('gCs', h.d));
    h.gCsVal = data.number('gCsVal');
    h.gPso.set(data.numbers('gPso', h.d));
    h.gPsoVal = data.number('gPsoVal');
    const phases: Phase[] = ['init', 'cs', 'pso', 'abandoned'];
    h.phase = enumOption('state.data.phase', data.string('phase') as Phase, 'init', phases);
    h.lastPhase = enumOption('state.data.lastPhase', data.string('lastPhase') as Phase, 'init', phases);
    h.w = data.number('w');
    h.generationsDone = data.integer('generationsDone', 0, Number.MAX_SAFE_INTEGER);
    const abandoned = data.raw('abandoned');
    if (!Array.isArray(abandoned) || abandoned.some((i) => typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= cfg.population)) {
      throw new InvalidInputError(`state.data.abandoned: expected indices in [0, ${cfg.population - 1}]`);
    }
    h.abandoned = Int32Array.from(abandoned as number[]);
    if ((h.phase === 'abandoned') !== (h.abandoned.length > 0)) throw new InvalidInputError(`state.data.abandoned: ${h.abandoned.length} replaced nests in phase '${h.phase}'`);
    if (h.phase === 'abandoned') h.batch = Array.from(h.abandoned, (i) => h.all[i]!);
    return h;
  }
}

function copyInto(dst: Float64Array, src: Float64Array, value: number): number {
  dst.set(src);
  return value;
}

/** Builds the HCSPSO optimizer. */
export function createHcspso(options: HcspsoOptions | undefined): Optimizer {
  const cfg = resolveHcspso(options);
  return sessionOptimizer('hcspso', cfg, (space, rng, c) => new HcspsoSession(space, rng, c), (s) => s.init(), (space, state, c) => HcspsoSession.restore(space, state, c), (c) => c.population);
}
