import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBound } from './helpers/loadBound';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A snippet to typecheck: its text and where it comes from (for the file name and relative imports). */
interface Snippet {
  readonly from: string;
  readonly code: string;
}

/**
 * Typechecks snippets with the repository's tsconfig (strict; unused locals allowed: an example often
 * names a value only to show its type), each as its own module, and returns
 * tsc's output ('' when all compile). The files live inside the repository so that tsconfig's paths
 * resolve 'schedlab/...' to src/.
 */
function typecheck(snippets: readonly Snippet[]): string {
  const dir = mkdtempSync(join(root, 'node_modules', '.snippets-'));
  try {
    snippets.forEach((s, i) => writeFileSync(join(dir, `${s.from.replace(/[/.]/g, '_')}_${i}.ts`), `${s.code}\nexport {};\n`));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: join(root, 'tsconfig.json'), include: ['./*.ts'], compilerOptions: { noEmit: true, noUnusedLocals: false } }),
    );
    try {
      execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
      return '';
    } catch (e) {
      return String((e as { stdout?: string }).stdout ?? e);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** TypeScript files under `dir`, recursively. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/**
 * The ```ts blocks after `@example` in the TSDoc comments of a source file; relative imports (an
 * internal name shown from a file beside it) are rewritten to absolute paths of the source's folder.
 */
function tsdocExamples(file: string): Snippet[] {
  const found: Snippet[] = [];
  for (const comment of readFileSync(file, 'utf8').matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const body = comment[1]!.split('\n').map((line) => line.replace(/^\s*\* ?/, '')).join('\n');
    for (const m of body.matchAll(/@example[\s\S]*?```ts\n([\s\S]*?)```/g)) {
      const code = m[1]!.replace(/from '(\.{1,2}\/[^']*)'/g, (_, spec: string) => `from '${join(dirname(file), spec)}'`);
      found.push({ from: relative(root, file), code });
    }
  }
  return found;
}

describe('documentation', () => {
  it('every ```ts snippet of README.md and docs/*.md typechecks against the sources', () => {
    const files = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];
    const snippets = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => ({ from: file, code: m[1]! })),
    );
    expect(snippets.length).toBeGreaterThan(5);
    expect(typecheck(snippets)).toBe('');
  }, loadBound(120_000));

  it('every TSDoc @example under src/ typechecks against the sources', () => {
    const snippets = tsFiles(join(root, 'src')).flatMap(tsdocExamples);
    expect(snippets.length).toBeGreaterThan(300);
    expect(typecheck(snippets)).toBe('');
  }, loadBound(120_000));

  it('the example check sees a broken example', () => {
    const output = typecheck([{ from: 'broken', code: "import { createRng } from 'schedlab/random';\ncreateRng('one');" }]);
    expect(output).toMatch(/error TS2345/);
  }, loadBound(120_000));
});
