/**
 * The frame of a top-down table SVG (`volley replay` snapshots): the <svg> element, a mapping
 * from table coordinates (origin bottom-left, y up: side 0's edge at the bottom) to SVG
 * coordinates (y down) with a margin and a title band, and XML escaping. Games draw their own
 * terrain and models inside it.
 */
export interface TableFrame {
  /** SVG x of table x. */
  X(x: number): number;
  /** SVG y of table y (flipped: north up). */
  Y(y: number): number;
  /** The opening <svg> tag sized to the table, margin and title band. */
  open: string;
  /** Whole image size in SVG units. */
  width: number;
  height: number;
}

export interface FrameSpec {
  /** Table size in table units. */
  tableWidth: number;
  tableHeight: number;
  /** SVG units per table unit. */
  scale: number;
  margin: number;
  /** Height of the title band above the table. */
  top: number;
  /** Extra height below the table (legend). */
  bottom?: number;
  fontFamily: string;
  /** Formats numbers in the opening tag (default: as is). */
  fmt?: (v: number) => string;
}

export function tableFrame(spec: FrameSpec): TableFrame {
  const W = spec.tableWidth * spec.scale;
  const H = spec.tableHeight * spec.scale;
  const width = W + 2 * spec.margin;
  const height = H + 2 * spec.margin + spec.top + (spec.bottom ?? 0);
  const f = spec.fmt ?? String;
  return {
    X: (x) => spec.margin + x * spec.scale,
    Y: (y) => spec.top + spec.margin + H - y * spec.scale,
    open:
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f(width)} ` +
      `${f(height)}" width="${f(width)}" height="${f(height)}" ` +
      `font-family="${spec.fontFamily}">`,
    width,
    height,
  };
}

/** Escapes text for SVG content and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
