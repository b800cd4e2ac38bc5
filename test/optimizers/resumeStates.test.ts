import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { cmaEs, minimize, mopso, nsga2, pso, searchSpace, type MultiObjective, type Objective, type OptimizerState } from '../../src/optimizers/index';

/**
 * Issue 32, class 4: a resumed state is trusted only after every field was checked. Each case takes
 * a real saved state, replaces one number of its `data` with a hostile value, and resumes: either
 * an InvalidInputError, or a run whose every evaluated point is finite and in the box and whose
 * result (best point, front) holds no NaN and no point outside the box.
 */
const space = searchSpace({ lower: [-1, 2, -5], upper: [1, 3, 5] });
const inBox = (x: ArrayLike<number>) => Array.from(x).every((v, j) => Number.isFinite(v) && v >= space.lower[j]! && v <= space.upper[j]!);
const seen: Array<ArrayLike<number>> = [];
const single: Objective = { space, evaluate: (x) => (seen.push(Float64Array.from(x)), x.reduce((s, v) => s + v * v, 0)) };
const multi: MultiObjective = { space, objectives: 2, evaluate: (x) => (seen.push(Float64Array.from(x)), [x[0]! ** 2 + x[2]!, (x[0]! - 1) ** 2 + x[1]!]) };

const makers = {
  cmaEs: () => cmaEs({ populationSize: 6 }),
  pso: () => pso({ swarmSize: 5 }),
  nsga2: () => nsga2({ populationSize: 6 }),
  mopso: () => mopso({ populationSize: 5, archiveSize: 10 }),
} as const;
type Name = keyof typeof makers;
const isMulti = (name: Name) => name === 'nsga2' || name === 'mopso';

async function runFrom(name: Name, maxIterations: number, resumeFrom?: OptimizerState) {
  const o = { seed: 7, maxIterations, ...(resumeFrom === undefined ? {} : { resumeFrom }) };
  return isMulti(name) ? minimize(multi, makers[name]() as never, o) : minimize(single, makers[name]() as never, o);
}

/** Paths of the numeric leaves of a state's data (numbers and the strings that encode them). */
function numericLeaves(v: unknown, path: Array<string | number>): Array<Array<string | number>> {
  if (Array.isArray(v)) return v.flatMap((c, i) => numericLeaves(c, [...path, i]));
  if (v !== null && typeof v === 'object') return Object.entries(v).flatMap(([k, c]) => numericLeaves(c, [...path, k]));
  return typeof v === 'number' || v === 'NaN' || v === 'Infinity' || v === '-Infinity' ? [path] : [];
}

describe('resume states that lie are refused (issue 32, class 4)', () => {
  it('the cases of the sweep: CMA-ES mean NaN or 1e308, NaN in C, all-zero D, bestX outside the box; NaN in NSGA-II and MOPSO', async () => {
    const saved = Object.fromEntries(await Promise.all((Object.keys(makers) as Name[]).map(async (n) => [n, JSON.stringify((await runFrom(n, 3)).state)]))) as Record<Name, string>;
    const edit = (name: Name, f: (d: Record<string, any>) => void): OptimizerState => {
      const s = JSON.parse(saved[name]);
      f(s.data);
      return s;
    };
    const cases: Array<[Name, (d: Record<string, any>) => void, RegExp]> = [
      ['cmaEs', (d) => (d.mean[0] = 'NaN'), /state\.data\.mean\[0\]: expected a finite number in \[-1000000, 1000000\], got NaN/],
      ['cmaEs', (d) => (d.mean[1] = 1e308), /state\.data\.mean\[1\]: expected a finite number in \[-1000000, 1000000\], got 1e\+308/],
      ['cmaEs', (d) => (d.C[4] = 'NaN'), /state\.data\.C\[4\]: expected a finite number, got NaN/],
      ['cmaEs', (d) => (d.C[1] = 5), /state\.data\.C: not symmetric/],
      ['cmaEs', (d) => ((d.C[0] = -1)), /state\.data\.C: not positive-definite \(pivot 0/],
      ['cmaEs', (d) => (d.D = d.D.map(() => 0)), /state\.data\.D\[0\]: expected a number > 0/],
      ['cmaEs', (d) => (d.B[0] = 3), /state\.data\.B\[0\]: expected a finite number in \[-1\.000000001, 1\.000000001\], got 3/],
      ['cmaEs', (d) => (d.sigma = 1e300), /state\.data\.sigma: expected a number in \(0, 1000000\]/],
      ['cmaEs', (d) => (d.lastStop = 'bored'), /state\.data\.lastStop: expected null or one of tolFun/],
      ['cmaEs', (d) => (d.bestX = [0, 10, 0]), /state\.data\.bestX\[1\]: 10 is outside the box \(dimension 1: \[2, 3\]\)/],
      ['pso', (d) => (d.bestX = [0, 2.5, 6]), /state\.data\.bestX\[2\]: 6 is outside the box/],
      ['pso', (d) => (d.bestValue = 'NaN'), /state\.data\.bestValue: expected an objective value/],
      ['pso', (d) => (d.v[3] = 'Infinity'), /state\.data\.v\[3\]: expected a finite number, got Infinity/],
      ['nsga2', (d) => (d.popV[2] = 'NaN'), /state\.data\.popV\[2\]: expected an objective value/],
      ['nsga2', (d) => (d.popX[0] = 'NaN'), /state\.data\.popX\[0\]: NaN is outside the box/],
      ['mopso', (d) => (d.archiveV[0] = 'NaN'), /state\.data\.archiveV\[0\]: expected an objective value/],
      ['mopso', (d) => (d.archiveX[1] = 99), /state\.data\.archiveX\[1\]: 99 is outside the box/],
      ['mopso', (d) => (d.v[0] = 'NaN'), /state\.data\.v\[0\]: expected a finite number, got NaN/],
    ];
    for (const [name, f, message] of cases) {
      const e = await runFrom(name, 6, edit(name, f)).then(() => undefined, (x: unknown) => x);
      expect(e, `${name} ${message}`).toBeInstanceOf(InvalidInputError);
      expect((e as Error).message, name).toMatch(message);
    }
    for (const name of Object.keys(makers) as Name[]) await expect(runFrom(name, 6, JSON.parse(saved[name]))).resolves.toBeDefined();
  });

  it('fast-check: any numeric field of any of the four states replaced by a hostile number: refused, or nothing but finite points of the box', async () => {
    const saved = Object.fromEntries(await Promise.all((Object.keys(makers) as Name[]).map(async (n) => [n, JSON.stringify((await runFrom(n, 3)).state)]))) as Record<Name, string>;
    const hostile = fc.constantFrom<unknown>('NaN', 'Infinity', '-Infinity', 1e308, -1e308, 0, -0.5, 1e-320, 50, -50, 4);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...(Object.keys(makers) as Name[])), fc.nat(), hostile, async (name, pick, value) => {
        const state = JSON.parse(saved[name]);
        const leaves = numericLeaves(state.data, []);
        const path = leaves[pick % leaves.length]!;
        let at = state.data;
        for (const k of path.slice(0, -1)) at = at[k];
        at[path.at(-1)!] = value;
        seen.length = 0;
        const where = `${name} data.${path.join('.')} = ${JSON.stringify(value)}`;
        try {
          const r = await runFrom(name, 5, state);
          expect(seen.every(inBox), where).toBe(true);
          if ('front' in r) expect(r.front.every((p) => inBox(p.x) && p.values.every((v) => !Number.isNaN(v))), where).toBe(true);
          else expect(inBox(r.best.x) && !Number.isNaN(r.best.value), where).toBe(true);
        } catch (e) {
          expect(e, where).toBeInstanceOf(InvalidInputError);
        }
      }),
      { numRuns: 400, seed: Number(process.env['FUZZ_SEED'] ?? 32) },
    );
  });
});

describe('onIteration can keep the progress (issue 32, class 5)', () => {
  it('a checkpoint saved at iteration 3 (JSON) resumes to the uninterrupted run, single- and multi-objective; called late it throws', async () => {
    for (const name of ['cmaEs', 'pso', 'nsga2', 'mopso'] as const) {
      const whole = await runFrom(name, 8);
      let saved = '';
      let late: (() => OptimizerState) | undefined;
      const o = {
        seed: 7,
        maxIterations: 8,
        onIteration: (p: { iteration: number; checkpoint: () => OptimizerState }) => {
          if (p.iteration === 3) saved = JSON.stringify(p.checkpoint());
          late = p.checkpoint;
        },
      };
      await (isMulti(name) ? minimize(multi, makers[name]() as never, o) : minimize(single, makers[name]() as never, o));
      expect(() => late!()).toThrow(/checkpoint\(\) of iteration 7 was called after its onIteration returned/);
      const state = JSON.parse(saved) as OptimizerState;
      expect(state.iteration).toBe(4);
      const rest = await runFrom(name, 8, state);
      expect(JSON.stringify(rest), name).toBe(JSON.stringify(whole));
    }
  });
});
