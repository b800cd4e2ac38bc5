import { barFigure } from '../../src/plot/barFigure';
import { boxplotFigure } from '../../src/plot/boxplotFigure';
import type { Figure } from '../../src/plot/Figure';
import { ganttFigure } from '../../src/plot/ganttFigure';
import type { GanttAllocation } from '../../src/plot/ganttFigure';
import { heatmapFigure } from '../../src/plot/heatmapFigure';
import { histogramFigure } from '../../src/plot/histogramFigure';
import { powerOverTimeFigure } from '../../src/plot/powerOverTimeFigure';
import { powerTimeline } from '../../src/plot/powerTimeline';
import { scatterFigure } from '../../src/plot/scatterFigure';
import type { ServerSegment } from '../../src/plot/ServerSegment';
import { trainingCurveFigure } from '../../src/plot/trainingCurveFigure';
import { criticalDifferenceFigure } from '../../src/plot/criticalDifferenceFigure';
import { occupancyFigure } from '../../src/plot/occupancyFigure';
import { occupancyTimeline } from '../../src/plot/occupancyTimeline';
import { traceGanttFigure } from '../../src/plot/traceGanttFigure';

/** Small deterministic samples for the plot tests (no randomness needed). */
export const setupValues: Record<string, number[]> = {
  'FIFO-Poff': [1, 2, 3, 4, 10],
  'FIFO-Rcfg': [2, 3, 3, 5],
  Swarm1: [0.5, 1, 1.5, 1.25],
};

export const powerByState = { off: 9, switchingOn: 150, idle: 95, computing: 190, switchingOff: 120 };

export const segments: ServerSegment[] = [
  { server: 0, state: 'computing', start: 0, end: 400 },
  { server: 0, state: 'idle', start: 400, end: 600 },
  { server: 0, state: 'switchingOff', start: 600, end: 700 },
  { server: 0, state: 'off', start: 700, end: 1000 },
  { server: 1, state: 'off', start: 0, end: 100 },
  { server: 1, state: 'switchingOn', start: 100, end: 200 },
  { server: 1, state: 'computing', start: 200, end: 1000 },
  { server: 2, state: 'idle', start: 0, end: 1000 },
];

export const allocations: GanttAllocation[] = [
  { job: 'job-1', servers: [0], start: 0, end: 200, reconfiguring: false },
  { job: 'job-1', servers: [0, 1], start: 200, end: 250, reconfiguring: true },
  { job: 'job-1', servers: [0, 1], start: 250, end: 400, reconfiguring: false },
  { job: 'job-2', servers: [1], start: 400, end: 1000, reconfiguring: false },
];

/** One figure of every kind. */
export function everyFigure(): Figure[] {
  return [
    histogramFigure({ name: 'stretch-histogram', title: 'Mean stretch per setup', values: setupValues, xTitle: 'Mean stretch (ratio)', bins: 10 }),
    boxplotFigure({ name: 'cost-boxplot', title: 'Cost per setup', values: setupValues, yTitle: 'Cost (stretch x normalized power)' }),
    heatmapFigure({
      name: 'wins-heatmap', title: 'Pairwise wins on cost', valueTitle: 'Wins (experiments)',
      labels: ['FIFO-Poff', 'FIFO-Rcfg', 'Swarm1'], matrix: [[0, 30, 12], [70, 0, 25], [88, 75, 0]],
    }),
    trainingCurveFigure({
      name: 'training', title: 'PSO training', yTitle: 'Cost (stretch x normalized power)',
      series: [
        { label: 'Swarm1', epochs: [{ epoch: 0, mean: 2, min: 1, max: 3 }, { epoch: 1, mean: 1.5, min: 1, max: 2 }, { epoch: 2, mean: 1.2, min: 0.9, max: 1.6 }] },
        { label: 'Swarm2', epochs: [{ epoch: 0, mean: 2.5, min: 2, max: 3 }, { epoch: 1, mean: 1.8, min: 1.2, max: 2.2 }, { epoch: 2, mean: 1.4, min: 1.1, max: 1.9 }] },
      ],
    }),
    ganttFigure({ name: 'schedule', title: 'Schedule with server power states', servers: segments, allocations }),
    powerOverTimeFigure({ name: 'power', title: 'Cluster power', points: powerTimeline(segments, powerByState) }),
    scatterFigure({
      name: 'awrt', title: 'AWRT per user group', xTitle: 'AWRT group 1 (s)', yTitle: 'AWRT group 2 (s)',
      points: [{ x: 3600, y: 5400, label: 'EASY' }, { x: 4000, y: 4200, label: 'FCFS' }, { x: 3900, y: 4600, label: 'rule base 7' }],
    }),
    barFigure({
      name: 'energy', title: 'Energy per setup', yTitle: 'Energy (MJ)',
      bars: [
        { label: 'FIFO-Poff', value: 3.1, group: 'small' }, { label: 'FIFO-Poff', value: 6.0, group: 'large' },
        { label: 'Swarm1', value: 2.8, group: 'small' }, { label: 'Swarm1', value: 5.1, group: 'large' },
      ],
    }),
    criticalDifferenceFigure({
      name: 'critical-difference', title: 'Average ranks by cost (Nemenyi, alpha = 0.05)',
      averageRanks: { 'FIFO-Poff': 2.7, 'FIFO-Rcfg': 2.2, Swarm1: 1.1 },
      nonSignificantPairs: [{ a: 'FIFO-Rcfg', b: 'FIFO-Poff' }], criticalDifference: 0.96,
    }),
    traceGanttFigure({ name: 'trace-gantt', title: 'Rigid jobs of a trace, by user', allocations: traceAllocations, groups: { t1: 'user 1', t2: 'user 2', t3: 'user 1' } }),
    occupancyFigure({ name: 'occupancy', title: 'Utilisation and queue length', capacity: 8, points: occupancyTimeline(traceJobs) }),
    boxplotFigure({ name: 'wait-boxplot', title: 'Wait per setup', values: { EASY: [2, 30, 400, 9000], FCFS: [5, 90, 2000, 40000] }, yTitle: 'Wait (s)' }),
  ];
}

/** A small rigid-trace schedule over two days (8 processors). */
export const traceAllocations: GanttAllocation[] = [
  { job: 't1', servers: [0, 1, 2, 3], start: 0, end: 30 * 3600, reconfiguring: false },
  { job: 't2', servers: [4, 5, 7], start: 3600, end: 20 * 3600, reconfiguring: false },
  { job: 't3', servers: [0, 1, 2, 3, 4, 5, 6, 7], start: 30 * 3600, end: 48 * 3600, reconfiguring: false },
];

/** The same jobs with submit times and sizes. */
export const traceJobs = [
  { submit: 0, start: 0, end: 30 * 3600, size: 4 },
  { submit: 0, start: 3600, end: 20 * 3600, size: 3 },
  { submit: 2 * 3600, start: 30 * 3600, end: 48 * 3600, size: 8 },
];
