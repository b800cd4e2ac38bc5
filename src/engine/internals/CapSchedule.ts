/** A power cap over time: `watts[i]` from `times[i]` on (ascending); no cap before `times[0]`. */
export interface CapSchedule {
  readonly times: readonly number[];
  readonly watts: readonly number[];
}
