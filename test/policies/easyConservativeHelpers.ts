import fc from 'fast-check';
import { expect } from 'vitest';
import type { ClusterView, RunningJob } from '../../src/engine/ClusterView';
import type { Decision } from '../../src/engine/Decision';
import type { RigidJob } from '../../src/engine/Job';
import type { Policy } from '../../src/engine/Policy';
import type { JobRecord } from '../../src/engine/Simulation';

/** Random small rigid traces on a machine of `servers` processors, integer times. */
export function traceArb(opts: { exact: boolean; maxJobs?: number }): fc.Arbitrary<{ servers: number; jobs: RigidJob[] }> {
  return fc.integer({ min: 1, max: 12 }).chain((servers) =>
    fc
      .array(
        fc.record({
          submit: fc.integer({ min: 0, max: 40 }),
          processors: fc.integer({ min: 1, max: servers }),
          runtime: fc.integer({ min: 1, max: 20 }),
          slack: opts.exact ? fc.constant(0) : fc.integer({ min: -10, max: 20 }),
        }),
        { minLength: 1, maxLength: opts.maxJobs ?? 20 },
      )
      .map((raw) => ({
        servers,
        jobs: raw
          .slice()
          .sort((a, b) => a.submit - b.submit)
          .map((r, i): RigidJob => ({
            kind: 'rigid',
            id: `j${i}`,
            submit: r.submit,
            processors: r.processors,
            runtime: r.runtime,
            estimate: Math.max(1, r.runtime + r.slack),
          })),
      })),
  );
}

/** Checks records: every job ran its run time after its submission, never more than `servers` busy. */
export function checkRecords(records: readonly JobRecord[], jobs: readonly RigidJob[], servers: number): void {
  const points: Array<[number, number]> = [];
  records.forEach((r, i) => {
    const j = jobs[i]!;
    expect(r.id).toBe(j.id);
    expect(r.start).toBeGreaterThanOrEqual(j.submit);
    expect(r.end).toBe(r.start + j.runtime);
    expect(r.servers).toBe(j.processors);
    points.push([r.start, j.processors], [r.end, -j.processors]);
  });
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]); // releases before starts at the same instant
  let busy = 0;
  for (const [, d] of points) {
    busy += d;
    expect(busy).toBeLessThanOrEqual(servers);
  }
}

/** Free processors at integer times [now, now + horizon) given (end, processors) of running jobs. */
export function timeline(now: number, horizon: number, free: number, running: ReadonlyArray<[number, number]>): number[] {
  const t = new Array<number>(horizon).fill(free);
  for (const [end, p] of running) for (let k = Math.max(0, end - now); k < horizon; k++) t[k]! += p;
  return t;
}

/** Earliest offset where `p` processors stay free for `d` steps; reserves them. */
export function place(t: number[], p: number, d: number): number {
  for (let s = 0; ; s++) {
    let ok = true;
    for (let k = s; k < s + d; k++) if (t[k]! < p) ok = false;
    if (ok) {
      for (let k = s; k < s + d; k++) t[k]! -= p;
      return s;
    }
  }
}

/**
 * Wraps a policy; after each decide, calls `observe` with the time, the running jobs as
 * (end, processors) including those just started (ends exact when estimate = runtime), the
 * processors still free and the jobs still queued, in queue order.
 */
export function observed(
  inner: Policy,
  observe: (now: number, running: Array<[number, number]>, free: number, queue: RigidJob[]) => void,
): Policy {
  return {
    name: inner.name,
    decide(view: ClusterView, ctx): readonly Decision[] {
      const d = inner.decide(view, ctx);
      const started = new Set(d.flatMap((x) => (x.type === 'start' ? [x.job] : [])));
      const running: Array<[number, number]> = view.running.map((r: RunningJob) => {
        const j = r.job as RigidJob;
        return [r.start + j.estimate, j.processors];
      });
      let free = view.availableServers.length;
      const queue: RigidJob[] = [];
      for (const j of view.queue as readonly RigidJob[]) {
        if (started.has(j.id)) {
          running.push([view.now + j.estimate, j.processors]);
          free -= j.processors;
        } else queue.push(j);
      }
      observe(view.now, running, free, queue);
      return d;
    },
  };
}
