import { optionKeys } from '../../errors/internals/knownKeys';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { createRng } from '../../random/createRng';
import { deriveSeed } from '../../random/deriveSeed';
import type { Rng } from '../../random/Rng';
import { uniformInt } from '../../random/uniformInt';
import type { CoevolutionOptions } from '../CoevolutionOptions';
import { createEs } from './EsSession';
import type { Optimizer, OptimizerSession } from '../Optimizer';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import { searchSpace, type SearchSpace } from '../searchSpace';
import { checkOptionsObject, enumOption } from './options';
import { Cand, SessionBase, views } from './SessionBase';
import { encodeNumbers, readState } from './stateCodec';

/** The options CoevolutionOptions knows (unknown keys are refused). */
const COEVOLUTION_OPTION_KEYS = optionKeys<CoevolutionOptions>({ species: true, partner: true });

interface Species {
  readonly start: number;
  readonly end: number;
  readonly optimizer: Optimizer;
  readonly space: SearchSpace;
}

function speciesOf(opts: CoevolutionOptions, space: SearchSpace): Species[] {
  const d = space.dimension;
  const specs = opts.species ?? (d >= 2 ? [{ start: 0, end: Math.floor(d / 2) }, { start: Math.floor(d / 2), end: d }] : undefined);
  if (specs === undefined || specs.length < 2) {
    throw new InvalidInputError(`coevolution.species: expected at least 2 species (index ranges), got ${specs?.length ?? 0} for dimension ${d}`);
  }
  const covered = new Int32Array(d);
  const out = specs.map((sp, k) => {
    if (!Number.isInteger(sp.start) || !Number.isInteger(sp.end) || sp.start < 0 || sp.end > d || sp.start >= sp.end) {
      throw new InvalidInputError(
        `coevolution.species[${k}]: expected integers 0 <= start < end <= ${d}, got [${String(sp.start)}, ${String(sp.end)})`,
      );
    }
    for (let j = sp.start; j < sp.end; j++) covered[j]!++;
    return {
      start: sp.start,
      end: sp.end,
      optimizer: sp.optimizer ?? createEs(undefined),
      space: searchSpace({
        lower: space.lower.slice(sp.start, sp.end),
        upper: space.upper.slice(sp.start, sp.end),
        names: space.names.slice(sp.start, sp.end),
      }),
    };
  });
  const bad = covered.findIndex((c) => c !== 1);
  if (bad >= 0) {
    throw new InvalidInputError(`coevolution.species: dimension ${bad} is covered ${covered[bad]} times; species must partition 0..${d - 1}`);
  }
  return out;
}

class CoevolutionSession extends SessionBase {
  full: Float64Array = new Float64Array(0);
  links: Int32Array[] = [];

  constructor(
    space: SearchSpace,
    rng: Rng,
    private readonly species: Species[],
    private readonly subs: OptimizerSession[],
    private readonly partner: 'random' | 'best',
  ) {
    super('coevolution', space, rng);
  }

  /** Composes the full candidates from the species' batches (drawing partners). */
  compose(): void {
    const batches = this.subs.map((s) => s.ask());
    const S = this.species.length;
    const d = this.d;
    if (this.partner === 'random') {
      // Franke et al. (CCA): individuals of all species cooperate in random combinations
      const B = Math.max(...batches.map((b) => b.length));
      this.allocate(B);
      for (let s = 0; s < S; s++) {
        const link = this.links[s]!;
        const n = batches[s]!.length;
        for (let j = 0; j < B; j++) link[j] = j % n;
        for (let j = B - 1; j > 0; j--) {
          const r = uniformInt(this.rng, 0, j);
          const t = link[j]!;
          link[j] = link[r]!;
          link[r] = t;
        }
        for (let j = 0; j < B; j++) this.full.set(batches[s]![link[j]!]!.x, j * d + this.species[s]!.start);
      }
    } else {
      const B = batches.reduce((a, b) => a + b.length, 0);
      this.allocate(B);
      let j = 0;
      for (let s = 0; s < S; s++) {
        for (let i = 0; i < batches[s]!.length; i++, j++) {
          for (let t = 0; t < S; t++) {
            let part: Float64Array;
            if (t === s) part = batches[s]![i]!.x;
            else {
              const best = this.subs[t]!.best();
              part = best !== undefined ? Float64Array.from(best.x) : batches[t]![uniformInt(this.rng, 0, batches[t]!.length - 1)]!.x;
            }
            this.full.set(part, j * d + this.species[t]!.start);
            this.links[t]![j] = t === s ? i : -1;
          }
        }
      }
    }
    if (this.batch.length === 0) this.buildBatch();
  }

  /** Per-species scratch values, reused between iterations. */
  private readonly own: Float64Array[] = [];

  private allocate(B: number): void {
    if (this.full.length === B * this.d && this.batch.length === B) return; // reuse the buffers
    this.full = new Float64Array(B * this.d);
    this.links = this.species.map(() => new Int32Array(B));
    this.batch = [];
  }

  buildBatch(): void {
    const B = this.links[0]!.length;
    this.batch = views(this.full, B, this.d).map((x) => new Cand(x, 'explore'));
  }

  protected update(values: ArrayLike<number>): void {
    const B = this.batch.length;
    for (let j = 0; j < B; j++) this.offerBest(this.full, j * this.d, values[j]!);
    this.subs.forEach((sub, s) => {
      // a member's value is the best of the cooperations it took part in
      const n = sub.ask().length;
      let own = this.own[s];
      if (own === undefined || own.length !== n) own = this.own[s] = new Float64Array(n);
      own.fill(Infinity);
      const link = this.links[s]!;
      for (let j = 0; j < B; j++) {
        const m = link[j]!;
        if (m >= 0 && values[j]! < own[m]!) own[m] = values[j]!;
      }
      sub.tell(own);
    });
    this.compose();
  }

  protected override isDone(): boolean {
    return this.subs.every((s) => s.done);
  }

  protected saveData(): { [key: string]: JsonValue } {
    return {
      species: this.subs.map((s) => s.state() as unknown as JsonValue),
      full: encodeNumbers(this.full),
      links: this.links.map((l) => Array.from(l)),
    };
  }

  static open(space: SearchSpace, opts: CoevolutionOptions, rng: Rng): CoevolutionSession {
    const species = speciesOf(opts, space);
    const subs = species.map((sp) => {
      // a stream per species seeded from the parent (jumps would collide with minimize's seed stream)
      return sp.optimizer.start(sp.space, createRng(deriveSeed(rng)));
    });
    const s = new CoevolutionSession(space, rng, species, subs, enumOption('coevolution.partner', opts.partner, 'random', ['random', 'best']));
    s.compose();
    return s;
  }

  static restore(space: SearchSpace, opts: CoevolutionOptions, state: OptimizerState): CoevolutionSession {
    const { rng, iteration, data } = readState(state, 'coevolution', space);
    const species = speciesOf(opts, space);
    const raw = data.raw('species');
    if (!Array.isArray(raw) || raw.length !== species.length) {
      throw new InvalidInputError(`state.data.species: expected ${species.length} species states`);
    }
    const subs = species.map((sp, k) => sp.optimizer.resume(sp.space, raw[k] as unknown as OptimizerState));
    const s = new CoevolutionSession(space, rng, species, subs, enumOption('coevolution.partner', opts.partner, 'random', ['random', 'best']));
    s.loadBase(iteration, data);
    const links = data.raw('links');
    if (!Array.isArray(links) || links.length !== species.length) throw new InvalidInputError('state.data.links: expected one array per species');
    const B = Array.isArray(links[0]) ? links[0].length : 0;
    s.links = links.map((l, k) => {
      if (!Array.isArray(l) || l.length !== B || !l.every((v) => Number.isInteger(v))) {
        throw new InvalidInputError(`state.data.links[${k}]: expected ${B} integers`);
      }
      return Int32Array.from(l as number[]);
    });
    s.full = data.numbers('full', B * s.d);
    s.buildBatch();
    return s;
  }
}

/** Builds the cooperative-coevolution optimizer. */
export function createCoevolution(options: CoevolutionOptions | undefined): Optimizer {
  checkOptionsObject('coevolution(options)', options, COEVOLUTION_OPTION_KEYS);
  const opts = options ?? {};
  enumOption('coevolution.partner', opts.partner, 'random', ['random', 'best']);
  return Object.freeze({
    name: 'coevolution',
    settings: opts,
    start: (space: SearchSpace, rng: Rng) => CoevolutionSession.open(space, opts, rng),
    resume: (space: SearchSpace, state: OptimizerState) => CoevolutionSession.restore(space, opts, state),
  });
}
