// Vega-Lite spec → SVG text, offline: no canvas, no browser, no network.
import { dejaVuTextWidth, isBoldWeight } from './textWidth.js';
import type { ChartSpec } from './charts.js';

type VegaModule = typeof import('vega');
type VegaLiteModule = typeof import('vega-lite');

let modules: Promise<{ vega: VegaModule; vl: VegaLiteModule }> | undefined;

// vega and vega-lite are ESM with top-level await and take ~150 ms to load: load them once, and
// only when a chart is actually rendered.
function load(): Promise<{ vega: VegaModule; vl: VegaLiteModule }> {
  modules ??= (async () => {
    const [vega, vl] = await Promise.all([import('vega'), import('vega-lite')]);
    // Measure text with DejaVu Sans' own advance widths instead of vega's 0.8 em guess, which
    // cuts labels early; the result depends on nothing installed, so it is the same everywhere.
    const metrics = (vega as unknown as { textMetrics: { width: (item: unknown, text: unknown) => number } }).textMetrics;
    metrics.width = (item: unknown, text: unknown) => {
      const mark = item as { fontSize?: number; fontWeight?: unknown; limit?: number };
      const size = mark.fontSize != null ? Number(mark.fontSize) || 0 : 11;
      return dejaVuTextWidth(text == null ? '' : String(text).trim(), size, isBoldWeight(mark.fontWeight));
    };
    return { vega, vl };
  })();
  return modules;
}

export interface CompileWarning {
  level: 'warn' | 'info' | 'debug' | 'error';
  message: string;
}

/** Compiles a Vega-Lite spec to Vega, collecting vega-lite's warnings instead of printing them. */
export async function compileChart(spec: ChartSpec): Promise<{ vegaSpec: unknown; warnings: CompileWarning[] }> {
  const { vl } = await load();
  const warnings: CompileWarning[] = [];
  const collect =
    (level: CompileWarning['level']) =>
    (...args: unknown[]) => {
      warnings.push({ level, message: args.map(String).join(' ') });
      return logger;
    };
  let current = 0;
  const logger = {
    level(l?: number) {
      if (l === undefined) return current;
      current = l;
      return logger;
    },
    error: collect('error'),
    warn: collect('warn'),
    info: collect('info'),
    debug: collect('debug'),
  };
  const compiled = vl.compile(spec as never, { logger: logger as never });
  return { vegaSpec: compiled.spec, warnings: warnings.filter((w) => w.level === 'warn' || w.level === 'error') };
}

/**
 * A loader that loads nothing: chart data is inline, so a saved spec naming a file or an http://
 * URL can neither copy the file into the report nor reach the network.
 */
function refusingLoader(vega: VegaModule): ReturnType<VegaModule['loader']> {
  const loader = vega.loader();
  const refuse = async (uri: unknown): Promise<never> => {
    throw new Error(`chart data must be inline; refusing to load ${String(uri)}`);
  };
  loader.sanitize = refuse as never;
  loader.load = refuse as never;
  loader.file = refuse as never;
  loader.http = refuse as never;
  return loader;
}

/** Paths of every `url` key in a chart spec: charts must carry their data inline. */
export function externalUrls(spec: unknown, path: string[] = []): string[] {
  if (spec === null || typeof spec !== 'object') return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(spec as Record<string, unknown>)) {
    if (k === 'url') out.push([...path, k].join('.'));
    else out.push(...externalUrls(v, [...path, k]));
  }
  return out;
}

// Clip-path and gradient ids come from module-wide counters; renders are serialised and the
// counters reset before each one so the same spec always gives the same bytes.
let queue: Promise<unknown> = Promise.resolve();

/** Renders a Vega-Lite spec to a standalone SVG document string (byte-identical per spec). */
export function renderSvg(spec: ChartSpec): Promise<string> {
  const run = queue.then(async () => {
    const { vega } = await load();
    const { vegaSpec } = await compileChart(spec);
    vega.resetSVGDefIds();
    // Errors only: vega's warnings (e.g. an empty extent for a chart with no data) would land in
    // the middle of the CLI's summary output.
    const view = new vega.View(vega.parse(vegaSpec as never), { renderer: 'none', logLevel: vega.Error, loader: refusingLoader(vega) });
    try {
      return await view.toSVG();
    } finally {
      view.finalize();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
