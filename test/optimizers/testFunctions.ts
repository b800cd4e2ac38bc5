import { searchSpace, type Objective } from '../../src/optimizers/index';

/** Standard benchmark functions (minimum 0 at the origin, except Rosenbrock at (1, ..., 1)). */
export interface TestFunction {
  readonly name: string;
  readonly bound: readonly [number, number];
  readonly f: (x: Float64Array) => number;
}

export const sphere: TestFunction = {
  name: 'sphere',
  bound: [-5.12, 5.12],
  f: (x) => {
    let s = 0;
    for (let i = 0; i < x.length; i++) s += x[i]! * x[i]!;
    return s;
  },
};

export const rosenbrock: TestFunction = {
  name: 'rosenbrock',
  bound: [-5, 10],
  f: (x) => {
    let s = 0;
    for (let i = 0; i + 1 < x.length; i++) {
      const a = x[i + 1]! - x[i]! * x[i]!;
      const b = 1 - x[i]!;
      s += 100 * a * a + b * b;
    }
    return s;
  },
};

export const rastrigin: TestFunction = {
  name: 'rastrigin',
  bound: [-5.12, 5.12],
  f: (x) => {
    let s = 10 * x.length;
    for (let i = 0; i < x.length; i++) s += x[i]! * x[i]! - 10 * Math.cos(2 * Math.PI * x[i]!);
    return s;
  },
};

export const ackley: TestFunction = {
  name: 'ackley',
  bound: [-32.768, 32.768],
  f: (x) => {
    const n = x.length;
    let a = 0;
    let b = 0;
    for (let i = 0; i < n; i++) {
      a += x[i]! * x[i]!;
      b += Math.cos(2 * Math.PI * x[i]!);
    }
    return -20 * Math.exp(-0.2 * Math.sqrt(a / n)) - Math.exp(b / n) + 20 + Math.E;
  },
};

export const griewank: TestFunction = {
  name: 'griewank',
  bound: [-600, 600],
  f: (x) => {
    let s = 0;
    let p = 1;
    for (let i = 0; i < x.length; i++) {
      s += (x[i]! * x[i]!) / 4000;
      p *= Math.cos(x[i]! / Math.sqrt(i + 1));
    }
    return s - p + 1;
  },
};

export const testFunctions = { sphere, rosenbrock, rastrigin, ackley, griewank };

/** The function as an Objective over its standard box in `d` dimensions. */
export function objectiveOf(t: TestFunction, d: number): Objective {
  return {
    space: searchSpace({ lower: new Array<number>(d).fill(t.bound[0]), upper: new Array<number>(d).fill(t.bound[1]) }),
    evaluate: t.f,
  };
}
