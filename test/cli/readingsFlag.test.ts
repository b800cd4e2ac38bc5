import { describe, expect, it } from 'vitest';
import { readingsFlag } from '../../src/cli/readingsFlag';
import { UsageError } from '../../src/cli/UsageError';
import { CHHABRA2019_READINGS } from '../../src/experiments/chhabra2019/chhabra2019Readings';

describe('--readings', () => {
  it('absent: undefined; all: the catalogue; a list: those readings in the order given', () => {
    expect(readingsFlag('reproduce chhabra2019', undefined, CHHABRA2019_READINGS)).toBeUndefined();
    expect(readingsFlag('reproduce chhabra2019', 'all', CHHABRA2019_READINGS)).toBe(CHHABRA2019_READINGS);
    expect(readingsFlag('reproduce chhabra2019', '+literal, reflect/inOrder/none', CHHABRA2019_READINGS)!.map((r) => r.name)).toEqual(['+literal', 'reflect/inOrder/none']);
  });

  it('refuses an empty value, an unknown or repeated name, naming the valid ones', () => {
    expect(() => readingsFlag('reproduce chhabra2019', '', CHHABRA2019_READINGS)).toThrow(UsageError);
    expect(() => readingsFlag('reproduce chhabra2019', true, CHHABRA2019_READINGS)).toThrow(/--readings expects all or a comma-separated list of: clip\/inOrder\/none,/);
    expect(() => readingsFlag('reproduce chhabra2019', 'clip', CHHABRA2019_READINGS)).toThrow(/unknown reading "clip"; valid: all, clip\/inOrder\/none/);
    expect(() => readingsFlag('reproduce chhabra2019', '+greedy,+greedy', CHHABRA2019_READINGS)).toThrow(/"\+greedy" is named twice/);
  });
});
