import { InvalidInputError } from '../../errors/InvalidInputError';

/**
 * The profile types whose run time schedlab can compute without SimGrid (Batsim documentation,
 * docs/input-workload.rst, "Profile types overview"): `delay` (a fixed number of seconds) and
 * `parallel_homogeneous` (every allocated host computes `cpu` floating-point operations).
 */
export const BATSIM_PROFILE_TYPES: readonly string[] = Object.freeze(['delay', 'parallel_homogeneous']);

/**
 * Seconds a Batsim profile takes on one host, before the walltime cut:
 * - `delay`: its `delay` field (Batsim: "a fixed number of seconds during which the machines will sleep").
 * - `parallel_homogeneous`: `cpu / hostSpeed`, each host computing `cpu` flops at `hostSpeed`
 *   flop/s (the `speed` of the platform's hosts, the pstate Batsim computes at). Its `com` bytes
 *   are not modelled (schedlab has no network for rigid jobs): the time is Batsim's when `com` is
 *   0, a lower bound otherwise. A documented choice; Batsim's papers give no closed form.
 *
 * @param where - for messages, e.g. `job "w0!3" (profile "p1")`
 * @throws InvalidInputError naming `where` for another type, a bad field, or a missing host speed
 */
export function batsimProfileSeconds(profile: unknown, where: string, hostSpeed: number | undefined): number {
  if (profile === null || typeof profile !== 'object' || Array.isArray(profile)) {
    throw new InvalidInputError(`${where}: the profile must be an object with a "type", got ${JSON.stringify(profile) ?? String(profile)}`);
  }
  const p = profile as Record<string, unknown>;
  const type = p['type'];
  if (type === 'delay') {
    const d = p['delay'];
    if (!(typeof d === 'number' && Number.isFinite(d) && d > 0)) throw new InvalidInputError(`${where}: "delay" must be a number > 0 (seconds), got ${JSON.stringify(d) ?? String(d)}`);
    return d;
  }
  if (type === 'parallel_homogeneous') {
    const cpu = p['cpu'];
    if (!(typeof cpu === 'number' && Number.isFinite(cpu) && cpu > 0)) throw new InvalidInputError(`${where}: "cpu" must be a number > 0 (floating-point operations per host), got ${JSON.stringify(cpu) ?? String(cpu)}`);
    if (hostSpeed === undefined) throw new InvalidInputError(`${where}: a parallel_homogeneous profile needs the hosts' speed (option hostSpeed, flop/s; --host-speed in the CLI) to give a run time`);
    return cpu / hostSpeed;
  }
  throw new InvalidInputError(`${where}: profile type ${JSON.stringify(type) ?? String(type)} is not supported (schedlab runs ${BATSIM_PROFILE_TYPES.join(' and ')} profiles; the others need SimGrid's network and storage models)`);
}
