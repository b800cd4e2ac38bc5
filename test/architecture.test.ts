import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module arrows of DESIGN.md and docs/architecture.md, made executable: every relative import
 * under `src/` (value or type-only, `import` or `export ... from`) must follow a documented arrow,
 * and no file may take part in an import cycle. `version` (src/version.ts) is a leaf every module
 * may read; the root `index.ts` may re-export every module.
 */
const src = join(import.meta.dirname, '..', 'src');

/** Which modules each module may import (besides itself). The picture of docs/architecture.md. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  errors: [],
  version: [],
  SearchSpace: [],
  random: ['errors'],
  power: ['errors', 'random'],
  engine: ['errors', 'random', 'power'],
  workload: ['errors', 'random', 'engine'],
  policies: ['errors', 'SearchSpace', 'random', 'power', 'engine'],
  optimizers: ['errors', 'SearchSpace', 'random'],
  statistics: ['errors', 'random'],
  experiments: ['errors', 'SearchSpace', 'version', 'random', 'power', 'engine', 'workload', 'policies', 'optimizers', 'statistics', 'plot'],
  plot: ['errors'],
  distributed: ['errors', 'optimizers', 'version'],
  traces: ['errors', 'workload'],
  batsim: ['errors', 'random', 'power', 'engine', 'policies', 'workload'],
  cli: ['errors', 'version', 'experiments', 'plot', 'distributed', 'traces', 'batsim', 'optimizers', 'random'],
  index: ['errors', 'SearchSpace', 'version', 'random', 'power', 'engine', 'workload', 'policies', 'optimizers', 'statistics', 'experiments', 'plot', 'distributed'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]/g;

/** Relative imports of a file's text, resolved to files under src (or left as written when outside). */
function importsOf(file: string, text: string): string[] {
  const targets: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1]!;
    if (!spec.startsWith('.')) continue;
    const base = normalize(join(dirname(file), spec)).replace(/\.js$/, '');
    const candidates = [base, `${base}.ts`, join(base, 'index.ts')];
    targets.push(candidates.find((c) => statSync(c, { throwIfNoEntry: false })?.isFile()) ?? base);
  }
  return targets;
}

/** The module a file belongs to: its first folder under src, or `version` / `index` for root files. */
function moduleOf(file: string): string {
  const parts = relative(src, file).split(sep);
  if (parts.length === 1) return parts[0]!.replace(/\.ts$/, '');
  return parts[0]!;
}

const files = sourceFiles(src);
const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));

/** Strongly connected components with more than one file (Tarjan), each as its sorted relative paths. */
function cycles(edges: ReadonlyMap<string, readonly string[]>): string[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(relative(src, w).split(sep).join('/'));
    } while (w !== v);
    if (component.length > 1) found.push(component.sort().join(' | '));
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found.sort();
}

describe('module arrows (DESIGN.md "Modules and the direction of their imports")', () => {
  const arrows = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const from = moduleOf(file);
      if (!target.startsWith(src + sep)) {
        if (file !== join(src, 'version.ts')) arrows.set(`${from} -> outside src`, [...(arrows.get(`${from} -> outside src`) ?? []), relative(src, file)]);
        continue;
      }
      const to = moduleOf(target);
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      arrows.set(key, [...(arrows.get(key) ?? []), `${relative(src, file)} imports ${relative(src, target)}`]);
    }
  }

  it('every module is one the picture knows', () => {
    const unknown = [...new Set(files.map(moduleOf))].filter((m) => !(m in ALLOWED));
    expect(unknown).toEqual([]);
  });

  it('no import against the documented direction', () => {
    const violations = [...arrows]
      .filter(([key]) => {
        const [from, to] = key.split(' -> ') as [string, string];
        return !ALLOWED[from]?.includes(to);
      })
      .map(([key, where]) => `${key}: ${where.slice(0, 3).join('; ')}`);
    expect(violations).toEqual([]);
  });

  it('no import cycle between files, type-only imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('the checks catch what they must: an upward import and a two-file cycle', () => {
    const a = join(src, 'engine', 'a.ts');
    const b = join(src, 'engine', 'b.ts');
    expect(importsOf(a, "import type { X } from '../experiments/x';\nexport { y } from './b';")).toEqual([
      join(src, 'experiments', 'x'),
      join(src, 'engine', 'b'),
    ]);
    expect(ALLOWED.engine!.includes('experiments')).toBe(false);
    // the CLI never builds simulations itself, and paper data stays out of the generic policies
    for (const low of ['engine', 'policies', 'workload', 'power', 'statistics']) expect(ALLOWED.cli!.includes(low)).toBe(false);
    expect(ALLOWED.policies!.includes('experiments')).toBe(false);
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).toEqual(['engine/a.ts | engine/b.ts']);
    expect(cycles(new Map([[a, [b]], [b, []]]))).toEqual([]);
  });
});
