import { InvalidInputError } from '../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import { showValue as show } from '../errors/internals/showValue';
import { powerModel, type PowerModel } from '../power/PowerModel';
import type { SleepState } from '../power/SleepState';
import type { BatsimPstates } from './BatsimSessionOptions';

/**
 * A Batsim energy platform's power model, pstate numbering and host speed, as
 * {@link batsimPlatformPower} reads them: what `batsimSession`'s options `power`, `pstates` and
 * `hostSpeed` take.
 *
 * @example
 * ```ts
 * import type { BatsimPlatformPower } from 'schedlab/batsim';
 * const sleepPstates = (p: BatsimPlatformPower): readonly number[] => p.pstates.sleeping; // [13, 16] for sleep_pstates="13:14:15,16:17:18"
 * ```
 */
export interface BatsimPlatformPower {
  /** The hosts' power model: computing pstates as `pstates`, each sleep state as `sleepStates` (state 0 the model's own). */
  readonly power: PowerModel;
  /** Batsim pstate ids: `computing` (p-state 0), `dvfs` (p-state k), `sleeping` (sleep state k, a list). */
  readonly pstates: BatsimPstates & { readonly computing: number; readonly sleeping: readonly number[]; readonly dvfs: readonly number[] };
  /** The hosts' speed at p-state 0 (flop/s). */
  readonly hostSpeed: number;
}

/**
 * Options of {@link batsimPlatformPower}.
 *
 * @example
 * ```ts
 * import type { BatsimPlatformPowerOptions } from 'schedlab/batsim';
 * const options: BatsimPlatformPowerOptions = { host: 'host0' };
 * ```
 */
export interface BatsimPlatformPowerOptions {
  /** The host to read. @defaultValue every host with `sleep_pstates`, which must agree (a homogeneous platform) */
  readonly host?: string;
}

const OPTION_KEYS = optionKeys<BatsimPlatformPowerOptions>({ host: true });
const UNITS: Readonly<Record<string, number>> = { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18, Z: 1e21, Y: 1e24 };

/** A host element's `speed` (`100Mf, 88.9Mf, ..., 0.16f`) in flop/s, each checked. */
function speeds(text: string, where: string): number[] {
  return text.split(',').map((part) => {
    const m = /^\s*([0-9.]+(?:[eE][-+]?\d+)?)\s*([kMGTPEZY]?)f(?:lops)?\s*$/.exec(part);
    const v = m === null ? NaN : Number(m[1]) * UNITS[m[2]!]!;
    if (!(Number.isFinite(v) && v > 0)) throw new InvalidInputError(`${where}: speed ${show(part.trim())} is not a positive flop rate (such as 100Mf or 0.5f)`);
    return v;
  });
}

/**
 * Reads the power model of a Batsim energy platform (SimGrid XML) from its hosts' `speed`,
 * `wattage_per_state` and `sleep_pstates`, with Batsim's semantics (batsim.readthedocs.io, "Energy";
 * its machines.cpp, `Machines::createMachines`): `sleep_pstates` lists one `sleep:off:on` triple per
 * sleep state, comma-separated; every other pstate computes. Computing pstate k of the host (in
 * increasing id) is p-state k, its speed relative to the first one's, idle at the first value of its
 * `idle:one-core:all-cores` wattage and computing at the last; sleep state k is triple k: asleep at
 * the sleep pstate's watts, switching off and on at the virtual pstates' watts for 1 flop at their
 * speed (Batsim computes 1 flop there). So a user writes the sleep states once, in the platform.
 *
 * @param xml - the platform file's text
 * @param options - `host`: the host to read (default: all hosts with `sleep_pstates`, which must agree)
 * @throws InvalidInputError naming the host and property: no host with `sleep_pstates`, hosts that
 *   differ, a malformed speed, wattage or triple, a pstate id beyond the host's, a pstate in two
 *   triples, no computing pstate
 * @example
 * ```ts
 * import { batsimPlatformPower } from 'schedlab/batsim';
 * const host = '<host id="h0" speed="100Mf, 50Mf, 1e-9Mf, 0.5f, 0.1f"><prop id="wattage_per_state" value="95:95:190, 90:90:120, 10:10:10, 100:100:100, 120:120:120"/><prop id="sleep_pstates" value="2:3:4"/></host>';
 * const p = batsimPlatformPower(`<platform version="4"><zone id="z" routing="Full">${host}</zone></platform>`);
 * p.power.switchOnDuration; // 10 (1 flop at 0.1 flop/s)
 * p.pstates.sleeping; // [2]
 * ```
 */
export function batsimPlatformPower(xml: string, options: BatsimPlatformPowerOptions = {}): BatsimPlatformPower {
  if (typeof xml !== 'string') throw new InvalidInputError(`batsimPlatformPower: xml must be the platform file's text, got ${show(xml)}`);
  checkOptions('batsimPlatformPower', options, OPTION_KEYS);
  const hosts = [...xml.matchAll(/<host\b([^>]*?)(\/>|>([\s\S]*?)<\/host>)/g)].map((m) => {
    const attr = (name: string): string | undefined => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(m[1]!)?.[1];
    const props = new Map([...(m[3] ?? '').matchAll(/<prop\s+id\s*=\s*"([^"]*)"\s+value\s*=\s*"([^"]*)"/g)].map((p) => [p[1]!, p[2]!]));
    return { id: attr('id') ?? '?', speed: attr('speed') ?? '', watts: props.get('wattage_per_state'), sleep: props.get('sleep_pstates') };
  });
  const chosen = hosts.filter((h) => (options.host === undefined ? h.sleep !== undefined : h.id === options.host));
  const first = chosen[0];
  if (first === undefined) throw new InvalidInputError(`batsimPlatformPower: ${options.host === undefined ? 'no host has a sleep_pstates property (not a Batsim energy platform)' : `no host "${options.host}"`}`);
  const other = chosen.find((h) => h.speed !== first.speed || h.watts !== first.watts || h.sleep !== first.sleep);
  if (other !== undefined) throw new InvalidInputError(`batsimPlatformPower: hosts "${first.id}" and "${other.id}" differ in speed, wattage_per_state or sleep_pstates; schedlab's Batsim view is homogeneous (pass options.host to read one)`);
  return hostPower(first.id, first.speed, first.watts, first.sleep);
}

/** One host's power model (see {@link batsimPlatformPower}). */
function hostPower(id: string, speedText: string, wattText: string | undefined, sleepText: string | undefined): BatsimPlatformPower {
  const where = `batsimPlatformPower: host "${id}"`;
  const flops = speeds(speedText, where);
  const n = flops.length;
  const watts = (wattText ?? '').split(',').map((w) => w.split(':').map((v) => Number(v.trim())));
  if (wattText === undefined || watts.length !== n || !watts.every((w) => w.length >= 2 && w.length <= 3 && w.every((v) => Number.isFinite(v) && v >= 0))) {
    throw new InvalidInputError(`${where}: wattage_per_state ${show(wattText)} must give one idle:one-core:all-cores (or idle:busy) triple of watts >= 0 per pstate of its speed (${n})`);
  }
  const text = (sleepText ?? '').replace(/\s+/g, '');
  if (!/^\d+:\d+:\d+(,\d+:\d+:\d+)*$/.test(text)) throw new InvalidInputError(`${where}: sleep_pstates ${show(sleepText)} must be sleep:off:on pstate triples separated by commas`);
  const triples = text.split(',').map((t) => t.split(':').map(Number) as [number, number, number]);
  const used = triples.flat();
  const bad = used.find((p, i) => p >= n || used.indexOf(p) !== i);
  if (bad !== undefined) throw new InvalidInputError(`${where}: sleep_pstates "${sleepText!}" names pstate ${bad} ${bad >= n ? `beyond the host's ${n} pstates (0..${n - 1})` : 'twice'}`);
  const computing = flops.map((_, p) => p).filter((p) => !used.includes(p));
  if (computing.length === 0) throw new InvalidInputError(`${where}: every pstate is a sleep or transition pstate (sleep_pstates "${sleepText!}"): none computes`);
  const c0 = computing[0]!;
  const level = (p: number): number => watts[p]![0]!;
  const sleepStates: SleepState[] = triples.map(([s, off, on]) => ({ off: level(s), switchingOff: level(off), switchOffDuration: 1 / flops[off]!, switchingOn: level(on), switchOnDuration: 1 / flops[on]! }));
  const pstates = computing.map((p) => ({ speed: flops[p]! / flops[c0]!, idle: level(p), computing: watts[p]!.at(-1)! }));
  const s0 = sleepStates[0]!;
  const power = powerModel({ idle: pstates[0]!.idle, computing: pstates[0]!.computing, ...s0, ...(pstates.length > 1 ? { pstates } : {}), ...(sleepStates.length > 1 ? { sleepStates } : {}) });
  return { power, pstates: { computing: c0, sleeping: triples.map((t) => t[0]), dvfs: computing }, hostSpeed: flops[c0]! };
}
