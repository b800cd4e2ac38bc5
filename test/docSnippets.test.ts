import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('documentation', () => {
  it('every ```ts snippet of README.md and docs/*.md typechecks against the sources', () => {
    const files = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];
    // inside the repository, so that tsconfig's paths resolve 'schedlab/...' to src/
    const dir = mkdtempSync(join(root, 'node_modules', '.snippets-'));
    try {
      let count = 0;
      for (const file of files) {
        const text = readFileSync(join(root, file), 'utf8');
        for (const m of text.matchAll(/```ts\n([\s\S]*?)```/g)) {
          writeFileSync(join(dir, `${file.replace(/[/.]/g, '_')}_${count++}.ts`), `${m[1]}\nexport {};\n`);
        }
      }
      expect(count).toBeGreaterThan(5);
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: join(root, 'tsconfig.json'), include: ['./*.ts'], compilerOptions: { noEmit: true } }),
      );
      let output = '';
      try {
        execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
      } catch (e) {
        output = String((e as { stdout?: string }).stdout ?? e);
      }
      expect(output).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
