// One analysis run folder through the shared report bundle (CSV per table, .vl.json + .svg per
// chart, summary.json, report.json for `volley report`, index.html), written atomically.
// Shared by sweep and tournament.
import { buildReport, writeReportDir, type ReportChart, type ReportFile, type ReportInput, type ReportSection, type ReportTable } from '../../report/index.js';

export type OutputTable = ReportTable;
export type OutputChart = ReportChart;
export type OutputSection = ReportSection;

export interface AnalysisOutput {
  title: string;
  subtitle?: string;
  headline?: string;
  manifest: Record<string, unknown>;
  tables: OutputTable[];
  charts: OutputChart[];
  summary: unknown;
  sections: OutputSection[];
}

/** JSON has no NaN or Infinity: write them as null, explicitly, before the bundle serialises. */
export function finite<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v))) as T;
}

export function reportInput(o: AnalysisOutput): ReportInput {
  return {
    title: o.title,
    subtitle: o.subtitle,
    headline: o.headline,
    manifest: o.manifest,
    tables: o.tables,
    charts: o.charts,
    summaryJson: finite(o.summary),
    sections: o.sections,
  };
}

/** `extra`: files outside the report bundle, e.g. timing.json. */
export async function writeAnalysis(dir: string, o: AnalysisOutput, extra: ReportFile[] = []): Promise<ReportFile[]> {
  const files = [...(await buildReport(reportInput(o))), ...extra];
  await writeReportDir(dir, files);
  return files;
}
