import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkKnownKeys, optionKeys } from '../../errors/internals/knownKeys';
import type { Rng } from '../../random/Rng';
import { uniform } from '../../random/uniform';
import type { Availability, ServerFailure } from '../Availability';
import { MAX_SECONDS } from './limits';

const KEYS = optionKeys<Availability>({ failures: true, mtbf: true, mttr: true, requeue: true, requeueDelay: true });
const FAILURE_KEYS = optionKeys<ServerFailure>({ server: true, down: true, up: true });

/** The checked availability settings of a run. */
export interface AvailabilitySettings {
  readonly failures: readonly ServerFailure[];
  readonly mtbf: number | undefined;
  readonly mttr: number;
  readonly requeue: boolean;
  readonly requeueDelay: number;
}

function fail(field: string, expected: string, got: unknown): never {
  throw new InvalidInputError(`simulation.run/start: options.availability${field}: expected ${expected}, got ${JSON.stringify(got) ?? String(got)}`);
}

/** Validates `RunOptions.availability` for a platform of `n` servers. */
export function checkedAvailability(a: Availability, n: number): AvailabilitySettings {
  if (a === null || typeof a !== 'object') fail('', 'an object { failures?, mtbf?, mttr?, requeue?, requeueDelay? }', a);
  checkKnownKeys('simulation.run/start: options.availability', a, KEYS);
  const failures = a.failures ?? [];
  if (!Array.isArray(failures)) fail('.failures', 'an array of { server, down, up }', failures);
  const last = new Map<number, number>();
  const sorted = failures.slice().sort((x, y) => x.server - y.server || x.down - y.down);
  failures.forEach((f, i) => {
    if (f === null || typeof f !== 'object') fail(`.failures[${i}]`, 'an object { server, down, up }', f);
    checkKnownKeys(`simulation.run/start: options.availability.failures[${i}]`, f, FAILURE_KEYS);
    if (!(Number.isInteger(f.server) && f.server >= 0 && f.server < n)) fail(`.failures[${i}].server`, `a server index in 0..${n - 1}`, f.server);
    if (!(typeof f.down === 'number' && Number.isFinite(f.down) && f.down >= 0 && f.down <= MAX_SECONDS)) fail(`.failures[${i}].down`, 'a time in [0, 1e12] (seconds)', f.down);
    if (!(typeof f.up === 'number' && Number.isFinite(f.up) && f.up > f.down && f.up <= MAX_SECONDS)) fail(`.failures[${i}].up`, `a time in (down, 1e12] = (${f.down}, 1e12]`, f.up);
  });
  for (const f of sorted) {
    const prev = last.get(f.server);
    if (prev !== undefined && f.down < prev) fail('.failures', `failures of server ${f.server} that do not overlap`, `one down at ${f.down} s before the previous is up (${prev} s)`);
    last.set(f.server, f.up);
  }
  const mtbf = a.mtbf;
  if (mtbf !== undefined && !(typeof mtbf === 'number' && Number.isFinite(mtbf) && mtbf > 0)) fail('.mtbf', 'a finite number > 0 (seconds)', mtbf);
  const mttr = a.mttr ?? 3600;
  if (!(typeof mttr === 'number' && Number.isFinite(mttr) && mttr > 0)) fail('.mttr', 'a finite number > 0 (seconds)', mttr);
  if (a.mttr !== undefined && mtbf === undefined) fail('.mttr', 'to come with an mtbf (the model)', a.mttr);
  const requeue = a.requeue ?? false;
  if (typeof requeue !== 'boolean') fail('.requeue', 'a boolean', requeue);
  const requeueDelay = a.requeueDelay ?? 0;
  if (!(typeof requeueDelay === 'number' && Number.isFinite(requeueDelay) && requeueDelay >= 0)) fail('.requeueDelay', 'a finite number >= 0 (seconds)', requeueDelay);
  if (a.requeueDelay !== undefined && !requeue) fail('.requeueDelay', 'to come with requeue: true', a.requeueDelay);
  return { failures: sorted, mtbf, mttr, requeue, requeueDelay };
}

/** An exponential draw of mean `mean` (inverse transform of a uniform in [0, 1)). */
export function exponential(rng: Rng, mean: number): number {
  return -mean * Math.log(1 - uniform(rng));
}
