import { InvalidInputError } from '../errors/InvalidInputError';
import { checkOptions, optionKeys, requireObject } from '../errors/internals/knownKeys';
import type { Policy } from '../engine/Policy';
import { conservativeBackfilling } from './conservativeBackfilling';
import { easyBackfilling } from './easyBackfilling';
import { fcfs } from './fcfs';
import { checkParameter } from './internals/checkParameter';
import { multifactorPriority, type MultifactorPriorityOptions } from './multifactorPriority';
import type { ParametricPolicy } from './ParametricPolicy';

/**
 * Options of {@link multifactorFamily}: the scheduler and the fixed settings of the priority.
 *
 * @example
 * ```ts
 * import { multifactorFamily, type MultifactorFamilyOptions } from 'schedlab/policies';
 * const options: MultifactorFamilyOptions = { scheduler: 'conservative', halfLife: 86400 };
 * multifactorFamily(options).space.names; // ['age', 'size', 'fairShare', 'queue']
 * ```
 */
export interface MultifactorFamilyOptions extends Omit<MultifactorPriorityOptions, 'weights' | 'name'> {
  /** The scheduler the priority orders. @defaultValue `'easy'` */
  readonly scheduler?: 'easy' | 'conservative' | 'fcfs';
}

const KEYS = optionKeys<MultifactorFamilyOptions>({ scheduler: true, halfLife: true, maxAge: true, favorSmall: true, queuePriorities: true });
const NAMES = Object.freeze(['age', 'size', 'fairShare', 'queue'] as const);

/**
 * Slurm's multifactor priority weights as a tunable family (issue 39): `x = [age, size, fairShare,
 * queue]`, each weight in [0, 1] (only their ratios matter, as with Slurm's integer weights), the
 * policy `easyBackfilling({ order: multifactorPriority({ weights }) })` (or conservative, FCFS).
 * What an optimizer tunes to ask Franke et al.'s question of a production scheduler: which site
 * priority weights serve a trace best.
 *
 * @throws InvalidInputError for an unknown option or scheduler; `create` for a vector of the wrong
 *   length or a weight outside [0, 1]
 * @example
 * ```ts
 * import { multifactorFamily } from 'schedlab/policies';
 * const family = multifactorFamily({ halfLife: 86400 });
 * const policy = family.create([0.2, 0, 0.8, 0]); // named 'easyBackfilling(multifactor[0.2,0,0.8,0])'
 * ```
 */
export function multifactorFamily(options: MultifactorFamilyOptions = {}): ParametricPolicy {
  checkOptions('multifactorFamily(options)', options, KEYS);
  const { scheduler = 'easy', ...fixed } = options;
  const make: Record<string, (order: ReturnType<typeof multifactorPriority>) => Policy> = {
    easy: (order) => easyBackfilling({ order }),
    conservative: (order) => conservativeBackfilling({ order }),
    fcfs: (order) => fcfs({ order }),
  };
  const build = make[scheduler];
  if (build === undefined) throw new InvalidInputError(`multifactorFamily: options.scheduler must be 'easy', 'conservative' or 'fcfs', got ${JSON.stringify(scheduler)}`);
  multifactorPriority(fixed); // checks the fixed settings now, not at the first create
  const space = Object.freeze({ dimension: 4, lower: Object.freeze([0, 0, 0, 0]), upper: Object.freeze([1, 1, 1, 1]), names: NAMES });
  const name = `multifactor(${scheduler})`;
  return Object.freeze({
    name,
    space,
    create(x: ArrayLike<number>): Policy {
      requireObject(`${name}.create(x)`, x, 'an array of 4 weights');
      if (x.length !== 4) throw new InvalidInputError(`${name}: expected 4 parameters (${NAMES.join(', ')}), got ${x.length}`);
      const v = Array.from(x);
      for (let i = 0; i < 4; i++) checkParameter(name, NAMES[i] as string, v[i] as number, 0, 1);
      const [age, size, fairShare, queue] = v as [number, number, number, number];
      return build(multifactorPriority({ ...fixed, weights: { age, size, fairShare, queue }, name: `multifactor[${v.join(',')}]` }));
    },
  });
}
