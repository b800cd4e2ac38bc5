import { searchSpace, type MultiObjective } from '../../src/optimizers/index';

/**
 * The ZDT test problems (Zitzler, Deb & Thiele 2000, "Comparison of multiobjective evolutionary
 * algorithms: empirical results", Evolutionary Computation 8(2)), 30 variables in [0, 1]; the
 * Pareto front is g = 1, i.e. x[1..] = 0.
 */
function zdt(shape: (f1: number, g: number) => number, n = 30): MultiObjective {
  return {
    space: searchSpace({ lower: Array(n).fill(0), upper: Array(n).fill(1) }),
    objectives: 2,
    evaluate: (x) => {
      let s = 0;
      for (let i = 1; i < x.length; i++) s += x[i]!;
      const g = 1 + (9 * s) / (x.length - 1);
      return [x[0]!, g * shape(x[0]!, g)];
    },
  };
}

export const zdt1 = zdt((f1, g) => 1 - Math.sqrt(f1 / g));
export const zdt2 = zdt((f1, g) => 1 - (f1 / g) ** 2);
export const zdt3 = zdt((f1, g) => 1 - Math.sqrt(f1 / g) - (f1 / g) * Math.sin(10 * Math.PI * f1));

/** Dense samples of each problem's front (g = 1): dominated samples (ZDT3's gaps) add nothing to a hypervolume. */
export function trueFront(problem: 'zdt1' | 'zdt2' | 'zdt3', samples = 20_001): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < samples; i++) {
    const f1 = i / (samples - 1);
    const f2 = problem === 'zdt1' ? 1 - Math.sqrt(f1) : problem === 'zdt2' ? 1 - f1 * f1 : 1 - Math.sqrt(f1) - f1 * Math.sin(10 * Math.PI * f1);
    out.push([f1, f2]);
  }
  return out;
}
