import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBound } from '../helpers/loadBound';

const root = join(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'schedlab-docs-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run docs (typedoc site)', () => {
  it('builds with treatWarningsAsErrors and includes every guide in docs/', () => {
    // typedoc exits non-zero on any warning (treatWarningsAsErrors in tsconfig.json).
    execFileSync(process.execPath, [join(root, 'node_modules/typedoc/bin/typedoc'), '--out', out], { cwd: root, stdio: 'pipe' });
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    const guides = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, '.html'));
    expect(readdirSync(join(out, 'documents')).sort()).toEqual(expect.arrayContaining(guides.map((g) => g.toLowerCase())));
  }, loadBound(180_000));
});
