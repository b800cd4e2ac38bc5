import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './helpers';
import { loadBound } from '../helpers/loadBound';

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'schedlab-outputs-'));
const file = join(dir, 'a-file.txt');
writeFileSync(file, 'not a directory\n');

describe('outputs are checked before any computation (issue 13, item 4)', () => {
  it('--out naming an existing file, or a place that cannot be written, fails at once: exit 2, one line, nothing computed', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['reproduce', 'dupont2020', '--quick', '--out', file], /^schedlab reproduce dupont2020: --out .*a-file\.txt is an existing file, not a directory\n$/],
      [['reproduce', 'dupont2020', '--quick', '--out', join(file, 'sub')], /a-file\.txt is a file, so the directory cannot be created\n$/],
      [['reproduce', 'dupont2020', '--quick', '--out', '/proc/schedlab/out'], /--out \/proc\/schedlab\/out: \/proc is not writable\n$/],
      [['reproduce', 'franke2007', '--quick', '--out', file], /^schedlab reproduce franke2007: --out .* is an existing file, not a directory\n$/],
      [['generate', '--servers', '4', '--jobs', '3', '--out', dir], /^schedlab generate: --out .* is a directory, not a file\n$/],
      [['reproduce', 'dupont2020', '--quick', '--out', dir], /is a non-empty directory that holds no report\.html; choose a new or empty directory/],
      [['generate', '--servers', '4', '--jobs', '3', '--out', join(dir, 'missing', 'set.json')], /the directory .*missing does not exist\n$/],
    ];
    for (const [argv, message] of cases) {
      const started = performance.now();
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err, argv.join(' ')).toMatch(message);
      expect(r.err).not.toMatch(/training|evaluating/);
      expect(performance.now() - started).toBeLessThan(loadBound(1_000));
    }
    expect(existsSync(join(dir, 'missing'))).toBe(false);
  });
});

describe('output streams (issue 13, item 6)', () => {
  const bin = ['--import', 'tsx', join(root, 'src', 'cli', 'bin.ts')];
  it('a closed pipe ends the process quietly with exit code 0', () => {
    const out = execFileSync('bash', ['-c', `"${process.execPath}" ${bin.map((a) => `"${a}"`).join(' ')} generate --servers 10 --jobs 20000 --out - 2>"${dir}/pipe.err" | head -c 50 >/dev/null; echo "\${PIPESTATUS[0]}"; cat "${dir}/pipe.err"`], { cwd: root, encoding: 'utf8' });
    expect(out.trim()).toBe('0');
  }, loadBound(60_000));

  it('a full disk is one line on stderr and exit code 1', () => {
    if (!existsSync('/dev/full')) return; // Linux only
    const r = spawnSync('bash', ['-c', `"${process.execPath}" ${bin.map((a) => `"${a}"`).join(' ')} generate --servers 10 --jobs 2000 --out - > /dev/full`], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr.split('\n').filter((l) => l !== '' && !l.includes('npm warn'))).toEqual(['schedlab: cannot write to stdout: ENOSPC']);
  }, loadBound(60_000));
});
