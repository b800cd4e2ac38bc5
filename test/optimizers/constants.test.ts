import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/random/index';
import { levyStep, mantegnaSigma } from '../../src/optimizers/internals/levy';
import { gamma } from '../../src/optimizers/internals/gamma';
import { CLERC_KENNEDY_CHI, resolvePso } from '../../src/optimizers/internals/PsoSession';
import { resolveHcspso } from '../../src/optimizers/internals/hcspsoConfig';
import { resolveCuckoo } from '../../src/optimizers/internals/CuckooSession';
import { createEs, resolveEs } from '../../src/optimizers/internals/EsSession';
import { searchSpace } from '../../src/optimizers/index';

describe('constants', () => {
  it('gamma matches known values', () => {
    expect(gamma(5)).toBeCloseTo(24, 12);
    expect(gamma(0.5)).toBeCloseTo(Math.sqrt(Math.PI), 14);
    expect(gamma(2.5)).toBeCloseTo(0.75 * Math.sqrt(Math.PI), 14);
  });

  it('Mantegna sigma_u for beta = 1.5 and Clerc-Kennedy chi for phi = 4.1', () => {
    expect(Math.abs(mantegnaSigma(1.5) - 0.6965745025576967)).toBeLessThan(1e-15);
    expect(CLERC_KENNEDY_CHI).toBe(0.7298437881283576);
    expect(resolvePso({ preset: 'clerc-kennedy' })).toMatchObject({ chi: CLERC_KENNEDY_CHI, phi1: 2.05, phi2: 2.05, perDimension: true });
  });

  it('paper defaults', () => {
    expect(resolvePso(undefined)).toMatchObject({ swarmSize: 30, chi: 0.1, phi1: 2, phi2: 2, perDimension: false, boundary: 'reflect', reevaluate: 'none', form: 'constriction' });
    expect(resolvePso({ preset: 'chhabra2019' })).toMatchObject({ form: 'inertia', wStart: 0.9, c1: 2, c2: 2, swarmSize: 60 });
    expect(resolveEs(undefined)).toMatchObject({ mu: 3, lambda: 21, selection: 'plus', recombination: 'none' });
    expect(resolveCuckoo(undefined)).toMatchObject({ nests: 25, pa: 0.25, alpha0: 1, beta: 1.5 });
    expect(resolveHcspso(undefined)).toMatchObject({ population: 60, alpha0: 1, pa: 0.25, wStart: 0.9, c1: 2, c2: 2, r1: 0.65, r2: 0.35 });
  });

  it('ES learning rates are those of Franke et al. (sec. 4.2, u = 270: tau0 = 0.043, tau1 = 0.174), measured through the mutation', () => {
    // One parent (mu = 1), 4,000 offspring, no recombination: for offspring k and coordinate j,
    // log(sigma'_kj / sigma_j) = tau0 N_k + tau1 N_kj. Within an offspring the spread is tau1 alone;
    // across offspring the mean over j varies with variance tau0^2 + tau1^2 / u.
    const u = 270;
    const lambda = 4000;
    const space = searchSpace({ lower: new Array(u).fill(-1e9), upper: new Array(u).fill(1e9) });
    const s = createEs({ mu: 1, lambda, selection: 'plus' }).start(space, createRng(4));
    s.tell([0]); // the initial parent; the session then mutates it into lambda offspring
    const data = s.state().data as { ps: number[]; os: number[] };
    const means: number[] = [];
    let within = 0;
    for (let k = 0; k < lambda; k++) {
      const logs = Array.from({ length: u }, (_, j) => Math.log(data.os[k * u + j]! / data.ps[j]!));
      const mean = logs.reduce((a, b) => a + b, 0) / u;
      means.push(mean);
      within += logs.reduce((a, b) => a + (b - mean) ** 2, 0);
    }
    const tau1 = Math.sqrt(within / (lambda * (u - 1)));
    const grand = means.reduce((a, b) => a + b, 0) / lambda;
    const across = means.reduce((a, b) => a + (b - grand) ** 2, 0) / (lambda - 1);
    const tau0 = Math.sqrt(across - (tau1 * tau1) / u);
    // tau1 from 1,076,000 residuals: relative sd 0.07 %, plus the paper's rounding to 3 digits (0.3 %).
    expect(Math.abs(tau1 / 0.174 - 1)).toBeLessThan(0.01);
    // tau0 from 4,000 offspring means: relative sd about 1.2 %; 5 sigma (a tau0 of 0.05 fails).
    expect(Math.abs(tau0 / 0.043 - 1)).toBeLessThan(0.06);
  });

  it('Lévy step magnitudes follow the beta = 1.5 quantiles (binomial 5-sigma tolerance)', () => {
    const rng = createRng(2024);
    const N = 100_000;
    const invBeta = 1 / 1.5;
    const sigma = mantegnaSigma(1.5);
    const quantiles: Array<[number, number]> = [
      [0.631005, 0.5],
      [1, 0.671013],
      [2.485835, 0.9],
      [11.674061, 0.99],
    ];
    const counts = quantiles.map(() => 0);
    for (let k = 0; k < N; k++) {
      const s = Math.abs(levyStep(rng, sigma, invBeta));
      quantiles.forEach(([q], i) => {
        if (s <= q) counts[i]!++;
      });
    }
    quantiles.forEach(([, p], i) => {
      const tol = 5 * Math.sqrt((p * (1 - p)) / N);
      expect(Math.abs(counts[i]! / N - p)).toBeLessThan(tol);
    });
  });
});
