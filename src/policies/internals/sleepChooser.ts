import type { ClusterView } from '../../engine/ClusterView';
import { InvalidInputError } from '../../errors/InvalidInputError';
import { showValue } from '../../errors/internals/showValue';
import { deepestSleepState } from '../../power/deepestSleepState';
import type { SleepHistory } from '../ShutdownRule';

/** The sleep states of a rule's `off` servers (ShutdownChoice.sleepState), undefined for state 0. */
export type SleepChooser = (view: ClusterView, off: readonly number[], history: SleepHistory | undefined) => number | readonly number[] | undefined;

/** A rule's `sleepState` option checked: an integer >= 0, 'deepest' or undefined; an InvalidInputError naming `where` otherwise. */
export function checkSleepStateOption(where: string, v: unknown): number | 'deepest' | undefined {
  if (v === undefined || v === 'deepest' || (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 254)) return v;
  throw new InvalidInputError(`${where}: sleepState must be an integer in [0, 254] or 'deepest', got ${showValue(v)}`);
}

/**
 * How a shutdown rule picks the sleep state of the servers it switches off (issue 38):
 * - undefined or 0: none given (a plain `switchOff`, today's decision);
 * - k: state k for all, checked against every cluster's power model when the rule first sees a
 *   platform (an InvalidInputError naming the rule, the cluster and its number of states);
 * - 'deepest': per server, `deepestSleepState(model, predicted)` (state 0 when none pays), where the
 *   predicted off cycle is the server's last sleep (`history.lastSleep`: the last-value predictor,
 *   Hwang & Wu's exponential average with weight 1, ACM TODAES 5(2), 2000), or, before its first
 *   wake-up, the time it has been idle so far (the rent-or-buy reading: an idle period that has
 *   lasted t is predicted to last t more).
 */
export function sleepChooser(where: string, option: number | 'deepest' | undefined): SleepChooser {
  if (option === undefined || option === 0) return () => undefined;
  if (option === 'deepest') {
    return (view, off, history) => {
      const clusters = view.platform.clusters;
      const of = view.platform.serverCluster;
      const states: number[] = [];
      let any = false;
      for (const s of off) {
        const model = clusters[of[s] as number]!.power;
        const predicted = history?.lastSleep(s) ?? view.now - view.stateSince(s);
        const k = model.sleepStates === undefined ? 0 : (deepestSleepState(model, predicted) ?? 0);
        if (k !== 0) any = true;
        states.push(k);
      }
      return any ? states : undefined;
    };
  }
  let checked: ClusterView['platform'] | undefined;
  return (view) => {
    if (view.platform !== checked) {
      view.platform.clusters.forEach((c, i) => {
        const count = c.power.sleepStates?.length ?? 1;
        if (option >= count) throw new InvalidInputError(`${where}: sleepState ${option} does not exist in cluster ${i}'s power model (${count} sleep state${count === 1 ? '' : 's'})`);
      });
      checked = view.platform;
    }
    return option;
  };
}
