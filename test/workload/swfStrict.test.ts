import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SchedlabError } from '../../src/errors/index';
import { parseJobs, parseSwf, readJobs, readSwf } from '../../src/workload/index';
import { loadBound } from '../helpers/loadBound';

const job = '1 0 5 100 4 -1 -1 4 300 -1 1 7 2 -1 -1 -1 -1 -1';

describe('SWF parsing without surprises (issue 13, items 5 and 8)', () => {
  it('a tab after ";" still makes a header line; a byte-order mark is skipped', () => {
    expect(parseSwf(`;\tMaxProcs: 8\n${job}\n`).header.maxProcs).toBe(8);
    expect(parseSwf(`\uFEFF; MaxProcs: 8\n${job}\n`).header.maxProcs).toBe(8);
    expect(parseSwf(`\uFEFF${job}\n`).jobs).toHaveLength(1);
  });

  it('a header field after the first job is an error naming both lines (it would change the machine size after filtering)', () => {
    expect(() => parseSwf(`${job}\n; MaxProcs: 2\n`)).toThrow(/line 2: header field "MaxProcs" after the first job \(line 1\); header lines must come first/);
    // free-text comment lines after jobs are fine
    expect(parseSwf(`${job}\n; a remark\n`).jobs).toHaveLength(1);
  });

  it('over-long lines and endless files are refused at once, not read into memory', async () => {
    expect(() => parseSwf(`${'1'.repeat(70_000)}\n`)).toThrow(/line 1 is longer than 65536 characters/);
    if (existsSync('/dev/zero')) {
      await expect(readSwf('/dev/zero')).rejects.toThrow(/a line is longer than 65536 characters/);
      expect(() => readJobs('/dev/zero')).toThrow(/larger than 256 MiB: not a job-set file/);
    }
  }, loadBound(30_000));
});

describe('fuzz: any SWF text or job-set JSON gives a result or a SchedlabError', () => {
  const swfLine = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.array(fc.oneof(fc.integer({ min: -2, max: 1e6 }).map(String), fc.double().map(String), fc.constantFrom('x', '', '-1', '1e300', 'NaN')), { minLength: 16, maxLength: 19 }).map((t) => t.join(' ')),
    fc.tuple(fc.constantFrom('; ', ';\t', ';'), fc.constantFrom('MaxProcs', 'MaxNodes', 'Note', 'x'), fc.constantFrom(': ', ':'), fc.oneof(fc.integer().map(String), fc.string({ maxLength: 10 }))).map((p) => p.join('')),
  );
  it('SWF: 1,000 random traces of 1-8 lines (header lines, job lines, garbage)', () => {
    fc.assert(
      fc.property(fc.array(swfLine, { minLength: 1, maxLength: 8 }), (lines) => {
        try {
          const t = parseSwf(lines.join('\n'));
          for (const j of t.jobs) expect(j.processors).toBeGreaterThan(0);
        } catch (e) {
          expect(e).toBeInstanceOf(SchedlabError);
        }
      }),
      { numRuns: 1_000, seed: 20261124 },
    );
  });

  it('job-set JSON: 1,000 random documents (valid jobs with random edits, and anything)', () => {
    const base = { id: 'a', submit: 0, mass: 10, alpha: 1, data: 0, minServers: 1, maxServers: 2 };
    const edited = fc.record({ key: fc.constantFrom(...Object.keys(base), 'processors', 'kind', 'typo'), value: fc.anything() }).map(({ key, value }) => ({ jobs: [{ ...base, [key]: value }] }));
    fc.assert(
      fc.property(fc.oneof(edited, fc.anything(), fc.string()), (doc) => {
        try {
          parseJobs(doc);
        } catch (e) {
          expect(e).toBeInstanceOf(SchedlabError);
        }
      }),
      { numRuns: 1_000, seed: 20261124 },
    );
  });
});
