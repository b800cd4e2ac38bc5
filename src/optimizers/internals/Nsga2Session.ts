import { InvalidInputError } from '../../errors/InvalidInputError';
import type { Rng } from '../../random/Rng';
import { uniform } from '../../random/uniform';
import { uniformInt } from '../../random/uniformInt';
import type { Candidate } from '../Candidate';
import type { MultiObjectiveSession, ParetoPoint } from '../MultiObjectiveOptimizer';
import type { OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';
import { crowdingDistances, sortFronts } from './pareto';
import { uniformPoint } from './sampling';
import { Cand, views } from './SessionBase';
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
export class Nsga2Session implements MultiObjectiveSession {
  readonly d: number;
  readonly n: number;
  readonly lower: Float64Array;
  readonly upper: Float64Array;
  iteration = 0;
  /** Population (N x d) and its values (N x m); valid after the first tell. */
  popX: Float64Array;
  popV: Float64Array;
  /** The batch being evaluated (N x d). */
  offX: Float64Array;
  private readonly batch: Cand[];
  private readonly rank: Int32Array;
  private readonly crowd: Float64Array;
  private readonly pm: number;

  constructor(
    readonly space: SearchSpace,
    readonly objectives: number,
    public rng: Rng,
    readonly settings: Nsga2Settings,
  ) {
    this.d = space.dimension;
    this.n = settings.populationSize;
    this.lower = Float64Array.from(space.lower);
    this.upper = Float64Array.from(space.upper);
    this.popX = new Float64Array(this.n * this.d);
    this.popV = new Float64Array(this.n * objectives);
    this.offX = new Float64Array(this.n * this.d);
    this.batch = views(this.offX, this.n, this.d).map((x) => new Cand(x, 'explore'));
    this.rank = new Int32Array(2 * this.n);
    this.crowd = new Float64Array(2 * this.n);
    this.pm = settings.mutationPerVariable ?? 1 / this.d;
  }

  sampleInitial(): void {
    for (let i = 0; i < this.n; i++) uniformPoint(this.rng, this.offX, i * this.d, this.lower, this.upper);
  }

  ask(): readonly Candidate[] {
    return this.batch;
  }

  get done(): boolean {
    return false;
  }

  tell(values: ArrayLike<ArrayLike<number>>): void {
    const { n, objectives: m } = this;
    if (values === null || typeof values !== 'object' || values.length !== n) {
      throw new InvalidInputError(`nsga2 tell(values): expected ${n} objective vectors (one per candidate of the last ask()), got ${values === null || typeof values !== 'object' ? String(values) : values.length}`);
    }
    const told = new Float64Array(n * m);
    for (let i = 0; i < n; i++) {
      const row = values[i];
      if (row === null || typeof row !== 'object' || row.length !== m) {
        throw new InvalidInputError(`nsga2 tell(values): values[${i}] (iteration ${this.iteration}) must hold ${m} numbers, got ${row === null || typeof row !== 'object' ? String(row) : `${row.length}`}`);
      }
      for (let k = 0; k < m; k++) {
        const v = row[k];
        if (typeof v !== 'number' || Number.isNaN(v)) {
          throw new InvalidInputError(`nsga2 tell(values): values[${i}][${k}] (iteration ${this.iteration}) must be a number (Infinity allowed), got ${String(v)}`);
        }
        told[i * m + k] = v;
      }
    }
    if (this.iteration === 0) {
      this.popX.set(this.offX);
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
    allX.set(this.offX, n * d);
    const fronts = sortFronts(allV, 2 * n, m, this.rank);
    const chosen: number[] = [];
    for (const front of fronts) {
      crowdingDistances(allV, m, front, this.crowd);
      if (chosen.length + front.length <= n) {
        chosen.push(...front);
        if (chosen.length === n) break;
        continue;
      }
      const byCrowding = front.slice().sort((a, b) => this.crowd[b]! - this.crowd[a]! || a - b);
      chosen.push(...byCrowding.slice(0, n - chosen.length));
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
      const out2 = second ? this.offX : spare;
      const o2 = second ? (i + 1) * d : 0;
      if (uniform(this.rng) < s.crossoverProbability) {
        sbx(this.rng, this.popX, p1 * d, this.popX, p2 * d, this.offX, i * d, out2, o2, this.lower, this.upper, s.crossoverEta, s.crossoverPerVariable);
      } else {
        this.offX.set(this.popX.subarray(p1 * d, p1 * d + d), i * d);
        out2.set(this.popX.subarray(p2 * d, p2 * d + d), o2);
      }
      polynomialMutation(this.rng, this.offX, i * d, this.lower, this.upper, s.mutationEta, this.pm);
      if (second) polynomialMutation(this.rng, this.offX, o2, this.lower, this.upper, s.mutationEta, this.pm);
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
      const key = x.join(',');
      if (seen.has(key)) continue; // the same point twice in the population is one point of the front
      seen.add(key);
      out.push({ x, values });
    }
    return out.sort((a, b) => a.values[0]! - b.values[0]! || a.values[1]! - b.values[1]!);
  }

  state(): OptimizerState {
    return {
      optimizer: 'nsga2',
      version: 1,
      dimension: this.d,
      iteration: this.iteration,
      rng: [...this.rng.getState()],
      data: {
        objectives: this.objectives,
        settings: { ...this.settings, mutationPerVariable: this.settings.mutationPerVariable ?? null },
        lower: encodeNumbers(this.lower),
        upper: encodeNumbers(this.upper),
        popX: encodeNumbers(this.popX),
        popV: encodeNumbers(this.popV),
        offX: encodeNumbers(this.offX),
      },
    };
  }

  static restore(space: SearchSpace, objectives: number, state: OptimizerState, settings: Nsga2Settings): Nsga2Session {
    const { rng, iteration, data } = readState(state, 'nsga2', space);
    const storedM = data.integer('objectives', 1, 1_000);
    if (storedM !== objectives) throw new InvalidInputError(`state.data.objectives: the state is for ${storedM} objectives, the problem has ${objectives}`);
    const stored = JSON.stringify(data.raw('settings'));
    const wanted = JSON.stringify({ ...settings, mutationPerVariable: settings.mutationPerVariable ?? null });
    if (stored !== wanted) throw new InvalidInputError(`state.data.settings: the state was written with nsga2 options ${stored}; resume with the same options (got ${wanted})`);
    const s = new Nsga2Session(space, objectives, rng, settings);
    const lower = data.numbers('lower', s.d);
    const upper = data.numbers('upper', s.d);
    for (let j = 0; j < s.d; j++) {
      if (lower[j] !== s.lower[j] || upper[j] !== s.upper[j]) {
        throw new InvalidInputError(`state.data: the state was written for bounds [${lower[j]}, ${upper[j]}] in dimension ${j}, the space has [${s.lower[j]}, ${s.upper[j]}]`);
      }
    }
    s.iteration = iteration;
    s.popX = data.numbers('popX', s.n * s.d);
    s.popV = data.numbers('popV', s.n * objectives);
    s.offX.set(data.numbers('offX', s.n * s.d));
    for (let i = 0; i < s.offX.length; i++) {
      const j = i % s.d;
      if (!(s.offX[i]! >= s.lower[j]! && s.offX[i]! <= s.upper[j]!)) throw new InvalidInputError(`state.data.offX[${i}]: ${s.offX[i]} is outside the box`);
    }
    if (iteration > 0) s.rankPopulation();
    return s;
  }
}
