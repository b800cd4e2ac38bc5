import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBound } from '../helpers/loadBound';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The directory the test workers allow. */
export const FIXTURES = join(root, 'test', 'distributed', 'fixtures');
/** The objective module of the tests. */
export const OBJECTIVES = join(FIXTURES, 'objectives.mjs');

/** A `schedlab worker` process (the real CLI, run from the sources with tsx). */
export interface WorkerProcess {
  readonly proc: ChildProcess;
  /** Everything it wrote to stderr so far. */
  log(): string;
  /** Resolves when its log matches `pattern`. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  /** Resolves with the exit code once it exited. */
  exited(): Promise<number | null>;
}

/** Starts `schedlab worker --redis url --queue queue --allow-module FIXTURES ...extra`. */
export function startWorker(url: string, queue: string, extra: readonly string[] = []): WorkerProcess {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'src', 'cli', 'bin.ts'), 'worker', '--redis', url, '--queue', queue, '--allow-module', FIXTURES, ...extra],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let text = '';
  const watchers: Array<{ pattern: RegExp; resolve: () => void }> = [];
  proc.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
    for (const w of [...watchers]) if (w.pattern.test(text)) {
      watchers.splice(watchers.indexOf(w), 1);
      w.resolve();
    }
  });
  const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return {
    proc,
    log: () => text,
    waitFor: (pattern, ms = loadBound(20_000)) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(text)) return resolve();
        const timer = setTimeout(() => reject(new Error(`worker log never matched ${pattern}:\n${text}`)), ms);
        watchers.push({ pattern, resolve: () => (clearTimeout(timer), resolve()) });
      }),
    exited: () => exit,
  };
}

/** Stops workers with SIGKILL (test cleanup) and waits for them to exit. */
export async function killAll(workers: readonly WorkerProcess[]): Promise<void> {
  for (const w of workers) if (w.proc.exitCode === null) w.proc.kill('SIGKILL');
  await Promise.all(workers.map((w) => w.exited()));
}
