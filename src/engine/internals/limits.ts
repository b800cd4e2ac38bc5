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
