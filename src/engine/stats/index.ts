/** volley's game-agnostic statistics: pure functions, no I/O, no ruleset knowledge. */
export { normalCdf, normalQuantile, zFor, erfc } from './normal.js';
export { wilson, type ProportionInterval } from './wilson.js';
export type { MeanInterval } from './boundedMean.js';
export {
  scoreInterval,
  pairedScoreInterval,
  pairMoments,
  varianceSaved,
  type WDL,
  type PairHist,
  type ScoreInterval,
  type ScoreMethod,
  type VarianceSaved,
} from './score.js';
export {
  moments,
  meanInterval,
  histogramQuantile,
  histogramSummary,
  type Moments,
  type MomentsInterval,
  type Histogram,
  type HistogramSummary,
} from './moments.js';
export { pairedDifference, type PairedDifference } from './paired.js';
export type { GateDesign, OperatingPoint } from './gateDesign.js';
export {
  sprtBounds,
  sprtBernoulli,
  sprtNormal,
  sprtScoreDifference,
  type SprtDecision,
  type SprtResult,
  type ScoreDifferenceSprt,
  type ScoreDifferenceHypotheses,
} from './sprt.js';
export { bradleyTerry, type BradleyTerryInput, type BradleyTerryResult } from './bradleyTerry.js';
export { solveZeroSum, metaMix, type ZeroSumSolution, type MetaMix } from './nash.js';
export { logisticFit, type LogisticPoint, type LogisticFit, type Crossing } from './logistic.js';
export { gamesNeeded, type Pilot, type PlanInput, type Plan } from './planner.js';
export { fieldScore, type FieldCell, type FieldScore } from './field.js';
