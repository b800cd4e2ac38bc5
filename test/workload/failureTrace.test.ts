import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFailureTrace } from '../../src/workload/index';
import { createSimulation, homogeneousPlatform } from '../../src/engine/index';
import { fcfs } from '../../src/policies/index';

/**
 * The Failure Trace Archive's event_trace.tab (Kondo et al. 2010) read into availability failures
 * (issue 39). The fixture is hand-made (test/workload/fixtures/event_trace.tab, its comment says
 * what it holds); the expectations are computed by hand from it, origin 1136073600 (its first event).
 */
const tab = readFileSync(join(__dirname, 'fixtures', 'event_trace.tab'), 'utf8');

describe('parseFailureTrace', () => {
  it('reads the fixture by hand: nodes 7, 12, 30 are servers 0, 1, 2; node 12 components merged', () => {
    // node 7: [1136073600, 1136074500] and [1136098800, 1136102400] -> [0, 900], [25200, 28800]
    // node 12: component 1 [3600, 7200] and component 2 [5400, 9000] overlap -> [3600, 9000]
    expect(parseFailureTrace(tab, { servers: 3 })).toEqual([
      { server: 0, down: 0, up: 900 },
      { server: 1, down: 3600, up: 9000 },
      { server: 0, down: 25200, up: 28800 },
    ]);
  });

  it('maps the nodes named, reads only them, and shifts to the origin given', () => {
    expect(parseFailureTrace(tab, { servers: 4, nodes: [30, 12] })).toEqual([{ server: 1, down: 3600, up: 9000 }]);
    expect(parseFailureTrace(tab, { servers: 2, nodes: [7], origin: 1136073000 })).toEqual([
      { server: 0, down: 600, up: 1500 },
      { server: 0, down: 25800, up: 29400 },
    ]);
  });

  it('touching unavailabilities merge; zero-length ones are dropped', () => {
    const text = ['1\t1\t5\t1\tn\t0\t100\t200', '2\t2\t5\t1\tn\t0\t200\t300', '3\t1\t5\t1\tn\t0\t400\t400'].join('\n');
    expect(parseFailureTrace(text, { servers: 1 })).toEqual([{ server: 0, down: 0, up: 200 }]);
  });

  it('a run uses the failures: the job on the failed server is killed and requeued', () => {
    const failures = parseFailureTrace(tab, { servers: 3 });
    const sim = createSimulation({
      platform: homogeneousPlatform({ servers: 3 }),
      jobs: [{ kind: 'rigid', id: 'a', submit: 1000, processors: 3, runtime: 5000, estimate: 5000 }],
    });
    // starts at 1000 on the 3 servers; server 1 fails at 3600 (killed, requeued), back at 9000
    expect(sim.run(fcfs(), { availability: { failures, requeue: true } }).jobs[0]).toMatchObject({ start: 9000, end: 14000, failures: 1 });
  });

  it('refuses what it cannot read, naming the line', () => {
    expect(() => parseFailureTrace('1\t1\t5\t1\tn\t2\t100\t200', { servers: 1 })).toThrow(/event_trace line 1: event_type must be 0 \(unavailability\) or 1 \(availability\), got 2/);
    expect(() => parseFailureTrace('\n1 1 5 1 n 0 100 200', { servers: 1 })).toThrow(/line 2: expected 8 or 9 tab-separated columns/);
    expect(() => parseFailureTrace('1\t1\t5\t1\tn\t0\tNULL\t200', { servers: 1 })).toThrow(/line 1: event_start_time must be a number, got "NULL"/);
    expect(() => parseFailureTrace('1\t1\t5\t1\tn\t0\t300\t200', { servers: 1 })).toThrow(/line 1: event_end_time 200 is before event_start_time 300/);
    expect(() => parseFailureTrace('1\t1\t5.5\t1\tn\t0\t100\t200', { servers: 1 })).toThrow(/node_id must be an integer/);
    expect(() => parseFailureTrace(tab, { servers: 2 })).toThrow(/the file has 3 nodes but the platform has 2 servers/);
    expect(() => parseFailureTrace(tab, { servers: 3, origin: 1136080000 })).toThrow(/node 12's unavailability at 1136077200 starts before options.origin 1136080000/);
    expect(() => parseFailureTrace(tab, { servers: 3, nodes: [7, 7] })).toThrow(/nodes\[1\]: node_id 7 is already server 0/);
    expect(() => parseFailureTrace(tab, { servers: 3, node: [7] } as never)).toThrow(/unknown option "node"/);
  });
});
