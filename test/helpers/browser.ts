import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

/** Debian's Chromium, as installed by .ci/run. */
export const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json', '.csv': 'text/csv' };

export const hasChromium = existsSync(CHROMIUM);
export const inCi = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';

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

/** What a page showed: its images, its table rows and every problem (console errors, failed requests). */
export interface PageCheck {
  readonly images: Array<{ src: string | null; file: string | null; alt: string; complete: boolean; width: number; height: number }>;
  readonly tableRows: number;
  readonly problems: string[];
}

/**
 * Serves `dir` on 127.0.0.1, opens `report.html` in headless Chromium (fresh profile in
 * `profileDir`), collects images and problems, and writes a full-page screenshot to `screenshot`.
 */
export async function openReport(dir: string, profileDir: string, screenshot: string): Promise<PageCheck> {
  const server = await serve(dir);
  const context = await chromium
    .launchPersistentContext(profileDir, { executablePath: CHROMIUM, args: FLAGS, viewport: { width: 1100, height: 900 } })
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
      imgs.map((img) => ({ src: img.getAttribute('src'), file: img.getAttribute('data-file'), alt: img.alt, complete: img.complete, width: img.naturalWidth, height: img.naturalHeight })),
    );
    const tableRows = await page.$$eval('table tbody tr', (rows) => rows.length);
    await page.screenshot({ path: screenshot, fullPage: true });
    return { images, tableRows, problems };
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
