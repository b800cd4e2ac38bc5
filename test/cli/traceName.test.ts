import { describe, expect, it } from 'vitest';
import { tracePath } from '../../src/cli/tracePath';
import { bundledTracePath } from '../../src/traces/index';

describe('--trace NAME', () => {
  it('a bundled trace name is its file in the package; anything else is a path, unchanged', () => {
    expect(tracePath('KTH-SP2')).toBe(bundledTracePath('KTH-SP2').path);
    expect(tracePath('KTH-SP2')).toMatch(/data[/\\]traces[/\\]KTH-SP2-1996-2\.1-cln\.swf\.gz$/);
    expect(tracePath('logs/KTH-SP2')).toBe('logs/KTH-SP2');
    expect(tracePath('kth-sp2')).toBe('kth-sp2'); // names are exact: a file of that name would be read
  });
});
