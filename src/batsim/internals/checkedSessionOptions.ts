import { InvalidInputError } from '../../errors/InvalidInputError';
import { checkKnownKeys, optionKeys } from '../../errors/internals/knownKeys';
import type { BatsimSessionOptions } from '../BatsimSessionOptions';
import { showValue as show } from '../../errors/internals/showValue';
import { powerModel } from '../../power/PowerModel';

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
  const sleeping = p.sleeping ?? 13;
  for (const [k, v] of [['computing', computing], ['sleeping', sleeping]] as const) {
    if (!(Number.isSafeInteger(v) && v >= 0)) throw new InvalidInputError(`batsimSession: options.pstates.${k} must be an integer >= 0 (a pstate index), got ${show(v)}`);
  }
  const dvfs = p.dvfs;
  if (dvfs !== undefined && !(Array.isArray(dvfs) && dvfs.every((v) => Number.isSafeInteger(v) && v >= 0 && v !== sleeping))) {
    throw new InvalidInputError(`batsimSession: options.pstates.dvfs must be an array of pstate ids (integers >= 0, none the sleeping ${sleeping}), got ${show(dvfs)}`);
  }
  if (computing === sleeping) throw new InvalidInputError(`batsimSession: options.pstates.computing and .sleeping must differ, both are ${computing}`);
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
  return { ...options, ...power, seed, wakeUpHorizon: horizon, pstates: { computing, sleeping, ...(dvfs === undefined ? {} : { dvfs }) } };
}
