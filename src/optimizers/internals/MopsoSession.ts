import type { Rng } from '../../random/Rng';
import { uniform, uniformIn } from '../../random/uniform';
import { uniformInt } from '../../random/uniformInt';
import type { ParetoPoint } from '../MultiObjectiveOptimizer';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import type { BoundaryHandling } from '../BoundaryHandling';
import { applyBoundary } from './boundary';
import { ParetoArchive } from './ParetoArchive';
import { ParetoSessionBase } from './ParetoSessionBase';
import { encodeNumbers, readState } from './stateCodec';

/** Resolved MOPSO settings (see `MopsoOptions`). */
export interface MopsoSettings {
  readonly populationSize: number;
  readonly archiveSize: number;
  readonly divisions: number;
  readonly inertia: number;
  readonly mutationRate: number;
  readonly mutationIterations: number;
  /** A shared bound rule; undefined: Coello et al.'s III-D (the bound's value, velocity reversed). */
  readonly boundary?: BoundaryHandling;
}

/**
 * MOPSO (Coello Coello, Toscano Pulido & Salazar Lechuga 2004): particles fly towards their
 * personal best and a leader drawn from an external archive of non-dominated points by roulette
 * over the archive's hypercubes (less crowded cubes more likely); the archive keeps at most
 * `archiveSize` points, dropping from the most crowded cube; a mutation of decreasing probability
 * and range perturbs one coordinate of a particle.
 */
export class MopsoSession extends ParetoSessionBase {
  /** Velocities (n x d), personal bests and their values; positions are the batch. */
  v: Float64Array;
  bestX: Float64Array;
  bestV: Float64Array;
  readonly archive: ParetoArchive;

  constructor(
    space: SearchSpace,
    objectives: number,
    rng: Rng,
    readonly settings: MopsoSettings,
  ) {
    super('mopso', space, objectives, rng, settings.populationSize);
    this.v = new Float64Array(this.n * this.d);
    this.bestX = new Float64Array(this.n * this.d);
    this.bestV = new Float64Array(this.n * objectives);
    this.archive = new ParetoArchive(this.d, objectives, settings.archiveSize, settings.divisions);
  }

  protected update(told: Float64Array): void {
    const { n, d, objectives: m, batchX: x } = this;
    for (let i = 0; i < n; i++) {
      // Personal best (Coello et al. 2004, III-E): replaced when dominated, kept when dominating, else a coin.
      const replace = this.iteration === 0 || dominatesAcross(told, i, this.bestV, i, m) || (!dominatesAcross(this.bestV, i, told, i, m) && uniform(this.rng) < 0.5);
      if (replace) {
        this.bestX.set(x.subarray(i * d, i * d + d), i * d);
        this.bestV.set(told.subarray(i * m, i * m + m), i * m);
      }
    }
    for (let i = 0; i < n; i++) this.archive.insert(x, i, told, i);
    this.archive.truncate(this.rng);
    this.iteration++;
    this.move();
  }

  /** Velocity and position update, bounds, then the decreasing mutation (III-D, III-F). */
  private move(): void {
    const { n, d, lower, upper, settings: s, batchX: x } = this;
    const leaders = this.archive.leaderPicker();
    const t = this.iteration;
    const pm = t >= s.mutationIterations ? 0 : Math.pow(1 - t / s.mutationIterations, 1 / s.mutationRate);
    for (let i = 0; i < n; i++) {
      const h = leaders(this.rng);
      for (let j = 0; j < d; j++) {
        const k = i * d + j;
        const xi = x[k]!;
        let vi = s.inertia * this.v[k]! + uniform(this.rng) * (this.bestX[k]! - xi) + uniform(this.rng) * (this.archive.x[h * d + j]! - xi);
        let xn = xi + vi;
        // Out of the box: the particle takes the bound's value and its velocity reverses (III-D).
        if (s.boundary !== undefined) {
          // or the comparison's shared rule, applied below
        } else if (xn < lower[j]!) {
          xn = lower[j]!;
          vi = -vi;
        } else if (xn > upper[j]!) {
          xn = upper[j]!;
          vi = -vi;
        }
        x[k] = xn;
        this.v[k] = vi;
      }
      if (s.boundary !== undefined) applyBoundary(s.boundary, x, i * d, d, lower, upper, this.v, this.rng);
      if (pm > 0 && uniform(this.rng) < pm) {
        const j = uniformInt(this.rng, 0, d - 1);
        const k = i * d + j;
        const reach = pm * (upper[j]! - lower[j]!);
        x[k] = uniformIn(this.rng, Math.max(lower[j]!, x[k]! - reach), Math.min(upper[j]!, x[k]! + reach));
      }
    }
  }

  front(): ParetoPoint[] {
    return this.archive.points();
  }

  protected settingsJson(): JsonValue {
    return { ...this.settings };
  }

  protected stateData(): Record<string, JsonValue> {
    const { d, objectives: m, archive } = this;
    return {
      v: encodeNumbers(this.v),
      bestX: encodeNumbers(this.bestX),
      bestV: encodeNumbers(this.bestV),
      archiveSize: archive.size,
      archiveX: encodeNumbers(archive.x.subarray(0, archive.size * d)),
      archiveV: encodeNumbers(archive.v.subarray(0, archive.size * m)),
    };
  }

  static restore(space: SearchSpace, objectives: number, state: OptimizerState, settings: MopsoSettings): MopsoSession {
    const read = readState(state, 'mopso', space);
    const s = new MopsoSession(space, objectives, read.rng, settings);
    const data = s.restoreBase(read);
    s.v = data.finite('v', s.n * s.d);
    s.bestX = data.pointsAfter(s.iteration > 0, 'bestX', s.n * s.d, s.lower, s.upper);
    s.bestV = data.values('bestV', s.n * objectives);
    const size = data.integer('archiveSize', s.iteration === 0 ? 0 : 1, settings.archiveSize);
    s.archive.restore(data.inBox('archiveX', size * s.d, s.lower, s.upper), data.values('archiveV', size * objectives), size);
    return s;
  }
}

/** Row a of `va` Pareto-dominates row b of `vb` (no worse in every objective, better in one). */
function dominatesAcross(va: Float64Array, a: number, vb: Float64Array, b: number, m: number): boolean {
  let better = false;
  for (let k = 0; k < m; k++) {
    const p = va[a * m + k]!;
    const q = vb[b * m + k]!;
    if (p > q) return false;
    if (p < q) better = true;
  }
  return better;
}
