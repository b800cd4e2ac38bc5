import { optionKeys } from '../../errors/internals/knownKeys';
import { InvalidInputError } from '../../errors/InvalidInputError';
import type { CmaEsOptions } from '../CmaEsOptions';
import { checkOptionsObject, intOption, numOption } from './options';

/** The options CmaEsOptions knows (unknown keys are refused). */
const CMAES_OPTION_KEYS = optionKeys<CmaEsOptions>({ sigma0: true, populationSize: true, mean0: true, restarts: true, tolFun: true, tolX: true, diagonal: true });

/** Resolved CMA-ES configuration (see `CmaEsOptions`). */
export interface CmaEsConfig {
  readonly sigma0: number;
  readonly populationSize: number | null;
  readonly mean0: readonly number[] | null;
  readonly restarts: number;
  readonly tolFun: number;
  readonly tolX: number;
  /** sep-CMA-ES; absent when false, so that states saved before the option existed still resume. */
  readonly diagonal?: true;
}

/** Why a CMA-ES run ended (and a restart began). */
export type CmaEsStop = 'tolFun' | 'tolX' | 'conditionCov' | 'noEffectAxis' | 'noEffectCoord' | 'stagnation' | 'maxIter';

/** Validates the options and fills the defaults. */
export function resolveCmaEs(o: CmaEsOptions | undefined): CmaEsConfig {
  checkOptionsObject('cmaEs(options)', o, CMAES_OPTION_KEYS);
  const opts = o ?? {};
  const mean0 = opts.mean0 ?? null;
  if (mean0 !== null && (!Array.isArray(mean0) || mean0.some((v) => typeof v !== 'number' || !Number.isFinite(v)))) {
    throw new InvalidInputError(`cmaEs.mean0: expected an array of finite numbers, got ${JSON.stringify(mean0)}`);
  }
  return {
    sigma0: numOption('cmaEs.sigma0', opts.sigma0, 0.3, 0, 10, true),
    populationSize: opts.populationSize === undefined ? null : intOption('cmaEs.populationSize', opts.populationSize, 2, 2, 1_000_000),
    mean0: mean0 === null ? null : [...mean0],
    restarts: intOption('cmaEs.restarts', opts.restarts, 9, 0, 1000),
    tolFun: numOption('cmaEs.tolFun', opts.tolFun, 1e-12, 0, 1e300),
    tolX: numOption('cmaEs.tolX', opts.tolX, 1e-11, 0, 1e300),
    ...(diagonalOption(opts.diagonal) ? { diagonal: true as const } : {}),
  };
}

function diagonalOption(v: unknown): boolean {
  if (v === undefined || typeof v === 'boolean') return v === true;
  throw new InvalidInputError(`cmaEs.diagonal: expected true or false, got ${typeof v === 'string' ? JSON.stringify(v) : String(v)}`);
}
