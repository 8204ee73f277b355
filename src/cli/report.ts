import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Command } from 'commander';
import { externalUrls, renderSvg } from '../report/svg.js';
import { buildReport, readReportInput, REPORT_INPUT_FILE, writeReportDir, type ReportFile } from '../report/index.js';
import { claimOutDir, MARKER_FILE } from '../report/outdir.js';
import { InputError } from '../rulesets/errors.js';
import { readInputFile } from '../scenario/yaml.js';

async function listFiles(dir: string, root = dir): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p, root)));
    else if (e.isFile()) {
      if (!(dir === root && e.name === MARKER_FILE)) out.push(relative(root, p).split('\\').join('/'));
    } else {
      // the folder is rewritten as files: a link or a special file would be dropped (issue 26 item 12)
      throw new InputError(
        p,
        '',
        `is ${e.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'}, ` + `which a rebuilt report cannot keep`,
        'move it out of the report folder, then run volley report again',
      );
    }
  }
  return out.sort();
}

/** Largest report.json read back: far above any report volley writes (a run's is ~40 KB). */
const MAX_REPORT_INPUT_BYTES = 64 * 1024 * 1024;

/** A saved chart spec, if present: a regular file under the input size limit. */
async function readJsonFile(path: string): Promise<string | undefined> {
  const s = await stat(path).catch(() => undefined);
  if (!s) return undefined;
  return readInputFile(path, 'chart spec');
}

/**
 * Rebuilds a report folder from what a command saved: report.json (the page input: title,
 * manifest, tables, sections, summary) and each chart's `<name>.vl.json` (which wins over the
 * copy in report.json, so a hand-edited spec is honoured). Re-renders every SVG and index.html;
 * every other file in the folder (compare.md, junit.xml, timing.json, …) is kept as it is.
 */
export async function rebuildReport(dir: string): Promise<{ files: number; charts: number }> {
  const s = await stat(dir).catch(() => undefined);
  if (!s?.isDirectory()) throw new InputError(dir, '', 'not a report folder', 'give the folder a volley command wrote (it holds report.json)');
  const saved = await stat(join(dir, REPORT_INPUT_FILE)).catch(() => undefined);
  if (saved && (!saved.isFile() || saved.size > MAX_REPORT_INPUT_BYTES)) {
    throw new InputError(
      join(dir, REPORT_INPUT_FILE),
      '',
      saved.isFile() ? `is over ${MAX_REPORT_INPUT_BYTES} bytes` : 'is not a regular file',
      'rerun the command that made this folder',
    );
  }
  let input;
  try {
    input = await readReportInput(dir);
  } catch (e) {
    throw new InputError(join(dir, REPORT_INPUT_FILE), '', (e as Error).message, 'rerun the command that made this folder (volley 0.1+ writes report.json)');
  }
  for (const c of input.charts) {
    const text = await readJsonFile(join(dir, `${c.name}.vl.json`));
    if (text !== undefined) {
      try {
        c.spec = JSON.parse(text) as typeof c.spec;
      } catch (e) {
        throw new InputError(
          join(dir, `${c.name}.vl.json`),
          '',
          `invalid JSON: ${(e as Error).message}`,
          'fix the chart spec or delete it to use the saved one',
        );
      }
    }
    const urls = externalUrls(c.spec);
    if (urls.length > 0) {
      throw new InputError(
        join(dir, text === undefined ? REPORT_INPUT_FILE : `${c.name}.vl.json`),
        urls[0],
        'loads data from a file or URL',
        'charts carry their data inline (data: {values: [...]}); volley reads ' + 'nothing else',
      );
    }
    // a spec vega cannot draw is the spec's fault, named here, not an internal error (issue 26 item 12)
    try {
      await renderSvg(c.spec);
    } catch (e) {
      const why = (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 120);
      throw new InputError(
        join(dir, text === undefined ? REPORT_INPUT_FILE : `${c.name}.vl.json`),
        '',
        `is not a chart volley can draw (${why})`,
        'fix the chart spec, or delete it to use the saved one',
      );
    }
  }
  // the folder is replaced as a whole: only one volley wrote, and only by one process at a time
  claimOutDir(dir, [], '<run-dir>');
  const rebuilt = await buildReport(input);
  const names = new Set(rebuilt.map((f) => f.path));
  const kept: ReportFile[] = [];
  for (const p of await listFiles(dir)) if (!names.has(p)) kept.push({ path: p, content: await readFile(join(dir, p)) });
  await writeReportDir(dir, [...rebuilt, ...kept]);
  return { files: rebuilt.length + kept.length, charts: input.charts.length };
}

export function register(program: Command): void {
  program
    .command('report')
    .description('regenerate index.html and the SVG charts of a report folder from its saved results (report.json, *.vl.json)')
    .argument('<run-dir>', 'a folder written by volley run, matrix, compare, sweep or tournament')
    .option('-q, --quiet', 'print nothing')
    .action(async (dir: string, flags: { quiet?: boolean }) => {
      const r = await rebuildReport(dir);
      if (!flags.quiet) process.stdout.write(`rebuilt ${dir}/index.html with ${r.charts} chart(s) (${r.files} files)\n`);
    });
}
