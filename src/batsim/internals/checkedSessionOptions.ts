import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkKnownKeys, optionKeys } from '../../errors/internals/knownKeys';
import type { BatsimSessionOptions } from '../BatsimSessionOptions';
import { showValue as show } from '../../errors/internals/showValue';
import { powerModel, type PowerModel } from '../../power/PowerModel';

const OPTION_KEYS = optionKeys<BatsimSessionOptions>({ seed: true, power: true, pstates: true, decisionInterval: true, hostSpeed: true, wakeUp: true, wakeUpHorizon: true, log: true });

/** Default of `wakeUpHorizon` (s): one day. */
const WAKE_UP_HORIZON = 86_400;

/** `options` checked: unknown keys, types and ranges, each naming the option. */
export function checkedSessionOptions(options: BatsimSessionOptions): Required<Omit<BatsimSessionOptions, 'power' | 'decisionInterval' | 'hostSpeed' | 'wakeUp' | 'log'>> & BatsimSessionOptions {
  if (options === null || typeof options !== 'object') throw new InvalidInputError(`batsimSession: options must be an object, got ${show(options)}`);
  checkKnownKeys('batsimSession', options, OPTION_KEYS);
  const seed = options.seed ?? 0;
  if (!(Number.isSafeInteger(seed) && seed >= 0)) throw new InvalidInputError(`batsimSession: options.seed must be an integer >= 0, got ${show(seed)}`);
  const p = options.pstates ?? {};
  if (p === null || typeof p !== 'object') throw new InvalidInputError(`batsimSession: options.pstates must be an object { computing, sleeping }, got ${show(p)}`);
  checkKnownKeys('batsimSession: options.pstates', p, ['computing', 'sleeping', 'dvfs']);
  const computing = p.computing ?? 0;
  if (!(Number.isSafeInteger(computing) && computing >= 0)) throw new InvalidInputError(`batsimSession: options.pstates.computing must be an integer >= 0 (a pstate index), got ${show(computing)}`);
  // one Batsim sleep pstate per sleep state of the power model (issue 38): a number is sleep state 0's
  const given: unknown = p.sleeping ?? 13;
  const list: readonly unknown[] = Array.isArray(given) ? given : [given];
  if (list.length === 0 || !list.every((v) => Number.isSafeInteger(v) && (v as number) >= 0)) {
    throw new InvalidInputError(`batsimSession: options.pstates.sleeping must be an integer >= 0 (a pstate index) or a non-empty array of them (one per sleep state of the power model), got ${show(given)}`);
  }
  const sleeps = list as readonly number[];
  const twice = sleeps.find((v, k) => sleeps.indexOf(v) !== k);
  if (twice !== undefined) throw new InvalidInputError(`batsimSession: options.pstates.sleeping (--pstate-sleeping) lists pstate ${twice} twice (${show(given)}); each sleep state needs its own sleep pstate`);
  const dvfs = p.dvfs;
  if (dvfs !== undefined && !(Array.isArray(dvfs) && dvfs.every((v) => Number.isSafeInteger(v) && v >= 0 && !sleeps.includes(v)))) {
    throw new InvalidInputError(`batsimSession: options.pstates.dvfs must be an array of pstate ids (integers >= 0, none a sleeping one: ${sleeps.join(', ')}), got ${show(dvfs)}`);
  }
  if (sleeps.includes(computing)) throw new InvalidInputError(`batsimSession: options.pstates.computing and .sleeping must differ, both have ${computing}`);
  const d = options.decisionInterval;
  if (d !== undefined && !(typeof d === 'number' && Number.isFinite(d) && d > 0)) throw new InvalidInputError(`batsimSession: options.decisionInterval must be a number > 0 (seconds), got ${show(d)}`);
  const h = options.hostSpeed;
  if (h !== undefined && !(typeof h === 'number' && Number.isFinite(h) && h > 0)) throw new InvalidInputError(`batsimSession: options.hostSpeed must be a number > 0 (flop/s), got ${show(h)}`);
  const w = options.wakeUp;
  if (w !== undefined && w !== 'planned' && w !== 'forWork') throw new InvalidInputError(`batsimSession: options.wakeUp must be 'planned' or 'forWork', got ${show(w)}`);
  if (w === 'forWork' && options.wakeUpHorizon !== undefined) throw new InvalidInputError(`batsimSession: options.wakeUpHorizon applies to wakeUp 'planned' only ('forWork' never wakes a host while no job waits), got ${show(options.wakeUpHorizon)} with wakeUp 'forWork'`);
  const horizon = options.wakeUpHorizon ?? WAKE_UP_HORIZON;
  if (!(typeof horizon === 'number' && horizon >= 0)) throw new InvalidInputError(`batsimSession: options.wakeUpHorizon must be a number >= 0 (seconds; Infinity: never), got ${show(horizon)}`);
  if (options.log !== undefined && typeof options.log !== 'function') throw new InvalidInputError(`batsimSession: options.log must be a function, got ${show(options.log)}`);
  // the power model checked now (its p-states, powers and durations), not at SIMULATION_BEGINS: a bad one fails before Batsim starts
  const power = options.power === undefined ? {} : { power: powerModel(options.power) };
  checkSleepPstates(sleeps, computing, dvfs, power.power);
  const sleeping = Array.isArray(given) ? Object.freeze(sleeps.slice()) : sleeps[0]!;
  return { ...options, ...power, seed, wakeUpHorizon: horizon, pstates: { computing, sleeping, ...(dvfs === undefined ? {} : { dvfs }) } };
}

/**
 * The sleep pstates against the power model (issue 38): no more than its sleep states (a shorter list is allowed: a
 * switch-off to a sleep state without a pstate is refused when it comes), and none a computing pstate of the model
 * (`dvfs[k]`, else `computing + k`, for each of its p-states k).
 */
function checkSleepPstates(sleeps: readonly number[], computing: number, dvfs: readonly number[] | undefined, power: PowerModel | undefined): void {
  const states = power?.sleepStates?.length ?? 1;
  if (sleeps.length > states) {
    throw new InvalidInputError(`batsimSession: options.pstates.sleeping (--pstate-sleeping) lists ${sleeps.length} sleep pstates (${sleeps.join(', ')}), but the power model has ${states} sleep state${states === 1 ? '' : 's'} (options.power.sleepStates): sleep state ${states} does not exist`);
  }
  const pstates = power?.pstates?.length ?? 1;
  for (let k = 0; k < pstates; k++) {
    const id = dvfs?.[k] ?? computing + k;
    if (sleeps.includes(id)) throw new InvalidInputError(`batsimSession: options.pstates.sleeping (--pstate-sleeping) lists pstate ${id}, which is the computing pstate of p-state ${k} of the power model (${dvfs === undefined ? `computing + ${k}` : `dvfs[${k}]`})`);
  }
}
