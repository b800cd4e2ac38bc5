import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blocks, blocksIn, loadSummaries, recount } from './summaries';

// The reproduction figures the docs quote come from committed runs (test/reproductions/results) through
// summaries.ts with today's code: a changed finding, a changed summary or a hand-edited number fails here.
const summaries = loadSummaries();
const generated = blocks(summaries);
const docs = Object.fromEntries(['docs/reproduction.md', 'README.md'].map((d) => [d, readFileSync(new URL(`../../${d}`, import.meta.url), 'utf8')]));

describe('reproduction figures in the docs', () => {
  it('every generated block of the docs is what update.ts docs writes from the committed runs', () => {
    let seen = 0;
    for (const [doc, text] of Object.entries(docs)) {
      for (const [name, body] of Object.entries(blocksIn(text))) {
        expect(generated[name], `${doc}: block ${name} has no committed run behind it`).toBeDefined();
        expect(body, `${doc}: block ${name} (run npx tsx test/reproductions/update.ts docs)`).toBe(generated[name]);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('each committed run\'s own counts are today\'s recount of its tables, or differ only where a finding changed since', () => {
    for (const s of Object.values(summaries)) {
      const now = recount(s).findings;
      expect(now.map((f) => f.runs), s.name).toEqual(now.map(() => s.studySeeds.length));
      for (const f of s.findings) {
        const again = now.find((x) => x.id === f.id);
        // a finding with the same id and statement counts the same on the same tables
        if (again !== undefined && again.statement === f.statement) expect([again.holds, again.bySeed], `${s.name}: ${f.id}`).toEqual([f.holds, f.bySeed]);
      }
    }
  });
});
