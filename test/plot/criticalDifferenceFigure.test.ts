import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { criticalDifferenceFigure } from '../../src/plot/criticalDifferenceFigure';
import { renderSvg } from '../../src/plot/renderSvg';
import { InvalidInputError } from '../../src/errors/InvalidInputError';
import type { JsonObject } from '../../src/plot/Figure';
import { markItems, parseSvg, texts } from './svg';

/** Demšar 2006 section 3.2.2 example: four C4.5 variants on 14 data sets. */
const ranks = { 'C4.5': 3.143, 'C4.5+m': 2.0, 'C4.5+cf': 2.893, 'C4.5+m+cf': 1.964 };

/** Non-significant pairs under the rule |R_i - R_j| <= cd. */
function nsPairs(r: Record<string, number>, cd: number): Array<{ a: string; b: string }> {
  const n = Object.keys(r);
  const out: Array<{ a: string; b: string }> = [];
  n.forEach((a, i) => n.slice(i + 1).forEach((b) => Math.abs(r[a]! - r[b]!) <= cd && out.push({ a, b })));
  return out;
}

function layer(spec: JsonObject, name: string): JsonObject[] {
  const l = (spec.layer as JsonObject[]).find((x) => x.name === name);
  return ((l?.data as JsonObject | undefined)?.values ?? []) as JsonObject[];
}

/** x of a rendered rule: its translate(x, y). */
const xOf = (n: { attrs: Readonly<Record<string, string>> }): number => Number(/translate\(([-\d.e]+),/.exec(n.attrs.transform ?? '')![1]);

describe('criticalDifferenceFigure', () => {
  it('places each setup at its average rank on the axis (rendered SVG: x linear in the rank)', async () => {
    const fig = criticalDifferenceFigure({ name: 'cd', title: 'CD', averageRanks: ranks, nonSignificantPairs: nsPairs(ranks, 0.9), criticalDifference: 0.9 });
    const root = parseSvg(await renderSvg(fig));
    const ticks = markItems(root, 'ticks_marks').map(xOf); // ranks 1, 2, 3, 4
    expect(ticks).toHaveLength(4);
    const unit = ticks[1]! - ticks[0]!;
    expect(unit).toBeGreaterThan(40); // 3 ranks in a 320-pixel figure beside 16-character labels
    expect(ticks[3]! - ticks[0]!).toBeCloseTo(3 * unit, 6);
    const drops = markItems(root, 'drops_marks');
    // drops are drawn in rank order: C4.5+m+cf, C4.5+m, C4.5+cf, C4.5
    const expected = [1.964, 2.0, 2.893, 3.143];
    drops.forEach((d, i) => expect(xOf(d)).toBeCloseTo(ticks[0]! + (expected[i]! - 1) * unit, 6));
    const labels = texts(root, 'labelsLeft_marks').concat(texts(root, 'labelsRight_marks'));
    expect(labels).toEqual(['C4.5+m+cf (1.96)', 'C4.5+m (2.00)', '(2.89) C4.5+cf', '(3.14) C4.5']);
    expect(texts(root, 'cdLabel_marks')).toEqual(['CD = 0.900']);
    // CD bar: from rank 1 to rank 1.9
    const [bar] = markItems(root, 'cd_marks');
    expect(xOf(bar!)).toBeCloseTo(ticks[0]!, 6);
    expect(Number(bar!.attrs.x2)).toBeCloseTo(0.9 * unit, 6);
  });

  it('draws exactly the maximal runs of non-significant pairs (Demšar example, CD = 0.9)', async () => {
    // sorted: m+cf 1.964, m 2.0, cf 2.893, C4.5 3.143; |m+cf - cf| = 0.929 and |m - C4.5| = 1.143 exceed 0.9
    const fig = criticalDifferenceFigure({ name: 'cd', title: 'CD', averageRanks: ranks, nonSignificantPairs: nsPairs(ranks, 0.9) });
    const bars = layer(fig.spec, 'cliques').map((b) => [b.from, b.to, b.contiguous]);
    expect(bars).toEqual([['C4.5+m+cf', 'C4.5+m', true], ['C4.5+m', 'C4.5+cf', true], ['C4.5+cf', 'C4.5', true]]);
    const root = parseSvg(await renderSvg(fig));
    const ticks = markItems(root, 'ticks_marks').map(xOf);
    const unit = ticks[1]! - ticks[0]!;
    const rendered = markItems(root, 'cliques_marks').map((n) => [(xOf(n) - ticks[0]!) / unit + 1, (xOf(n) + Number(n.attrs.x2) - ticks[0]!) / unit + 1]);
    // each bar spans its two end ranks, 0.04 beyond each
    expect(rendered.map(([a, b]) => [Number(a!.toFixed(3)), Number(b!.toFixed(3))])).toEqual([[1.924, 2.04], [1.96, 2.933], [2.853, 3.183]]);
    // CD = 1.25 (Demšar's value): no pair differs, one bar over all four
    const all = criticalDifferenceFigure({ name: 'cd', title: 'CD', averageRanks: ranks, nonSignificantPairs: nsPairs(ranks, 1.25) });
    expect(layer(all.spec, 'cliques').map((b) => [b.from, b.to])).toEqual([['C4.5+m+cf', 'C4.5']]);
    // none: no bar
    expect(layer(criticalDifferenceFigure({ name: 'cd', title: 'CD', averageRanks: ranks, nonSignificantPairs: [] }).spec, 'cliques')).toEqual([]);
  });

  it('bars cover exactly the non-significant pairs under a critical-difference rule (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 9, maxLength: 9 }), fc.double({ min: 0, max: 3, noNaN: true }), (k, u, cd) => {
        const r: Record<string, number> = {};
        for (let i = 0; i < k; i++) r[`s${i}`] = 1 + u[i]! * (k - 1);
        const ns = nsPairs(r, cd);
        const bars = layer(criticalDifferenceFigure({ name: 'cd', title: 't', averageRanks: r, nonSignificantPairs: ns }).spec, 'cliques');
        const order = Object.keys(r).sort((a, b) => r[a]! - r[b]! || a.localeCompare(b, 'en', { numeric: true }));
        const covered = new Set<string>();
        for (const b of bars) {
          expect(b.contiguous).toBe(true); // a CD rule always gives runs
          const i0 = order.indexOf(b.from as string);
          const i1 = order.indexOf(b.to as string);
          for (let i = i0; i <= i1; i++) for (let j = i + 1; j <= i1; j++) covered.add([order[i], order[j]].sort().join('|'));
        }
        expect([...covered].sort()).toEqual(ns.map((p) => [p.a, p.b].sort().join('|')).sort());
        // maximal: no bar inside another
        for (const a of bars) for (const b of bars) if (a !== b) expect(order.indexOf(a.from as string) >= order.indexOf(b.from as string) && order.indexOf(a.to as string) <= order.indexOf(b.to as string)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('a non-significant pair outside any run gets its own dashed bar', () => {
    // A ~ C but B differs from both: no run holds A and C
    const fig = criticalDifferenceFigure({ name: 'cd', title: 't', averageRanks: { A: 1, B: 2, C: 3 }, nonSignificantPairs: [{ a: 'C', b: 'A' }] });
    expect(layer(fig.spec, 'cliques').map((b) => [b.from, b.to, b.contiguous])).toEqual([['A', 'C', false]]);
  });

  it('is a one-column paper figure: 320 pixels wide (3.33 in), no title, no blank margin (issue 37; the old one was 41% blank)', async () => {
    const { Resvg } = await import('@resvg/resvg-js');
    const named = { Swarm2: 1.97, FIFO: 2.57, Swarm1: 2.5667, 'FIFO-Rcfg': 3.4, 'FIFO-Poff': 4.5 };
    for (const [r, cd] of [[named, 1.11], [ranks, undefined], [{ A: 1, 'a much longer setup name': 2 }, 0.5]] as const) {
      const fig = criticalDifferenceFigure({ name: 'cd', title: 'A title for the caption only', averageRanks: r, nonSignificantPairs: [], ...(cd === undefined ? {} : { criticalDifference: cd }) });
      const svg = await renderSvg(fig);
      expect(svg).toMatch(/^<svg[^>]* width="320" /);
      expect(texts(parseSvg(svg), 'title')).toEqual([]);
      expect(svg).not.toContain('A title for the caption only');
      // blank columns at each side of the rendered image (resvg, Liberation Sans = Helvetica metrics)
      const img = new Resvg(svg, { background: 'white', font: { loadSystemFonts: true, defaultFontFamily: 'Liberation Sans' } }).render();
      const px = img.pixels;
      const blank = (c: number): boolean => {
        for (let y = 0; y < img.height; y++) if (px[4 * (y * img.width + c)]! < 250) return false;
        return true;
      };
      let left = 0;
      while (left < img.width && blank(left)) left++;
      let right = 0;
      while (right < img.width && blank(img.width - 1 - right)) right++;
      expect(left + right, `${Object.keys(r).join(',')}: ${left} + ${right} blank columns of ${img.width}`).toBeLessThanOrEqual(0.04 * img.width);
      // nothing cut at the top, and no blank band there: ink starts within 1..6 pixels
      const rowBlank = (y: number): boolean => {
        for (let c = 0; c < img.width; c++) if (px[4 * (y * img.width + c)]! < 250) return false;
        return true;
      };
      let top = 0;
      while (top < img.height && rowBlank(top)) top++;
      expect(top, `${Object.keys(r).join(',')}: first ink at row ${top} of ${img.height}`).toBeGreaterThanOrEqual(1);
      expect(top).toBeLessThanOrEqual(6);
    }
    expect(() => criticalDifferenceFigure({ name: 'cd', title: 't', averageRanks: ranks, nonSignificantPairs: [], fontSize: 2 })).toThrow(/fontSize: expected a number of pixels in \[4, 72\], got 2/);
  });

  it('refuses bad input with typed errors', () => {
    const base = { name: 'cd', title: 't', averageRanks: { A: 1.5, B: 1.5 }, nonSignificantPairs: [] };
    expect(() => criticalDifferenceFigure({ ...base, averageRanks: { A: 1 } })).toThrow(/at least 2 setups/);
    expect(() => criticalDifferenceFigure({ ...base, averageRanks: { A: 0.5, B: 2 } })).toThrow(InvalidInputError);
    expect(() => criticalDifferenceFigure({ ...base, nonSignificantPairs: [{ a: 'A', b: 'Z' }] })).toThrow(/"Z" is not a setup/);
    expect(() => criticalDifferenceFigure({ ...base, nonSignificantPairs: [{ a: 'A', b: 'A' }] })).toThrow(/itself/);
    expect(() => criticalDifferenceFigure({ ...base, criticalDifference: -1 })).toThrow(/criticalDifference/);
  });
});
