import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASES } from './goldenCases';
import { loadBound } from '../helpers/loadBound';

/**
 * Golden tests: stored numbers of today's code (test/golden/golden.json, written by update.ts).
 * Unlike determinism tests, which compare a run with itself, these fail when a refactor changes a
 * number. Floating-point values are compared to 1e-9 relative (a refactor may reorder a sum);
 * integers and schedules' event times exactly up to that tolerance too.
 */
const golden = JSON.parse(readFileSync(new URL('./golden.json', import.meta.url), 'utf8')) as Record<string, unknown>;

function close(actual: unknown, expected: unknown, path: string, diffs: string[]): void {
  if (diffs.length >= 10) return;
  if (typeof expected === 'number' && typeof actual === 'number') {
    const scale = Math.max(1, Math.abs(expected));
    if (!(Math.abs(actual - expected) <= 1e-9 * scale || (Number.isNaN(actual) && Number.isNaN(expected)))) diffs.push(`${path}: ${actual} != ${expected}`);
  } else if (Array.isArray(expected) && Array.isArray(actual)) {
    if (actual.length !== expected.length) diffs.push(`${path}: length ${actual.length} != ${expected.length}`);
    else expected.forEach((e, i) => close(actual[i], e, `${path}[${i}]`, diffs));
  } else if (expected !== null && typeof expected === 'object' && actual !== null && typeof actual === 'object') {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const k of keys) close((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], `${path}.${k}`, diffs);
  } else if (actual !== expected) diffs.push(`${path}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
}

describe('golden values (a changed number fails; update.ts rewrites them on purpose)', () => {
  for (const [name, make] of Object.entries(CASES)) {
    it(name, async () => {
      expect(golden[name], `golden.json has no "${name}": run npx tsx test/golden/update.ts`).toBeDefined();
      const diffs: string[] = [];
      close(JSON.parse(JSON.stringify(await make())), golden[name], name, diffs);
      expect(diffs).toEqual([]);
    }, loadBound(60_000));
  }

  it('the comparison catches a changed number', () => {
    const diffs: string[] = [];
    close({ a: [1, 2.000001] }, { a: [1, 2] }, 'x', diffs);
    expect(diffs).toEqual(['x.a[1]: 2.000001 != 2']);
  });
});
