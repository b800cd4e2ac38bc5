import { optionKeys } from '../../errors/internals/knownKeys';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Rng } from '../../random/Rng';
import { uniform } from '../../random/uniform';
import type { BoundaryHandling } from '../BoundaryHandling';
import type { Optimizer } from '../Optimizer';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { PsoOptions } from '../PsoOptions';
import type { SearchSpace } from '../searchSpace';
import { applyBoundary, checkBoundary } from './boundary';
import { checkOptionsObject, enumOption, intOption, numOption, MAX_POPULATION } from './options';
import { uniformPoint } from './sampling';
import { Cand, SessionBase, views } from './SessionBase';
import { encodeNumbers, readState } from './stateCodec';
import { sessionOptimizer } from './sessionOptimizer';

/** The options PsoOptions knows (unknown keys are refused). */
const PSO_OPTION_KEYS = optionKeys<PsoOptions>({ swarmSize: true, preset: true, chi: true, phi1: true, phi2: true, inertia: true, c1: true, c2: true, perDimension: true, vmax: true, boundary: true, reevaluate: true, initialVelocity: true });

/** Clerc & Kennedy (2002) constriction for phi = phi1 + phi2 = 4.1: 2 / |2 - phi - sqrt(phi^2 - 4 phi)|. */
export const CLERC_KENNEDY_CHI = 2 / Math.abs(2 - 4.1 - Math.sqrt(4.1 * 4.1 - 4 * 4.1));

/** Resolved PSO configuration. */
export interface PsoConfig {
  readonly swarmSize: number;
  readonly form: 'constriction' | 'inertia';
  readonly chi: number;
  readonly phi1: number;
  readonly phi2: number;
  readonly wStart: number;
  readonly wEnd: number;
  readonly wIterations: number;
  readonly c1: number;
  readonly c2: number;
  readonly perDimension: boolean;
  readonly vmax: number;
  readonly boundary: BoundaryHandling;
  readonly reevaluate: 'none' | 'global-best' | 'all-bests';
  readonly initialVelocity: 'zero' | 'uniform';
}

const PRESETS = ['dupont2020', 'clerc-kennedy', 'chhabra2019'] as const;

/** Validates options and fills the preset defaults. */
export function resolvePso(o: PsoOptions | undefined): PsoConfig {
  checkOptionsObject('pso(options)', o, PSO_OPTION_KEYS);
  const opts = o ?? {};
  const preset = enumOption('pso.preset', opts.preset, 'dupont2020', PRESETS);
  const form = preset === 'chhabra2019' ? 'inertia' : 'constriction';
  if (form === 'constriction' && (opts.inertia !== undefined || opts.c1 !== undefined || opts.c2 !== undefined)) {
    throw new InvalidInputError(`pso: options inertia/c1/c2 need preset 'chhabra2019' (inertia form), got preset '${preset}'`);
  }
  if (form === 'inertia' && (opts.chi !== undefined || opts.phi1 !== undefined || opts.phi2 !== undefined)) {
    throw new InvalidInputError(`pso: options chi/phi1/phi2 need a constriction preset, got preset '${preset}'`);
  }
  const ck = preset === 'clerc-kennedy';
  const inertia = opts.inertia ?? {};
  return {
    swarmSize: intOption('pso.swarmSize', opts.swarmSize, preset === 'chhabra2019' ? 60 : 30, 1, MAX_POPULATION),
    form,
    chi: numOption('pso.chi', opts.chi, ck ? CLERC_KENNEDY_CHI : 0.1, 0, 10, true),
    phi1: numOption('pso.phi1', opts.phi1, ck ? 2.05 : 2, 0, 100),
    phi2: numOption('pso.phi2', opts.phi2, ck ? 2.05 : 2, 0, 100),
    wStart: numOption('pso.inertia.start', inertia.start, 0.9, 0, 2),
    wEnd: numOption('pso.inertia.end', inertia.end, 0.4, 0, 2),
    wIterations: intOption('pso.inertia.iterations', inertia.iterations, 60, 1),
    c1: numOption('pso.c1', opts.c1, 2, 0, 100),
    c2: numOption('pso.c2', opts.c2, 2, 0, 100),
    perDimension: opts.perDimension ?? ck,
    vmax: numOption('pso.vmax', opts.vmax, preset === 'chhabra2019' ? 0.2 : Infinity, 0, Infinity, true),
    boundary: checkBoundary(opts.boundary ?? 'reflect', 'pso.boundary'),
    reevaluate: enumOption('pso.reevaluate', opts.reevaluate, 'none', ['none', 'global-best', 'all-bests']),
    initialVelocity: enumOption('pso.initialVelocity', opts.initialVelocity, 'zero', ['zero', 'uniform']),
  };
}

class PsoSession extends SessionBase {
  readonly n: number;
  x: Float64Array;
  v: Float64Array;
  p: Float64Array;
  pVal: Float64Array;
  private readonly gCopy: Float64Array;

  constructor(
    space: SearchSpace,
    rng: Rng,
    private readonly cfg: PsoConfig,
  ) {
    super('pso', space, rng);
    this.n = cfg.swarmSize;
    const nd = this.n * this.d;
    this.x = new Float64Array(nd);
    this.v = new Float64Array(nd);
    this.p = new Float64Array(nd);
    this.pVal = new Float64Array(this.n).fill(Infinity);
    this.gCopy = new Float64Array(this.d);
  }

  init(): void {
    for (let i = 0; i < this.n; i++) {
      uniformPoint(this.rng, this.x, i * this.d, this.lower, this.upper);
      if (this.cfg.initialVelocity === 'uniform') {
        // v ~ U(-range/2, range/2) per dimension
        for (let j = 0; j < this.d; j++) this.v[i * this.d + j] = (uniform(this.rng) - 0.5) * this.range[j]!;
      }
    }
    this.buildBatch(false);
  }

  /** Candidates: the particles, then the re-evaluations of the bests (from iteration 1 on). */
  buildBatch(withReevaluations: boolean): void {
    const batch = views(this.x, this.n, this.d).map((x) => new Cand(x, 'explore'));
    if (withReevaluations && this.cfg.reevaluate === 'global-best') {
      this.gCopy.set(this.bestX);
      batch.push(new Cand(this.gCopy, 'reevaluate'));
    } else if (withReevaluations && this.cfg.reevaluate === 'all-bests') {
      for (const pv of views(this.p, this.n, this.d)) batch.push(new Cand(pv, 'reevaluate'));
    }
    this.batch = batch;
  }

  protected update(values: ArrayLike<number>): void {
    const { n, d } = this;
    const first = this.iteration === 0;
    if (!first && this.cfg.reevaluate === 'global-best') {
      this.bestVal = values[n]!;
    } else if (!first && this.cfg.reevaluate === 'all-bests') {
      let g = 0;
      for (let i = 0; i < n; i++) {
        this.pVal[i] = values[n + i]!;
        if (this.pVal[i]! < this.pVal[g]!) g = i;
      }
      this.setBest(this.p, g * d, this.pVal[g]!);
    }
    for (let i = 0; i < n; i++) {
      const f = values[i]!;
      if (first || f < this.pVal[i]!) {
        this.p.set(this.x.subarray(i * d, (i + 1) * d), i * d);
        this.pVal[i] = f;
      }
      this.offerBest(this.x, i * d, f);
    }
    this.move();
    this.buildBatch(true);
  }

  /** Velocity and position update of every particle (Dupont 2020 sec. 4.3 / Chhabra 2019 eqs. 10-12). */
  private move(): void {
    const { n, d, x, v, p, cfg, rng } = this;
    const g = this.bestX;
    const inertia = cfg.form === 'inertia';
    const k = Math.min(this.iteration, cfg.wIterations);
    const w = cfg.wStart + ((cfg.wEnd - cfg.wStart) * k) / cfg.wIterations;
    const a1 = inertia ? cfg.c1 : cfg.phi1;
    const a2 = inertia ? cfg.c2 : cfg.phi2;
    const chi = inertia ? 1 : cfg.chi;
    const keep = inertia ? w : 1;
    const clamp = Number.isFinite(cfg.vmax);
    for (let i = 0; i < n; i++) {
      const off = i * d;
      let r1 = 0;
      let r2 = 0;
      if (!cfg.perDimension) {
        r1 = a1 * uniform(rng);
        r2 = a2 * uniform(rng);
      }
      for (let j = 0; j < d; j++) {
        if (cfg.perDimension) {
          r1 = a1 * uniform(rng);
          r2 = a2 * uniform(rng);
        }
        const xi = x[off + j]!;
        let vi = chi * (keep * v[off + j]! + (r1 * (p[off + j]! - xi) + r2 * (g[j]! - xi)));
        if (clamp) {
          const vm = cfg.vmax * this.range[j]!;
          vi = vi > vm ? vm : vi < -vm ? -vm : vi;
        }
        v[off + j] = vi;
        x[off + j] = xi + vi;
      }
      applyBoundary(cfg.boundary, x, off, d, this.lower, this.upper, v, rng);
    }
  }

  protected saveData(): { [key: string]: JsonValue } {
    return { x: encodeNumbers(this.x), v: encodeNumbers(this.v), p: encodeNumbers(this.p), pVal: encodeNumbers(this.pVal) };
  }

  static restore(space: SearchSpace, state: OptimizerState, cfg: PsoConfig): PsoSession {
    const { rng, iteration, data } = readState(state, 'pso', space);
    const s = new PsoSession(space, rng, cfg);
    s.loadBase(iteration, data);
    const nd = s.n * s.d;
    s.x = data.inBox('x', nd, s.lower, s.upper);
    s.v = data.finite('v', nd);
    s.p = data.pointsAfter(iteration > 0, 'p', nd, s.lower, s.upper);
    s.pVal = data.values('pVal', s.n);
    s.buildBatch(iteration > 0);
    return s;
  }
}

/** Builds the PSO optimizer */
export function createPso(options: PsoOptions | undefined): Optimizer {
  const cfg = resolvePso(options);
  return sessionOptimizer('pso', cfg, (space, rng, c) => new PsoSession(space, rng, c), (s) => s.init(), (space, state, c) => PsoSession.restore(space, state, c), (c) => c.swarmSize);
}
