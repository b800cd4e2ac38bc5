import type { WorkloadModelOptions } from '../experiments/workloadModel';
import { WORKLOAD_MODELS } from '../experiments/workloadModel';
import type { FlagSpec } from './flags';
import { numberFlag, optional, rangeFlag } from './generateFlagValues';
import { UsageError } from './UsageError';

type Raw = Record<string, string | boolean | string[] | undefined>;

/** The flags of `generate` beyond the Google-like ones: the model, its own options, estimates and format. */
export const MODEL_FLAGS: readonly FlagSpec[] = [
  { name: 'model', type: 'string', value: 'NAME', help: `workload model: ${WORKLOAD_MODELS.join(', ')} (default google-like)` },
  { name: 'estimates', type: 'string', value: 'KIND', help: 'lublin, downey: run-time estimates, exact (= run time, default) or tsafrir (Tsafrir et al. 2005)' },
  { name: 'max-estimate', type: 'string', value: 'S', help: 'with --estimates tsafrir: the largest estimate in s (default: longest run time rounded up to an hour)' },
  { name: 'classes', type: 'string', value: 'C', help: 'lublin: batch-interactive (default) or whole (one class, as the archive\'s lublin_256)' },
  { name: 'no-daily-cycle', type: 'boolean', help: 'lublin: arrivals without the daily cycle' },
  { name: 'allocation', type: 'string', value: 'RULE', help: 'downey: servers chosen at start, parallelism (round(A), default) or max-speedup' },
  { name: 'kind', type: 'string', value: 'K', help: 'downey: rigid (default) or malleable (held at its servers)' },
  { name: 'mean-interarrival', type: 'string', value: 'S', help: 'downey: mean of the exponential inter-arrival times in s (default 1500)' },
  { name: 'work', type: 'string', value: 'LO,HI', help: 'downey: range of the log-uniform sequential work in s (default 60,1000000)' },
  { name: 'format', type: 'string', value: 'F', help: 'json or swf (rigid jobs; default: swf when --out ends in .swf, else json)' },
];

const OWN: Record<string, readonly string[]> = {
  'google-like': ['dynamism', 'mass', 'disparity', 'alpha', 'data', 'arrival-shape'],
  lublin: ['classes', 'no-daily-cycle', 'estimates', 'max-estimate'],
  downey: ['allocation', 'kind', 'mean-interarrival', 'work', 'estimates', 'max-estimate'],
};

/** One of `allowed` (mapped), or undefined when the flag is absent. */
function choice<T>(name: string, raw: string | boolean | string[] | undefined, allowed: Record<string, T>): T | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !(raw in allowed)) throw new UsageError(`generate: --${name} expects one of ${Object.keys(allowed).join(', ')}, got "${String(raw)}"`);
  return allowed[raw];
}

/** Reads the model flags: refuses a flag of another model, and resolves the output format. */
export function modelFlags(f: Raw, out: string, googleLike: WorkloadModelOptions['googleLike']): { model: WorkloadModelOptions['model']; format: 'json' | 'swf'; options: Omit<WorkloadModelOptions, 'servers'> } {
  const model = choice('model', f['model'], { 'google-like': 'google-like', lublin: 'lublin', downey: 'downey' } as const) ?? 'google-like';
  for (const flag of new Set(Object.values(OWN).flat())) {
    if (f[flag] !== undefined && !OWN[model]!.includes(flag)) throw new UsageError(`generate: --${flag} is not an option of --model ${model}`);
  }
  const format = choice('format', f['format'], { json: 'json', swf: 'swf' } as const) ?? (out.toLowerCase().endsWith('.swf') ? 'swf' : 'json');
  const estimates = choice('estimates', f['estimates'], { exact: 'exact', tsafrir: 'tsafrir' } as const);
  const common = { model, ...optional('estimates', estimates), ...optional('maxEstimate', numberFlag('max-estimate', f['max-estimate'])) };
  if (model === 'lublin') {
    const lublin = {
      ...optional('jobClasses', choice('classes', f['classes'], { 'batch-interactive': 'batchAndInteractive', whole: 'whole' } as const)),
      ...(f['no-daily-cycle'] === true ? { dailyCycle: false } : {}),
    };
    return { model, format, options: { ...common, lublin } };
  }
  if (model === 'downey') {
    const downey = {
      ...optional('allocation', choice('allocation', f['allocation'], { parallelism: 'parallelism', 'max-speedup': 'maxSpeedup' } as const)),
      ...optional('jobKind', choice('kind', f['kind'], { rigid: 'rigid', malleable: 'malleable' } as const)),
      ...optional('meanInterarrival', numberFlag('mean-interarrival', f['mean-interarrival'])),
      ...optional('work', rangeFlag('work', f['work'])),
    };
    return { model, format, options: { ...common, downey } };
  }
  return { model, format, options: { model, ...(googleLike === undefined ? {} : { googleLike }) } };
}
