import type { ClusterView } from '../engine/ClusterView';
import { InvalidInputError } from '../errors/InvalidInputError';
import { breakEvenOffDuration } from '../power/breakEvenOffDuration';
import type { ShutdownChoice, ShutdownRule } from './ShutdownRule';
import { showValue } from '../errors/internals/showValue';

/**
 * Break-even shutdown: a server idle for `factor` times its power model's break-even duration
 * (`breakEvenOffDuration`: the shortest off cycle that saves energy) is switched off. With factor 1
 * this is the classic rent-or-buy rule (Karlin, Manasse, McGeoch & Owicki, "Competitive randomized
 * algorithms for nonuniform problems", Algorithmica 1994): wait as long as an off cycle costs, then
 * switch off; it never spends more than twice the energy of an oracle that knows each idle period's
 * length (transition times aside). A server whose model never pays (off >= idle power) stays on.
 *
 * @param factor - multiple of the break-even duration to wait, >= 0 @defaultValue 1
 * @throws InvalidInputError when factor is not a finite number >= 0
 * @example
 * ```ts
 * import { breakEvenShutdown, easyBackfilling, withShutdown } from 'schedlab/policies';
 * const policy = withShutdown(easyBackfilling(), breakEvenShutdown()); // Table 1: off after 211.67 s idle
 * ```
 */
export function breakEvenShutdown(factor = 1): ShutdownRule {
  if (!(typeof factor === 'number' && Number.isFinite(factor) && factor >= 0)) throw new InvalidInputError(`breakEvenShutdown: factor must be a finite number >= 0, got ${showValue(factor)}`);
  let cachedPlatform: ClusterView['platform'] | undefined;
  let wait: number[] = [];
  return Object.freeze({
    name: `breakEven(x${factor})`,
    maxSuspendsPerMinute: Infinity,
    maxResumesPerMinute: Infinity,
    select(view: ClusterView, idle: readonly number[]): ShutdownChoice {
      const p = view.platform;
      if (p !== cachedPlatform) {
        cachedPlatform = p;
        wait = p.clusters.map((c) => factor * breakEvenOffDuration(c.power));
      }
      const off: number[] = [];
      let next = Infinity;
      for (const s of idle) {
        const expires = view.stateSince(s) + (wait[p.serverCluster[s] as number] as number);
        if (expires <= view.now) off.push(s);
        else if (expires < next) next = expires;
      }
      return { off, next };
    },
  });
}
