import { generateJobSet, type GenerateJobSetOptions } from '../experiments/dupont2020/generateJobSet';
import { generateModelJobSet } from '../experiments/generateModelJobSet';
import { modelFlags, MODEL_FLAGS } from './generateModelFlags';
import { MAX_SEED } from '../random/createRng';
import { type FlagSpec, helpText, intFlag, parseFlags } from './flags';
import { checkOutputFile } from './outputPath';
import { UsageError } from './UsageError';
import { numberFlag, optional, rangeFlag } from './generateFlagValues';

const FLAGS: readonly FlagSpec[] = [
  { name: 'servers', type: 'string', value: 'N', help: 'servers of the target platform (sets each job\'s server range; required)' },
  { name: 'jobs', type: 'string', value: 'N', help: 'jobs in the set (required)' },
  { name: 'seed', type: 'string', value: 'N', help: 'seed (default 0): the set `createSimulation({ workload }).run(policy, { seed })` draws' },
  { name: 'dynamism', type: 'string', value: 'S', help: 'mean inter-arrival time in s (default 500, Table 3)' },
  { name: 'mass', type: 'string', value: 'S', help: 'mean mass in s of work on one server (default 1700)' },
  { name: 'disparity', type: 'string', value: 'R', help: 'ratio of mean to median mass, >= 1 (default 3.8)' },
  { name: 'alpha', type: 'string', value: 'LO,HI', help: 'range of the speed-up exponent (default 0.5,1)' },
  { name: 'data', type: 'string', value: 'LO,HI', help: 'range of the data D (default 10,500)' },
  { name: 'arrival-shape', type: 'string', value: 'A', help: 'shape of the Lomax inter-arrival law, > 1 (default 4)' },
  ...MODEL_FLAGS,
  { name: 'out', type: 'string', value: 'FILE', help: 'where to write the job set (required; "-" for standard output)' },
];

export const GENERATE_HELP = helpText(
  'Usage: schedlab generate --servers N --jobs N [--seed N] [--dynamism S] [--mass S] [--disparity R]\n' +
    '                         [--alpha LO,HI] [--data LO,HI] [--arrival-shape A] --out FILE.json\n' +
    '       schedlab generate --model lublin|downey --servers N --jobs N [--seed N] [--estimates exact|tsafrir]\n' +
    '                         [model flags] [--format json|swf] --out FILE',
  'Draws a job set from a workload model and writes it. The default model, google-like, draws the malleable\n' +
    'jobs of Dupont et al. 2020 (section 5.1, Table 3 defaults); lublin draws the rigid jobs of Lublin and\n' +
    'Feitelson 2003, downey the moldable jobs of Downey 1997 (see docs/workloads.md). JSON is the job-set\n' +
    'format `schedlab simulate --jobs` reads; SWF (rigid jobs) is what `simulate --swf` reads.',
  FLAGS,
);

/**
 * Most jobs `generate` writes: 1,000,000, at most 250 bytes each as JSON (about 226 measured), so
 * the file stays under the 256 MiB that `simulate --jobs` (readJobs) accepts. 3,000,000 jobs used to
 * fail with "Invalid string length" and 2,000,000 wrote 437 MB that simulate refused.
 */
const MAX_GENERATED_JOBS = 1_000_000;

/** `schedlab generate`: writes a job set to --out (or returns it when --out is "-"); resolves to the text to print. */
export async function generate(argv: readonly string[]): Promise<string> {
  const f = parseFlags('generate', argv, FLAGS);
  if (f['help'] === true) return GENERATE_HELP;
  const servers = intFlag('generate', 'servers', f['servers'], 1, 1_000_000);
  if (servers === undefined) throw new UsageError('generate: --servers N is required');
  const jobs = intFlag('generate', 'jobs', f['jobs'], 1, MAX_GENERATED_JOBS);
  if (jobs === undefined) throw new UsageError('generate: --jobs N is required');
  const out = f['out'];
  if (typeof out !== 'string' || out === '') throw new UsageError('generate: --out FILE is required ("-" for standard output)');
  if (out !== '-') checkOutputFile('generate', out);
  const seed = intFlag('generate', 'seed', f['seed'], 0, MAX_SEED) ?? 0;
  const googleLike = {
    ...optional('dynamism', numberFlag('dynamism', f['dynamism'])),
    ...optional('mass', numberFlag('mass', f['mass'])),
    ...optional('disparity', numberFlag('disparity', f['disparity'])),
    ...optional('alpha', rangeFlag('alpha', f['alpha'])),
    ...optional('data', rangeFlag('data', f['data'])),
    ...optional('arrivalShape', numberFlag('arrival-shape', f['arrival-shape'])),
  };
  const m = modelFlags(f, out, googleLike);
  if (m.model === 'google-like' && m.format === 'json') {
    const options: GenerateJobSetOptions = { jobs, servers, seed, ...(out === '-' ? {} : { out }), ...googleLike };
    const set = generateJobSet(options);
    if (out === '-') return set.json;
    return `wrote ${set.jobs.length} jobs (seed ${seed}, ${servers} servers) to ${out}\n`;
  }
  if (servers < 2) throw new UsageError(`generate: --model ${m.model} needs --servers >= 2, got ${servers}`);
  const set = generateModelJobSet({ ...m.options, jobs, servers, seed, format: m.format, ...(out === '-' ? {} : { out }) });
  if (out === '-') return set.text;
  return `wrote ${set.jobs.length} ${m.model} jobs (seed ${seed}, ${servers} servers, ${m.format === 'swf' ? 'SWF' : 'JSON'}) to ${out}\n`;
}

