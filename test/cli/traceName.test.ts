import { describe, expect, it } from 'vitest';
import { tracePath } from '../../src/cli/tracePath';
import { bundledTracePath, bundledTraces } from '../../src/traces/index';

describe('--trace NAME', () => {
  it('a bundled trace name is its file in the package; anything else is a path, unchanged', () => {
    expect(tracePath('KTH-SP2')).toBe(bundledTracePath('KTH-SP2').path);
    expect(tracePath('KTH-SP2')).toMatch(/data[/\\]traces[/\\]KTH-SP2-1996-2\.1-cln\.swf\.br$/);
    const existing = bundledTracePath('LLNL-Thunder').path;
    expect(tracePath(existing)).toBe(existing); // a file path, unchanged
    // names are exact: neither a bundled name nor a file is refused naming the bundled ones
    expect(() => tracePath('kth-sp2')).toThrow(/^--trace "kth-sp2": no such file, and no bundled trace of that name \(bundled: KTH-SP2, LLNL-Thunder, METACENTRUM-2009\)$/);
    expect(() => tracePath('logs/KTH-SP2', '--swf')).toThrow(/^--swf "logs\/KTH-SP2": no such file/);
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
