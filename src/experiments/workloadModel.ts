import type { Workload } from '../engine/Workload';
import { InvalidInputError } from '../errors/InvalidInputError';
import { optionKeys, requireOptions } from '../errors/internals/knownKeys';
import { downeyWorkload, type DowneyWorkloadOptions } from '../workload/downeyWorkload';
import { googleLikeWorkload, type GoogleLikeWorkloadOptions } from '../workload/googleLikeWorkload';
import { lublinFeitelsonWorkload, type LublinFeitelsonWorkloadOptions } from '../workload/lublinFeitelsonWorkload';
import { tsafrirEstimates } from '../workload/tsafrirEstimates';

const KEYS = optionKeys<WorkloadModelOptions>({ model: true, jobs: true, servers: true, estimates: true, maxEstimate: true, googleLike: true, lublin: true, downey: true });

/**
 * The workload models `workloadModel` (and `schedlab generate --model`) knows, by name.
 *
 * @example
 * ```ts
 * import { WORKLOAD_MODELS } from 'schedlab/experiments';
 * WORKLOAD_MODELS.join('|'); // 'google-like|lublin|downey'
 * ```
 */
export const WORKLOAD_MODELS = Object.freeze(['google-like', 'lublin', 'downey'] as const);

/**
 * Options of {@link workloadModel}.
 *
 * @example
 * ```ts
 * import type { WorkloadModelOptions } from 'schedlab/experiments';
 * const options: WorkloadModelOptions = { model: 'lublin', servers: 256, jobs: 5000, estimates: 'tsafrir', lublin: { jobClasses: 'whole' } };
 * ```
 */
export interface WorkloadModelOptions {
  /** Which model: Dupont 2020's Google-like (malleable), Lublin-Feitelson 2003 or Downey 1997. */
  readonly model: (typeof WORKLOAD_MODELS)[number];
  /** Servers of the platform: the Google-like `servers`, Lublin's `machineSize`, Downey's `servers` (integer >= 2). */
  readonly servers: number;
  /** Jobs per set. @defaultValue the model's own default (50 Google-like, 1000 Lublin and Downey) */
  readonly jobs?: number;
  /** Run-time estimates of rigid jobs: equal to the run times, or drawn by `tsafrirEstimates`. @defaultValue 'exact' */
  readonly estimates?: 'exact' | 'tsafrir';
  /** `maxEstimate` of `tsafrirEstimates` (s). @defaultValue tsafrirEstimates' */
  readonly maxEstimate?: number;
  /** More options of `googleLikeWorkload` (model 'google-like' only). @defaultValue {} */
  readonly googleLike?: GoogleLikeWorkloadOptions;
  /** More options of `lublinFeitelsonWorkload` (model 'lublin' only). @defaultValue {} */
  readonly lublin?: LublinFeitelsonWorkloadOptions;
  /** More options of `downeyWorkload` (model 'downey' only). @defaultValue {} */
  readonly downey?: DowneyWorkloadOptions;
}

/**
 * A workload model by name, sized for a platform: what `schedlab generate --model`, `compare
 * --model` and scripts that take the model as a parameter use. The machine-size and job-count
 * options override the model's own (`servers` becomes Lublin's `machineSize`).
 *
 * @throws InvalidInputError on an unknown model, options of another model, Tsafrir estimates for
 *   the (malleable) Google-like model, or a model's own bad option
 * @example
 * ```ts
 * import { workloadModel } from 'schedlab/experiments';
 * import { createRng } from 'schedlab/random';
 * const jobs = workloadModel({ model: 'downey', servers: 64, jobs: 300 }).generate(createRng(1));
 * ```
 */
export function workloadModel(options: WorkloadModelOptions): Workload {
  requireOptions('workloadModel(options)', options, KEYS);
  const { model, servers, jobs } = options;
  if (!WORKLOAD_MODELS.includes(model)) throw new InvalidInputError(`workloadModel: model: expected one of ${WORKLOAD_MODELS.join(', ')}, got ${JSON.stringify(model)}`);
  if (!(Number.isInteger(servers) && servers >= 2)) throw new InvalidInputError(`workloadModel: servers: expected an integer >= 2, got ${String(servers)}`);
  const own = { 'google-like': 'googleLike', lublin: 'lublin', downey: 'downey' } as const;
  for (const key of ['googleLike', 'lublin', 'downey'] as const) {
    if (key !== own[model] && options[key] !== undefined) throw new InvalidInputError(`workloadModel: option ${key} is for model ${Object.keys(own).find((m) => own[m as keyof typeof own] === key)!}, not ${model}`);
  }
  const sizeKey = { googleLike: 'servers', lublin: 'machineSize', downey: 'servers' } as const;
  const nested = options[own[model]] as Record<string, unknown> | undefined;
  if (nested?.[sizeKey[own[model]]] !== undefined) throw new InvalidInputError(`workloadModel: ${own[model]}.${sizeKey[own[model]]}: the machine size is the option servers`);
  if (jobs !== undefined && nested?.['jobs'] !== undefined) throw new InvalidInputError(`workloadModel: jobs is given twice (jobs and ${own[model]}.jobs)`);
  const count = jobs === undefined ? {} : { jobs };
  const estimates = options.estimates ?? 'exact';
  if (estimates !== 'exact' && estimates !== 'tsafrir') throw new InvalidInputError(`workloadModel: estimates: expected 'exact' or 'tsafrir', got ${JSON.stringify(estimates)}`);
  if (options.maxEstimate !== undefined && estimates !== 'tsafrir') throw new InvalidInputError("workloadModel: maxEstimate is for estimates: 'tsafrir'");
  if (model === 'google-like') {
    if (estimates === 'tsafrir') throw new InvalidInputError('workloadModel: Tsafrir estimates are for rigid jobs; the Google-like model draws malleable jobs');
    return googleLikeWorkload({ ...options.googleLike, servers, ...count });
  }
  const base = model === 'lublin'
    ? lublinFeitelsonWorkload({ ...options.lublin, machineSize: servers, ...count })
    : downeyWorkload({ ...options.downey, servers, ...count });
  if (estimates === 'exact') return base;
  return tsafrirEstimates(base, options.maxEstimate === undefined ? {} : { maxEstimate: options.maxEstimate });
}
