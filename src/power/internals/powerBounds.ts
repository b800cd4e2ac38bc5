/**
 * Largest power of one server state (W): 10^9, a gigawatt, above any machine (the largest data
 * centres draw some 10^8 W in all). With at most 10^7 servers and 10^12 s (the engine's bounds,
 * docs/errors.md) energies stay below 10^28 J, far from overflowing a double; 1e308 W used to be
 * accepted and made busy energies Infinity (issue 32, class 8).
 */
export const MAX_WATTS = 1e9;

/** Largest transition time (s): the engine's bound on every time-like number, 10^12 s. */
export const MAX_TRANSITION_SECONDS = 1e12;

/**
 * Why `value` cannot be the power model's `field` (a finite number >= 0, at most `MAX_WATTS` for
 * powers and `MAX_TRANSITION_SECONDS` for durations), or undefined when it can.
 */
export function powerFieldProblem(field: (typeof POWER_MODEL_FIELDS)[number], value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return 'a finite number >= 0';
  const duration = field === 'switchOnDuration' || field === 'switchOffDuration';
  if (duration ? value > MAX_TRANSITION_SECONDS : value > MAX_WATTS) return duration ? `at most ${MAX_TRANSITION_SECONDS} s` : `at most ${MAX_WATTS} W`;
  return undefined;
}

/** The fields of a power model: watts per state and transition times (s). */
export const POWER_MODEL_FIELDS = ['off', 'switchingOn', 'idle', 'computing', 'switchingOff', 'switchOnDuration', 'switchOffDuration'] as const;
