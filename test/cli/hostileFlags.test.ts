import fc from 'fast-check';
import { mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { intFlag, positiveFlag } from '../../src/cli/flags';
import { UsageError } from '../../src/cli/UsageError';
import { cli } from './helpers';

/** Issue 32: numeric flags at the limits, hostile --out paths, distributed flags: one line, exit 2. */
describe('numeric flags at the limits (issue 32, classes 8 and 9)', () => {
  it('integer flags: "+5", " 7", "7 " and "\\t7" are refused like "1e3"; "-0" and "007" are decimal digits', () => {
    for (const raw of ['+5', ' 7', '7 ', '\t7', '7\n', '1e3', '', '-', '5.0']) {
      expect(() => intFlag('c', 'n', raw, -10, 10), JSON.stringify(raw)).toThrow(UsageError);
    }
    expect(intFlag('c', 'n', '-0', -10, 10)).toBe(-0);
    expect(intFlag('c', 'n', '007', -10, 10)).toBe(7);
    expect(() => intFlag('c', 'n', '+5', 0, 10)).toThrow('c: --n expects an integer in [0, 10], got "+5"');
  });

  it('fast-check: an integer flag is accepted exactly when it is optional "-" then digits, within the range', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String), fc.integer().map((n) => ` ${n}`), fc.integer().map((n) => `+${n}`)), (raw) => {
        const ok = /^-?\d+$/.test(raw) && Number(raw) >= -1000 && Number(raw) <= 1000;
        let got: number | undefined;
        try {
          got = intFlag('c', 'n', raw, -1000, 1000);
        } catch (e) {
          expect(e).toBeInstanceOf(UsageError);
          return !ok;
        }
        return ok && got === Number(raw);
      }),
      { seed: 32, numRuns: 2000 },
    );
  });

  it('time flags stop at 10^12 s: --decision-interval 1e300 is refused, 1e12 accepted', async () => {
    expect(positiveFlag('c', 't', '1e12')).toBe(1e12);
    expect(() => positiveFlag('c', 't', '1.0000001e12')).toThrow('c: --t expects a number in (0, 1e12] (seconds), got "1.0000001e12"');
    const r = await cli('simulate', '--jobs', 'data/fixtures/none.json', '--servers', '2', '--policy', 'FIFO', '--decision-interval', '1e300');
    expect(r.code).toBe(2);
    expect(r.err).toBe('schedlab simulate: --decision-interval expects a number in (0, 1e12] (seconds), got "1e300"\n');
  });

  it('generate --jobs stops at 1,000,000, the most whose file simulate reads back (256 MiB)', async () => {
    const r = await cli('generate', '--servers', '4', '--jobs', '1000001', '--out', '-');
    expect(r.code).toBe(2);
    expect(r.err).toBe('schedlab generate: --jobs expects an integer in [1, 1000000], got "1000001"\n');
  });
});

describe('hostile --out paths (issue 32, classes 6 and 7)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'schedlab-out-'));
  symlinkSync(join(dir, 'loop'), join(dir, 'loop')); // a link to itself
  const long = join(dir, 'a'.repeat(300));
  const cases: Array<[string[], RegExp]> = [
    [['generate', '--servers', '2', '--jobs', '2', '--out', long], /^schedlab generate: --out \/.*\.\.\.: cannot be written \(a name in it is too long for the file system\)\n$/],
    [['generate', '--servers', '2', '--jobs', '2', '--out', join(dir, 'loop', 'x.json')], /^schedlab generate: --out .*loop\/x\.json: cannot be written \(it runs into a loop of symbolic links\)\n$/],
    [['generate', '--servers', '2', '--jobs', '2', '--out', join(dir, 'loop')], /^schedlab generate: --out .*loop: cannot be written \(it runs into a loop of symbolic links\)\n$/],
    [['generate', '--servers', '2', '--jobs', '2', '--out='], /^schedlab generate: --out FILE is required/],
    [['reproduce', 'dupont2020', '--quick', '--out='], /^schedlab reproduce dupont2020: --out needs a directory; an empty value would mean the current directory\n$/],
    [['reproduce', 'chhabra2019', '--quick', '--out', ''], /^schedlab reproduce chhabra2019: --out needs a directory/],
    [['reproduce', 'dupont2020', '--quick', '--out', join(long, 'r')], /^schedlab reproduce dupont2020: --out .*: cannot be written \(a name in it is too long for the file system\)\n$/],
    [['reproduce', 'chhabra2019', '--quick', '--out', join(dir, 'loop', 'r')], /^schedlab reproduce chhabra2019: --out .*: cannot be written \(it runs into a loop of symbolic links\)\n$/],
  ];
  it.each(cases)('%j: one line, exit 2, nothing written', async (argv, message) => {
    const r = await cli(...argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(readdirSync(dir)).toEqual(['loop']);
  });
});

describe('distributed flags fail in one line with exit 2 (issue 32, class 7)', () => {
  it('worker: a file: URL with a host, a malformed percent-encoding in the Redis URL', async () => {
    const a = await cli('worker', '--redis', 'redis://127.0.0.1:1', '--queue', 'q', '--allow-module', 'file://host/x');
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/^schedlab worker: queueWorker\.allowModules: file:\/\/host\/x is not a local file URL \(File URL host must be "localhost" or empty on \w+\)\n$/);
    const b = await cli('worker', '--redis', 'redis://u%zz@127.0.0.1:1', '--queue', 'q', '--allow-module', tmpdir());
    expect(b.code).toBe(2);
    expect(b.err).toBe('schedlab worker: queueWorker.connection: the user name in the Redis URL has a malformed percent-encoding (write a literal % as %25)\n');
  });
});

describe('campaign --redis flags are checked before the campaign (issue 32, class 7)', () => {
  it.each([
    ['reproduce', 'chhabra2019'],
    ['reproduce', 'dupont2020'],
  ])('%s %s: a bad --queue and a malformed URL are one line, exit 2', async (command, paper) => {
    const a = await cli(command, paper, '--quick', '--redis', 'redis://127.0.0.1:1', '--queue', 'a:b');
    expect(a.code).toBe(2);
    expect(a.err).toBe('schedlab reproduce: queueEvaluator.queue: expected a queue name of 1 to 200 characters without \':\', got "a:b"\n');
    const b = await cli(command, paper, '--quick', '--redis', 'redis://u%zz@127.0.0.1:1');
    expect(b.code).toBe(2);
    expect(b.err).toBe('schedlab reproduce: queueEvaluator.connection: the user name in the Redis URL has a malformed percent-encoding (write a literal % as %25)\n');
  });
});
