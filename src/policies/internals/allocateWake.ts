import type { Job } from '../../engine/Job';
import type { PowerPicture } from './wakePlan';

/**
 * Slurm's reading of waking (slurm.schedmd.com/power_save.html: powered-down nodes stay available to
 * the scheduler, and the nodes allocated to a job are resumed for it): every waiting job is offered,
 * in queue order, the servers left idle, then those already on their way, then the sleepers; the
 * sleepers that go to some job are the ones to switch on now. A job that does not fit even with every
 * sleeper is skipped (Slurm's backfill scheduler looks past it), without a reservation: a documented
 * simplification, as is that waking is decided on counts, not on particular nodes.
 *
 * @param picture - sleepers (by earliest readiness) and servers on their way
 * @param idle - servers idle after the base's own starts
 * @param waiting - jobs the base left waiting, in queue order
 * @returns the sleepers to switch on now (a prefix of `picture.sleepers`, by server index order)
 */
export function allocateWake(picture: PowerPicture, idle: number, waiting: readonly Job[]): number[] {
  let free = idle + picture.coming.length;
  let left = picture.sleepers.length;
  let wake = 0;
  for (const job of waiting) {
    if (left === 0 && free === 0) break;
    const need = job.kind === 'rigid' ? job.processors : job.minServers;
    if (need <= free) {
      free -= need;
    } else if (need <= free + left) {
      wake += need - free;
      left -= need - free;
      free = 0;
    }
  }
  return picture.sleepers
    .slice(0, wake)
    .map((s) => s.server)
    .sort((a, b) => a - b);
}
