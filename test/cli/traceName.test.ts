import { describe, expect, it } from 'vitest';
import { tracePath } from '../../src/cli/tracePath';
import { bundledTracePath, bundledTraces } from '../../src/traces/index';

describe('--trace NAME', () => {
  it('a bundled trace name is its file in the package; anything else is a path, unchanged', () => {
    expect(tracePath('KTH-SP2')).toBe(bundledTracePath('KTH-SP2').path);
    expect(tracePath('KTH-SP2')).toMatch(/data[/\\]traces[/\\]KTH-SP2-1996-2\.1-cln\.swf\.br$/);
    expect(tracePath('logs/KTH-SP2')).toBe('logs/KTH-SP2');
    expect(tracePath('kth-sp2')).toBe('kth-sp2'); // names are exact: a file of that name would be read
  });
});

describe('simulate --swf NAME', () => {
  it('runs the bundled trace of that name: the same metrics as its file path', async () => {
    const { cli } = await import('./helpers');
    const byName = await cli('simulate', '--swf', 'KTH-SP2', '--policy', 'fcfs', '--json');
    const byPath = await cli('simulate', '--swf', bundledTracePath('KTH-SP2').path, '--policy', 'fcfs', '--json');
    expect(byName.code, byName.err).toBe(0);
    expect(byPath.code, byPath.err).toBe(0);
    const parsed = (out: string): { jobs: unknown[]; metrics: unknown } => JSON.parse(out) as { jobs: unknown[]; metrics: unknown };
    expect(parsed(byName.out).metrics).toEqual(parsed(byPath.out).metrics);
    // the whole log read by name: 28,467 of its 28,476 job lines pass readSwf's default filters (test/traces/bundledTraces.test.ts)
    expect(bundledTraces.find((t) => t.name === 'KTH-SP2')!.jobs).toBe(28_476);
    expect(parsed(byName.out).jobs).toHaveLength(28_467);
  });
});
