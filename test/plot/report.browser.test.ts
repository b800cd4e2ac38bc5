import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { writeReport } from '../../src/plot/writeReport';
import { everyFigure } from './fixtures';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json', '.csv': 'text/csv' };
const hasChromium = existsSync(CHROMIUM);
const inCi = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';

if (!hasChromium && !inCi) {
  console.warn(`report.browser.test.ts: SKIPPED: ${CHROMIUM} not found (install it: apt-get install -y chromium). In CI (CI set) this test fails instead.`);
}

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)).replace(/^[/\\]+/, '');
    if (path === 'favicon.ico') {
      res.writeHead(204).end(); // the browser asks for it on its own; the report has none
      return;
    }
    if (path.startsWith('..')) {
      res.writeHead(403).end();
      return;
    }
    readFile(join(dir, path || 'report.html'))
      .then((body) => res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body))
      .catch(() => res.writeHead(404).end('not found'));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!hasChromium && !inCi)('report in headless Chromium', () => {
  it('loads every figure with no console error or failed request, and takes a screenshot', { timeout: 60_000 }, async () => {
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
    const server = await serve(dir);
    // A fresh, empty profile directory (playwright passes it as --user-data-dir).
    const context = await chromium
      .launchPersistentContext(join(base, 'profile'), { executablePath: CHROMIUM, args: FLAGS, viewport: { width: 1100, height: 900 } })
      .catch(async (error: unknown) => {
        await new Promise((resolve) => server.close(resolve));
        throw error;
      });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
      });
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/report.html`, { waitUntil: 'load' });
      const images = await page.$$eval('img', (imgs) =>
        imgs.map((img) => ({ src: img.getAttribute('src'), alt: img.alt, complete: img.complete, width: img.naturalWidth, height: img.naturalHeight })),
      );
      expect(images.map((i) => i.src)).toEqual(figures.map((f) => `${f.name}.svg`));
      for (const img of images) {
        expect(img.complete, String(img.src)).toBe(true);
        expect(img.width, String(img.src)).toBeGreaterThan(0);
        expect(img.height, String(img.src)).toBeGreaterThan(0);
      }
      expect(images.map((i) => i.alt)).toEqual(figures.map((f) => f.title));
      expect(await page.$$eval('table tbody tr', (rows) => rows.length)).toBe(2);
      const shot = join(base, 'report.png');
      await page.screenshot({ path: shot, fullPage: true });
      expect((await readFile(shot)).subarray(1, 4).toString()).toBe('PNG');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await new Promise((resolve) => server.close(resolve));
      if (process.env.SCHEDLAB_KEEP_SCREENSHOT === undefined) await rm(base, { recursive: true, force: true });
      else console.log(`report and screenshot kept in ${base}`);
    }
  });
});
