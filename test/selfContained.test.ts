import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository is the whole project (DESIGN.md): a fresh clone with nothing beside it must pass
 * its tests and run its examples. This test fails when a source, test, example or doc names a path
 * outside the repository: the team's shelf beside it (`../shared`), or an absolute machine path.
 */
const root = join(import.meta.dirname, '..');
const scanned = ['src', 'test', 'examples', 'docs', 'README.md', 'CHANGELOG.md', 'package.json', '.ci'];

function files(p: string): string[] {
  const full = join(root, p);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return [p];
  return readdirSync(full).flatMap((f) => files(join(p, f)));
}

/** Patterns of outside paths, each with what it catches. */
const OUTSIDE: ReadonlyArray<[RegExp, string]> = [
  [/(?:\.\.\/)+shared\//, 'the shelf beside the repository (../shared/)'],
  [/["'`](?:\/work|\/home|\/root|\/Users|\/mnt)\//, 'an absolute path of one machine'],
];

describe('the repository is the whole project', () => {
  it('no path outside the repository in src, test, examples, docs, README, CHANGELOG, package.json, .ci', () => {
    const hits: string[] = [];
    for (const file of scanned.flatMap(files)) {
      if (file === join('test', 'selfContained.test.ts') || !/\.(ts|md|json|mjs|js|sh)$|^\.ci\//.test(file)) continue;
      readFileSync(join(root, file), 'utf8').split('\n').forEach((line, i) => {
        for (const [re, what] of OUTSIDE) if (re.test(line)) hits.push(`${relative(root, join(root, file))}:${i + 1}: ${what}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(hits).toEqual([]);
  });

  it('the check itself catches both kinds of outside path', () => {
    const catches = (line: string) => OUTSIDE.some(([re]) => re.test(line));
    expect(catches("readSwf('../shared/traces/x.swf')")).toBe(true);
    expect(catches("const DIR = '/work/shared/traces';")).toBe(true);
    expect(catches("readSwf('data/traces/x.swf')")).toBe(false);
  });

  it('every data file the project reads is in the repository, with its citation', () => {
    for (const f of ['data/README.md', 'data/traces/README.md', 'data/fixtures/pyss/README.md', 'data/reference/statistics-vectors.json']) {
      expect(statSync(join(root, f), { throwIfNoEntry: false })?.isFile(), f).toBe(true);
    }
    const traces = readdirSync(join(root, 'data/traces')).filter((f) => /\.swf\.(gz|br)$/.test(f)).sort();
    expect(traces).toEqual([
      'KTH-SP2-1996-2.1-cln.swf.br',
      'LLNL-Thunder-2007-1.1-cln.first20k.swf.br',
      'METACENTRUM-2009-2.first20k.swf.br',
      'NASA-iPSC-1993-3.1-cln.swf.gz',
      'SDSC-SP2-1998-4.2-cln.first5k.swf.gz',
      'lublin_256.swf.gz',
    ]);
    const readme = readFileSync(join(root, 'data/traces/README.md'), 'utf8');
    for (const t of traces) expect(readme, t).toContain(t);
    expect(readme).toContain('Feitelson');
  });
});
