// Turns tables, chart specs and a summary into the files of one report folder. Game-agnostic:
// commands (run, matrix, sweep, compare, …) decide what the tables and charts are.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChartSpec } from './charts.js';
import { discoverColumns, toCsv } from './csv.js';
import { renderHtml, type ColumnFormat, type HtmlSection } from './html.js';
import { renderSvg } from './svg.js';
import { viewTables } from './tableView.js';
import type { ReportFile } from './writer.js';
import { caveatChart, caveatOf, caveatRows, withCaveat } from './caveat.js';

export interface ReportTable {
  /** File stem: `<name>.csv`. Letters, digits, '.', '_' and '-'. */
  name: string;
  rows: Record<string, unknown>[];
  /** Column order (and selection) for both CSV and HTML; default: keys in order of appearance. */
  columns?: string[];
  /** Caption in the HTML page; default: the name. */
  caption?: string;
  /** HTML number formats per column (the CSV keeps full precision). */
  formats?: Record<string, ColumnFormat>;
  /** Columns the page shows (with readable headers, intervals merged); the rest are folded. Default: all. */
  primary?: string[];
  /** Interval columns of a value column whose names do not say (e.g. winEvent → winLo, winHi). */
  intervals?: Record<string, [string, string]>;
  /** Header words for an interval that is not a 95% one, per value column. */
  intervalLabels?: Record<string, string>;
  /** False when a 'policy' column names the rows (a policy ladder): one table, not one per policy. Default true. */
  perPolicy?: boolean;
  /** False: the CSV only, for a table the page already shows another way (a matrix drawn as a heatmap). Default true. */
  onPage?: boolean;
}

export interface ReportChart {
  /** File stem: `<name>.vl.json` and `<name>.svg`. */
  name: string;
  title: string;
  spec: ChartSpec;
}

/** A section of the HTML page that refers to tables and charts by name. */
export interface ReportSection {
  heading: string;
  text?: string;
  tables?: string[];
  charts?: string[];
}

export interface ReportInput {
  title: string;
  subtitle?: string;
  /** The answer in one sentence: top of index.html and `headline` in summary.json. */
  headline?: string;
  manifest: Record<string, unknown>;
  tables: ReportTable[];
  charts: ReportChart[];
  /** Written as summary.json (pretty-printed). */
  summaryJson: unknown;
  /** Page layout; tables and charts no section names are appended under "Other results". */
  sections?: ReportSection[];
}

/** File holding the input of buildReport, so `volley report <dir>` can rebuild the folder. */
export const REPORT_INPUT_FILE = 'report.json';
const RESERVED = new Set(['summary.json', 'index.html', REPORT_INPUT_FILE]);
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function checkNames(input: ReportInput): void {
  const files = new Set<string>(RESERVED);
  const claim = (file: string, what: string) => {
    if (files.has(file)) throw new Error(`report ${what} would write ${file}, which is already taken`);
    files.add(file);
  };
  for (const t of input.tables) {
    if (!NAME.test(t.name)) throw new Error(`report table name ${JSON.stringify(t.name)}: use letters, digits, '.', '_', '-'`);
    claim(`${t.name}.csv`, `table ${t.name}`);
  }
  for (const c of input.charts) {
    if (!NAME.test(c.name)) throw new Error(`report chart name ${JSON.stringify(c.name)}: use letters, digits, '.', '_', '-'`);
    claim(`${c.name}.vl.json`, `chart ${c.name}`);
    claim(`${c.name}.svg`, `chart ${c.name}`);
  }
  const tables = new Set(input.tables.map((t) => t.name));
  const charts = new Set(input.charts.map((c) => c.name));
  for (const s of input.sections ?? []) {
    for (const t of s.tables ?? []) if (!tables.has(t)) throw new Error(`report section "${s.heading}" names unknown table ${t}`);
    for (const c of s.charts ?? []) if (!charts.has(c)) throw new Error(`report section "${s.heading}" names unknown chart ${c}`);
  }
}

/** Default layout: all charts, then all tables. */
function defaultSections(input: ReportInput): ReportSection[] {
  const sections: ReportSection[] = [];
  if (input.charts.length) sections.push({ heading: 'Charts', charts: input.charts.map((c) => c.name) });
  const shown = input.tables.filter((t) => t.onPage !== false);
  if (shown.length) sections.push({ heading: 'Tables', tables: shown.map((t) => t.name) });
  return sections;
}

/**
 * Files of one report folder, in a fixed order: per table `<name>.csv`; per chart
 * `<name>.vl.json` and `<name>.svg`; `summary.json`; `report.json` (this input, for rebuilding);
 * `index.html` with every chart inline and every table. Pass them to writeReportDir.
 */
export async function buildReport(given: ReportInput): Promise<ReportFile[]> {
  // Render from the saved (JSON) form of the input, so NaN → null happens before rendering and
  // `volley report` rebuilds byte-identical files from report.json.
  const input = JSON.parse(jsonText(given)) as ReportInput;
  checkNames(input);
  const files: ReportFile[] = [];
  // the ruleset's caveat (Ruleset.caveat) goes into every file: a CSV column, a chart subtitle,
  // report.json, and the headline of summary.json and the page
  const caveat = caveatOf(input.manifest);
  for (const t of input.tables)
    files.push({ path: `${t.name}.csv`, content: toCsv(caveatRows(t.rows, caveat), t.columns && caveat !== undefined ? [...t.columns, 'caveat'] : t.columns) });
  const svgs = new Map<string, string>();
  for (const c of input.charts) {
    const spec = caveatChart(c.spec, caveat);
    const svg = await renderSvg(spec);
    svgs.set(c.name, svg);
    files.push({ path: `${c.name}.vl.json`, content: jsonText(spec) }, { path: `${c.name}.svg`, content: svg });
  }
  const headline = withCaveat(input.headline, caveat);
  const summary =
    headline !== undefined && input.summaryJson !== null && typeof input.summaryJson === 'object' && !Array.isArray(input.summaryJson)
      ? { headline, ...(caveat !== undefined ? { caveat } : {}), ...(input.summaryJson as Record<string, unknown>) }
      : input.summaryJson;
  files.push({ path: 'summary.json', content: jsonText(summary) });
  files.push({ path: REPORT_INPUT_FILE, content: jsonText(caveat !== undefined ? { caveat, ...input } : input) });

  const sections = input.sections ? [...input.sections] : defaultSections(input);
  const placedTables = new Set(sections.flatMap((s) => s.tables ?? []));
  const placedCharts = new Set(sections.flatMap((s) => s.charts ?? []));
  const leftTables = input.tables.filter((t) => !placedTables.has(t.name) && t.onPage !== false).map((t) => t.name);
  const leftCharts = input.charts.filter((c) => !placedCharts.has(c.name)).map((c) => c.name);
  if (leftTables.length || leftCharts.length) sections.push({ heading: 'Other results', tables: leftTables, charts: leftCharts });

  const tableByName = new Map(input.tables.map((t) => [t.name, t]));
  const chartByName = new Map(input.charts.map((c) => [c.name, c]));
  const htmlSections: HtmlSection[] = sections.map((s) => ({
    heading: s.heading,
    text: s.text,
    charts: (s.charts ?? []).map((name) => ({ title: chartByName.get(name)!.title, svg: svgs.get(name)! })),
    tables: (s.tables ?? []).flatMap((name) => {
      const t = tableByName.get(name)!;
      const columns = t.columns ?? discoverColumns(t.rows);
      const v = viewTables({
        name: t.name,
        caption: t.caption ?? t.name,
        rows: t.rows,
        columns,
        formats: t.formats,
        primary: t.primary,
        intervals: t.intervals,
        intervalLabels: t.intervalLabels,
        perPolicy: t.perPolicy,
      });
      return v.folded ? [...v.shown, { ...v.folded, folded: true }] : v.shown;
    }),
  }));
  files.push({
    path: 'index.html',
    content: renderHtml({ title: input.title, subtitle: input.subtitle, headline, manifest: input.manifest, sections: htmlSections }),
  });
  return files;
}

/** Reads the report.json a previous buildReport wrote, to rebuild a folder (`volley report <dir>`). */
export async function readReportInput(dir: string): Promise<ReportInput> {
  const path = join(dir, REPORT_INPUT_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read ${path}: ${(err as Error).message}`);
  }
  const o = parsed as Partial<ReportInput> | null;
  if (!o || typeof o.title !== 'string' || !Array.isArray(o.tables) || !Array.isArray(o.charts) || typeof o.manifest !== 'object') {
    throw new Error(`${path} is not a volley report input (needs title, manifest, tables, charts)`);
  }
  return o as ReportInput;
}
