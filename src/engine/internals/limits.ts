/**
 * Most scheduling rounds at one instant before a run is declared stuck. Rounds at the same time
 * follow only from zero-duration events a policy causes (a reconfiguration of a job with data 0, a
 * power cycle on a model with zero transition times); 10,000 is far above any legitimate cascade.
 */
export const MAX_ROUNDS_AT_ONE_TIME = 10_000;

/**
 * Most periodic decision ticks in one run (`decisionInterval`): 10^7, e.g. a 10 s clock over three
 * years of simulated time. A tiny interval (1e-9 s) on a long run would otherwise never end.
 */
export const MAX_TICKS = 10_000_000;

/**
 * Largest time-like value that enters the engine (s): a job's `submit`, `mass`, `runtime`,
 * `estimate` and `data`, a `decisionInterval`, `decisionOrigin` or `clockStart`, the duration of a
 * power-off decision, and a job's `taskBandwidth` (its product with the job's size must stay finite).
 * 10^12 s is 31,700 years; beyond it a double resolves time only to about 10^-4 s and a value such
 * as 1e300 would swallow every duration added to it (stretch 0, or a job started at 1e300 s).
 */
export const MAX_SECONDS = 1e12;

/**
 * Smallest server speed and inter-cluster link bandwidth the engine accepts (issue 41): at 1e-300 a
 * job of 10 s ran for 5e300 s, far past {@link MAX_SECONDS}, and its energy came out near 1e303 J
 * (Infinity with a larger power). 10^-6 keeps a job of the largest run time within 10^18 s, where
 * durations and energies are still finite doubles with room to add; the largest speed is its
 * inverse. A documented choice: real speeds and bandwidths are many orders inside.
 */
export const MIN_RATE = 1e-6;
/** Largest server speed (see {@link MIN_RATE}). */
export const MAX_SPEED = 1e6;

/**
 * Most consecutive scheduling points at which jobs wait, nothing runs, no job is still to be
 * submitted and the policy only powers servers down or asks to be called (`powerOff`, `switchOff`,
 * `callMeLater`) before a run is declared stuck: such a policy power-cycles for ever (issue 38). A
 * policy that wakes servers and then starts a job needs a few such points, not 10,000.
 */
export const MAX_IDLE_CYCLES = 10_000;
