// Reads back which data marks a vega SVG (or a browser's serialisation of it) contains, so tests
// and the browser check can count bars, points and cells instead of trusting file sizes.

export interface MarkGroup {
  /** vega mark type: rect, symbol, rule, line, text, area, … */
  type: string;
  /** vega's name for the mark, e.g. 'layer_0_marks'. */
  name: string;
  /** Number of drawn items (one per datum for rect/symbol/rule/text; one path for a line). */
  items: number;
}

const GROUP = /<g class="mark-([a-z]+) role-mark\b([^"]*)"[^>]*>/g;
const ITEM = /<(path|line|text|rect|circle|image)\b/g;

/** Data mark groups (not axes, legends or titles) in document order. */
export function markGroups(svg: string): MarkGroup[] {
  const out: MarkGroup[] = [];
  for (const m of svg.matchAll(GROUP)) {
    // A mark with no data is written as an empty element: <g … />.
    if (m[0].endsWith('/>')) {
      out.push({ type: m[1], name: m[2].trim(), items: 0 });
      continue;
    }
    const start = (m.index ?? 0) + m[0].length;
    const end = svg.indexOf('</g>', start);
    const body = svg.slice(start, end < 0 ? undefined : end);
    out.push({ type: m[1], name: m[2].trim(), items: (body.match(ITEM) ?? []).length });
  }
  return out;
}

/** The <svg>…</svg> elements of an HTML document, in order. */
export function svgElements(html: string): string[] {
  const out: string[] = [];
  const open = /<svg\b/g;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const end = html.indexOf('</svg>', m.index);
    if (end < 0) break;
    out.push(html.slice(m.index, end + 6));
    open.lastIndex = end + 6;
  }
  return out;
}
