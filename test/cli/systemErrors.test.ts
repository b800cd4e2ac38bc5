import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { systemErrorLine } from '../../src/cli/systemErrorLine';
import { writeJobs } from '../../src/workload/index';
import { cli } from './helpers';

const fullDevice = existsSync('/dev/full') && statSync('/dev/full').isCharacterDevice();

/** The error a call throws. */
function caught(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

/** Issue 41: I/O errors (a full disk: 8-10 lines of stack trace) as one line naming the file. */
describe('system errors as one line', () => {
  it.skipIf(!fullDevice)('ENOSPC from a real full device (/dev/full), and ENOENT naming the path', () => {
    expect(systemErrorLine(caught(() => writeFileSync('/dev/full', 'x'.repeat(10_000))))).toBe('cannot write: ENOSPC (no space left on the device)');
    expect(systemErrorLine(caught(() => readFileSync('/nonexistent-dir-41/x.json')))).toBe('cannot open /nonexistent-dir-41/x.json: ENOENT (no such file or directory)');
    expect(systemErrorLine(new Error('plain'))).toBeUndefined();
    expect(systemErrorLine('ENOSPC')).toBeUndefined();
  });

  it.skipIf(!fullDevice)('writeJobs refuses a target that is not a regular file (its rename replaced /dev/full by a file)', () => {
    expect(() => writeJobs('/dev/full', [{ kind: 'rigid', id: 'a', submit: 0, processors: 1, runtime: 1, estimate: 1 }])).toThrow(/^\/dev\/full: not a regular file/);
    expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
  });

  it.skipIf(!fullDevice)('schedlab generate --out /dev/full: one line, exit 2, the device left as it was', async () => {
    const r = await cli('generate', '--servers', '2', '--jobs', '3', '--out', '/dev/full');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/\/dev\/full: not a regular file/);
    expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
  });
});
