/**
 * Compare setups as a paper would: one call gives the tests, the effect sizes, a paragraph, a
 * LaTeX table and a critical-difference diagram.
 *
 * Run: npx tsx examples/compare-setups.ts
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homogeneousPlatform } from 'schedlab/engine';
import { compareSetups, dupontSetup, jobSetSeeds, runSetups } from 'schedlab/experiments';
import { renderPng, renderSvg } from 'schedlab/plot';
import { googleLikeWorkload } from 'schedlab/workload';

const names = ['FIFO', 'FIFO-Poff', 'FIFO-Rcfg', 'Swarm1', 'Swarm2'] as const;
const results = runSetups({
  platform: homogeneousPlatform({ servers: 10 }),
  workload: googleLikeWorkload(),
  setups: names.map((n) => [n, dupontSetup(n)] as const),
  seeds: jobSetSeeds(2020, 30),
});
const c = compareSetups(results, { metric: 'cost', label: 'cost', baseline: 'FIFO', seed: 1 });
console.log(c.paragraph);
console.log();
console.log(c.latex);
// the effect sizes above are the standard unpaired ones; the within-job-set (paired) reading:
const paired = compareSetups(results, { metric: 'cost', label: 'cost', baseline: 'FIFO', seed: 1, effectSizes: 'paired' });
// each magnitude on its own published scale: A12's of Vargha & Delaney 2000 (max(A, 1 - A) from 0.56
// small, 0.64 medium, 0.71 large), delta's of Romano et al. 2006 (|d| from 0.147, 0.33, 0.474): the two
// scales are not the same thresholds (delta = 2 A12 - 1), so one pair can read small and negligible
for (const e of paired.effectSizes) {
  console.log(
    `paired ${e.a} vs ${e.b}: A12 = ${e.a12.estimate.toPrecision(3)} (${e.a12.magnitude}, Vargha & Delaney 2000 scale), ` +
      `delta = ${e.cliffsDelta.estimate.toPrecision(3)} (${e.cliffsDelta.magnitude}, Romano et al. 2006 scale)`,
  );
}
const dir = mkdtempSync(join(tmpdir(), 'schedlab-compare-'));
const svg = await renderSvg(c.figure);
writeFileSync(join(dir, `${c.figure.name}.svg`), svg);
console.log(`critical-difference diagram: ${join(dir, `${c.figure.name}.svg`)} (${svg.length} bytes)`);
// the same figure as a 300-dpi PNG (optional peer @resvg/resvg-js), for a paper's one-column figure
const png = await renderPng(svg, { dpi: 300 });
writeFileSync(join(dir, `${c.figure.name}.png`), png);
console.log(`and as PNG: ${join(dir, `${c.figure.name}.png`)} (${png.length} bytes)`);
