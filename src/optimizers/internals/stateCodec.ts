import { InvalidInputError } from '../../errors/InvalidInputError';
import { rngFromState } from '../../random/rngFromState';
import type { Rng } from '../../random/Rng';
import type { JsonValue, OptimizerState } from '../OptimizerState';
import type { SearchSpace } from '../searchSpace';

/** Encodes numbers for JSON: non-finite values and -0 become strings. */
export function encodeNumbers(a: ArrayLike<number>): JsonValue[] {
  const out: JsonValue[] = new Array<JsonValue>(a.length);
  for (let i = 0; i < a.length; i++) out[i] = encodeNumber(a[i]!);
  return out;
}

/** Encodes one number for JSON (non-finite and -0 as strings). */
export function encodeNumber(v: number): JsonValue {
  if (Number.isFinite(v) && !Object.is(v, -0)) return v;
  return Object.is(v, -0) ? '-0' : String(v);
}

/** Decodes one number written by {@link encodeNumber}; undefined if it is not one. */
export function decodeNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (v === '-0') return -0;
  if (v === 'Infinity') return Infinity;
  if (v === '-Infinity') return -Infinity;
  if (v === 'NaN') return NaN;
  return undefined;
}

/** Reads the fields of a state's `data` with messages that name the field. */
export class DataReader {
  private readonly data: { readonly [k: string]: JsonValue };
  constructor(
    data: JsonValue,
    private readonly where: string,
  ) {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      throw new InvalidInputError(`${where}: expected an object`);
    }
    this.data = data;
  }

  number(key: string): number {
    const v = decodeNumber(this.data[key]);
    if (v === undefined) throw new InvalidInputError(`${this.where}.${key}: expected a number`);
    return v;
  }

  integer(key: string, min: number, max: number): number {
    const v = this.number(key);
    if (!Number.isInteger(v) || v < min || v > max) {
      throw new InvalidInputError(`${this.where}.${key}: expected an integer in [${min}, ${max}], got ${v}`);
    }
    return v;
  }

  numbers(key: string, length: number): Float64Array {
    const raw = this.data[key];
    if (!Array.isArray(raw) || raw.length !== length) {
      throw new InvalidInputError(`${this.where}.${key}: expected an array of ${length} numbers`);
    }
    const out = new Float64Array(length);
    for (let i = 0; i < length; i++) {
      const v = decodeNumber(raw[i]);
      if (v === undefined) throw new InvalidInputError(`${this.where}.${key}[${i}]: expected a number`);
      out[i] = v;
    }
    return out;
  }

  /**
   * Numbers that must be finite (positions, velocities, evolution paths, matrices), and at most
   * `limit` in absolute value when given.
   */
  finite(key: string, length: number, limit = Infinity): Float64Array {
    const out = this.numbers(key, length);
    for (let i = 0; i < length; i++) {
      const v = out[i]!;
      if (!(Number.isFinite(v) && Math.abs(v) <= limit)) {
        throw new InvalidInputError(`${this.where}.${key}[${i}]: expected a finite number${limit < Infinity ? ` in [-${limit}, ${limit}]` : ''}, got ${v}`);
      }
    }
    return out;
  }

  /** Points of the box, `length / lower.length` of them one after another: every coordinate within its bounds. */
  inBox(key: string, length: number, lower: ArrayLike<number>, upper: ArrayLike<number>): Float64Array {
    const out = this.numbers(key, length);
    const d = lower.length;
    for (let i = 0; i < length; i++) {
      const j = i % d;
      if (!(out[i]! >= lower[j]! && out[i]! <= upper[j]!)) {
        throw new InvalidInputError(`${this.where}.${key}[${i}]: ${out[i]} is outside the box (dimension ${j}: [${lower[j]}, ${upper[j]}])`);
      }
    }
    return out;
  }

  /**
   * Points that are points of the box once the first batch was told (`told`), and the zeros they
   * start as before (a state saved between the first `ask` and `tell`).
   */
  pointsAfter(told: boolean, key: string, length: number, lower: ArrayLike<number>, upper: ArrayLike<number>): Float64Array {
    return told ? this.inBox(key, length, lower, upper) : this.finite(key, length);
  }

  /** Objective values: numbers, NaN refused (Infinity allowed, as `tell` allows it). */
  values(key: string, length: number): Float64Array {
    const out = this.numbers(key, length);
    const bad = out.findIndex((v) => Number.isNaN(v));
    if (bad >= 0) throw new InvalidInputError(`${this.where}.${key}[${bad}]: expected an objective value (a number, Infinity allowed), got NaN`);
    return out;
  }

  /** One objective value (NaN refused). */
  value(key: string): number {
    const v = this.number(key);
    if (Number.isNaN(v)) throw new InvalidInputError(`${this.where}.${key}: expected an objective value (a number, Infinity allowed), got NaN`);
    return v;
  }

  string(key: string): string {
    const v = this.data[key];
    if (typeof v !== 'string') throw new InvalidInputError(`${this.where}.${key}: expected a string`);
    return v;
  }

  boolean(key: string): boolean {
    const v = this.data[key];
    if (typeof v !== 'boolean') throw new InvalidInputError(`${this.where}.${key}: expected a boolean`);
    return v;
  }

  raw(key: string): JsonValue {
    const v = this.data[key];
    if (v === undefined) throw new InvalidInputError(`${this.where}.${key}: missing`);
    return v;
  }
}

/**
 * Largest iteration a resumed state may claim (10^8): resuming replays the iteration seeds up to
 * it, so a corrupted count such as 1e9 would take minutes before failing.
 */
const MAX_STATE_ITERATION = 100_000_000;

/** Validates the common header of a state and rebuilds its generator. */
export function readState(
  state: OptimizerState,
  name: string,
  space: SearchSpace,
): { rng: Rng; iteration: number; data: DataReader } {
  if (state === null || typeof state !== 'object') throw new InvalidInputError('state: expected an object');
  if (state.optimizer !== name) {
    throw new InvalidInputError(`state.optimizer: expected "${name}", got ${JSON.stringify(state.optimizer)}`);
  }
  if (state.version !== 1) throw new InvalidInputError(`state.version: expected 1, got ${String(state.version)}`);
  if (state.dimension !== space.dimension) {
    throw new InvalidInputError(
      `state.dimension: the state is for ${String(state.dimension)} dimensions, the space has ${space.dimension}`,
    );
  }
  if (!Number.isInteger(state.iteration) || state.iteration < 0 || state.iteration > MAX_STATE_ITERATION) {
    throw new InvalidInputError(`state.iteration: expected an integer in [0, ${MAX_STATE_ITERATION}], got ${String(state.iteration)}`);
  }
  return { rng: rngFromState(state.rng), iteration: state.iteration, data: new DataReader(state.data, 'state.data') };
}
