/**
 * Keeps the reproduction figures of the docs in step with real runs and today's code:
 *
 *   npx tsx test/reproductions/update.ts extract NAME RESULTS_DIR COMMIT "WALL" -- COMMAND...
 *       writes test/reproductions/results/NAME.json from RESULTS_DIR/results.json
 *   npx tsx test/reproductions/update.ts docs
 *       rewrites every `<!-- generated: NAME -->` block of docs/reproduction.md and README.md
 *
 * docs.test.ts checks that the docs hold exactly what `docs` would write.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR, blocks, loadSummaries, rewrite, summarize } from './summaries';

const root = new URL('../../', import.meta.url).pathname;
const [what, ...args] = process.argv.slice(2);
if (what === 'extract') {
  const [name, dir, commit, wall, dash, ...command] = args;
  if (name === undefined || dir === undefined || commit === undefined || wall === undefined || dash !== '--' || command.length === 0) {
    throw new Error('usage: update.ts extract NAME RESULTS_DIR COMMIT "WALL" -- COMMAND...');
  }
  const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as Record<string, unknown>;
  const file = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(summarize(name, results, { command: command.join(' '), commit, wall }))}\n`);
  renameSync(`${file}.tmp`, file);
  console.log(`wrote ${file}`);
} else if (what === 'docs') {
  const generated = blocks(loadSummaries());
  for (const doc of ['docs/reproduction.md', 'README.md']) {
    const path = join(root, doc);
    const before = readFileSync(path, 'utf8');
    const after = rewrite(before, generated);
    if (after !== before) writeFileSync(path, after);
    console.log(`${doc}: ${after === before ? 'unchanged' : 'rewritten'}`);
  }
} else {
  throw new Error('usage: update.ts extract ... | update.ts docs');
}
