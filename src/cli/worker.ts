import { cleanQueue, queueWorker, type QueueWorkerEvent } from '../distributed/index';
import { MissingDependencyError } from '../errors/MissingDependencyError';
import type { CliIo } from './CliIo';
import { helpText, intFlag, parseFlags, type FlagSpec } from './flags';
import { UsageError } from './UsageError';

const FLAGS: readonly FlagSpec[] = [
  { name: 'redis', type: 'string', value: 'URL', help: 'Redis server: redis://[user@]host:port[/db], rediss:// for TLS (password: $SCHEDLAB_REDIS_PASSWORD)' },
  { name: 'queue', type: 'string', value: 'NAME', help: 'queue to take chunks from (the coordinator\'s queue name)' },
  { name: 'allow-module', type: 'string', value: 'PATH', help: 'objective module file, or directory of modules, jobs may load (repeatable; at least one)', repeatable: true },
  { name: 'concurrency', type: 'string', value: 'K', help: 'chunks evaluated at once in this process (default 1; >1 helps asynchronous objectives only)' },
  { name: 'lock-duration', type: 'string', value: 'MS', help: 'a worker silent this long is presumed dead and its chunk redelivered (default 30000)' },
  { name: 'clean', type: 'string', value: 'QUEUE', help: 'instead of working: remove every key of queue QUEUE (after a killed run) and exit' },
];

/** Help text of `schedlab worker`. */
export const WORKER_HELP = helpText(
  'Usage: schedlab worker --redis URL --queue NAME --allow-module PATH [--allow-module PATH ...] [--concurrency K]\n' +
    '       schedlab worker --redis URL --clean QUEUE',
  'Evaluates the chunks that a distributed run (queueEvaluator, reproduce --redis) puts on a Redis queue.\n' +
    'Start one per core on every machine; stop with SIGINT/SIGTERM (the current chunk is finished first;\n' +
    'a second signal stops at once and the chunk goes to another worker). See docs/distributed.md.',
  FLAGS,
);

/**
 * The `--redis` flag: a redis:// or rediss:// URL, with the password taken from
 * `$SCHEDLAB_REDIS_PASSWORD` when set (keeps it off the command line).
 */
export function redisUrl(command: string, raw: string | boolean | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^rediss?:\/\//.test(raw)) throw new UsageError(`${command}: --redis expects redis://host:port or rediss://host:port, got "${String(raw)}"`);
  const password = process.env['SCHEDLAB_REDIS_PASSWORD'];
  if (password === undefined || password === '') return raw;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new UsageError(`${command}: --redis "${raw}" is not a URL; expected redis://host:port or rediss://host:port`);
  }
  u.password = encodeURIComponent(password);
  return u.href;
}

function describe(e: QueueWorkerEvent): string {
  switch (e.type) {
    case 'ready': return 'ready, waiting for chunks';
    case 'started': return `chunk ${e.jobId}: iteration ${e.iteration}, ${e.candidates} candidate(s)`;
    case 'completed': return `chunk ${e.jobId}: done`;
    case 'failed': return `chunk ${e.jobId}: failed: ${e.message}`;
    case 'refused': return `chunk ${e.jobId}: refused: ${e.message}`;
    case 'error': return `connection: ${e.message}`;
  }
}

/** `schedlab worker`: parses the flags and runs {@link queueWorker} until SIGINT or SIGTERM. */
export async function worker(argv: readonly string[], io: CliIo): Promise<number> {
  const values = parseFlags('worker', argv, FLAGS);
  if (values['help'] === true) {
    io.out(WORKER_HELP);
    return 0;
  }
  const redis = redisUrl('worker', values['redis'] as string | undefined);
  const clean = values['clean'];
  if (clean !== undefined) {
    if (redis === undefined || typeof clean !== 'string') throw new UsageError('worker: --clean QUEUE needs --redis URL');
    const removed = await cleanQueue({ connection: redis, queue: clean });
    io.err(`schedlab worker [${clean}] removed ${removed} key${removed === 1 ? '' : 's'}\n`);
    return 0;
  }
  const queue = values['queue'];
  const allow = (values['allow-module'] as string[] | undefined) ?? [];
  if (redis === undefined || typeof queue !== 'string' || allow.length === 0) {
    throw new UsageError('worker: --redis URL, --queue NAME and at least one --allow-module PATH are required');
  }
  const concurrency = intFlag('worker', 'concurrency', values['concurrency'] as string | undefined, 1, 1024);
  const lock = intFlag('worker', 'lock-duration', values['lock-duration'] as string | undefined, 100, 86_400_000);
  let chunks = 0;
  let lastError = '';
  const w = queueWorker({
    connection: redis,
    queue,
    allowModules: allow,
    ...(concurrency === undefined ? {} : { concurrency }),
    ...(lock === undefined ? {} : { lockDurationMs: lock }),
    onEvent: (e) => {
      if (e.type === 'completed') chunks++;
      // a reconnecting client reports the same error every retry: print it once
      if (e.type === 'error' && e.message === lastError) return;
      lastError = e.type === 'error' ? e.message : '';
      io.err(`schedlab worker [${queue}] ${describe(e)}\n`);
    },
  });
  let stop: (signal: string) => void = () => {};
  let missing: MissingDependencyError | undefined;
  await new Promise<void>((resolve) => {
    let stopping = false;
    stop = (signal: string): void => {
      io.err(`schedlab worker [${queue}] ${signal}: ${stopping ? 'stopping now; held chunks go to other workers' : 'finishing the current chunk, then stopping'}\n`);
      void w.close(stopping).then(resolve, resolve);
      stopping = true;
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    void w.ready.catch((e: unknown) => {
      if (e instanceof MissingDependencyError) {
        missing = e; // bullmq is not installed: nothing to wait for
        resolve();
      } else io.err(`schedlab worker [${queue}] ${(e as Error).message}\n`);
    });
  });
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  if (missing !== undefined) throw missing;
  io.err(`schedlab worker [${queue}] stopped after ${chunks} chunk(s)\n`);
  return 0;
}
