import type { BatchEvaluator } from '../optimizers/BatchEvaluator';
import { queueEvaluator } from '../distributed/index';
import type { FlagSpec } from './flags';
import { UsageError } from './UsageError';
import { redisUrl } from './worker';
import { workerModule } from './workerModule';

/** The `--redis` and `--queue` flags of the campaign commands. */
export const DISTRIBUTED_FLAGS: readonly FlagSpec[] = [
  { name: 'redis', type: 'string', value: 'URL', help: 'train on "schedlab worker" processes through this Redis (redis:// or rediss://; see docs/distributed.md)' },
  { name: 'queue', type: 'string', value: 'NAME', help: 'queue name for --redis (default "schedlab"; one run per queue at a time)' },
];

/**
 * With `--redis`: a maker of queue evaluators over the built `schedlab/experiments` module
 * (the one `workerEvaluator` uses, so workers allow `dist/`); undefined without `--redis`.
 */
export function distributedTraining(
  command: string,
  flags: Record<string, string | boolean | string[] | undefined>,
): ((exportName: string, factoryData: unknown, chunkSize?: number) => BatchEvaluator) | undefined {
  const connection = redisUrl(command, flags['redis']);
  if (connection === undefined) {
    if (flags['queue'] !== undefined) throw new UsageError(`${command}: --queue needs --redis`);
    return undefined;
  }
  const queue = typeof flags['queue'] === 'string' ? flags['queue'] : 'schedlab';
  // checked now, in the command's own flow: the evaluators are made later, inside the campaign,
  // where a bad --queue or URL escaped as an uncaught error (a stack trace, exit 1); the probe only
  // validates its options (it connects on its first evaluate, which never comes)
  void queueEvaluator({ connection, queue, module: import.meta.url, exportName: 'probe', factoryData: null }).close();
  const module = workerModule();
  if (module === undefined) throw new UsageError(`${command}: --redis needs the built package (npm run build): workers load dist/experiments/index.js`);
  return (exportName, factoryData, chunkSize) => queueEvaluator({ connection, queue, module, exportName, factoryData, ...(chunkSize === undefined ? {} : { chunkSize }) });
}
