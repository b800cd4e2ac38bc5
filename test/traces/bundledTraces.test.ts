import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/errors/index';
import { bundledTracePath, bundledTraces, readBundledTrace } from '../../src/traces/index';

const root = join(import.meta.dirname, '..', '..');

/** Rows `| a | b | ...` of the markdown table that follows `heading` (up to the next blank line). */
function tableAfter(markdown: string, heading: string): string[][] {
  const at = markdown.indexOf(heading);
  expect(at, `heading ${heading}`).toBeGreaterThanOrEqual(0);
  const lines = markdown.slice(at).split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').slice(1, -1).map((c) => c.trim()));
  }
  return rows;
}

describe('schedlab/traces', () => {
  it('one list: bundledTraces, package.json files, data/traces/README.md and README.md name the same logs', () => {
    const files = bundledTraces.map((t) => t.file).sort();
    const names = bundledTraces.map((t) => t.name).sort();
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
    const shipped = pkg.files.filter((f) => f.startsWith('data/traces/') && f !== 'data/traces/README.md').map((f) => f.slice('data/traces/'.length));
    expect(shipped.sort()).toEqual(files);
    expect(pkg.files).toContain('data/traces/README.md');
    const dataReadme = tableAfter(readFileSync(join(root, 'data', 'traces', 'README.md'), 'utf8'), '## Shipped with the npm package');
    expect(dataReadme.map((r) => r[0]!).sort()).toEqual(names);
    expect(dataReadme.map((r) => r[1]!).sort()).toEqual(files);
    const readme = tableAfter(readFileSync(join(root, 'README.md'), 'utf8'), '### Bundled traces');
    expect(readme.map((r) => [r[0], r[1]]).sort()).toEqual(bundledTraces.map((t) => [t.name, t.file]).sort());
    // the job counts (shipped, whole log) the two tables print are the list's
    for (const t of bundledTraces) {
      expect(dataReadme.find((r) => r[0] === t.name)![3]!.replace(/,/g, '')).toBe(String(t.jobs));
      expect(dataReadme.find((r) => r[0] === t.name)![4]!.replace(/,/g, '')).toBe(String(t.logJobs));
      expect(readme.find((r) => r[0] === t.name)![2]!.replace(/,/g, '')).toBe(String(t.jobs));
      expect(readme.find((r) => r[0] === t.name)![3]!.replace(/,/g, '')).toBe(String(t.logJobs));
    }
  });

  it.each(bundledTraces.map((t) => [t.name, t] as const))('%s: the file has the listed job lines and processors', async (name, t) => {
    const trace = await readBundledTrace(name);
    expect(trace.jobs.length + trace.rejected.length).toBe(t.jobs);
    expect(trace.header.maxProcs ?? trace.header.maxNodes ?? null).toBe(t.processors);
    expect(bundledTracePath(name).path).toBe(join(root, 'data', 'traces', t.file));
  }, 120_000);

  it('KTH-SP2 with readSwf options: 28,467 jobs kept of 28,476 lines with the defaults, fewer with status: completed', async () => {
    const all = await readBundledTrace('KTH-SP2');
    expect(all.jobs.length).toBe(28_467);
    expect(all.rejected.length).toBe(9);
    const completed = await readBundledTrace('KTH-SP2', { status: 'completed' });
    expect(completed.jobs.length).toBeLessThan(all.jobs.length);
  }, 60_000);

  it('an unknown name is an InvalidInputError that lists the shipped logs', async () => {
    await expect(readBundledTrace('KTH')).rejects.toThrow(InvalidInputError);
    await expect(readBundledTrace('KTH')).rejects.toThrow('no bundled trace named "KTH"; the package ships KTH-SP2, LLNL-Thunder, METACENTRUM-2009');
    expect(() => bundledTracePath('kth-sp2')).toThrow(InvalidInputError);
  });

  it('a part of a log says so: jobs <= logJobs, the file name says first20k, the source says first 20,000 jobs', () => {
    for (const t of bundledTraces) {
      expect(t.jobs).toBeLessThanOrEqual(t.logJobs);
      expect(t.file.includes('.first20k.'), t.name).toBe(t.jobs < t.logJobs);
      expect(t.source.includes('first 20,000 jobs'), t.name).toBe(t.jobs < t.logJobs);
      if (t.jobs < t.logJobs) expect(t.jobs).toBe(20_000);
    }
  });

  it('the parts hold every job reproduce chhabra2019 reads: its first 1,000 qualifying jobs end before the 20,000th', async () => {
    for (const [name, lastNeeded] of [['LLNL-Thunder', 1464], ['METACENTRUM-2009', 1378]] as const) {
      const trace = await readBundledTrace(name, { status: 'completed' });
      const qualifying = trace.jobs.filter((j) => j.processors <= 128);
      // the 1,000th qualifying job is the log's job number `lastNeeded` (SWF job ids count the lines here)
      expect(qualifying[999]!.id, name).toBe(String(lastNeeded));
      expect(qualifying.length, name).toBeGreaterThan(10_000);
    }
  }, 120_000);

  it('the list is frozen', () => {
    expect(Object.isFrozen(bundledTraces)).toBe(true);
    expect(Object.isFrozen(bundledTraces[0])).toBe(true);
  });
});
