import { optionKeys } from '../../errors/internals/knownKeys';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { BoundaryHandling } from '../BoundaryHandling';
import type { HcspsoOptions } from '../HcspsoOptions';
import { checkBoundary } from './boundary';
import { mantegnaSigma } from './levy';
import { checkOptionsObject, enumOption, intOption, numOption, MAX_POPULATION } from './options';
import { checkInitialPoints } from './initialPoints';

/** The options HcspsoOptions knows (unknown keys are refused). */
const HCSPSO_OPTION_KEYS = optionKeys<HcspsoOptions>({
  population: true, alpha0: true, pa: true, beta: true, inertia: true, c1: true, c2: true, r1: true, r2: true, vmax: true, boundary: true,
  inertiaRule: true, cuckooAcceptance: true, evaluateAbandoned: true, generations: true, initialPoints: true,
});

/** Resolved HCSPSO configuration. */
export interface HcspsoConfig {
  readonly population: number;
  readonly alpha0: number;
  readonly pa: number;
  readonly sigmaU: number;
  readonly beta: number;
  readonly wStart: number;
  readonly wEnd: number;
  readonly wIterations: number;
  readonly c1: number;
  readonly c2: number;
  readonly r1: number | 'uniform';
  readonly r2: number | 'uniform';
  readonly vmax: number;
  readonly boundary: BoundaryHandling;
  readonly inertiaRule: 'linear' | 'eq11';
  readonly cuckooAcceptance: 'always' | 'greedy' | 'random-nest';
  readonly evaluateAbandoned: boolean;
  /** Generations after the initial one before `done`; Infinity: no own stop. */
  readonly generations: number;
  readonly initialPoints: ReadonlyArray<readonly number[]> | undefined;
}

function rOption(where: string, v: number | 'uniform' | undefined, fallback: number): number | 'uniform' {
  return v === 'uniform' ? v : numOption(where, v, fallback, 0, 1);
}

/** Validates options and fills the Table II defaults. */
export function resolveHcspso(o: HcspsoOptions | undefined): HcspsoConfig {
  checkOptionsObject('hcspso(options)', o, HCSPSO_OPTION_KEYS);
  const opts = o ?? {};
  const beta = numOption('hcspso.beta', opts.beta, 1.5, 0.3, 1.99);
  const inertia = opts.inertia ?? {};
  const population = intOption('hcspso.population', opts.population, 60, 2, MAX_POPULATION);
  if (opts.evaluateAbandoned !== undefined && typeof opts.evaluateAbandoned !== 'boolean') {
    throw new InvalidInputError(`hcspso.evaluateAbandoned: expected true or false, got ${String(opts.evaluateAbandoned)}`);
  }
  return {
    population,
    alpha0: numOption('hcspso.alpha0', opts.alpha0, 1, 0, 1e6, true),
    pa: numOption('hcspso.pa', opts.pa, 0.25, 0, 1),
    beta,
    sigmaU: mantegnaSigma(beta),
    wStart: numOption('hcspso.inertia.start', inertia.start, 0.9, 0, 2),
    wEnd: numOption('hcspso.inertia.end', inertia.end, 0.4, 0, 2),
    wIterations: intOption('hcspso.inertia.iterations', inertia.iterations, 60, 1),
    c1: numOption('hcspso.c1', opts.c1, 2, 0, 100),
    c2: numOption('hcspso.c2', opts.c2, 2, 0, 100),
    r1: rOption('hcspso.r1', opts.r1, 0.65),
    r2: rOption('hcspso.r2', opts.r2, 0.35),
    vmax: numOption('hcspso.vmax', opts.vmax, 0.2, 0, Infinity, true),
    boundary: checkBoundary(opts.boundary ?? 'reflect', 'hcspso.boundary'),
    inertiaRule: enumOption('hcspso.inertiaRule', opts.inertiaRule, 'linear', ['linear', 'eq11']),
    cuckooAcceptance: enumOption('hcspso.cuckooAcceptance', opts.cuckooAcceptance, 'always', ['always', 'greedy', 'random-nest']),
    evaluateAbandoned: opts.evaluateAbandoned ?? false,
    generations: opts.generations === undefined ? Infinity : intOption('hcspso.generations', opts.generations, 0, 0),
    initialPoints: checkInitialPoints('hcspso.initialPoints', opts.initialPoints, population),
  };
}
