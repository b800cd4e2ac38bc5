import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBound } from '../helpers/loadBound';

const script = join(import.meta.dirname, '..', '..', 'scripts', 'checkBatsim.mjs');

/** Runs `npm run check:batsim`'s script with only PATH and the given variables. */
function check(env: Record<string, string>, ...args: string[]) {
  const r = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('npm run check:batsim (the real Batsim is a developer tool, never needed by the tests)', () => {
  it('under CI it skips with one line and exit 0', () => {
    expect(check({ CI: 'true', SCHEDLAB_BATSIM_DIR: '/nonexistent' })).toEqual({ code: 0, out: 'check:batsim: skipped (CI: the real Batsim is a developer tool, never a dependency of the tests)\n', err: '' });
  }, loadBound(20_000));

  it('without a Batsim directory it skips with one line and exit 0', () => {
    const empty = mkdtempSync(join(tmpdir(), 'schedlab-no-batsim-'));
    const r = check({ SCHEDLAB_BATSIM_DIR: empty, BATSIM: join(empty, 'batsim') });
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^check:batsim: skipped \(no Batsim: give --batsim DIR or SCHEDLAB_BATSIM_DIR, a directory with platforms\/, workloads\/ and batsim/);
    expect(r.out.split('\n')).toHaveLength(2);
  }, loadBound(20_000));
});
