import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/InvalidInputError';
import { boxplotFigure } from '../../src/plot/boxplotFigure';
import type { JsonObject } from '../../src/plot/Figure';
import { formatSignificant } from '../../src/plot/formatSignificant';
import type { GanttAllocation } from '../../src/plot/ganttFigure';
import { histogramFigure } from '../../src/plot/histogramFigure';
import { occupancyFigure } from '../../src/plot/occupancyFigure';
import { occupancyTimeline } from '../../src/plot/occupancyTimeline';
import { powerTimeline } from '../../src/plot/powerTimeline';
import { renderSvg } from '../../src/plot/renderSvg';
import { traceGanttFigure } from '../../src/plot/traceGanttFigure';
import { trainingCurveFigure } from '../../src/plot/trainingCurveFigure';
import { PAPER_POWER_MODEL } from '../../src/power/index';
import { createRng, uniform, uniformInt } from '../../src/random/index';
import { legendTitles, markItems, parseSvg, titleText } from './svg';

/** A rigid-trace schedule: `n` jobs on 128 processors, each on 1-64 processors, some scattered. */
function trace(n: number, seed = 1): GanttAllocation[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, (_, i) => {
    const size = uniformInt(rng, 1, 64);
    const first = uniformInt(rng, 0, 127 - size);
    const servers = Array.from({ length: size }, (_, k) => first + k).filter((p) => p % 7 !== 3 || size < 8); // a few holes
    const start = i * 300 + uniform(rng) * 200;
    return { job: String(i + 1), servers, start, end: start + 600 + uniform(rng) * 20000, reconfiguring: false };
  });
}

const dataOf = (spec: JsonObject): JsonObject[] => ((spec.data as JsonObject).values as JsonObject[]);

describe('traceGanttFigure', () => {
  it('a 2,000-job trace Gantt renders to an SVG under 2 MB, with or without the size guard', async () => {
    // every processor run drawn (10,849 rectangles here): 1.37 MB when measured
    const all = traceGanttFigure({ name: 'big', title: 'Big trace', allocations: trace(2000), maxRects: 20_000 });
    const svgAll = await renderSvg(all);
    expect(svgAll.length).toBeLessThan(2 * 1024 * 1024);
    expect(dataOf(all.spec).length).toBeGreaterThan(10_000); // holes split allocations into runs
    expect(markItems(parseSvg(svgAll), 'marks')).toHaveLength(dataOf(all.spec).length);
    // the default guard (8,000 rectangles) draws each job over its span: 0.26 MB when measured
    const guarded = traceGanttFigure({ name: 'big', title: 'Big trace', allocations: trace(2000) });
    const svg = await renderSvg(guarded);
    expect(svg.length).toBeLessThan(svgAll.length / 3);
    expect(dataOf(guarded.spec)).toHaveLength(2000);
    expect(guarded.title).toMatch(/each job drawn over its processor span: \d+ processor runs exceed 8000/);
  }, 60_000);

  it('one rectangle per run of consecutive processors, one colour per job, time in days for a long trace', () => {
    const fig = traceGanttFigure({
      name: 'g', title: 'T',
      allocations: [
        { job: 'a', servers: [5, 0, 1, 2], start: 0, end: 86400, reconfiguring: false },
        { job: 'b', servers: [3], start: 86400, end: 4 * 86400, reconfiguring: false },
      ],
    });
    expect(dataOf(fig.spec).map((r) => [r.y, r.y2, r.x, r.x2, r.c])).toEqual([
      [0, 3, 0, 1, '#4c78a8'], // processors 0-2
      [5, 6, 0, 1, '#4c78a8'], // processor 5
      [3, 4, 1, 4, '#9ecae9'],
    ]);
    expect(((fig.spec.encoding as JsonObject).x as JsonObject).title).toBe('Time (d)');
    expect(traceGanttFigure({ name: 'g', title: 'T', allocations: [{ job: 'a', servers: [0], start: 0, end: 5 * 3600, reconfiguring: false }] }).spec.encoding).toMatchObject({ x: { title: 'Time (h)' } });
  });

  it('colours by user group with a legend; UTC dates from the trace start time', async () => {
    const allocations = trace(30);
    const groups = Object.fromEntries(allocations.map((a, i) => [a.job, `user ${i % 3}`]));
    const fig = traceGanttFigure({ name: 'g', title: 'By user', allocations, groups, origin: 1_167_609_600 }); // 2007-01-01T00:00:00Z
    expect(new Set(dataOf(fig.spec).map((r) => r.c)).size).toBe(3);
    const x = (fig.spec.encoding as JsonObject).x as JsonObject;
    expect(x.type).toBe('temporal');
    expect(dataOf(fig.spec)[0]!.x).toBe((1_167_609_600 + allocations[0]!.start) * 1000);
    const root = parseSvg(await renderSvg(fig));
    expect(legendTitles(root)).toEqual(['Group']);
    expect(() => traceGanttFigure({ name: 'g', title: 'T', allocations, groups: {} })).toThrow(/no group for job "1"/);
  });

  it('size guard: spans past maxRects (said in the title), an error past maxRects allocations', () => {
    const allocations = trace(200);
    const runs = dataOf(traceGanttFigure({ name: 'g', title: 'T', allocations }).spec).length;
    const fig = traceGanttFigure({ name: 'g', title: 'T', allocations, maxRects: runs - 1 });
    expect(dataOf(fig.spec)).toHaveLength(200);
    expect(fig.title).toBe(`T (each job drawn over its processor span: ${runs} processor runs exceed ${runs - 1})`);
    expect(() => traceGanttFigure({ name: 'g', title: 'T', allocations, maxRects: 199 })).toThrow(/200 allocations exceed maxRects = 199/);
    expect(() => traceGanttFigure({ name: 'g', title: 'T', allocations: [{ job: 'x', servers: [-1], start: 0, end: 1, reconfiguring: false }] })).toThrow(/allocations\[0\].servers\[0\]/);
  });
});

describe('occupancy over time', () => {
  it('occupancyTimeline by hand', () => {
    // job 1: 2 processors over [0, 10); job 2 submitted at 1, waits until 10, runs on 3 until 12
    expect(occupancyTimeline([{ submit: 0, start: 0, end: 10, size: 2 }, { submit: 1, start: 10, end: 12, size: 3 }])).toEqual([
      { time: 0, busy: 2, queued: 0 },
      { time: 1, busy: 2, queued: 1 },
      { time: 10, busy: 3, queued: 0 },
      { time: 12, busy: 0, queued: 0 },
    ]);
    expect(() => occupancyTimeline([{ submit: 5, start: 4, end: 10, size: 1 }])).toThrow(/jobs\[0\]: expected submit <= start <= end/);
  });

  it('occupancyFigure: utilisation in % of capacity and queue length, stacked', async () => {
    const points = occupancyTimeline([{ submit: 0, start: 0, end: 7200, size: 2 }, { submit: 60, start: 7200, end: 4 * 3600, size: 4 }]);
    const fig = occupancyFigure({ name: 'occ', title: 'Occupancy', points, capacity: 4 });
    expect(dataOf(fig.spec).map((r) => [r.t, r.utilization, r.queued])).toEqual([[0, 50, 0], [1 / 60, 50, 1], [2, 100, 0], [4, 0, 0]]);
    const svg = await renderSvg(fig);
    expect(svg).toContain('Utilisation (%)');
    expect(svg).toContain('Queue (jobs)');
    expect(() => occupancyFigure({ name: 'occ', title: 'O', points, capacity: 3 })).toThrow(/points\[2\].busy: 4 exceeds the capacity 3/);
  });
});

describe('figures a reviewer accepts', () => {
  it('boxplots switch to a log scale when the data span more than two decades, and say so', async () => {
    const heavy = { FIFO: [1, 3, 10, 2000], Swarm: [0.5, 1, 2, 4] };
    const fig = boxplotFigure({ name: 'b', title: 'Wait', yTitle: 'wait (s)', values: heavy });
    expect(fig.title).toBe('Wait (log scale)');
    expect(((fig.spec.encoding as JsonObject).y as JsonObject).scale).toEqual({ type: 'log' });
    expect(titleText(parseSvg(await renderSvg(fig)))).toEqual(['Wait (log scale)']);
    expect(boxplotFigure({ name: 'b', title: 'Wait', yTitle: 'wait (s)', values: heavy, logScale: false }).title).toBe('Wait');
    expect(boxplotFigure({ name: 'b', title: 'Cost', yTitle: 'cost', values: { A: [1, 2, 90] } }).title).toBe('Cost'); // 90x: linear
    expect(() => boxplotFigure({ name: 'b', title: 'C', yTitle: 'c', values: { A: [0, 2] }, logScale: true })).toThrow(/> 0 on a log scale/);
  });

  it('histograms bin log10 of the values on a log scale', async () => {
    const fig = histogramFigure({ name: 'h', title: 'Slowdown', xTitle: 'slowdown', values: { A: [1, 10, 100, 1000], B: [2, 20] } });
    expect(fig.title).toBe('Slowdown (log scale)');
    expect(dataOf(fig.spec)[2]).toEqual({ setup: 'A', value: 100, log10: 2 });
    expect(await renderSvg(fig)).toContain('1000'); // axis labelled in values, not logs
  });

  it('formatSignificant', () => {
    expect([1.2345678, 0.000123456, 3.15e-173, 12345, 1234.5, 2.5e7, -0.5, 0, 1 / 3].map((v) => formatSignificant(v, 3)))
      .toEqual(['1.23', '1.23e-4', '3.15e-173', '12345', '1230', '2.5e7', '-0.5', '0', '0.333']);
    expect(formatSignificant(Number.NaN)).toBe('NaN');
    expect(() => formatSignificant(1, 0)).toThrow(InvalidInputError);
  });

  it('powerTimeline takes a PowerModel as it is (PAPER_POWER_MODEL)', () => {
    const points = powerTimeline([{ server: 0, state: 'off', start: 0, end: 100 }, { server: 1, state: 'computing', start: 50, end: 100 }], PAPER_POWER_MODEL);
    expect(points).toEqual([{ time: 0, watts: 9.75 }, { time: 50, watts: 9.75 + 190.74 }, { time: 100, watts: 0 }]);
  });

  it('training curves title the legend after the optimizer', async () => {
    const series = [{ label: 'run 1', epochs: [{ epoch: 1, mean: 2, min: 1, max: 3 }] }];
    const fig = trainingCurveFigure({ name: 't', title: 'T', yTitle: 'cost', series, legendTitle: 'CMA-ES run' });
    expect(legendTitles(parseSvg(await renderSvg(fig)))).toEqual(['CMA-ES run']);
    expect(legendTitles(parseSvg(await renderSvg(trainingCurveFigure({ name: 't', title: 'T', yTitle: 'cost', series }))))).toEqual(['Series']);
  });
});

describe('report tables', () => {
  it('HTML tables show numbers to `digits` significant digits; the CSV keeps every digit', async () => {
    const { mkdtemp, readFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { writeReport } = await import('../../src/plot/writeReport');
    const base = await mkdtemp(join(tmpdir(), 'schedlab-digits-'));
    try {
      const dir = join(base, 'r');
      await writeReport(dir, { title: 'T', digits: 3, sections: [{ heading: 'H', tables: [{ name: 'm', caption: 'c', columns: ['a', 'b'], rows: [['x', 1.2345678901234567], ['y', 3.15e-173]] }] }] });
      const html = await readFile(join(dir, 'report.html'), 'utf8');
      expect(html).toContain('<td class="num">1.23</td>');
      expect(html).toContain('<td class="num">3.15e-173</td>');
      expect(await readFile(join(dir, 'm.csv'), 'utf8')).toContain('1.2345678901234567');
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});
