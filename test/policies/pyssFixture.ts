import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RigidJob } from '../../src/engine/Job';

export const PYSS_DIR = join(import.meta.dirname, '../../data/fixtures/pyss');

/** Expands `basic_input.0-28` into the file names it denotes. */
export function expand(spec: string): string[] {
  const m = /^(.*)\.(\d+)-(\d+)$/.exec(spec);
  if (m === null) return [spec];
  const out: string[] = [];
  for (let i = Number(m[2]); i <= Number(m[3]); i++) out.push(`${m[1]}.${i}`);
  return out;
}

/**
 * Reads a pyss test trace: `submit id(=expected finish) estimate processors runtime adminQoS userQoS user`.
 * Jobs keep the id string; `estimate` = estimated_runtime, `runtime` = actual_runtime.
 */
export function readPyss(file: string): RigidJob[] {
  const text = readFileSync(join(PYSS_DIR, file), 'utf8');
  const jobs: RigidJob[] = [];
  text.split('\n').forEach((raw, n) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const f = line.split(/\s+/);
    if (f.length < 5) throw new Error(`${file}:${n + 1}: expected 8 fields, got ${f.length}`);
    jobs.push({
      kind: 'rigid',
      id: f[1]!,
      submit: Number(f[0]),
      estimate: Number(f[2]),
      processors: Number(f[3]),
      runtime: Number(f[4]),
    });
  });
  return jobs;
}

/** Expected finish time encoded in a pyss job id. */
export function expectedEnd(id: string): number {
  return Math.floor(Number(id));
}
