import { InvalidInputError } from '../errors/InvalidInputError';
import type { RigidJob } from '../engine/Job';
import type { Workload } from '../engine/Workload';
import type { Rng } from '../random/Rng';
import { uniform, uniformIn } from '../random/uniform';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { knownFieldWorkload } from '../engine/internals/knownFieldWorkloads';

const BATCH_WORKLOAD_OPTIONS_KEYS = optionKeys<BatchWorkloadOptions>({ jobs: true, processors: true, runtime: true, sigma: true, taskBandwidth: true, idPrefix: true });

/**
 * Options of {@link batchWorkload}. Every range is `[min, max]`.
 *
 * @example
 * ```ts
 * import type { BatchWorkloadOptions } from 'schedlab/workload';
 * const options: BatchWorkloadOptions = { jobs: 400, processors: [1, 128], runtime: [60, 86_400] };
 * ```
 */
export interface BatchWorkloadOptions {
  /** Number of jobs. @defaultValue 200 */
  readonly jobs?: number;
  /** Sizes, drawn log-uniformly then rounded to an integer (small jobs dominate, as in real logs). @defaultValue [1, 64] */
  readonly processors?: readonly [number, number];
  /** Run times Tb on speed-1 servers (s), drawn log-uniformly. @defaultValue [60, 36_000] */
  readonly runtime?: readonly [number, number];
  /** sigma of the multi-cluster model (Chhabra et al. 2019), uniform. @defaultValue [0.5, 1] */
  readonly sigma?: readonly [number, number];
  /** Per-task link bandwidth PTBW, uniform. @defaultValue [0, 10] */
  readonly taskBandwidth?: readonly [number, number];
  /** Job ids are `${idPrefix}${index}`. @defaultValue `'b'` */
  readonly idPrefix?: string;
}

/**
 * The workload of {@link batchWorkload}: a `Workload` whose jobs are rigid.
 *
 * @example
 * ```ts
 * import { batchWorkload, type BatchWorkload } from 'schedlab/workload';
 * import { createRng } from 'schedlab/random';
 * const w: BatchWorkload = batchWorkload({ jobs: 10 });
 * w.generate(createRng(1))[0]?.processors; // a size in [1, 64]
 * ```
 */
export interface BatchWorkload extends Workload {
  generate(rng: Rng): RigidJob[];
}

function range(name: string, r: readonly [number, number] | undefined, def: readonly [number, number], lo: number, hi: number): readonly [number, number] {
  const v = r ?? def;
  if (!Array.isArray(v) || v.length !== 2 || !(v[0] >= lo && v[0] <= v[1] && v[1] <= hi)) {
    throw new InvalidInputError(`batchWorkload: ${name}: expected [min, max] with ${lo} <= min <= max <= ${hi}, got ${JSON.stringify(v)}`);
  }
  return v;
}

const logUniform = (rng: Rng, [lo, hi]: readonly [number, number]): number => Math.exp(uniformIn(rng, Math.log(lo), Math.log(hi)));

/**
 * A seeded generator of offline batches for the multi-cluster model (Chhabra et al. 2019, III.A:
 * jobs <Ta = 0, size, Tb, sigma, PTBW>), for when no trace suits. The paper draws its jobs from
 * traces; the distributions here are our documented choice: log-uniform sizes and run times (so
 * small and short jobs dominate, as in the LLNL and METACENTRUM logs), uniform sigma and PTBW.
 * Per job, in job order: size, run time, sigma, PTBW (four draws).
 *
 * @param options - counts and ranges
 * @throws InvalidInputError naming the option out of range
 * @example
 * ```ts
 * import { batchWorkload } from 'schedlab/workload';
 * import { createRng } from 'schedlab/random';
 * const jobs = batchWorkload({ jobs: 100, processors: [1, 128] }).generate(createRng(3));
 * jobs[0]?.submit; // 0: an offline batch
 * ```
 */
export function batchWorkload(options: BatchWorkloadOptions = {}): BatchWorkload {
  checkOptions('batchWorkload(options)', options, BATCH_WORKLOAD_OPTIONS_KEYS);
  const count = options.jobs ?? 200;
  if (!Number.isInteger(count) || count < 1) throw new InvalidInputError(`batchWorkload: jobs: expected an integer >= 1, got ${String(count)}`);
  const sizes = range('processors', options.processors, [1, 64], 1, 1e7);
  if (!Number.isInteger(sizes[0]) || !Number.isInteger(sizes[1])) throw new InvalidInputError(`batchWorkload: processors: expected integer bounds, got ${JSON.stringify(sizes)}`);
  const runtimes = range('runtime', options.runtime, [60, 36_000], Number.MIN_VALUE, 1e12);
  const sigma = range('sigma', options.sigma, [0.5, 1], 0, 1);
  const ptbw = range('taskBandwidth', options.taskBandwidth, [0, 10], 0, Number.MAX_VALUE);
  const prefix = options.idPrefix ?? 'b';
  return knownFieldWorkload(Object.freeze({
    name: 'batch',
    generate(rng: Rng): RigidJob[] {
      const jobs: RigidJob[] = new Array<RigidJob>(count);
      for (let i = 0; i < count; i++) {
        // log-uniform over [min, max + 1) then floor: every integer size reachable, max included
        const processors = Math.min(sizes[1], Math.floor(Math.exp(Math.log(sizes[0]) + uniform(rng) * (Math.log(sizes[1] + 1) - Math.log(sizes[0])))));
        const runtime = logUniform(rng, runtimes);
        jobs[i] = {
          kind: 'rigid',
          id: `${prefix}${i}`,
          submit: 0,
          processors,
          runtime,
          estimate: runtime,
          sigma: uniformIn(rng, sigma[0], sigma[1]),
          taskBandwidth: uniformIn(rng, ptbw[0], ptbw[1]),
        };
      }
      return jobs;
    },
  }));
}
