import { beforeAll, describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/InvalidInputError';
import { barFigure } from '../../src/plot/barFigure';
import { boxplotFigure } from '../../src/plot/boxplotFigure';
import type { Figure } from '../../src/plot/Figure';
import { ganttFigure } from '../../src/plot/ganttFigure';
import { heatmapFigure } from '../../src/plot/heatmapFigure';
import { histogramFigure } from '../../src/plot/histogramFigure';
import { powerOverTimeFigure } from '../../src/plot/powerOverTimeFigure';
import { powerStateColors } from '../../src/plot/powerStateColors';
import { renderSvg } from '../../src/plot/renderSvg';
import { scatterFigure } from '../../src/plot/scatterFigure';
import { trainingCurveFigure } from '../../src/plot/trainingCurveFigure';
import { everyFigure } from './fixtures';
import { axisTitles, groups, legendLabels, legendTitles, markItems, parseSvg, texts, titleText, walk } from './svg';
import type { SvgNode } from './svg';

const rendered = new Map<string, { svg: string; root: SvgNode; figure: Figure }>();

beforeAll(async () => {
  for (const figure of everyFigure()) {
    const svg = await renderSvg(figure);
    rendered.set(figure.name, { svg, root: parseSvg(svg), figure });
  }
});

function get(name: string): SvgNode {
  const r = rendered.get(name);
  if (r === undefined) throw new Error(`no figure ${name}`);
  return r.root;
}

const ariaLabels = (items: SvgNode[]): string[] => items.map((n) => n.attrs['aria-label'] ?? '');

describe('every figure', () => {
  it('renders a well-formed SVG of a readable size, in sans-serif, with its title and a spec that is plain JSON', () => {
    expect(rendered.size).toBe(12);
    for (const { svg, root, figure } of rendered.values()) {
      expect(svg.startsWith('<svg')).toBe(true);
      expect(Number(root.attrs.width)).toBeGreaterThanOrEqual(300);
      if (figure.spec.autosize !== undefined) {
        // the critical-difference diagram is a one-column paper figure: its title is the caption, outside the figure
        expect(titleText(root)).toEqual([]);
        expect(svg).not.toMatch(/font-family="(?!Helvetica, Arial, Liberation Sans, sans-serif)/);
        continue;
      }
      expect(Number(root.attrs.height)).toBeGreaterThanOrEqual(150);
      expect(titleText(root)).toEqual([figure.title]);
      expect(svg).not.toMatch(/font-family="(?!sans-serif)/);
    }
    // Rendering does not modify the caller's spec (Vega-Lite normalizes its input in place).
    const fresh = everyFigure();
    for (const f of fresh) expect(rendered.get(f.name)?.figure.spec).toEqual(f.spec);
    for (const { figure } of rendered.values()) expect(JSON.parse(JSON.stringify(figure.spec))).toEqual(figure.spec);
  });
});

describe('histogramFigure', () => {
  it('draws one small multiple per setup, shared bins, bar counts summing to the data', () => {
    const root = get('stretch-histogram');
    const cells = groups(root, 'role-scope', 'cell').flatMap((g) => g.children);
    expect(cells).toHaveLength(3);
    expect(cells.map((c) => texts(c, 'role-title-text'))).toEqual([['FIFO-Poff'], ['FIFO-Rcfg'], ['Swarm1']]);
    expect(axisTitles(root)).toContain('Mean stretch (ratio)');
    expect(axisTitles(root)).toContain('Experiments (count)');
    expect(legendLabels(root)).toEqual(['FIFO-Poff', 'FIFO-Rcfg', 'Swarm1']);
    const bars = ariaLabels(markItems(root, 'child_marks'));
    const count = (setup: string): number =>
      bars.filter((l) => l.endsWith(`Setup: ${setup}`)).reduce((s, l) => s + Number(/count\): (\d+)/.exec(l)?.[1]), 0);
    expect([count('FIFO-Poff'), count('FIFO-Rcfg'), count('Swarm1')]).toEqual([5, 4, 4]);
    // FIFO-Rcfg has two values equal to 3: one bar of height 2 (bins are shared, step 1 for maxbins 10 on [0.5, 10]).
    expect(bars).toContain('Mean stretch (ratio): 3 – 4; Experiments (count): 2; Setup: FIFO-Rcfg');
  });

  it('rejects bad input naming the field', () => {
    expect(() => histogramFigure({ name: 'h', title: 'T', xTitle: 'x', values: { A: [1, Number.NaN] } })).toThrow(/values\["A"\]\[1\]/);
    expect(() => histogramFigure({ name: 'h', title: 'T', xTitle: 'x', values: { A: [] } })).toThrow(InvalidInputError);
    expect(() => histogramFigure({ name: 'h', title: 'T', xTitle: 'x', values: { A: [1] }, bins: 1 })).toThrow(/bins.*\[2, 200\]/);
    expect(() => histogramFigure({ name: '../h', title: 'T', xTitle: 'x', values: { A: [1] } })).toThrow(/name/);
  });
});

describe('boxplotFigure', () => {
  it('draws one box per setup in order, with hand-computed quartiles and medians', () => {
    const root = get('cost-boxplot');
    const boxes = ariaLabels(groups(root, 'role-mark', 'mark-rect').flatMap((g) => g.children)).filter((l) => l.includes('Q1 of'));
    expect(boxes).toHaveLength(3);
    expect(boxes.map((l) => /Setup: ([^;]+)/.exec(l)?.[1])).toEqual(['FIFO-Poff', 'FIFO-Rcfg', 'Swarm1']);
    // FIFO-Poff [1,2,3,4,10]: Q1 2, median 3, Q3 4; the whisker stops at 4 (10 > 4 + 1.5 * 2 is an outlier).
    expect(boxes[0]).toMatch(/Q3 of Cost \(stretch x normalized power\): 4; Median of Cost \(stretch x normalized power\): 3; Q1 of Cost \(stretch x normalized power\): 2/);
    // Swarm1 [0.5,1,1.25,1.5]: median 1.125.
    expect(boxes[2]).toMatch(/Median of [^:]+: 1\.125/);
    const outliers = markItems(root, 'layer_0_layer_0_marks');
    expect(ariaLabels(outliers).some((l) => l.includes(': 10'))).toBe(true);
    expect(axisTitles(root)).toEqual(expect.arrayContaining(['Setup', 'Cost (stretch x normalized power)']));
    expect(texts(root, 'role-axis-label')).toEqual(expect.arrayContaining(['FIFO-Poff', 'FIFO-Rcfg', 'Swarm1']));
  });

  it('follows `order` and rejects an order that is not a permutation', () => {
    const values = { A: [1], B: [2], C: [3] };
    const fig = boxplotFigure({ name: 'b', title: 'T', yTitle: 'y', values, order: ['C', 'A', 'B'] });
    expect(JSON.stringify(fig.spec)).toContain('"sort":["C","A","B"]');
    expect(() => boxplotFigure({ name: 'b', title: 'T', yTitle: 'y', values, order: ['C', 'A'] })).toThrow(/missing B/);
    expect(() => boxplotFigure({ name: 'b', title: 'T', yTitle: 'y', values, order: ['C', 'A', 'D'] })).toThrow(/order\[2\]/);
  });
});

describe('heatmapFigure', () => {
  it('draws n x n cells with their counts as text, rows = winners', () => {
    const root = get('wins-heatmap');
    const cells = ariaLabels(markItems(root, 'cells_marks'));
    expect(cells).toHaveLength(9);
    expect(cells).toContain('Compared with: FIFO-Poff; Setup that wins: Swarm1; Wins (experiments): 88');
    const counts = texts(root, 'counts_marks');
    expect(counts.sort((a, b) => Number(a) - Number(b))).toEqual(['0', '0', '0', '12', '25', '30', '70', '75', '88']);
    expect(axisTitles(root)).toEqual(expect.arrayContaining(['Setup that wins', 'Compared with']));
    expect(legendTitles(root)).toEqual(['Wins (experiments)']);
  });

  it('rejects a non-square matrix naming the row', () => {
    expect(() => heatmapFigure({ name: 'h', title: 'T', valueTitle: 'v', labels: ['a', 'b'], matrix: [[0, 1], [1]] })).toThrow(/matrix\[1\]: expected 2 columns/);
    expect(() => heatmapFigure({ name: 'h', title: 'T', valueTitle: 'v', labels: ['a', 'a'], matrix: [[0, 1], [1, 0]] })).toThrow(/distinct/);
  });
});

describe('trainingCurveFigure', () => {
  it('draws one band and one mean line per swarm with a legend', () => {
    const root = get('training');
    expect(groups(root, 'role-mark', 'bands_marks')).toHaveLength(2);
    expect(groups(root, 'role-mark', 'means_marks')).toHaveLength(2);
    expect(legendLabels(root)).toEqual(['Swarm1', 'Swarm2']);
    expect(axisTitles(root)).toEqual(expect.arrayContaining(['Epoch', 'Cost (stretch x normalized power)']));
  });

  it('rejects min > mean', () => {
    expect(() =>
      trainingCurveFigure({ name: 't', title: 'T', yTitle: 'y', series: [{ label: 'S', epochs: [{ epoch: 0, mean: 1, min: 2, max: 3 }] }] }),
    ).toThrow(/series\[0\]\.epochs\[0\]: expected min <= mean <= max/);
  });

  it('accepts a mean one ulp above equal min and max (sum / n rounding of equal values)', () => {
    const x = 3.1855566752017195;
    const mean = 3.18555667520172; // what sum / n gives for 30 copies of x
    expect(mean).toBeGreaterThan(x);
    expect(() => trainingCurveFigure({ name: 't', title: 'T', yTitle: 'y', series: [{ label: 'S', epochs: [{ epoch: 0, mean, min: x, max: x }] }] })).not.toThrow();
  });
});

describe('ganttFigure', () => {
  it('draws every state segment in its fixed color, reconfigurations dashed, job labels when wide enough', () => {
    const root = get('schedule');
    const states = markItems(root, 'states_marks');
    expect(states).toHaveLength(8);
    const fillOf = (state: string): string[] =>
      states.filter((n) => (n.attrs['aria-label'] ?? '').endsWith(`Server state: ${state}`)).map((n) => n.attrs.fill ?? '');
    expect(fillOf('computing')).toEqual([powerStateColors.computing, powerStateColors.computing]);
    expect(fillOf('off')).toEqual([powerStateColors.off, powerStateColors.off]);
    expect(fillOf('switching on')).toEqual([powerStateColors.switchingOn]);
    expect(fillOf('switching off')).toEqual([powerStateColors.switchingOff]);
    const reconf = markItems(root, 'reconfigurations_marks');
    expect(reconf).toHaveLength(2);
    for (const r of reconf) {
      expect(r.attrs.fill).toBe(powerStateColors.reconfiguring);
      expect(r.attrs['stroke-dasharray']).toBe('3,2');
    }
    expect(markItems(root, 'jobs_marks')).toHaveLength(4);
    // job-1 alone on server 0 during [0, 200) is 128 px wide: labelled; job-2 on [400, 1000) too.
    expect(texts(root, 'jobLabels_marks').sort()).toEqual(['job-1', 'job-1', 'job-1', 'job-2']);
    expect(legendLabels(root)).toEqual(['off', 'switching on', 'idle', 'computing', 'switching off', 'reconfiguring']);
    expect(axisTitles(root)).toEqual(expect.arrayContaining(['Time (s)', 'Server']));
    expect(texts(root, 'role-axis-label')).toEqual(expect.arrayContaining(['0', '1', '2']));
  });

  it('omits labels of bars narrower than the text', () => {
    const fig = ganttFigure({
      name: 'g', title: 'T',
      servers: [{ server: 0, state: 'computing', start: 0, end: 1000 }],
      allocations: [
        { job: 'tiny', servers: [0], start: 0, end: 5, reconfiguring: false },
        { job: 'wide', servers: [0], start: 5, end: 1000, reconfiguring: false },
      ],
    });
    const layers = fig.spec.layer;
    const labels = Array.isArray(layers) ? layers.find((l) => typeof l === 'object' && l !== null && !Array.isArray(l) && l.name === 'jobLabels') : undefined;
    expect(JSON.stringify(labels)).toContain('"wide"');
    expect(JSON.stringify(labels)).not.toContain('"tiny"');
  });

  it('rejects unknown states and overlapping segments', () => {
    expect(() => ganttFigure({ name: 'g', title: 'T', servers: [{ server: 0, state: 'busy', start: 0, end: 1 }], allocations: [] })).toThrow(
      /servers\[0\]\.state: expected one of off, switchingOn, idle, computing, switchingOff/,
    );
    expect(() =>
      ganttFigure({
        name: 'g', title: 'T', allocations: [],
        servers: [{ server: 3, state: 'idle', start: 0, end: 10 }, { server: 3, state: 'off', start: 5, end: 20 }],
      }),
    ).toThrow(/server 3 has overlapping segments/);
    expect(() => ganttFigure({ name: 'g', title: 'T', servers: [], allocations: [] })).toThrow(/nothing to draw/);
  });
});

describe('powerOverTimeFigure', () => {
  it('draws a step line with a watts axis', () => {
    const root = get('power');
    const line = markItems(root, 'power_marks');
    expect(line).toHaveLength(1);
    const d = line[0]?.attrs.d ?? "";
    const pts = [...d.matchAll(/[ML]([\d.-]+),([\d.-]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    // step-after: consecutive vertices share x or y (horizontal then vertical segments), 7 points.
    for (let i = 1; i < pts.length; i++) expect(pts[i]?.[0] === pts[i - 1]?.[0] || pts[i]?.[1] === pts[i - 1]?.[1]).toBe(true);
    expect(pts).toHaveLength(1 + 2 * 6);
    expect(axisTitles(root)).toEqual(expect.arrayContaining(['Time (s)', 'Cluster power (W)']));
  });

  it('rejects decreasing times', () => {
    expect(() => powerOverTimeFigure({ name: 'p', title: 'T', points: [{ time: 2, watts: 1 }, { time: 1, watts: 1 }] })).toThrow(/points\[1\]\.time/);
  });
});

describe('scatterFigure', () => {
  it('draws one point and one label per point, legend per label', () => {
    const root = get('awrt');
    expect(markItems(root, 'points_marks')).toHaveLength(3);
    expect(texts(root, 'labels_marks')).toEqual(['EASY', 'FCFS', 'rule base 7']);
    expect(legendLabels(root)).toEqual(['EASY', 'FCFS', 'rule base 7']);
    expect(axisTitles(root)).toEqual(expect.arrayContaining(['AWRT group 1 (s)', 'AWRT group 2 (s)']));
    expect(() => scatterFigure({ name: 's', title: 'T', xTitle: 'x', yTitle: 'y', points: [{ x: Infinity, y: 1, label: 'a' }] })).toThrow(/points\[0\]\.x/);
  });
});

describe('barFigure', () => {
  it('draws grouped bars with a group legend and exact heights', async () => {
    const root = get('energy');
    const bars = markItems(root, 'marks');
    expect(bars).toHaveLength(4);
    expect(legendLabels(root)).toEqual(['small', 'large']);
    expect(axisTitles(root)).toEqual(expect.arrayContaining(['Setup', 'Energy (MJ)']));
    const single = parseSvg(await renderSvg(barFigure({ name: 'b', title: 'T', yTitle: 'Count', bars: [{ label: 'a', value: 2 }, { label: 'b', value: 4 }] })));
    const heights = markItems(single, 'marks').map((n) => Number(/v([\d.]+)h/.exec(n.attrs.d ?? '')?.[1]));
    expect(heights[1]).toBeCloseTo(2 * (heights[0] ?? 0), 6);
    expect(legendLabels(single)).toEqual([]);
  });

  it('rejects group on some bars only and duplicates', () => {
    expect(() => barFigure({ name: 'b', title: 'T', yTitle: 'y', bars: [{ label: 'a', value: 1, group: 'g' }, { label: 'b', value: 1 }] })).toThrow(/bars\[1\]\.group/);
    expect(() => barFigure({ name: 'b', title: 'T', yTitle: 'y', bars: [{ label: 'a', value: 1 }, { label: 'a', value: 2 }] })).toThrow(/duplicate/);
  });
});

describe('renderSvg', () => {
  it('refuses external data and reports a broken spec with the figure name', async () => {
    await expect(renderSvg({ name: 'remote', title: 'T', spec: { data: { url: 'http://example.com/x.json' }, mark: 'point' } })).rejects.toThrow(/remote.*refused/);
    await expect(renderSvg({ name: 'broken', title: 'T', spec: { mark: 'no-such-mark' } })).rejects.toThrow(/figure "broken"/);
  });

  it('is deterministic', async () => {
    const fig = everyFigure()[1];
    if (fig === undefined) throw new Error('fixture');
    expect(await renderSvg(fig)).toBe(rendered.get(fig.name)?.svg);
    let n = 0;
    walk(get(fig.name), () => n++);
    expect(n).toBeGreaterThan(50);
  });
});
