import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { realOps, replaceDirectory, type DirectoryOps } from '../../src/plot/internals/replaceDirectory';
import { loadBound } from '../helpers/loadBound';

/** Every file under a directory with its content (relative paths, sorted). */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string, rel: string): void => {
    for (const e of readdirSync(d).sort()) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p, `${rel}${e}/`);
      else out[`${rel}${e}`] = readFileSync(p, 'utf8');
    }
  };
  walk(dir, '');
  return out;
}

/** A fresh parent holding `report` with an old report and a user file in a subfolder. */
function setup(): { parent: string; target: string } {
  const parent = mkdtempSync(join(tmpdir(), 'schedlab-swap-'));
  const target = join(parent, 'report');
  mkdirSync(join(target, 'notes'), { recursive: true });
  writeFileSync(join(target, 'report.html'), 'old report');
  writeFileSync(join(target, 'a.csv'), 'old a');
  writeFileSync(join(target, 'notes', 'mine.txt'), 'my notes');
  return { parent, target };
}

const files = new Map([
  ['a.csv', 'new a'],
  ['b.svg', 'new b'],
  ['report.html', 'new report'],
]);

/** Real operations, except that call number `failAt` (counting every call) throws. */
function failingOps(failAt: number): { ops: DirectoryOps; calls: () => number } {
  let n = 0;
  const wrap =
    <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      if (++n === failAt) throw new Error(`injected failure at call ${n}`);
      return f(...a);
    };
  const ops = Object.fromEntries(Object.entries(realOps).map(([k, f]) => [k, wrap(f as (...a: unknown[]) => Promise<unknown>)])) as unknown as DirectoryOps;
  return { ops, calls: () => n };
}

describe('replaceDirectory: the report directory is swapped atomically (issue 13, item 3)', () => {
  it('replaces the report, keeps other entries, removes every temporary directory, uses the usual mode', async () => {
    const { parent, target } = setup();
    await replaceDirectory(target, files, 'report.html');
    expect(snapshot(target)).toEqual({ 'a.csv': 'new a', 'b.svg': 'new b', 'notes/mine.txt': 'my notes', 'report.html': 'new report' });
    expect(readdirSync(parent)).toEqual(['report']);
    expect(statSync(target).mode & 0o777).toBe(0o777 & ~process.umask());
  });

  it('a failure injected at any step leaves the old directory exactly as it was, and nothing beside it', async () => {
    const { calls } = failingOps(0);
    // count the calls of a successful run, then fail each one in turn
    const probe = failingOps(Number.POSITIVE_INFINITY);
    const first = setup();
    await replaceDirectory(first.target, files, 'report.html', probe.ops);
    const total = probe.calls();
    expect(total).toBeGreaterThan(8);
    expect(calls()).toBe(0);
    for (let k = 1; k < total; k++) {
      const { parent, target } = setup();
      const before = snapshot(target);
      const { ops } = failingOps(k);
      await expect(replaceDirectory(target, files, 'report.html', ops), `failure at call ${k}`).rejects.toThrow();
      expect(snapshot(target), `failure at call ${k}`).toEqual(before);
      expect(readdirSync(parent), `failure at call ${k}`).toEqual(['report']);
    }
  });

  it('a new directory is created with its missing parents; a non-report directory is refused', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'schedlab-swap-'));
    const target = join(parent, 'x', 'y', 'report');
    await replaceDirectory(target, files, 'report.html');
    expect(snapshot(target)).toEqual({ 'a.csv': 'new a', 'b.svg': 'new b', 'report.html': 'new report' });
    const home = join(parent, 'home');
    mkdirSync(home);
    writeFileSync(join(home, 'thesis.tex'), 'precious');
    await expect(replaceDirectory(home, files, 'report.html')).rejects.toThrow(InvalidInputError);
    await expect(replaceDirectory(home, files, 'report.html')).rejects.toThrow(/is not empty and holds no report\.html/);
    expect(snapshot(home)).toEqual({ 'thesis.tex': 'precious' });
  });
});

describe('replaceDirectory under SIGTERM', () => {
  it('a signal while the new report is being written leaves the old one and no temporary directory', async () => {
    const { spawn } = await import('node:child_process');
    const { parent, target } = setup();
    const before = snapshot(target);
    const script = `
      import { replaceDirectory, realOps } from ${JSON.stringify(join(import.meta.dirname, '../../src/plot/internals/replaceDirectory.ts'))};
      const slow = { ...realOps, writeFile: async (p, c) => { process.stdout.write('writing\\n'); await new Promise((r) => setTimeout(r, 10_000)); return realOps.writeFile(p, c); } };
      await replaceDirectory(${JSON.stringify(target)}, new Map([['report.html', 'new']]), 'report.html', slow);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: join(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((ok) => child.stdout.on('data', (d: Buffer) => d.toString().includes('writing') && ok()));
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((ok) => child.on('exit', (c, s) => ok(c ?? (s === 'SIGTERM' ? 143 : -1))));
    expect(code).toBe(143);
    expect(snapshot(target)).toEqual(before);
    expect(readdirSync(parent)).toEqual(['report']);
  }, loadBound(30_000));
});

describe('replaceDirectory: interruptions at every step, and what a killed run leaves (issue 32, class 6)', () => {
  const swapScript = (target: string, pauseAfter: number) => `
    import { replaceDirectory, realOps } from ${JSON.stringify(join(import.meta.dirname, '../../src/plot/internals/replaceDirectory.ts'))};
    let n = 0;
    const pause = async () => { if (n++ === ${pauseAfter}) { process.stdout.write('paused\\n'); await new Promise((r) => setTimeout(r, 60_000)); } };
    const ops = Object.fromEntries(Object.entries(realOps).map(([k, f]) => [k, async (...a) => { const r = await f(...a); await pause(); return r; }]));
    await pause();
    await replaceDirectory(${JSON.stringify(target)}, new Map([['report.html', 'new report'], ['a.csv', 'new a']]), 'report.html', ops);
    process.stdout.write('done ' + n + '\\n');
  `;

  it('SIGTERM after each file-system step of a swap: the old or the new report, complete, and nothing beside it', async () => {
    const { spawn } = await import('node:child_process');
    const run = async (pauseAfter: number) => {
      const { parent, target } = setup();
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', swapScript(target, pauseAfter)], { cwd: join(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      const paused = await new Promise<boolean>((ok) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('paused')) ok(true);
        });
        child.on('exit', () => ok(false));
      });
      if (paused) child.kill('SIGTERM');
      await new Promise((ok) => (child.exitCode !== null || child.signalCode !== null ? ok(undefined) : child.on('exit', ok)));
      return { parent, target, paused, out };
    };
    const old = { 'a.csv': 'old a', 'notes/mine.txt': 'my notes', 'report.html': 'old report' };
    const fresh = { 'a.csv': 'new a', 'notes/mine.txt': 'my notes', 'report.html': 'new report' };
    const total = Number(/done (\d+)/.exec((await run(-1)).out)![1]) - 1; // pauses counted: one before the first step
    expect(total).toBeGreaterThan(8);
    for (let k = 0; k <= total; k++) {
      const { parent, target, paused } = await run(k);
      expect(paused, `step ${k}`).toBe(true);
      expect(readdirSync(parent), `SIGTERM after step ${k}`).toEqual(['report']);
      expect([old, fresh], `SIGTERM after step ${k}`).toContainEqual(snapshot(target));
    }
  }, loadBound(300_000));

  it('leftovers of a killed run (.NAME.tmp-PID-*, .NAME.old-PID-*) are cleared, the old report put back when the directory is gone; a live run\'s are left alone', async () => {
    const { spawnSync } = await import('node:child_process');
    const dead = spawnSync(process.execPath, ['-e', '']).pid!; // a process that has exited
    // killed between "rename the old report away" and "rename the new one in": the target is missing
    const { parent, target } = setup();
    const { renameSync } = await import('node:fs');
    renameSync(target, join(parent, `.report.old-${dead}-Ab12Cd`));
    mkdirSync(join(parent, `.report.tmp-${dead}-Ab12Cd`));
    mkdirSync(join(parent, '.report.tmp-Zz9Yy8')); // the name before PIDs were added
    mkdirSync(join(parent, `.report.tmp-${process.pid}-Live01`)); // a swap still running (this process)
    mkdirSync(join(parent, `.other.tmp-${dead}-Ab12Cd`)); // another directory's: not ours to touch
    await replaceDirectory(target, files, 'report.html');
    expect(snapshot(target)).toEqual({ 'a.csv': 'new a', 'b.svg': 'new b', 'notes/mine.txt': 'my notes', 'report.html': 'new report' });
    expect(readdirSync(parent).sort()).toEqual([`.other.tmp-${dead}-Ab12Cd`, `.report.tmp-${process.pid}-Live01`, 'report']);
  });
});
