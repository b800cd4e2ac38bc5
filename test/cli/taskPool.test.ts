import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { taskPool } from '../../src/cli/taskPool';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-pool-'));
const module = join(dir, 'tasks.mjs');
writeFileSync(
  module,
  `export async function square(x) { return x * x; }
export function boom(x) { if (x === 3) throw new Error('bad task ' + x); return x; }
export function crash(x) { if (x === 2) process.exit(7); return x; }
`,
);
const url = pathToFileURL(module).href;

describe('taskPool (worker threads for independent runs)', () => {
  it('runs tasks on the workers and resolves each with its own result', async () => {
    const pool = taskPool<number, number>(url, 'square', 2);
    try {
      expect(await Promise.all([1, 2, 3, 4, 5].map((x) => pool.run(x)))).toEqual([1, 4, 9, 16, 25]);
    } finally {
      await pool.close();
    }
    await expect(pool.run(1)).rejects.toThrow(/closed/);
  });
  it('a task that throws fails alone, with the worker stack', async () => {
    const pool = taskPool<number, number>(url, 'boom', 2);
    try {
      const r = await Promise.allSettled([1, 3, 5].map((x) => pool.run(x)));
      expect(r.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(String((r[1] as PromiseRejectedResult).reason)).toMatch(/bad task 3/);
    } finally {
      await pool.close();
    }
  });
  it('a crashed worker fails the pending and later tasks instead of hanging', async () => {
    const pool = taskPool<number, number>(url, 'crash', 1);
    try {
      const r = await Promise.allSettled([1, 2, 3, 4].map((x) => pool.run(x)));
      expect(r[0]!.status).toBe('fulfilled');
      expect(r.slice(1).every((x) => x.status === 'rejected')).toBe(true);
      await expect(pool.run(5)).rejects.toThrow(/exited with code 7/);
    } finally {
      await pool.close();
    }
  }, 20_000);
  it('a missing export is an error, not a hang', async () => {
    const pool = taskPool<number, number>(url, 'nothing', 1);
    try {
      await expect(pool.run(1)).rejects.toThrow(/no function export "nothing"/);
    } finally {
      await pool.close();
    }
  });
});
