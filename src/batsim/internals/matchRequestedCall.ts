import { sameBatsimTime } from './batsimTime';

/**
 * How late (s) a REQUESTED_CALL may come after the time asked: Batsim 4.2.1 called 368.345394 s for
 * a CALL_ME_LATER at 368.345386 s (8e-6 s late, a call asked 2e-6 s ahead: SimGrid's timing
 * precision). docs/batsim.md gives the lateness measured over the runs of `npm run check:batsim`.
 */
export const LATE_CALL = 1e-4;

/**
 * Which of the pending `CALL_ME_LATER` times (`calls`, at Batsim's precision) a REQUESTED_CALL at
 * `timestamp` answers: the one equal at Batsim's six decimals, else the earliest if the call comes
 * at most {@link LATE_CALL} s after it; -1 when none.
 */
export function matchRequestedCall(calls: readonly number[], timestamp: number): number {
  const k = calls.findIndex((c) => sameBatsimTime(c, timestamp));
  if (k >= 0 || calls.length === 0) return k;
  const early = Math.min(...calls);
  return early < timestamp && timestamp - early <= LATE_CALL ? calls.indexOf(early) : -1;
}
