export type { Matrix } from './Matrix';
export type { RankSummary } from './RankSummary';

// descriptive
export { mean } from './mean';
export { standardDeviation } from './standardDeviation';
export { median } from './median';
export { quantile } from './quantile';
export { iqr } from './iqr';
export { summarize } from './summarize';
export type { ColumnSummary } from './summarize';
export { bootstrapCi } from './bootstrapCi';
export type { BootstrapOptions, BootstrapCiResult } from './bootstrapCi';

// ranks and the Friedman test
export { rankData } from './rankData';
export type { RankDataOptions } from './rankData';
export type { TieMethod } from './TieMethod';
export { rank } from './rank';
export type { RankOptions, RankResult } from './rank';
export { friedman } from './friedman';
export type { FriedmanOptions, FriedmanResult } from './friedman';
export { imanDavenport } from './imanDavenport';
export { rmAnova } from './rmAnova';
export type { RmAnovaResult } from './rmAnova';
export type { ImanDavenportResult } from './imanDavenport';

// post-hoc procedures
export type { AdjustmentMethod } from './AdjustmentMethod';
export { adjustPValues, adjustLog10PValues } from './adjustPValues';
export type { AdjustOptions } from './adjustPValues';
export { shafferCounts } from './shafferCounts';
export { pairwiseFriedmanPosthoc } from './pairwiseFriedmanPosthoc';
export type { PosthocOptions, PosthocResult, PairwiseComparison } from './pairwiseFriedmanPosthoc';
export { criticalDifference } from './criticalDifference';
export type { CriticalDifferenceOptions, CriticalDifferenceResult } from './criticalDifference';
export { nemenyi } from './nemenyi';
export type { NemenyiOptions, NemenyiResult } from './nemenyi';
export { controlComparison } from './controlComparison';
export type { ControlComparisonOptions, ControlComparisonResult, ControlComparison } from './controlComparison';
export { bonferroniDunn } from './bonferroniDunn';
export type { BonferroniDunnOptions } from './bonferroniDunn';
export type { PValueMatrix } from './PValueMatrix';
export type { SetupPair } from './SetupPair';
export { conoverFriedman } from './conoverFriedman';
export type { ConoverFriedmanOptions, ConoverFriedmanResult } from './conoverFriedman';
export { weakRanking } from './weakRanking';
export type { WeakRankingOptions, WeakRankingResult, RankGroup } from './weakRanking';

export { shapiroWilk } from './shapiroWilk';
export type { ShapiroWilkResult } from './shapiroWilk';

// effect sizes
export type { EffectSize, EffectSizeMeasure, EffectMagnitude } from './EffectSize';
export { effectMagnitude } from './effectMagnitude';
export { varghaDelaneyA12 } from './varghaDelaneyA12';
export type { DominanceOptions } from './varghaDelaneyA12';
export { cliffsDelta } from './cliffsDelta';
export { effectSizeCi } from './effectSizeCi';
export type { EffectSizeCiOptions, EffectSizeWithCi } from './effectSizeCi';

// pairwise tests
export { winMatrix } from './winMatrix';
export type { WinMatrixResult } from './winMatrix';
export type { Alternative, TestMethod, TestResult } from './TestResult';
export { wilcoxonSignedRank } from './wilcoxonSignedRank';
export type { WilcoxonOptions, WilcoxonResult } from './wilcoxonSignedRank';
export { mannWhitneyU } from './mannWhitneyU';
export type { MannWhitneyOptions, MannWhitneyResult } from './mannWhitneyU';
export { signTest } from './signTest';
export type { SignTestOptions, SignTestResult } from './signTest';

// distributions
export { distributions } from './distributions';
export type {
  Distributions,
  ChiSquareDistribution,
  NormalDistribution,
  FDistribution,
  StudentizedRangeDistribution,
} from './distributions';

// goodness of fit
export { ksTwoSample } from './ksTwoSample';
export type { KsTwoSampleResult } from './ksTwoSample';
