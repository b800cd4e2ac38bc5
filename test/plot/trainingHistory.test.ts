import { describe, expect, it } from 'vitest';
import { trainingCurveFigure } from '../../src/plot/index';

describe('trainingCurveFigure takes an optimizer history as it is (issue 10: one way)', () => {
  it('history entries plot as epochs iteration + 1, exactly like hand-mapped epochs', () => {
    const history = [
      { iteration: 0, evaluations: 30, min: 1, mean: 2, max: 3, bestSoFar: 1 },
      { iteration: 1, evaluations: 60, min: 0.5, mean: 1.5, max: 2.5, bestSoFar: 0.5 },
    ];
    const base = { name: 'training', title: 'Training', yTitle: 'Cost' };
    const direct = trainingCurveFigure({ ...base, series: [{ label: 'Swarm1', epochs: history }] });
    const mapped = trainingCurveFigure({ ...base, series: [{ label: 'Swarm1', epochs: history.map((h) => ({ epoch: h.iteration + 1, mean: h.mean, min: h.min, max: h.max })) }] });
    expect(direct.spec).toEqual(mapped.spec);
    expect(JSON.stringify(direct.spec)).toContain('"epoch":2');
    expect(() => trainingCurveFigure({ ...base, series: [{ label: 'S', epochs: [{ iteration: Number.NaN, mean: 1, min: 1, max: 1 }] }] })).toThrow(/epochs\[0\]\.iteration/);
  });
});
