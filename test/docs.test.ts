import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** TypeScript files under `dir`, without the CLI, and without private internals unless asked. */
function sources(dir: string, withInternals = false): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'cli' || (f === 'internals' && !withInternals) ? [] : sources(p, withInternals);
    return p.endsWith('.ts') && (withInternals || !p.endsWith('index.ts')) ? [p] : [];
  });
}

describe('conventions (DESIGN.md)', () => {
  it('every exported name has TSDoc with an @example', () => {
    const missing: string[] = [];
    for (const file of sources(join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^export (?:async )?(?:function|const|interface|type|class) (\w+)/gm)) {
        const before = text.slice(0, m.index).trimEnd();
        const doc = before.endsWith('*/') ? before.slice(before.lastIndexOf('/**')) : '';
        if (!doc.includes('@example')) missing.push(`${relative(root, file)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('module indexes list their names explicitly (no export *)', () => {
    for (const m of readdirSync(join(root, 'src'))) {
      const index = join(root, 'src', m, 'index.ts');
      if (m === 'cli' || !statSync(join(root, 'src', m)).isDirectory()) continue;
      expect(readFileSync(index, 'utf8'), index).not.toMatch(/export \*/);
    }
  });

  it('no Math.random or Date.now outside the CLI', () => {
    const offenders = sources(join(root, 'src'), true).filter((f) => /Math\.random|Date\.now\(/.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });
});
