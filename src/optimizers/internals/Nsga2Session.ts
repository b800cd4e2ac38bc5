import type { Rng } from '../../random/Rng';
import { uniform } from '../../random/uniform';
import { uniformInt } from '../../random/uniformInt';
import type { ParetoPoint } from '../MultiObjectiveOptimizer';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { byValues, crowdingDistances, sortFronts } from './pareto';
import { ParetoSessionBase } from './ParetoSessionBase';
import { encodeNumbers, readState } from './stateCodec';
import { polynomialMutation, sbx } from './variation';

/** Resolved NSGA-II settings (see `Nsga2Options`). */
export interface Nsga2Settings {
  readonly populationSize: number;
  readonly crossoverProbability: number;
  readonly crossoverEta: number;
  readonly crossoverPerVariable: number;
  readonly mutationEta: number;
  /** Per-variable mutation probability, or undefined for 1/dimension. */
  readonly mutationPerVariable: number | undefined;
}

/**
 * NSGA-II (Deb et al. 2002): iteration 0 evaluates a uniform random population; every later
 * iteration evaluates N offspring bred by binary crowded tournaments, SBX and polynomial mutation,
 * then keeps the best N of parents + offspring by (front, crowding distance).
 */
export class Nsga2Session extends ParetoSessionBase {
  /** Population (N x d) and its values (N x m); valid after the first tell. The offspring are the batch. */
  popX: Float64Array;
  popV: Float64Array;
  private readonly rank: Int32Array;
  private readonly crowd: Float64Array;
  private readonly pm: number;

  constructor(
    space: SearchSpace,
    objectives: number,
    rng: Rng,
    readonly settings: Nsga2Settings,
  ) {
    super('nsga2', space, objectives, rng, settings.populationSize);
    this.popX = new Float64Array(this.n * this.d);
    this.popV = new Float64Array(this.n * objectives);
    this.rank = new Int32Array(2 * this.n);
    this.crowd = new Float64Array(2 * this.n);
    this.pm = settings.mutationPerVariable ?? 1 / this.d;
  }

  protected update(told: Float64Array): void {
    if (this.iteration === 0) {
      this.popX.set(this.batchX);
      this.popV.set(told);
      this.rankPopulation();
    } else {
      this.survive(told);
    }
    this.iteration++;
    this.breed();
  }

  /** Ranks and crowding distances of the N members of the population. */
  private rankPopulation(): void {
    const fronts = sortFronts(this.popV, this.n, this.objectives, this.rank);
    for (const f of fronts) crowdingDistances(this.popV, this.objectives, f, this.crowd);
  }

  /** Elitist survival (Deb et al. 2002, III.C): best N of parents + offspring by front, then crowding. */
  private survive(offV: Float64Array): void {
    const { n, d, objectives: m } = this;
    const allV = new Float64Array(2 * n * m);
    allV.set(this.popV);
    allV.set(offV, n * m);
    const allX = new Float64Array(2 * n * d);
    allX.set(this.popX);
    allX.set(this.batchX, n * d);
    const fronts = sortFronts(allV, 2 * n, m, this.rank);
    const chosen: number[] = [];
    for (const front of fronts) {
      crowdingDistances(allV, m, front, this.crowd);
      if (chosen.length + front.length <= n) {
        for (const i of front) chosen.push(i);
        if (chosen.length === n) break;
        continue;
      }
      const byCrowding = front.slice().sort((a, b) => this.crowd[b]! - this.crowd[a]! || a - b);
      for (const i of byCrowding.slice(0, n - chosen.length)) chosen.push(i);
      break;
    }
    for (let t = 0; t < n; t++) {
      const i = chosen[t]!;
      this.popX.set(allX.subarray(i * d, i * d + d), t * d);
      this.popV.set(allV.subarray(i * m, i * m + m), t * m);
    }
    // Rank and crowding of the survivors (the last front was cut: recompute on the new population).
    this.rankPopulation();
  }

  /** Binary tournament with Deb's crowded-comparison operator (lower front, then larger crowding, then a coin). */
  private tournament(): number {
    const a = uniformInt(this.rng, 0, this.n - 1);
    const b = uniformInt(this.rng, 0, this.n - 1);
    if (this.rank[a]! !== this.rank[b]!) return this.rank[a]! < this.rank[b]! ? a : b;
    if (this.crowd[a]! !== this.crowd[b]!) return this.crowd[a]! > this.crowd[b]! ? a : b;
    return uniform(this.rng) < 0.5 ? a : b;
  }

  /** Fills the next batch with N offspring. */
  private breed(): void {
    const { n, d, settings: s } = this;
    const spare = new Float64Array(d);
    for (let i = 0; i < n; i += 2) {
      const p1 = this.tournament();
      const p2 = this.tournament();
      const second = i + 1 < n;
      const out2 = second ? this.batchX : spare;
      const o2 = second ? (i + 1) * d : 0;
      if (uniform(this.rng) < s.crossoverProbability) {
        sbx(this.rng, this.popX, p1 * d, this.popX, p2 * d, this.batchX, i * d, out2, o2, this.lower, this.upper, s.crossoverEta, s.crossoverPerVariable);
      } else {
        this.batchX.set(this.popX.subarray(p1 * d, p1 * d + d), i * d);
        out2.set(this.popX.subarray(p2 * d, p2 * d + d), o2);
      }
      polynomialMutation(this.rng, this.batchX, i * d, this.lower, this.upper, s.mutationEta, this.pm);
      if (second) polynomialMutation(this.rng, this.batchX, o2, this.lower, this.upper, s.mutationEta, this.pm);
    }
  }

  front(): ParetoPoint[] {
    if (this.iteration === 0) return [];
    const { d, objectives: m } = this;
    const out: ParetoPoint[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < this.n; i++) {
      if (this.rank[i] !== 0) continue;
      const values = Array.from(this.popV.subarray(i * m, i * m + m));
      const x = Array.from(this.popX.subarray(i * d, i * d + d));
      const key = values.join(',');
      if (seen.has(key)) continue; // one point per objective vector: the first, in population order (plateaus are common in scheduling)
      seen.add(key);
      out.push({ x, values });
    }
    return out.sort(byValues);
  }

  protected settingsJson(): JsonValue {
    return { ...this.settings, mutationPerVariable: this.settings.mutationPerVariable ?? null };
  }

  protected stateData(): Record<string, JsonValue> {
    return { popX: encodeNumbers(this.popX), popV: encodeNumbers(this.popV) };
  }

  static restore(space: SearchSpace, objectives: number, state: OptimizerState, settings: Nsga2Settings): Nsga2Session {
    const read = readState(state, 'nsga2', space);
    const s = new Nsga2Session(space, objectives, read.rng, settings);
    const data = s.restoreBase(read);
    s.popX = data.pointsAfter(s.iteration > 0, 'popX', s.n * s.d, s.lower, s.upper);
    s.popV = data.values('popV', s.n * objectives);
    if (s.iteration > 0) s.rankPopulation();
    return s;
  }
}
