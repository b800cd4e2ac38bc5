/**
 * Rewrites test/golden/golden.json from today's code: `npx tsx test/golden/update.ts [case ...]`.
 * Run it only when a number changes on purpose, and say why in the commit that updates the file.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { CASES } from './goldenCases';

const file = new URL('./golden.json', import.meta.url).pathname;
const only = process.argv.slice(2);
let current: Record<string, unknown> = {};
try {
  current = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
} catch {
  current = {};
}
for (const [name, make] of Object.entries(CASES)) {
  if (only.length > 0 && !only.includes(name)) continue;
  current[name] = await make();
  console.log(`golden: ${name} recomputed`);
}
/** JSON with objects indented and each array of numbers (or of small tuples) on one line: readable diffs. */
function format(value: unknown, indent = ''): string {
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || (Array.isArray(v) && v.every((w) => typeof w !== 'object')))) return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + format(v, inner)).join(',\n')}\n${indent}]`;
  return `{\n${Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner)}`).join(',\n')}\n${indent}}`;
}
writeFileSync(`${file}.tmp`, `${format(current)}\n`);
renameSync(`${file}.tmp`, file);
