import type { JobState } from './JobState';

/**
 * The job set's submissions in (submit, index) order: a sorted copy when the job list is not
 * already in submit order, else a plain copy (the run's `states` grows with online submissions,
 * the order does not).
 */
export function submissionOrder(states: readonly JobState[]): readonly JobState[] {
  for (let i = 1; i < states.length; i++) {
    if ((states[i] as JobState).job.submit < (states[i - 1] as JobState).job.submit) {
      return states.slice().sort((x, y) => x.job.submit - y.job.submit || x.index - y.index);
    }
  }
  return states.slice();
}
