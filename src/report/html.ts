// One self-contained HTML page: inline CSS and SVG, no scripts, no network.

/** 'points': a change of a share in points of score (percentage points), signed: 0.051 → "+5.1". */
export type ColumnFormat = 'auto' | 'text' | 'integer' | 'percent' | 'points' | { decimals: number };

export interface HtmlColumn {
  key: string;
  /** Header text; the key when absent. */
  label?: string;
  format?: ColumnFormat;
}

export interface HtmlTable {
  caption: string;
  columns: (string | HtmlColumn)[];
  rows: Record<string, unknown>[];
  /** Shown folded in a <details> (every column of a table whose main view shows a few). */
  folded?: boolean;
}

export interface HtmlChart {
  title: string;
  /** An SVG document from renderSvg (trusted markup, inserted as is). */
  svg: string;
}

export interface HtmlSection {
  heading: string;
  /** Plain text; blank lines separate paragraphs. */
  text?: string;
  tables?: HtmlTable[];
  charts?: HtmlChart[];
}

export interface HtmlPage {
  title: string;
  subtitle?: string;
  /** The answer in one sentence, shown first. */
  headline?: string;
  manifest: Record<string, unknown>;
  sections: HtmlSection[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A table cell's text. 'auto': integers with thousands separators, other numbers to 4
 * significant digits (at most 4 decimals), booleans yes/no, objects as JSON.
 */
export function formatCell(value: unknown, format: ColumnFormat = 'auto'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '';
    if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
    if (format === 'text') return String(value);
    if (format === 'percent') return `${(value * 100).toFixed(1)}%`;
    if (format === 'points') return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value * 100).toFixed(1)}`;
    if (format === 'integer') return grouped.format(Math.round(value));
    if (typeof format === 'object') return value.toFixed(format.decimals);
    if (Number.isInteger(value)) return grouped.format(value);
    const magnitude = Math.abs(value);
    const decimals = magnitude >= 1000 ? 0 : magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : magnitude >= 1 ? 3 : 4;
    return value.toFixed(decimals);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function column(c: string | HtmlColumn): HtmlColumn {
  return typeof c === 'string' ? { key: c } : c;
}

function slug(text: string, used: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section';
  let id = base;
  for (let i = 2; used.has(id); i++) id = `${base}-${i}`;
  used.add(id);
  return id;
}

function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function table(t: HtmlTable): string {
  const cols = t.columns.map(column);
  const head = cols.map((c) => `<th scope="col">${escapeHtml(c.label ?? c.key)}</th>`).join('');
  const body = t.rows
    .map((row) => {
      const cells = cols.map((c) => {
        const v = row[c.key];
        const numeric = typeof v === 'number' || typeof v === 'bigint' || (typeof v === 'string' && /^[−+-]?[\d.,]+%?( \[.*\])?$/.test(v));
        return `<td${numeric ? ' class="num"' : ''}>${escapeHtml(formatCell(v, c.format))}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  const html = [
    '<div class="table-wrap"><table>',
    t.folded ? '' : `<caption>${escapeHtml(t.caption)}</caption>`,
    `<thead><tr>${head}</tr></thead>`,
    `<tbody>\n${body}\n</tbody>`,
    '</table></div>',
  ]
    .filter(Boolean)
    .join('\n');
  return t.folded ? `<details class="all-columns"><summary>${escapeHtml(t.caption)}</summary>\n${html}\n</details>` : html;
}

/** Strips what must not sit inside an HTML page: an XML prolog or doctype before <svg. */
function inlineSvg(svg: string): string {
  const start = svg.indexOf('<svg');
  if (start < 0) throw new Error('chart markup is not an SVG document (no <svg element)');
  return svg.slice(start).trim();
}

function chart(c: HtmlChart): string {
  return `<figure class="chart">\n<figcaption>${escapeHtml(c.title)}</figcaption>\n${inlineSvg(c.svg)}\n</figure>`;
}

function manifestValue(value: unknown): string {
  if (value === null || value === undefined) return '<span class="muted">none</span>';
  if (typeof value === 'object') return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
  return `<code>${escapeHtml(String(value))}</code>`;
}

function manifest(m: Record<string, unknown>): string {
  const items = Object.entries(m)
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt>\n<dd>${manifestValue(v)}</dd>`)
    .join('\n');
  return `<dl class="manifest">\n${items}\n</dl>`;
}

const CSS = `
:root { color-scheme: light; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #1a1a1a; background: #fff;
  margin: 0 auto; padding: 24px 32px 48px; max-width: 1280px; box-sizing: border-box; line-height: 1.45; font-size: 15px; }
h1 { font-size: 26px; margin: 0 0 4px; }
.subtitle { color: #555; margin: 0 0 16px; }
.headline { font-size: 18px; font-weight: bold; margin: 8px 0 16px; padding: 8px 12px; border-left: 4px solid #1a1a1a; background: #f6f6f6; }
details summary { cursor: pointer; margin: 8px 0; }
h2 { font-size: 20px; border-bottom: 1px solid #ccc; padding-bottom: 4px; margin-top: 36px; }
nav ul { list-style: none; padding: 0; margin: 8px 0 0; display: flex; flex-wrap: wrap; gap: 6px 18px; }
a { color: #1a1a1a; }
.table-wrap { overflow-x: auto; margin: 16px 0; }
table { border-collapse: collapse; font-size: 13px; }
caption { text-align: left; font-weight: bold; padding: 4px 0 6px; }
th, td { border: 1px solid #d0d0d0; padding: 3px 8px; vertical-align: top; }
th { background: #f2f2f2; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tbody tr:nth-child(even) td { background: #fafafa; }
figure.chart { margin: 20px 0; overflow-x: auto; }
figure.chart figcaption { font-weight: bold; margin-bottom: 6px; }
/* a chart wider than the page is scaled down to fit it (the SVG has a viewBox), never scrolled */
figure.chart svg { display: block; max-width: 100%; height: auto; }
dl.manifest { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; font-size: 13px; }
dl.manifest dt { font-weight: bold; }
dl.manifest dd { margin: 0; min-width: 0; }
dl.manifest pre { margin: 0; white-space: pre-wrap; word-break: break-word; }
code, pre { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 12px; }
.muted { color: #777; }
footer { margin-top: 40px; color: #777; font-size: 12px; }
`.trim();

/** The whole report page. All text is escaped; chart SVG is inlined as rendered. */
export function renderHtml(page: HtmlPage): string {
  const used = new Set<string>(['manifest']);
  const sections = page.sections.map((s) => ({ s, id: slug(s.heading, used) }));
  const nav = [...sections.map(({ s, id }) => ({ id, heading: s.heading })), { id: 'manifest', heading: 'Manifest' }]
    .map(({ id, heading }) => `<li><a href="#${id}">${escapeHtml(heading)}</a></li>`)
    .join('');
  const body = sections
    .map(({ s, id }) =>
      [
        `<section id="${id}">`,
        `<h2>${escapeHtml(s.heading)}</h2>`,
        s.text ? paragraphs(s.text) : '',
        ...(s.charts ?? []).map(chart),
        ...(s.tables ?? []).map(table),
        '</section>',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
  return `${[
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Nothing on this page may reach the network.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    `<title>${escapeHtml(page.title)}</title>`,
    `<style>\n${CSS}\n</style>`,
    '</head>',
    '<body>',
    '<header>',
    `<h1>${escapeHtml(page.title)}</h1>`,
    page.subtitle ? `<p class="subtitle">${escapeHtml(page.subtitle)}</p>` : '',
    page.headline ? `<p class="headline" id="headline">${escapeHtml(page.headline)}</p>` : '',
    `<nav><ul>${nav}</ul></nav>`,
    '</header>',
    '<main>',
    body,
    '<section id="manifest">',
    '<h2>Manifest</h2>',
    // folded: the rule options and seeds are for reproducing the run, not for reading the answer
    '<details>',
    '<summary>How these games were played (seeds, lists, rule options)</summary>',
    manifest(page.manifest),
    '</details>',
    '</section>',
    '</main>',
    '<footer>Generated by volley. Self-contained: no scripts, no network.</footer>',
    '</body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')}\n`;
}
