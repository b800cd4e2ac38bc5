import { Worker } from 'node:worker_threads';
import { SchedlabError } from '../errors/SchedlabError';

/**
 * Worker source: imports the module once and answers `{ id, data }` with the export's result
 * (awaited) or an error. Eval'd so that it works from the sources and from the bundle alike.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.module).then((m) => {
  const f = m[workerData.exportName];
  if (typeof f !== 'function') throw new Error(workerData.module + ' has no function export "' + workerData.exportName + '"');
  return f;
});
parentPort.on('message', async (msg) => {
  try {
    const f = await loaded;
    parentPort.postMessage({ id: msg.id, result: await f(msg.data) });
  } catch (e) {
    parentPort.postMessage({ id: msg.id, error: e && e.stack ? String(e.stack) : String(e) });
  }
});
`;

/** Runs independent tasks on worker threads that import `module` and call its export. */
export interface TaskPool<T, R> {
  run(data: T): Promise<R>;
  close(): Promise<void>;
}

/**
 * A pool of `workers` threads; tasks are queued and handed to the first idle worker, results come
 * back in the order asked for (each `run` resolves with its own task's result).
 */
export function taskPool<T, R>(module: string, exportName: string, workers: number): TaskPool<T, R> {
  const pool: Worker[] = [];
  const idle: Worker[] = [];
  const queue: Array<{ id: number; data: T }> = [];
  const waiting = new Map<number, { resolve: (r: R) => void; reject: (e: Error) => void }>();
  let next = 0;
  let closed = false;
  let broken: Error | undefined;
  const pump = (): void => {
    while (idle.length > 0 && queue.length > 0) {
      const w = idle.pop() as Worker;
      const task = queue.shift() as { id: number; data: T };
      w.ref();
      w.postMessage(task);
    }
  };
  for (let i = 0; i < workers; i++) {
    const w = new Worker(SOURCE, { eval: true, workerData: { module, exportName } });
    w.on('message', (m: { id: number; result?: R; error?: string }) => {
      const h = waiting.get(m.id);
      waiting.delete(m.id);
      idle.push(w);
      if (queue.length === 0) w.unref();
      if (h !== undefined) {
        if (m.error !== undefined) h.reject(new SchedlabError(`worker task failed: ${m.error}`));
        else h.resolve(m.result as R);
      }
      pump();
    });
    // a crashed worker breaks the pool: every pending and later task fails instead of waiting forever
    const fail = (e: Error): void => {
      broken ??= e;
      for (const h of waiting.values()) h.reject(broken);
      waiting.clear();
      queue.length = 0;
    };
    w.on('error', fail);
    w.on('exit', (code) => {
      if (!closed && code !== 0) fail(new SchedlabError(`task pool: a worker thread exited with code ${code}`));
    });
    w.unref();
    pool.push(w);
    idle.push(w);
  }
  return {
    run(data: T): Promise<R> {
      if (closed) return Promise.reject(new SchedlabError('task pool: closed'));
      if (broken !== undefined) return Promise.reject(broken);
      const id = next++;
      return new Promise<R>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        queue.push({ id, data });
        pump();
      });
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.all(pool.map((w) => w.terminate()));
    },
  };
}
