export { powerModel, PAPER_POWER_MODEL } from './PowerModel';
export type { PowerModel, PowerModelOptions, ComputingPstate } from './PowerModel';
export type { SleepState } from './SleepState';
export { breakEvenOffDuration, PAPER_MIN_OFF_DURATION } from './breakEvenOffDuration';
export type { BreakEvenOptions } from './breakEvenOffDuration';
export { deepestSleepState } from './deepestSleepState';
export { offCycleEnergy } from './offCycleEnergy';
