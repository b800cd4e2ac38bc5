import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cli } from './helpers';
import { loadBound } from '../helpers/loadBound';

const dir = mkdtempSync(join(tmpdir(), 'schedlab-fuzz-'));
const jobsFile = join(dir, 'jobs.json');
writeFileSync(jobsFile, JSON.stringify({ jobs: [{ id: 'a', submit: 0, mass: 200, alpha: 1, data: 0, minServers: 1, maxServers: 2 }] }));

const value = fc.oneof(
  fc.integer({ min: -3, max: 12 }).map(String),
  fc.constantFrom('', '-', '1e3', '0x10', '2.5', 'NaN', 'FIFO', 'Swarm2', 'easy', 'authors2020', 'paper', jobsFile, join(dir, 'out.json'), '/nonexistent', dir),
  fc.string({ maxLength: 6 }),
);
const flag = fc.constantFrom('--jobs', '--swf', '--servers', '--processors', '--policy', '--decision-interval', '--seed', '--profile', '--json', '--sets', '--confidence', '--out', '--alpha', '--data', '--bogus', '--help', '-x');
const argv = fc.tuple(fc.constantFrom('simulate', 'compare', 'generate', 'nonsense'), fc.array(fc.oneof(flag, value), { maxLength: 8 })).map(([c, rest]) => [c, ...rest]);

describe('fuzz: random command lines (issue 13)', () => {
  it('300 random argument vectors: exit 0, or 1-2 with one line on stderr, never an exception or a hang', async () => {
    await fc.assert(
      fc.asyncProperty(argv, async (args) => {
        // keep runs small: compare with many sets would only be slow, not wrong
        if (args[0] === 'compare' && !args.includes('--sets')) args.push('--sets', '2');
        const started = performance.now();
        const r = await cli(...args);
        expect([0, 1, 2]).toContain(r.code);
        if (r.code !== 0) {
          expect(r.err.trim().split('\n'), args.join(' ')).toHaveLength(1);
          expect(r.err).toMatch(/^schedlab/);
        }
        expect(performance.now() - started).toBeLessThan(loadBound(10_000));
      }),
      { numRuns: 300, seed: 20261124 },
    );
  }, loadBound(120_000));
});
