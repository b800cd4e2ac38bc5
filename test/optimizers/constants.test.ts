import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/random/index';
import { levyStep, mantegnaSigma } from '../../src/optimizers/internals/levy';
import { gamma } from '../../src/optimizers/internals/gamma';
import { CLERC_KENNEDY_CHI, resolvePso } from '../../src/optimizers/internals/PsoSession';
import { resolveHcspso } from '../../src/optimizers/internals/HcspsoSession';
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

  it('ES learning rates are those of Franke et al. (u = 270: 0.043 and 0.174)', () => {
    // Observe tau0/tau1 through the mutation: with one parent and sigma known, log(sigma'/sigma) = tau0 N + tau1 N_i
    const u = 270;
    expect(1 / Math.sqrt(2 * u)).toBeCloseTo(0.043, 3);
    expect(1 / Math.sqrt(2 * Math.sqrt(u))).toBeCloseTo(0.174, 3);
    // variance of log step-size ratio across dimensions within one offspring = tau1^2
    const space = searchSpace({ lower: new Array(u).fill(-1e9), upper: new Array(u).fill(1e9) });
    const s = createEs({ mu: 1, lambda: 1 }, {}).start(space, createRng(4));
    s.tell([0]);
    const data = s.state().data as { ps: number[]; os: number[] };
    const logs = data.os.map((v, j) => Math.log(v / data.ps[j]!));
    const mean = logs.reduce((a, b) => a + b, 0) / u;
    const variance = logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (u - 1);
    // sample sd of 270 normals: relative error ~ 1/sqrt(2*269) = 4.3 %; allow 5 sigma
    expect(Math.abs(Math.sqrt(variance) / 0.174 - 1)).toBeLessThan(0.22);
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
