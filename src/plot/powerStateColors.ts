/**
 * The fixed colors of server power states in Gantt charts (Dupont, Mejri & Da Costa 2020,
 * section 4, Fig. 2), plus the overlay color of reconfiguration intervals. Color-blind-safe
 * distinct hues: grey off, orange switching on, light blue idle, dark blue computing, red
 * switching off, purple reconfiguring.
 *
 * @example
 * ```ts
 * import { powerStateColors } from 'schedlab/plot';
 * powerStateColors.computing; // '#2c7bb6'
 * ```
 */
export const powerStateColors = Object.freeze({
  off: '#bdbdbd',
  switchingOn: '#fdae61',
  idle: '#abd9e9',
  computing: '#2c7bb6',
  switchingOff: '#d7191c',
  reconfiguring: '#7b3294',
} as const);

/**
 * A server power state drawn by `ganttFigure`.
 *
 * @example
 * ```ts
 * import { powerStateColors, type PowerStateName } from 'schedlab/plot';
 * const states: PowerStateName[] = ['off', 'switchingOn', 'idle', 'computing', 'switchingOff'];
 * const legend = states.map((s) => `${s}: ${powerStateColors[s]}`);
 * ```
 */
export type PowerStateName = 'off' | 'switchingOn' | 'idle' | 'computing' | 'switchingOff';
