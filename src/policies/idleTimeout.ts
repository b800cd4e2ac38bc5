import { InvalidInputError } from '../errors/InvalidInputError';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import type { ClusterView } from '../engine/ClusterView';
import type { ShutdownChoice, ShutdownRule, SleepHistory } from './ShutdownRule';
import { checkSleepStateOption, sleepChooser } from './internals/sleepChooser';

const IDLE_TIMEOUT_OPTIONS_KEYS = optionKeys<IdleTimeoutOptions>({ suspendTime: true, excluded: true, maxSuspendsPerMinute: true, maxResumesPerMinute: true, keep: true, sleepState: true });

/**
 * Options of {@link idleTimeout}: Slurm's power-saving parameters (slurm.conf(5), "Power Saving
 * Guide", https://slurm.schedmd.com/power_save.html). SuspendTimeout and ResumeTimeout are the power
 * model's switch-off and switch-on durations.
 *
 * @example
 * ```ts
 * import { idleTimeout, type IdleTimeoutOptions } from 'schedlab/policies';
 * const slurm: IdleTimeoutOptions = { suspendTime: 1800, excluded: [0, 1], maxSuspendsPerMinute: 60 };
 * const rule = idleTimeout(slurm);
 * ```
 */
export interface IdleTimeoutOptions {
  /** Seconds a server stays idle before it is switched off (Slurm's SuspendTime), >= 0. */
  readonly suspendTime: number;
  /** Servers never switched off (Slurm's SuspendExcNodes). @defaultValue [] */
  readonly excluded?: readonly number[];
  /**
   * Most servers switched off per minute (Slurm's SuspendRate; Slurm's default is 60 and 0 means no
   * limit there: here Infinity means no limit). @defaultValue Infinity
   */
  readonly maxSuspendsPerMinute?: number;
  /** Most servers switched on per minute (Slurm's ResumeRate, default 300 there). @defaultValue Infinity */
  readonly maxResumesPerMinute?: number;
  /** Idle servers always kept on besides the excluded ones (a reserve; see `keepIdle`). @defaultValue 0 */
  readonly keep?: number;
  /**
   * The sleep state servers go to (`PowerModel.sleepStates`; checked against each cluster's model
   * at the rule's first call in a run), or `'deepest'`: for each server, the deepest state whose break-even is below
   * its predicted off cycle (`deepestSleepState`), the prediction being its last sleep (from switch-off
   * to switch-on decision), or the time it has been idle before its first (docs/energy.md, "Sleep
   * states in shutdown rules"). 0 gives today's plain switch-off.
   * @defaultValue 0
   */
  readonly sleepState?: number | 'deepest';
}

function rate(name: string, v: number | undefined): number {
  const r = v ?? Infinity;
  if (!(r === Infinity || (Number.isInteger(r) && r >= 1))) throw new InvalidInputError(`idleTimeout: options.${name} must be an integer >= 1 or Infinity (servers per minute), got ${String(v)}`);
  return r;
}

/**
 * Slurm's idle timeout (slurm.conf(5) SuspendTime, SuspendExcNodes, SuspendRate, ResumeRate): a
 * server idle for `suspendTime` seconds is switched off; the excluded servers and `keep` idle
 * servers (those idle the shortest time) stay on. The rule asks to be called when the next idle
 * server's timeout expires (`callMeLater`), so servers go off exactly on time, not at the next event.
 * Like Slurm, it switches a server on only when a job needs it (withShutdown's wake-up).
 *
 * @throws InvalidInputError for an unknown option or a value out of range
 * @example
 * ```ts
 * import { easyBackfilling, idleTimeout, withShutdown } from 'schedlab/policies';
 * const policy = withShutdown(easyBackfilling(), idleTimeout({ suspendTime: 1800 }));
 * ```
 */
export function idleTimeout(options: IdleTimeoutOptions): ShutdownRule {
  checkOptions('idleTimeout(options)', options, IDLE_TIMEOUT_OPTIONS_KEYS);
  const t = options?.suspendTime;
  if (!(typeof t === 'number' && t >= 0 && t <= 1e12)) throw new InvalidInputError(`idleTimeout: options.suspendTime must be a number of seconds in [0, 1e12], got ${String(t)}`);
  const excluded = new Set(options.excluded ?? []);
  for (const s of excluded) if (!(Number.isInteger(s) && s >= 0)) throw new InvalidInputError(`idleTimeout: options.excluded must hold server indices (integers >= 0), got ${String(s)}`);
  const keep = options.keep ?? 0;
  if (!(Number.isInteger(keep) && keep >= 0)) throw new InvalidInputError(`idleTimeout: options.keep must be an integer >= 0, got ${String(keep)}`);
  const suspends = rate('maxSuspendsPerMinute', options.maxSuspendsPerMinute);
  const resumes = rate('maxResumesPerMinute', options.maxResumesPerMinute);
  const sleepState = checkSleepStateOption('idleTimeout: options', options.sleepState);
  const chooser = sleepChooser('idleTimeout', sleepState);
  const since: number[] = [];
  let checked: ClusterView['platform'] | undefined;
  return Object.freeze({
    name: `idle(${t}s${keep > 0 ? `, keep ${keep}` : ''}${excluded.size > 0 ? `, ${excluded.size} excluded` : ''}${sleepState === undefined || sleepState === 0 ? '' : `, sleep ${sleepState}`})`,
    maxSuspendsPerMinute: suspends,
    maxResumesPerMinute: resumes,
    ...(sleepState === 'deepest' ? { sleepHistory: true } : {}),
    select(view: ClusterView, idle: readonly number[], history?: SleepHistory): ShutdownChoice {
      if (view.platform !== checked) {
        chooser(view, [], history); // a fixed state checked against every cluster's model at the first call
        checked = view.platform;
      }
      const candidates = excluded.size === 0 ? idle : idle.filter((s) => !excluded.has(s));
      // the `keep` servers idle the shortest time stay on: sort by idle start, latest last
      since.length = 0;
      for (const s of candidates) since.push(view.stateSince(s));
      const order = candidates.map((_, i) => i).sort((a, b) => (since[a] as number) - (since[b] as number) || a - b);
      const eligible = order.slice(0, Math.max(0, order.length - keep));
      const off: number[] = [];
      let next = Infinity;
      for (const i of eligible) {
        const expires = (since[i] as number) + t;
        if (expires <= view.now) off.push(candidates[i] as number);
        else if (expires < next) next = expires;
      }
      off.sort((a, b) => a - b);
      const states = off.length === 0 ? undefined : chooser(view, off, history);
      return states === undefined ? { off, next } : { off, next, sleepState: states };
    },
  });
}
