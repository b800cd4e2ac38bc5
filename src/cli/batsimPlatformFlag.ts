import { readFileSync } from 'node:fs';
import { batsimPlatformPower } from '../batsim/batsimPlatformPower';
import type { BatsimSessionOptions } from '../batsim/BatsimSessionOptions';
import { InvalidInputError } from '../errors/InvalidInputError';
import { UsageError } from './UsageError';

/** The flags `--platform FILE` must agree with (undefined: not given). */
export interface BatsimPlatformFlags {
  readonly computing: number | undefined;
  readonly sleeping: number | readonly number[] | undefined;
  readonly hostSpeed: number | undefined;
}

/**
 * `schedlab batsim --platform FILE` (issue 38): the session's `power`, `pstates` and `hostSpeed` read from a Batsim energy
 * platform with `batsimPlatformPower`, so its sleep states are written once. `--pstate-computing` and
 * `--pstate-sleeping` given beside it must be the platform's (sleep state k is its k-th `sleep_pstates` triple); a
 * `--host-speed` given wins over the platform's.
 *
 * @param command - the command named in errors (`simulate --batsim-workload` reads the platform too)
 * @throws UsageError naming the flag: an unreadable file, a platform `batsimPlatformPower` refuses, a contradiction
 */
export function batsimPlatformFlag(path: string, flags: BatsimPlatformFlags, command = 'batsim'): Pick<BatsimSessionOptions, 'power' | 'pstates' | 'hostSpeed'> {
  let xml: string;
  try {
    xml = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`${command}: --platform ${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  let read: ReturnType<typeof batsimPlatformPower>;
  try {
    read = batsimPlatformPower(xml);
  } catch (e) {
    if (e instanceof InvalidInputError) throw new UsageError(`${command}: --platform ${path}: ${e.message.replace(/^batsimPlatformPower: /, '')}`);
    throw e;
  }
  const { computing, sleeping, dvfs } = read.pstates;
  if (flags.computing !== undefined && flags.computing !== computing) {
    throw new UsageError(`batsim: --pstate-computing ${flags.computing} contradicts --platform ${path}, whose first computing pstate (p-state 0 of the power model read from it) is ${computing}`);
  }
  const given = flags.sleeping === undefined ? undefined : [flags.sleeping].flat();
  const k = given?.findIndex((p, i) => p !== sleeping[i]) ?? -1;
  if (given !== undefined && k >= 0) {
    throw new UsageError(`batsim: --pstate-sleeping ${given.join(',')} contradicts --platform ${path}: its sleep_pstates give sleep state ${k} ${k < sleeping.length ? `pstate ${sleeping[k]!}` : 'no pstate'} (its sleep pstates in order: ${sleeping.join(',')})`);
  }
  return { power: read.power, pstates: { computing, sleeping: given ?? sleeping, dvfs }, hostSpeed: flags.hostSpeed ?? read.hostSpeed };
}
