import { createRng, uniform } from '../../src/random/index';
import { friedman, pairwiseFriedmanPosthoc } from '../../src/statistics/index';
import type { BenchCase } from './harness';

// Seeded 100 x 10 results matrix: setup j has mean cost 1 + j / 20 plus uniform noise.
const rng = createRng(20200);
const matrix = Array.from({ length: 100 }, () => Array.from({ length: 10 }, (_, j) => 1 + j / 20 + uniform(rng)));

export const benchmarks: BenchCase[] = [
  {
    name: 'friedman-100x10',
    unit: 'analysis',
    op() {
      const f = friedman(matrix);
      pairwiseFriedmanPosthoc(f, { adjust: 'holm' });
    },
  },
];
