// Writes one analysis run folder: CSV tables, each chart as .vl.json + .svg, summary.json and a
// self-contained index.html, all at once (writeReportDir is atomic). Shared by sweep and tournament.
import type { ChartSpec } from '../../report/charts.js';
import { toCsv } from '../../report/csv.js';
import { renderHtml, type HtmlSection, type HtmlTable } from '../../report/html.js';
import { renderSvg } from '../../report/svg.js';
import { writeReportDir, type ReportFile } from '../../report/writer.js';

export interface OutputTable {
  /** File name without extension (name.csv). */
  name: string;
  rows: Record<string, unknown>[];
  columns?: string[];
}

export interface OutputChart {
  /** File name without extension (name.vl.json, name.svg). */
  name: string;
  title: string;
  spec: ChartSpec;
}

export interface OutputSection {
  heading: string;
  text?: string;
  /** Names of charts (from `charts`) shown in this section. */
  charts?: string[];
  tables?: HtmlTable[];
}

export interface AnalysisOutput {
  title: string;
  subtitle?: string;
  manifest: Record<string, unknown>;
  tables: OutputTable[];
  charts: OutputChart[];
  summary: unknown;
  sections: OutputSection[];
}

/** JSON with NaN/Infinity as null (JSON has no spelling for them). */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2)}\n`;
}

export async function buildFiles(o: AnalysisOutput): Promise<ReportFile[]> {
  const files: ReportFile[] = [];
  for (const t of o.tables) files.push({ path: `${t.name}.csv`, content: toCsv(t.rows, t.columns) });
  const svgs = new Map<string, string>();
  for (const c of o.charts) {
    const svg = await renderSvg(c.spec);
    svgs.set(c.name, svg);
    files.push({ path: `${c.name}.vl.json`, content: jsonText(c.spec) });
    files.push({ path: `${c.name}.svg`, content: svg });
  }
  files.push({ path: 'summary.json', content: jsonText(o.summary) });
  const sections: HtmlSection[] = o.sections.map((s) => ({
    heading: s.heading,
    text: s.text,
    tables: s.tables,
    charts: (s.charts ?? []).map((name) => {
      const c = o.charts.find((x) => x.name === name);
      if (!c) throw new Error(`report section '${s.heading}' names an unknown chart '${name}'`);
      return { title: c.title, svg: svgs.get(name)! };
    }),
  }));
  files.push({ path: 'index.html', content: renderHtml({ title: o.title, subtitle: o.subtitle, manifest: o.manifest, sections }) });
  return files;
}

export async function writeAnalysis(dir: string, o: AnalysisOutput): Promise<ReportFile[]> {
  const files = await buildFiles(o);
  await writeReportDir(dir, files);
  return files;
}
