import { describe, expect, it } from 'vitest';
import { criticalDifferenceFigure, renderPng, renderSvg } from '../../src/plot/index';
import { InvalidInputError } from '../../src/errors/index';

/** Width and height from a PNG's IHDR chunk (bytes 16..23, big-endian). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const v = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

const fig = criticalDifferenceFigure({ name: 'cd', title: 'ranks', averageRanks: { A: 1.2, B: 1.8, C: 3 }, nonSignificantPairs: [{ a: 'A', b: 'B' }], criticalDifference: 0.9 });

describe('renderPng (resvg, no browser)', () => {
  it('renders a Figure or its SVG to PNG bytes at the asked resolution: 320 px = 3.33 in -> 1,000 px at 300 dpi', async () => {
    const png = await renderPng(fig);
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const svg = await renderSvg(fig);
    const h = Number(/height="(\d+)"/.exec(svg)![1]);
    expect(pngSize(png)).toEqual({ width: 1000, height: Math.round((h * 1000) / 320) });
    expect(pngSize(await renderPng(svg, { dpi: 96 })).width).toBe(320);
    expect(await renderPng(svg)).toEqual(png); // deterministic
  });

  it('refuses what it cannot render with typed errors', async () => {
    await expect(renderPng('not svg')).rejects.toThrow(InvalidInputError);
    await expect(renderPng(fig, { dpi: 0 })).rejects.toThrow(/options.dpi: expected a number in \(0, 2400\], got 0/);
    await expect(renderPng(fig, { scale: 2 } as never)).rejects.toThrow(/scale/);
  });
});
