/**
 * A four-line SWF trace on a 4-processor machine, with its FCFS schedule worked out by hand:
 * job 1: 4 procs, 100 s at t=0; job 2: 2 procs at t=10, 50 s (estimate 60); job 3: 2 procs at
 * t=20, 30 s (estimate 40); job 4 has run time -1 (rejected, line 5).
 * FCFS: 1 runs 0..100, 2 runs 100..150, 3 runs 100..130 (fits beside 2).
 */
export const TINY_SWF = [
  '; MaxProcs: 4',
  '1 0 -1 100 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1',
  '2 10 -1 50 2 -1 -1 2 60 -1 1 2 1 -1 -1 -1 -1 -1',
  '3 20 -1 30 2 -1 -1 2 40 -1 1 3 1 -1 -1 -1 -1 -1',
  '4 25 -1 -1 2 -1 -1 2 40 -1 1 3 1 -1 -1 -1 -1 -1',
  '',
].join('\n');
