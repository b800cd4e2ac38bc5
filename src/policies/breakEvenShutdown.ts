import type { ClusterView } from '../engine/ClusterView';
import { InvalidInputError } from '../errors/InvalidInputError';
import { breakEvenOffDuration } from '../power/breakEvenOffDuration';
import type { ShutdownChoice, ShutdownRule, SleepHistory } from './ShutdownRule';
import { showValue } from '../errors/internals/showValue';
import { checkOptions, optionKeys } from '../errors/internals/knownKeys';
import type { PowerModel } from '../power/PowerModel';
import { checkSleepStateOption, sleepChooser } from './internals/sleepChooser';

const BREAK_EVEN_SHUTDOWN_OPTIONS_KEYS = optionKeys<BreakEvenShutdownOptions>({ sleepState: true });

/**
 * Options of {@link breakEvenShutdown}.
 *
 * @example
 * ```ts
 * import { breakEvenShutdown, type BreakEvenShutdownOptions } from 'schedlab/policies';
 * const options: BreakEvenShutdownOptions = { sleepState: 'deepest' };
 * const rule = breakEvenShutdown(1, options);
 * ```
 */
export interface BreakEvenShutdownOptions {
  /**
   * The sleep state servers go to, as `idleTimeout`'s option: with a state k the wait is `factor`
   * times state k's break-even (`breakEvenOffDuration(model, { sleepState: k })`); with `'deepest'`,
   * `factor` times the shortest break-even of the model's states, then each server goes to the deepest
   * state worth its predicted off cycle. 0 is today's rule.
   * @defaultValue 0
   */
  readonly sleepState?: number | 'deepest';
}

/** The seconds a server of `model` waits idle before it goes off. */
function waitOf(model: PowerModel, factor: number, sleepState: number | 'deepest' | undefined): number {
  if (sleepState === undefined || sleepState === 0) return factor * breakEvenOffDuration(model);
  if (sleepState !== 'deepest') return factor * breakEvenOffDuration(model, { sleepState });
  let shortest = Infinity;
  for (let k = 0; k < (model.sleepStates?.length ?? 1); k++) shortest = Math.min(shortest, breakEvenOffDuration(model, { sleepState: k }));
  return factor * shortest;
}

/**
 * Break-even shutdown: a server idle for `factor` times its power model's break-even duration
 * (`breakEvenOffDuration`: the shortest off cycle that saves energy) is switched off. With factor 1
 * this is the classic rent-or-buy rule (Karlin, Manasse, McGeoch & Owicki, "Competitive randomized
 * algorithms for nonuniform problems", Algorithmica 1994): wait as long as an off cycle costs, then
 * switch off; it never spends more than twice the energy of an oracle that knows each idle period's
 * length (transition times aside). A server whose model never pays (off >= idle power) stays on.
 *
 * @param factor - multiple of the break-even duration to wait, >= 0 @defaultValue 1
 * @param options - the sleep state (`sleepState`: a state k, or `'deepest'`) @defaultValue {}
 * @throws InvalidInputError when factor is not a finite number >= 0, for an unknown option or a bad
 *   sleep state (one a cluster's model lacks: at the rule's first call in a run)
 * @example
 * ```ts
 * import { breakEvenShutdown, easyBackfilling, withShutdown } from 'schedlab/policies';
 * const policy = withShutdown(easyBackfilling(), breakEvenShutdown()); // Table 1: off after 211.67 s idle
 * ```
 */
export function breakEvenShutdown(factor = 1, options: BreakEvenShutdownOptions = {}): ShutdownRule {
  if (!(typeof factor === 'number' && Number.isFinite(factor) && factor >= 0)) throw new InvalidInputError(`breakEvenShutdown: factor must be a finite number >= 0, got ${showValue(factor)}`);
  checkOptions('breakEvenShutdown(factor, options)', options, BREAK_EVEN_SHUTDOWN_OPTIONS_KEYS);
  const sleepState = checkSleepStateOption('breakEvenShutdown: options', options.sleepState);
  const chooser = sleepChooser('breakEvenShutdown', sleepState);
  let cachedPlatform: ClusterView['platform'] | undefined;
  let wait: number[] = [];
  return Object.freeze({
    name: `breakEven(x${factor}${sleepState === undefined || sleepState === 0 ? '' : `, sleep ${sleepState}`})`,
    maxSuspendsPerMinute: Infinity,
    maxResumesPerMinute: Infinity,
    ...(sleepState === 'deepest' ? { sleepHistory: true } : {}),
    select(view: ClusterView, idle: readonly number[], history?: SleepHistory): ShutdownChoice {
      const p = view.platform;
      if (p !== cachedPlatform) {
        chooser(view, [], history); // a fixed state checked against every cluster's model first
        cachedPlatform = p;
        wait = p.clusters.map((c) => waitOf(c.power, factor, sleepState));
      }
      const off: number[] = [];
      let next = Infinity;
      for (const s of idle) {
        const expires = view.stateSince(s) + (wait[p.serverCluster[s] as number] as number);
        if (expires <= view.now) off.push(s);
        else if (expires < next) next = expires;
      }
      const states = off.length === 0 ? undefined : chooser(view, off, history);
      return states === undefined ? { off, next } : { off, next, sleepState: states };
    },
  });
}
