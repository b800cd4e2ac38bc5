import { InvalidInputError } from '../../errors/InvalidInputError';
import type { JsonValue } from '../OptimizerState';
import type { CmaEsConfig, CmaEsStop } from './cmaEsConfig';
import { positiveDefinite } from './positiveDefinite';
import { encodeNumbers, type DataReader } from './stateCodec';

/**
 * Largest mean coordinate, step size and axis length a resumed state may hold, in normalised units
 * (the box is [0, 1]): 10^6 boxes away a double still resolves steps of 10^-10 of the box; a
 * larger value (1e308 in a corrupted state) overflows the sampled points to Infinity.
 */
const MAX_NORMALISED = 1e6;

/** The stop reasons a state may record. */
const CMA_ES_STOPS = ['tolFun', 'tolX', 'conditionCov', 'noEffectAxis', 'noEffectCoord', 'stagnation', 'maxIter'] as const satisfies readonly CmaEsStop[];

/** The part of a CMA-ES session that its saved state holds (normalised units, n = dimension). */
export interface CmaEsRunState {
  /** Run number (0 = the first; IPOP restarts). */
  restart: number;
  gen: number;
  sigma: number;
  /** Generation of the last eigendecomposition of C. */
  lastEigen: number;
  mean: Float64Array;
  ps: Float64Array;
  pc: Float64Array;
  /** Covariance (n x n; its n variances in sep-CMA-ES), its eigenvectors B (columns; empty in sep-CMA-ES) and the square roots D of its eigenvalues. */
  C: Float64Array;
  B: Float64Array;
  D: Float64Array;
  /** Sampled points of the current generation (lambda x n). */
  y: Float64Array;
  bests: number[];
  medians: number[];
  lastStop: CmaEsStop | undefined;
  exhausted: boolean;
}

/** The run's fields as the `data` of an OptimizerState. */
export function encodeCmaEsRun(s: Readonly<CmaEsRunState>): { [key: string]: JsonValue } {
  return {
    restart: s.restart,
    gen: s.gen,
    sigma: s.sigma,
    lastEigen: s.lastEigen,
    mean: encodeNumbers(s.mean),
    ps: encodeNumbers(s.ps),
    pc: encodeNumbers(s.pc),
    C: encodeNumbers(s.C),
    B: encodeNumbers(s.B),
    D: encodeNumbers(s.D),
    y: encodeNumbers(s.y),
    bests: encodeNumbers(s.bests),
    medians: encodeNumbers(s.medians),
    lastStop: s.lastStop ?? null,
    exhausted: s.exhausted,
  };
}

/**
 * Reads and validates the run's fields from a saved state (issue 32, class 4): every number the
 * session will trust is finite and in range, C is positive-definite, D is positive, and `y` holds
 * lambda x n points for the restart's population `lambdaOf(restart)`.
 *
 * @throws InvalidInputError naming the field (`state.data.sigma`, `state.data.D[3]`, ...)
 */
export function decodeCmaEsRun(data: DataReader, n: number, cfg: CmaEsConfig, lambdaOf: (restart: number) => number): CmaEsRunState {
  const restart = data.integer('restart', 0, cfg.restarts);
  const lambda = lambdaOf(restart);
  const gen = data.integer('gen', 0, Number.MAX_SAFE_INTEGER);
  const sigma = data.number('sigma');
  if (!(sigma > 0 && sigma <= MAX_NORMALISED)) throw new InvalidInputError(`state.data.sigma: expected a number in (0, ${MAX_NORMALISED}], got ${sigma}`);
  const lastEigen = data.integer('lastEigen', 0, gen);
  const mean = data.finite('mean', n, MAX_NORMALISED);
  const ps = data.finite('ps', n);
  const pc = data.finite('pc', n);
  const diagonal = cfg.diagonal === true;
  const C = data.finite('C', diagonal ? n : n * n);
  if (!diagonal) positiveDefinite(C, n);
  const negative = diagonal ? C.findIndex((v) => !(v > 0)) : -1;
  if (negative >= 0) throw new InvalidInputError(`state.data.C[${negative}]: expected a variance > 0 (sep-CMA-ES), got ${C[negative]}`);
  const B = data.finite('B', diagonal ? 0 : n * n, 1 + 1e-9); // orthonormal columns: no entry above 1
  const D = data.finite('D', n, MAX_NORMALISED);
  const zero = D.findIndex((v) => !(v > 0));
  if (zero >= 0) throw new InvalidInputError(`state.data.D[${zero}]: expected a number > 0 (a square root of an eigenvalue of C), got ${D[zero]}`);
  const y = data.finite('y', lambda * n);
  const raw = data.raw('bests');
  const bests = Array.isArray(raw) ? Array.from(data.values('bests', raw.length)) : [];
  const medians = Array.from(data.values('medians', bests.length));
  const stop = data.raw('lastStop');
  if (stop !== null && !(typeof stop === 'string' && (CMA_ES_STOPS as readonly string[]).includes(stop))) {
    throw new InvalidInputError(`state.data.lastStop: expected null or one of ${CMA_ES_STOPS.join(', ')}, got ${JSON.stringify(stop)}`);
  }
  const lastStop = stop === null ? undefined : (stop as CmaEsStop);
  const exhausted = data.boolean('exhausted');
  return { restart, gen, sigma, lastEigen, mean, ps, pc, C, B, D, y, bests, medians, lastStop, exhausted };
}
