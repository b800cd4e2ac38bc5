import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeReport } from '../../src/plot/writeReport';
import { everyFigure } from './fixtures';
import { CHROMIUM, hasChromium, inCi, openReport } from '../helpers/browser';
import { loadBound } from '../helpers/loadBound';

if (!hasChromium && !inCi) {
  console.warn(`report.browser.test.ts: SKIPPED: ${CHROMIUM} not found (install it: apt-get install -y chromium). In CI (CI set) this test fails instead.`);
}

describe.skipIf(!hasChromium && !inCi)('report in headless Chromium', () => {
  it('loads every figure with no console error or failed request, and takes a screenshot', { timeout: loadBound(60_000) }, async () => {
    expect(hasChromium, `${CHROMIUM} is required in CI (.ci/run installs the Debian chromium package)`).toBe(true);
    const base = await mkdtemp(join(tmpdir(), 'schedlab-plot-browser-'));
    const dir = join(base, 'report');
    const figures = everyFigure();
    await writeReport(dir, {
      title: 'schedlab plot gallery',
      intro: 'One figure of every kind, on small hand-made data.',
      sections: [
        { heading: 'Tables', tables: [{ caption: 'Mean cost', columns: ['setup', 'mean cost'], rows: [['FIFO-Poff', 4], ['Swarm1', 1.06]] }] },
        { heading: 'Figures', figures },
      ],
    });
    try {
      const shot = join(base, 'report.png');
      const { images, tableRows, problems } = await openReport(dir, join(base, 'profile'), shot);
      // every figure is inlined (a data: URI holding exactly the SVG file beside the page)
      expect(images.map((i) => i.file)).toEqual(figures.map((f) => `${f.name}.svg`));
      for (const img of images) {
        expect(img.src!.startsWith('data:image/svg+xml;base64,')).toBe(true);
        expect(Buffer.from(img.src!.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8')).toBe(await readFile(join(dir, img.file!), 'utf8'));
      }
      for (const img of images) {
        expect(img.complete, String(img.src)).toBe(true);
        expect(img.width, String(img.src)).toBeGreaterThan(0);
        expect(img.height, String(img.src)).toBeGreaterThan(0);
      }
      expect(images.map((i) => i.alt)).toEqual(figures.map((f) => f.title));
      expect(tableRows).toBe(2);
      expect((await readFile(shot)).subarray(1, 4).toString()).toBe('PNG');
      expect(problems).toEqual([]);
    } finally {
      if (process.env.SCHEDLAB_KEEP_SCREENSHOT === undefined) await rm(base, { recursive: true, force: true });
      else console.log(`report and screenshot kept in ${base}`);
    }
  });
});
