import type { BatsimResource } from '../BatsimEvent';

/**
 * The session's pstates against an energy platform's hosts (issue 38): each host that lists `sleep_pstates`
 * (`sleep:off:on` triples, comma-separated, Batsim's Machines::createMachines) must have every sleep pstate of
 * `options.pstates.sleeping` as the sleep pstate of one of its triples, and its computing pstates (`computing` and
 * the dvfs ones) must not be any pstate of a triple. Returns what contradicts, naming the host, the option and the
 * flag, or undefined. Hosts without the property (a platform without energy) are not checked.
 */
export function platformSleepConflict(resources: readonly BatsimResource[], sleeping: readonly number[], computing: readonly number[]): string | undefined {
  for (const r of resources) {
    if (r.sleepPstates === undefined) continue;
    const text = r.sleepPstates.replace(/\s+/g, '');
    if (!/^\d+:\d+:\d+(,\d+:\d+:\d+)*$/.test(text)) return `compute resource ${r.id} (${r.name}) has sleep_pstates ${JSON.stringify(r.sleepPstates)}, not sleep:off:on pstate triples separated by commas`;
    const triples = text.split(',').map((t) => t.split(':').map(Number) as [number, number, number]);
    const sleeps = triples.map((t) => t[0]);
    const where = `compute resource ${r.id} (${r.name}) has sleep_pstates "${r.sleepPstates}"`;
    for (const [k, p] of sleeping.entries()) {
      if (!sleeps.includes(p)) return `${where}: options.pstates.sleeping (--pstate-sleeping) gives pstate ${p} to sleep state ${k}, which is not one of its sleep pstates (${sleeps.join(', ')})`;
    }
    const all = triples.flat();
    const used = computing.find((p) => all.includes(p));
    if (used !== undefined) return `${where}: the computing pstate ${used} (options.pstates.computing / dvfs, --pstate-computing) is one of its sleep or transition pstates`;
  }
  return undefined;
}
