import { describe, expect, it } from 'vitest';
import { histogramFigure } from '../../src/plot/histogramFigure';
import { renderSvg } from '../../src/plot/renderSvg';
import { axisTitles, legendTitles, parseSvg } from './svg';

describe('histogramFigure countTitle and legendTitle', () => {
  it('name the count axis and the legend (jobs of workloads, not experiments)', async () => {
    const fig = histogramFigure({ name: 'h', title: 'Sizes', xTitle: 'Processors', countTitle: 'Jobs (count)', legendTitle: 'Workload', values: { model: [1, 2, 4], trace: [1, 1, 8] } });
    const root = parseSvg(await renderSvg(fig));
    expect(axisTitles(root)).toContain('Jobs (count)');
    expect(axisTitles(root)).not.toContain('Experiments (count)');
    expect(legendTitles(root)).toEqual(['Workload']);
  });
});
