import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxplotFigure } from '../../src/plot/boxplotFigure';
import type { Figure } from '../../src/plot/Figure';
import { writeReport } from '../../src/plot/writeReport';
import { parseSvg } from './svg';

let base = '';
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'schedlab-report-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const box = (name: string, title = 'Cost per setup'): Figure =>
  boxplotFigure({ name, title, yTitle: 'Cost', values: { A: [1, 2, 3], B: [2, 3, 4] } });
const broken: Figure = { name: 'broken', title: 'Broken', spec: { mark: 'no-such-mark' } };

describe('writeReport', () => {
  it('with { png: true } writes a PNG beside every SVG (300 dpi: 640 px -> 2,000 px wide); unknown options refused', async () => {
    const dir = join(base, 'png');
    const out = await writeReport(dir, { title: 'PNG', sections: [{ heading: 'h', figures: [box('a'), box('b')] }] }, { png: true });
    expect((await readdir(dir)).sort()).toEqual(['a.png', 'a.svg', 'a.vl.json', 'b.png', 'b.svg', 'b.vl.json', 'report.html']);
    expect(out.files.map((f) => f.slice(dir.length + 1))).toEqual(['a.svg', 'a.png', 'a.vl.json', 'b.svg', 'b.png', 'b.vl.json', 'report.html']);
    const png = await readFile(join(dir, 'a.png'));
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const svgWidth = Number(/width="(\d+)"/.exec(await readFile(join(dir, 'a.svg'), 'utf8'))![1]);
    expect(png.readUInt32BE(16)).toBe(Math.round((svgWidth * 300) / 96));
    await expect(writeReport(join(base, 'png2'), { title: 'x', sections: [] }, { pdf: true } as never)).rejects.toThrow(/pdf/);
    expect(await readdir(base)).not.toContain('png2');
  });

  it('writes SVG, Vega-Lite spec, CSV and an escaped self-contained HTML page', async () => {
    const dir = join(base, 'nested', 'ok');
    const out = await writeReport(dir, {
      title: 'Results <A & B>',
      intro: 'First "para".\n\nSecond <b>para</b>.',
      sections: [
        {
          heading: 'Cost & power',
          text: 'x < y',
          tables: [
            { caption: 'Mean cost, per setup', columns: ['setup', 'mean'], rows: [['A <1>', 2], ['B, "q"', 3]] },
            { caption: 'Mean cost, per setup', columns: ['k'], rows: [] },
          ],
          figures: [box('cost', 'Cost <per> setup')],
        },
      ],
    });
    expect(out.dir).toBe(dir);
    expect(out.files.map((f) => f.slice(dir.length + 1))).toEqual([
      'mean-cost-per-setup.csv', 'mean-cost-per-setup-2.csv', 'cost.svg', 'cost.vl.json', 'report.html',
    ]);
    expect((await readdir(dir)).sort()).toEqual(['cost.svg', 'cost.vl.json', 'mean-cost-per-setup-2.csv', 'mean-cost-per-setup.csv', 'report.html']);
    expect((await readdir(join(base, 'nested'))).filter((f) => f.includes('tmp'))).toEqual([]);
    parseSvg(await readFile(join(dir, 'cost.svg'), 'utf8'));
    expect(JSON.parse(await readFile(join(dir, 'cost.vl.json'), 'utf8'))).toEqual(box('cost', 'Cost <per> setup').spec);
    expect(await readFile(join(dir, 'mean-cost-per-setup.csv'), 'utf8')).toBe('setup,mean\r\nA <1>,2\r\n"B, ""q""",3\r\n');
    const html = await readFile(join(dir, 'report.html'), 'utf8');
    expect(html).toContain('<title>Results &lt;A &amp; B&gt;</title>');
    expect(html).toContain('<p>First &quot;para&quot;.</p>\n<p>Second &lt;b&gt;para&lt;/b&gt;.</p>');
    expect(html).toContain('<h2>Cost &amp; power</h2>');
    expect(html).toContain('<td>A &lt;1&gt;</td><td class="num">2</td>');
    // the figure is inlined: a data: URI holding exactly cost.svg
    const svgFile = await readFile(join(dir, 'cost.svg'), 'utf8');
    expect(html).toContain(`<img src="data:image/svg+xml;base64,${Buffer.from(svgFile, 'utf8').toString('base64')}" alt="Cost &lt;per&gt; setup" data-file="cost.svg">`);
    expect(html).toContain('Figure 1. Cost &lt;per&gt; setup');
    expect(html).toContain('Table 2. Mean cost, per setup');
    expect(html).not.toMatch(/<(script|link)\b/);
    expect(html).not.toContain('<b>');
  });

  it('is atomic: a failing render leaves no report.html and no partial files, and keeps an existing report', async () => {
    const fresh = join(base, 'fresh');
    await expect(writeReport(fresh, { title: 'T', sections: [{ heading: 'H', figures: [box('good'), broken] }] })).rejects.toThrow(/figure "broken"/);
    expect(await readdir(base)).not.toContain('fresh');
    expect((await readdir(base)).filter((f) => f.startsWith('.fresh'))).toEqual([]);

    const existing = join(base, 'existing');
    await mkdir(existing);
    await writeFile(join(existing, 'report.html'), 'old');
    await expect(
      writeReport(existing, { title: 'T', sections: [{ heading: 'H', tables: [{ caption: 'c', columns: ['a'], rows: [['x']] }], figures: [box('good'), broken] }] }),
    ).rejects.toThrow(/broken/);
    expect(await readdir(existing)).toEqual(['report.html']);
    expect(await readFile(join(existing, 'report.html'), 'utf8')).toBe('old');
    expect((await readdir(base)).filter((f) => f.includes('.tmp-'))).toEqual([]);

    // A successful run into the existing directory replaces report.html and keeps other files.
    await writeFile(join(existing, 'notes.txt'), 'mine');
    await writeReport(existing, { title: 'New', sections: [{ heading: 'H', figures: [box('good')] }] });
    expect((await readdir(existing)).sort()).toEqual(['good.svg', 'good.vl.json', 'notes.txt', 'report.html']);
    expect(await readFile(join(existing, 'report.html'), 'utf8')).toContain('<h1>New</h1>');
    // A third report replaces the second's own files (listed at the end of its report.html) but
    // keeps the user's: two runs into one directory do not mix their tables and figures
    expect(await readFile(join(existing, 'report.html'), 'utf8')).toMatch(/<!-- schedlab-report-files: \["good\.svg","good\.vl\.json"\] -->\n$/);
    await writeReport(existing, { title: 'Third', sections: [{ heading: 'H', tables: [{ caption: 'c', columns: ['a'], rows: [['x']] }] }] });
    expect((await readdir(existing)).sort()).toEqual(['c.csv', 'notes.txt', 'report.html']);
  });

  it('rejects duplicate figure names and ragged tables before writing anything', async () => {
    const dir = join(base, 'dup');
    await expect(writeReport(dir, { title: 'T', sections: [{ heading: 'a', figures: [box('x')] }, { heading: 'b', figures: [box('x')] }] })).rejects.toThrow(
      /sections\[1\]\.figures\[0\]\.name: duplicate figure name "x"/,
    );
    await expect(writeReport(dir, { title: 'T', sections: [{ heading: 'a', tables: [{ caption: 'c', columns: ['a', 'b'], rows: [['x']] }] }] })).rejects.toThrow(
      /sections\[0\]\.tables\[0\].*rows\[0\]/,
    );
    expect(await readdir(base)).not.toContain('dup');
  });

  it('writes extra files (e.g. results.json) in the same atomic step, refusing clashes', async () => {
    const dir = join(base, 'extra');
    const r = await writeReport(dir, {
      title: 'T',
      sections: [{ heading: 'a', figures: [box('x')], tables: [{ name: 'short', caption: 'A long caption', columns: ['c'], rows: [[1]] }] }],
      extraFiles: { 'results.json': '{"a":1}\n' },
    });
    expect(r.files.map((f) => f.slice(dir.length + 1)).sort()).toEqual(['report.html', 'results.json', 'short.csv', 'x.svg', 'x.vl.json']);
    expect(await readFile(join(dir, 'results.json'), 'utf8')).toBe('{"a":1}\n');
    await expect(writeReport(join(base, 'clash'), { title: 'T', sections: [{ heading: 'a', figures: [box('x')] }], extraFiles: { 'x.svg': '' } })).rejects.toThrow(
      /extraFiles: "x.svg" clashes/,
    );
    await expect(writeReport(join(base, 'clash'), { title: 'T', sections: [], extraFiles: { '../evil': '' } })).rejects.toThrow(/extraFiles/);
    expect(await readdir(base)).not.toContain('clash');
  });
});
