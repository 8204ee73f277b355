// Vega-Lite spec builders, one file per chart kind under ./charts/.
export { CHART_FONT, CHART_WIDTH, VEGA_LITE_SCHEMA, shortNumber, type ChartSpec } from './charts/common.js';
export { scoreBarChart, type ScoreRow } from './charts/score.js';
export { histogramBinWidth, histogramChart, type HistogramRow } from './charts/histogram.js';
export { heatmapChart, wrapLabel, type HeatmapCell } from './charts/heatmap.js';
export { rankedBarChart, type RankedOptions, type RankedRow } from './charts/ranked.js';
export { sweepChart, type Crossing, type FitPoint, type SweepPoint } from './charts/sweep.js';
export { trajectoryChart, type TrajectoryLine } from './charts/trajectory.js';
