import { describe, expect, it } from 'vitest';
import { hcspso, minimize, mopso, nsga2, searchSpace, type HcspsoOptions, type Objective, type OptimizerSession } from '../../src/optimizers/index';
import { createRng } from '../../src/random/index';
import { InvalidInputError } from '../../src/errors/index';

// The readings of Chhabra et al. 2019's HCSPSO as options (HcspsoOptions): eq. 11 inertia, greedy
// acceptance, evaluated replaced nests, 60 generations after the initial one; and initial points.

const space = searchSpace({ lower: [-2, -1, 0, -3], upper: [2, 1, 1, 3] });
const sphere = (x: ArrayLike<number>): number => {
  let s = 0;
  for (let j = 0; j < x.length; j++) s += (x[j]! - 0.3) ** 2;
  return s;
};
const objective: Objective = { space, evaluate: (x) => sphere(x) };

interface HcspsoData {
  phase: string;
  prev: Array<number | string>;
  cur: Array<number | string>;
  w: number | string;
  abandoned: number[];
  generationsDone: number;
}
const dataOf = (s: OptimizerSession): HcspsoData => s.state().data as unknown as HcspsoData;
const num = (v: number | string): number => (typeof v === 'number' ? v : Number(v));

/** Drives a session by hand for `batches` batches; calls `check(before, after, values)` after each tell. */
function drive(options: HcspsoOptions, seed: number, batches: number, check: (before: HcspsoData, after: HcspsoData, values: number[], batchSize: number, xs: number[][]) => void): void {
  const session = hcspso(options).start(space, createRng(seed));
  for (let b = 0; b < batches; b++) {
    const cands = session.ask();
    const xs = cands.map((c) => Array.from(c.x));
    const values = cands.map((c) => sphere(c.x));
    const before = dataOf(session);
    session.tell(values);
    check(before, dataOf(session), values, cands.length, xs);
  }
}

describe('hcspso readings of Chhabra et al. 2019', () => {
  it("cuckooAcceptance 'greedy': a CS generation never worsens a nest; 'always' does on the same run", () => {
    let csGenerations = 0;
    drive({ population: 10, pa: 0, cuckooAcceptance: 'greedy' }, 3, 40, (before, after, values) => {
      if (before.phase !== 'cs') return;
      csGenerations++;
      before.cur.forEach((c, i) => {
        expect(num(after.cur[i]!)).toBe(Math.min(num(c), values[i]!)); // kept the better of old and new
      });
    });
    expect(csGenerations).toBeGreaterThan(5);
    let worsened = 0;
    drive({ population: 10, pa: 0, cuckooAcceptance: 'always' }, 3, 40, (before, after) => {
      if (before.phase === 'cs') worsened += before.cur.filter((c, i) => num(after.cur[i]!) > num(c)).length;
    });
    expect(worsened).toBeGreaterThan(0);
  });

  it("greedy: a nest whose move was not better goes back to its old position, an accepted one keeps the new", () => {
    let checked = 0;
    drive({ population: 10, pa: 0, cuckooAcceptance: 'greedy' }, 8, 60, (before, after, values, _size, xs) => {
      if (before.phase !== 'cs' || after.phase !== 'cs') return; // prev holds the accepted positions when a CS move follows
      checked++;
      const d = space.dimension;
      xs.forEach((x, i) => {
        const held = after.prev.slice(i * d, (i + 1) * d).map(num);
        expect(held).toEqual(values[i]! < num(before.cur[i]!) ? x : before.prev.slice(i * d, (i + 1) * d).map(num));
      });
    });
    expect(checked).toBeGreaterThan(3);
  });

  it("cuckooAcceptance 'random-nest' (Algorithm 1 lines 6-8): each nest ends with its old value or a new solution's that beat it, and the multiset of values only improves", () => {
    let csGenerations = 0;
    let fromOthers = 0;
    drive({ population: 10, pa: 0, cuckooAcceptance: 'random-nest' }, 3, 60, (before, after, values) => {
      if (before.phase !== 'cs') return;
      csGenerations++;
      before.cur.forEach((c, j) => {
        const now = num(after.cur[j]!);
        // nest j keeps its value or takes a new solution's that is strictly better
        expect(now === num(c) || (now < num(c) && values.includes(now))).toBe(true);
        if (now !== num(c) && now !== values[j]) fromOthers++; // replaced by another nest's move: not the greedy rule
      });
    });
    expect(csGenerations).toBeGreaterThan(5);
    expect(fromOthers).toBeGreaterThan(0);
    expect(() => hcspso({ cuckooAcceptance: 'bogus' as 'greedy' })).toThrow(InvalidInputError);
  });

  it('evaluateAbandoned: the replaced nests (round(pa n)) are one extra batch right after each CS generation', () => {
    let csGenerations = 0;
    let extra = 0;
    drive({ population: 12, pa: 0.25, evaluateAbandoned: true }, 9, 40, (before, after, _values, size) => {
      if (before.phase === 'cs') {
        csGenerations++;
        expect(after.phase).toBe('abandoned');
        expect(after.abandoned).toHaveLength(3);
        expect(after.generationsDone).toBe(before.generationsDone + 1);
      } else if (before.phase === 'abandoned') {
        extra++;
        expect(size).toBe(3);
        expect(after.phase).not.toBe('abandoned');
        expect(after.generationsDone).toBe(before.generationsDone); // not a generation
        for (const i of before.abandoned) expect(Number.isFinite(num(after.cur[i]!))).toBe(true);
      } else expect(size).toBe(12);
    });
    expect(csGenerations).toBeGreaterThan(3);
    expect(extra === csGenerations || extra === csGenerations - 1).toBe(true); // the last CS generation's batch may still be pending
  });

  it('generations: 60 generations after the initial one of 60 nests are exactly 3,660 evaluations', async () => {
    const r = await minimize(objective, hcspso({ generations: 60 }), { seed: 1, maxIterations: 1000 });
    expect(r.evaluations).toBe(3660);
    expect(r.iterations).toBe(61);
    expect(r.stoppedBy).toBe('converged');
    // the budget of earlier versions: maxIterations 60 counts the initial population as a generation
    const old = await minimize(objective, hcspso(), { seed: 1, maxIterations: 60 });
    expect(old.evaluations).toBe(3600);
    // with the replaced nests evaluated: 15 more per CS generation, still 61 generations
    const ab = await minimize(objective, hcspso({ generations: 60, evaluateAbandoned: true }), { seed: 1, maxIterations: 1000 });
    const extraBatches = ab.iterations - 61;
    expect(extraBatches).toBeGreaterThan(10);
    expect(ab.evaluations).toBe(3660 + 15 * extraBatches);
  });

  it("inertiaRule 'eq11': w starts at inertia.start and shrinks by a U(0, 1) factor after each PSO generation only", () => {
    let psoGenerations = 0;
    drive({ population: 6, inertiaRule: 'eq11' }, 4, 40, (before, after) => {
      const w0 = num(before.w);
      const w1 = num(after.w);
      expect(w1).toBeGreaterThanOrEqual(0);
      expect(w1).toBeLessThanOrEqual(0.9);
      if (after.phase === 'pso' && psoGenerations++ >= 0) {
        expect(w1).toBeLessThan(w0); // the PSO move just made used w0 and drew α
        expect(w1 / w0).toBeLessThan(1);
      } else expect(w1).toBe(w0);
    });
    expect(psoGenerations).toBeGreaterThan(5);
    // the first PSO generation uses Table II's 0.9
    const s = hcspso({ population: 6, inertiaRule: 'eq11' }).start(space, createRng(4));
    expect(num(dataOf(s).w)).toBe(0.9);
    // under 'linear' the eq. 11 weight is never drawn
    drive({ population: 6 }, 4, 20, (_b, after) => expect(num(after.w)).toBe(0.9));
  });

  it("inertiaRule 'eq11' changes the run, 'linear' (the default) does not change earlier results", async () => {
    const base = await minimize(objective, hcspso({ population: 10 }), { seed: 2, maxIterations: 20 });
    const linear = await minimize(objective, hcspso({ population: 10, inertiaRule: 'linear', cuckooAcceptance: 'always', evaluateAbandoned: false }), { seed: 2, maxIterations: 20 });
    const eq11 = await minimize(objective, hcspso({ population: 10, inertiaRule: 'eq11' }), { seed: 2, maxIterations: 20 });
    expect(linear).toEqual(base);
    expect(eq11.best.value).not.toBe(base.best.value);
  });

  it('resume in the middle of a replaced-nests batch equals the uninterrupted run', async () => {
    const make = () => hcspso({ population: 8, evaluateAbandoned: true, cuckooAcceptance: 'greedy', inertiaRule: 'eq11', generations: 12 });
    const a = await minimize(objective, make(), { seed: 7, maxIterations: 100 });
    for (let cut = 1; cut < a.iterations; cut++) {
      const first = await minimize(objective, make(), { seed: 7, maxIterations: cut });
      const saved = JSON.parse(JSON.stringify(first.state));
      const resumed = await minimize(objective, make(), { seed: 7, maxIterations: 100, resumeFrom: saved });
      expect(resumed).toEqual(a);
    }
  });

  it('refuses bad reading options with a typed error naming the option', () => {
    expect(() => hcspso({ inertiaRule: 'random' as never })).toThrow(/hcspso\.inertiaRule: expected one of 'linear', 'eq11'/);
    expect(() => hcspso({ cuckooAcceptance: 'random-cuckoo' as never })).toThrow(/hcspso\.cuckooAcceptance/);
    expect(() => hcspso({ evaluateAbandoned: 1 as never })).toThrow(/hcspso\.evaluateAbandoned: expected true or false/);
    expect(() => hcspso({ generations: -1 })).toThrow(/hcspso\.generations: expected an integer/);
    expect(() => hcspso({ generations: 1.5 })).toThrow(InvalidInputError);
  });
});

describe('initialPoints (heuristic seeding)', () => {
  const seed = [[1, 0.5, 1, -3], [-2, -1, 0, 3]];
  const firstBatch: Record<string, (points?: number[][]) => number[][]> = {
    hcspso: (points) => hcspso({ population: 6, ...(points ? { initialPoints: points } : {}) }).start(space, createRng(3)).ask().map((c) => Array.from(c.x)),
    nsga2: (points) => nsga2({ populationSize: 6, ...(points ? { initialPoints: points } : {}) }).start(space, 2, createRng(3)).ask().map((c) => Array.from(c.x)),
    mopso: (points) => mopso({ populationSize: 6, ...(points ? { initialPoints: points } : {}) }).start(space, 2, createRng(3)).ask().map((c) => Array.from(c.x)),
  };
  for (const [name, batch] of Object.entries(firstBatch)) {
    it(`${name}: the first individuals are the points, the others those of the unseeded run`, () => {
      const xa = batch();
      const xb = batch(seed);
      expect(xb.slice(0, 2)).toEqual(seed);
      expect(xb.slice(2)).toEqual(xa.slice(2));
      expect(xa.slice(0, 2)).not.toEqual(seed);
    });
  }

  it('refuses points of the wrong length, outside the box, not finite, or more than the population', () => {
    expect(() => hcspso({ population: 4, initialPoints: [[0, 0, 0]] }).start(space, createRng(1))).toThrow(/hcspso\.initialPoints\[0\]: a point of 3 coordinates; the search space has 4/);
    expect(() => nsga2({ populationSize: 4, initialPoints: [[0, 0, 0, 0], [0, 0, 2, 0]] }).start(space, 2, createRng(1))).toThrow(/nsga2\.initialPoints\[1\]\[2\]: 2 is outside the box \[0, 1\]/);
    expect(() => mopso({ initialPoints: [[0, NaN, 0, 0]] })).toThrow(/mopso\.initialPoints\[0\]\[1\]: expected a finite number/);
    expect(() => hcspso({ population: 2, initialPoints: [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]] })).toThrow(/3 points for a population of 2/);
    expect(() => hcspso({ initialPoints: 5 as never })).toThrow(InvalidInputError);
  });

  it('a seeded run never returns worse than its best seed (the seed is evaluated first)', async () => {
    const good = [0.3, 0.3, 0.3, 0.3];
    const r = await minimize(objective, hcspso({ population: 6, initialPoints: [good] }), { seed: 1, maxIterations: 3 });
    expect(r.best.value).toBe(0);
    expect(r.best.x).toEqual(good);
  });
});
