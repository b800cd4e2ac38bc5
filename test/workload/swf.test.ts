import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/InvalidInputError';
import { validateJobs } from '../../src/engine/validateJobs';
import { homogeneousPlatform } from '../../src/engine/homogeneousPlatform';
import { parseSwf } from '../../src/workload/parseSwf';
import { readSwf } from '../../src/workload/readSwf';

const DIR = join(import.meta.dirname, '../../data/traces');
const line = (...f: number[]): string => f.join(' ');
// job, submit, wait, run, alloc, cpu, mem, reqProcs, reqTime, reqMem, status, user, group, exe, queue, part, prev, think
const job = (o: Partial<Record<'n' | 'submit' | 'run' | 'alloc' | 'req' | 'time' | 'status' | 'user' | 'group', number>> = {}): string =>
  line(o.n ?? 1, o.submit ?? 0, 5, o.run ?? 100, o.alloc ?? 4, -1, -1, o.req ?? 4, o.time ?? 300, -1, o.status ?? 1, o.user ?? 7, o.group ?? 2, -1, -1, -1, -1, -1);

describe('readSwf on the real logs of data/traces (counts cross-checked with awk)', () => {
  // [file, job lines, kept, MaxProcs, MaxNodes, first job]
  const cases: ReadonlyArray<[string, number, number, number | undefined, number | undefined]> = [
    ['KTH-SP2-1996-2.1-cln.swf.br', 28476, 28467, 100, 100], // 8 run time 0, 1 with no processor count
    ['SDSC-SP2-1998-4.2-cln.first5k.swf.gz', 4961, 4606, 128, 128], // 355 unknown run times
    ['NASA-iPSC-1993-3.1-cln.swf.gz', 18239, 18066, 128, 128], // 173 run time 0
    ['lublin_256.swf.gz', 10000, 10000, undefined, 256], // no MaxProcs header
    ['LLNL-Thunder-2007-1.1-cln.first20k.swf.br', 20000, 18636, 4008, 1002], // first 20,000 jobs; 1,364 with run time <= 0, unknown submit or no processor count (whole log: 113,613 of 121,039)
    ['METACENTRUM-2009-2.first20k.swf.br', 20000, 19433, undefined, undefined], // first 20,000 jobs, no header at all; 567 with run time <= 0 (whole log: 99,944 of 103,656)
  ];
  for (const [file, lines, kept, maxProcs, maxNodes] of cases) {
    it(file, async () => {
      const t = await readSwf(join(DIR, file));
      expect(t.jobs.length).toBe(kept);
      expect(t.jobs.length + t.rejected.length).toBe(lines);
      expect(t.header.maxProcs).toBe(maxProcs);
      expect(t.header.maxNodes).toBe(maxNodes);
      for (const r of t.rejected) expect(r.reason.length).toBeGreaterThan(0);
      validateJobs(t.jobs, homogeneousPlatform({ servers: maxProcs ?? maxNodes ?? t.jobs.reduce((m, j) => Math.max(m, j.processors), 1) }));
    });
  }

  it('KTH: header fields, first job, rejected lines with line numbers and reasons', async () => {
    const t = await readSwf(join(DIR, 'KTH-SP2-1996-2.1-cln.swf.br'), { records: true });
    expect(t.header.computer).toBe('IBM SP2');
    expect(t.header.unixStartTime).toBe(843480031);
    expect(t.header.timeZoneString).toBe('Europe/Stockholm');
    expect(t.header.maxJobs).toBe(28490);
    expect(t.header.notes[0]).toBe('uses the EASY scheduler');
    expect(t.header.notes[1]).toContain('job<=14 (14 jobs removed)');
    expect(t.header.information).toBe('http://www.pdc.kth.se/\nhttp://www.cs.huji.ac.il/labs/parallel/workload/');
    // "   15   599850 192180   3477    4  -1 -1    4  53940 -1  1  12  12 ..."
    expect(t.jobs[0]).toEqual({ kind: 'rigid', id: '15', submit: 599850, processors: 4, runtime: 3477, estimate: 53940, user: 12, group: 12 });
    expect(t.rejected[0]).toEqual({ line: 2476, jobNumber: 2466, reason: 'run time 0 (field 4) is not > 0' });
    expect(t.rejected.find((r) => r.jobNumber === 27313)?.reason).toMatch(/processors unknown/);
    expect(t.records?.length).toBe(28476);
    expect(t.records?.[0]?.waitTime).toBe(192180);
  });

  it('KTH with status: completed keeps only status-1 jobs (20,523 of them)', async () => {
    const t = await readSwf(join(DIR, 'KTH-SP2-1996-2.1-cln.swf.br'), { status: 'completed' });
    expect(t.jobs.length).toBe(20523);
    expect(t.jobs.length + t.rejected.length).toBe(28476);
  });

  it('NASA and Lublin have no requested time: estimate = run time by default, rejected on request', async () => {
    const t = await readSwf(join(DIR, 'lublin_256.swf.gz'));
    expect(t.jobs.every((j) => j.estimate === j.runtime)).toBe(true);
    expect(t.jobs[0]).toEqual({ kind: 'rigid', id: '1', submit: 5094, processors: 16, runtime: 12072, estimate: 12072 });
    const r = await readSwf(join(DIR, 'NASA-iPSC-1993-3.1-cln.swf.gz'), { missingEstimate: 'reject' });
    expect(r.jobs.length).toBe(0);
    expect(r.rejected.length).toBe(18239);
    const fixed = await readSwf(join(DIR, 'NASA-iPSC-1993-3.1-cln.swf.gz'), { missingEstimate: 3600 });
    expect(fixed.jobs.every((j) => j.estimate === 3600)).toBe(true);
  });
});

describe('parseSwf on inline samples', () => {
  it('parses header keys, continuation lines and a job', () => {
    const t = parseSwf(['; Version: 2.2', '; MaxProcs: 8', '; Note: first', ';       continued', '; Queue: 0 batch', job(), ''].join('\n'));
    expect(t.header.version).toBe('2.2');
    expect(t.header.maxProcs).toBe(8);
    expect(t.header.notes).toEqual(['first\ncontinued']);
    expect(t.header.queues).toEqual(['0 batch']);
    expect(t.header.entries.map((e) => [e.key, e.line])).toEqual([['Version', 1], ['MaxProcs', 2], ['Note', 3], ['Queue', 5]]);
    expect(t.jobs).toEqual([{ kind: 'rigid', id: '1', submit: 0, processors: 4, runtime: 100, estimate: 300, user: 7, group: 2 }]);
  });

  it('rejects with line and reason: unknown run time, wider than MaxProcs, duplicate, no processors; user -1 left out', () => {
    const text = [
      '; MaxProcs: 8',
      job({ n: 1, run: -1 }),
      job({ n: 2, alloc: 16, req: 16 }),
      job({ n: 3, user: -1, group: -1 }),
      job({ n: 3 }),
      job({ n: 4, alloc: -1, req: -1 }),
      job({ n: 5, alloc: -1, req: 6 }),
      job({ n: 6, time: -1, run: 42 }),
    ].join('\r\n');
    const t = parseSwf(text);
    expect(t.rejected).toEqual([
      { line: 2, jobNumber: 1, reason: 'run time (field 4) is unknown (-1)' },
      { line: 3, jobNumber: 2, reason: '16 processors is wider than the machine (8 processors)' },
      { line: 5, jobNumber: 3, reason: 'duplicate job number 3 (first on line 4)' },
      { line: 6, jobNumber: 4, reason: 'processors unknown: allocated (field 5) and requested (field 8) are both -1 or <= 0' },
    ]);
    expect(t.jobs.map((j) => [j.id, j.processors, j.estimate, j.user])).toEqual([
      ['3', 4, 300, undefined],
      ['5', 6, 300, 7], // allocated unknown: falls back to requested
      ['6', 4, 42, 7], // requested time unknown: estimate = run time
    ]);
    expect('user' in t.jobs[0]!).toBe(false);
  });

  it('processors: requested uses field 8 (falls back to field 5); maxProcessors overrides the header', () => {
    const text = [job({ n: 1, alloc: 4, req: 6 }), job({ n: 2, alloc: 3, req: -1 })].join('\n');
    expect(parseSwf(text, { processors: 'requested' }).jobs.map((j) => j.processors)).toEqual([6, 3]);
    expect(parseSwf(text).jobs.map((j) => j.processors)).toEqual([4, 3]);
    expect(parseSwf(text, { maxProcessors: 3 }).rejected.map((r) => r.jobNumber)).toEqual([1]);
  });

  it('status filters: completed, explicit list', () => {
    const text = [job({ n: 1, status: 1 }), job({ n: 2, status: 0 }), job({ n: 3, status: 5 })].join('\n');
    expect(parseSwf(text).jobs.length).toBe(3);
    const c = parseSwf(text, { status: 'completed' });
    expect(c.jobs.map((j) => j.id)).toEqual(['1']);
    expect(c.rejected[0]?.reason).toBe('status 0 (field 11) is not among the kept statuses [1]');
    expect(parseSwf(text, { status: [0, 5] }).jobs.map((j) => j.id)).toEqual(['2', '3']);
  });

  it('malformed lines throw InvalidInputError naming line and field, or are rejected on request', () => {
    const short = `; c\n${job()}\n1 2 3`;
    expect(() => parseSwf(short)).toThrow(InvalidInputError);
    expect(() => parseSwf(short)).toThrow(/line 3: malformed job line: expected 18 whitespace-separated fields, got 3/);
    const nan = job({ n: 9 }).replace(/^9 0 5 100/, '9 0 5 abc');
    expect(() => parseSwf(nan, { source: 'x.swf' })).toThrow(/x\.swf: line 1: .*field 4 \(runTime\) is not a number: "abc"/);
    const t = parseSwf(`${short}\n${nan}`, { malformed: 'reject' });
    expect(t.jobs.length).toBe(1);
    expect(t.rejected.map((r) => [r.line, r.jobNumber])).toEqual([[3, 1], [4, 9]]);
  });

  it('invalid options throw', () => {
    expect(() => parseSwf('', { missingEstimate: 0 })).toThrow(/missingEstimate/);
    expect(() => parseSwf('', { processors: 'x' as 'allocated' })).toThrow(/processors/);
    expect(() => parseSwf('', { status: 'done' as 'any' })).toThrow(/status/);
  });

  it('async iterables of lines or of byte chunks give the same result as the string', async () => {
    const text = ['; MaxProcs: 8', job({ n: 1 }), job({ n: 2, submit: 10 }), job({ n: 3, alloc: 99 })].join('\n');
    const direct = parseSwf(text);
    async function* lines(): AsyncGenerator<string> {
      for (const l of text.split('\n')) yield l;
    }
    async function* chunks(): AsyncGenerator<Uint8Array> {
      const bytes = new TextEncoder().encode(text);
      for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
    }
    expect(await parseSwf(lines())).toEqual(direct);
    expect(await parseSwf(chunks())).toEqual(direct);
  });

  it('readSwf reads plain and gzipped files alike (magic bytes, not the name) and names the file in errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'swf-'));
    const text = ['; MaxProcs: 8', job({ n: 1 }), job({ n: 2 }), ''].join('\n');
    writeFileSync(join(dir, 'a.swf'), text);
    writeFileSync(join(dir, 'b.swf'), gzipSync(text));
    writeFileSync(join(dir, 'bad.swf'), `${job({ n: 1 })}\n1 2`);
    const a = await readSwf(join(dir, 'a.swf'));
    expect(await readSwf(join(dir, 'b.swf'))).toEqual(a);
    expect(a.jobs.length).toBe(2);
    await expect(readSwf(join(dir, 'bad.swf'))).rejects.toThrow(/bad\.swf: line 2: malformed/);
    await expect(readSwf(join(dir, 'missing.swf'))).rejects.toThrow(InvalidInputError);
    writeFileSync(join(dir, 'corrupt.swf.gz'), Buffer.concat([gzipSync(text).subarray(0, 20), Buffer.from('garbage')]));
    await expect(readSwf(join(dir, 'corrupt.swf.gz'))).rejects.toThrow(/cannot read/);
  });
});
