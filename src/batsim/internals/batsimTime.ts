/**
 * Batsim 4 writes every time it sends with six decimals (`"now":805.725384`: its JSON writer's
 * `%.6f`, seen in the messages of the real Batsim 4.2.1), so a time schedlab asks for
 * (`CALL_ME_LATER`) comes back rounded to the microsecond. The session asks only for times already
 * at that precision ({@link batsimTime}) and matches what Batsim echoes within
 * {@link sameBatsimTime}'s tolerance.
 */
export const BATSIM_TIME_DECIMALS = 6;

/**
 * Latest time (s) the session accepts from Batsim (`now`, event timestamps) and asks it for
 * (`CALL_ME_LATER`): ten times the latest of Batsim's own example workloads (test_long_workload.json
 * submits at 1e17 s). Batsim's clock is a double, so such times are represented (at 1e17 s to 16 s,
 * one ulp); the engine's 1e12 s bound (`MAX_SECONDS`) bounds the jobs a policy sees (a job submitted
 * later is answered REJECT_JOB), not Batsim's clock nor the callbacks a policy asks for. A message
 * beyond this bound is refused.
 */
export const MAX_BATSIM_SECONDS = 1e18;

/** Above this (s) a double holds fewer than six decimals: every double is "at Batsim's precision". */
const EXACT_BELOW = 2 ** 53 / 10 ** BATSIM_TIME_DECIMALS;

/**
 * `t` rounded to the nearest microsecond, the time Batsim's echo will carry (`t` itself above
 * 2^53 / 10^6 s, about 9e9 s, where doubles are coarser than a microsecond).
 */
export function batsimTime(t: number): number {
  if (!(Math.abs(t) < EXACT_BELOW)) return t;
  return Math.round(t * 10 ** BATSIM_TIME_DECIMALS) / 10 ** BATSIM_TIME_DECIMALS;
}

/**
 * Whether two times are the same for Batsim: within 1e-6 s (one unit of its sixth decimal: the
 * half unit of its rounding plus the error of parsing the decimal text), or within 4 ulps where
 * doubles are coarser than that.
 */
export function sameBatsimTime(a: number, b: number): boolean {
  if (!(Number.isFinite(a) && Number.isFinite(b))) return a === b;
  return Math.abs(a - b) <= 1e-6 + 4 * Number.EPSILON * Math.max(Math.abs(a), Math.abs(b));
}
