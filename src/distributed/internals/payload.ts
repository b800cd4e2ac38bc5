import { InvalidInputError } from '../../errors/InvalidInputError';

/** Version of the job layout below; bumped when it changes. */
export const PROTOCOL = 1;

/**
 * What one BullMQ job carries: a chunk of candidates of one batch, the objective description
 * and the seeds. Doubles travel as base64 of their IEEE-754 bytes (exact; JSON would turn
 * Infinity into null and is not guaranteed to round-trip every double in other languages).
 */
export interface ChunkPayload {
  readonly protocol: number;
  /** schedlab version of the coordinator; the worker refuses a different one. */
  readonly version: string;
  /** `file:` URL of the objective module. */
  readonly module: string;
  readonly exportName: string;
  /** Whether the export is a factory called with the factory data. */
  readonly hasFactory: boolean;
  /**
   * With a factory: SHA-256 (hex) of the factory data's JSON, stored once per run under the
   * queue's key `factory:<hash>` (data such as a whole trace would be too big to copy into
   * every job); null otherwise.
   */
  readonly factoryRef: string | null;
  readonly iteration: number;
  readonly iterationSeed: number;
  /** Candidate coordinates, row-major, `d` per candidate, base64 of a Float64Array. */
  readonly x: string;
  readonly d: number;
  readonly candidateSeeds: readonly number[];
  readonly indices: readonly number[];
}

/** What a worker returns for a chunk: the values in chunk order, base64 of a Float64Array. */
export interface ChunkResult {
  readonly values: string;
}

/** Base64 of the bytes of `a`. */
export function encodeDoubles(a: Float64Array): string {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
}

/** Inverse of {@link encodeDoubles}; `expected` is the number of doubles. */
export function decodeDoubles(s: unknown, expected: number, where: string): Float64Array {
  if (typeof s !== 'string') throw new InvalidInputError(`${where}: expected a base64 string, got ${typeof s}`);
  const bytes = Buffer.from(s, 'base64');
  if (bytes.length !== expected * 8) {
    throw new InvalidInputError(`${where}: expected ${expected} doubles (${expected * 8} bytes), got ${bytes.length} bytes`);
  }
  const out = new Float64Array(expected);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}

const isUint32 = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;

/**
 * Checks a job's data field by field; throws InvalidInputError naming the first bad field.
 * The version is not compared here (the worker does, to say which side is older).
 */
export function parsePayload(data: unknown): ChunkPayload & { readonly xs: Float64Array } {
  const bad = (field: string, expected: string, got: unknown): never => {
    throw new InvalidInputError(`malformed job payload: field "${field}" must be ${expected}, got ${JSON.stringify(got) ?? String(got)}`);
  };
  if (data === null || typeof data !== 'object' || Array.isArray(data)) bad('(job data)', 'an object', data);
  const p = data as Record<string, unknown>;
  if (p['protocol'] !== PROTOCOL) bad('protocol', `${PROTOCOL} (this worker's job layout)`, p['protocol']);
  if (typeof p['version'] !== 'string') bad('version', 'a version string', p['version']);
  if (typeof p['module'] !== 'string' || !p['module'].startsWith('file:')) bad('module', 'a file: URL', p['module']);
  if (typeof p['exportName'] !== 'string' || p['exportName'] === '') bad('exportName', 'a non-empty string', p['exportName']);
  if (typeof p['hasFactory'] !== 'boolean') bad('hasFactory', 'a boolean', p['hasFactory']);
  const ref = p['factoryRef'];
  if (p['hasFactory'] === true ? typeof ref !== 'string' || !/^[0-9a-f]{64}$/.test(ref) : ref !== null) {
    bad('factoryRef', p['hasFactory'] === true ? 'a SHA-256 in hex (64 characters)' : 'null when hasFactory is false', ref);
  }
  if (!Number.isInteger(p['iteration']) || (p['iteration'] as number) < 0) bad('iteration', 'an integer >= 0', p['iteration']);
  if (!isUint32(p['iterationSeed'])) bad('iterationSeed', 'an unsigned 32-bit integer', p['iterationSeed']);
  if (!Number.isInteger(p['d']) || (p['d'] as number) < 1) bad('d', 'an integer >= 1', p['d']);
  const seeds = p['candidateSeeds'];
  const indices = p['indices'];
  if (!Array.isArray(seeds) || seeds.length === 0 || !seeds.every(isUint32)) bad('candidateSeeds', 'a non-empty array of unsigned 32-bit integers', seeds);
  if (!Array.isArray(indices) || indices.length !== (seeds as unknown[]).length || !indices.every((i) => Number.isInteger(i) && i >= 0)) {
    bad('indices', `an array of ${(seeds as unknown[]).length} integers >= 0`, indices);
  }
  const n = (indices as number[]).length;
  const xs = decodeDoubles(p['x'], n * (p['d'] as number), 'malformed job payload: field "x"');
  return { ...(p as unknown as ChunkPayload), xs };
}
