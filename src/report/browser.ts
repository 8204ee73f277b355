// Headless Chromium (Debian's /usr/bin/chromium) to check that a report page really draws its
// charts. Plain child_process: no playwright, nothing downloaded.
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pngStats, type PngStats } from './png.js';
import { markGroups, svgElements, type MarkGroup } from './svgMarks.js';

/** apt command that installs the browser these checks use (Debian 12). */
export const CHROMIUM_INSTALL = 'apt-get update && apt-get install -y chromium';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Path of a runnable Chromium ($VOLLEY_CHROMIUM first, then Debian's), or null if none is installed. */
export function chromiumPath(): string | null {
  const fromEnv = process.env.VOLLEY_CHROMIUM;
  for (const p of fromEnv ? [fromEnv, ...CANDIDATES] : CANDIDATES) {
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      // not here; try the next one
    }
  }
  return null;
}

// Flags: headless, no sandbox (CI containers run as root), and nothing that talks to the network
// or to Google services; a fresh profile per call so runs never share state.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function runChromium(args: string[], timeoutMs: number): Promise<string> {
  const exe = chromiumPath();
  if (!exe) throw new Error(`Chromium is not installed (install it with: ${CHROMIUM_INSTALL})`);
  const profile = await mkdtemp(join(tmpdir(), 'volley-chromium-'));
  try {
    return await new Promise<string>((done, fail) => {
      execFile(
        exe,
        [...FLAGS, `--user-data-dir=${profile}`, ...args],
        { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
        (err, stdout, stderr) => {
          if (err) {
            // dbus and launcher warnings are always on stderr; show only the tail on failure.
            const tail = String(stderr).trim().split('\n').slice(-5).join('\n');
            fail(new Error(`chromium ${args.at(-1)} failed: ${err.message}\n${tail}`));
          } else {
            done(String(stdout));
          }
        },
      );
    });
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

function fileUrl(path: string): string {
  return pathToFileURL(resolve(path)).href;
}

/** The DOM Chromium builds from the page, serialised (`--dump-dom`). */
export function dumpDom(htmlPath: string, timeoutMs = 60_000): Promise<string> {
  return runChromium(['--dump-dom', fileUrl(htmlPath)], timeoutMs);
}

export interface ScreenshotResult extends PngStats {
  bytes: number;
}

/** Screenshot of the page's first `width`×`height` pixels as PNG, with its pixel statistics. */
export async function screenshotHtml(
  htmlPath: string,
  pngPath: string,
  size: { width: number; height: number },
  timeoutMs = 60_000,
): Promise<ScreenshotResult> {
  const out = resolve(pngPath);
  await rm(out, { force: true });
  await runChromium([`--window-size=${size.width},${size.height}`, '--hide-scrollbars', `--screenshot=${out}`, fileUrl(htmlPath)], timeoutMs);
  const bytes = (await stat(out)).size;
  return { bytes, ...pngStats(await readFile(out)) };
}

export interface ChartDomCheck {
  /** Number of <svg> elements in the rendered DOM. */
  svgCount: number;
  /** Per <svg>, its data mark groups and their item counts. */
  charts: MarkGroup[][];
}

/** Which charts the browser's DOM holds and how many marks each one draws. */
export async function checkChartsInDom(htmlPath: string, timeoutMs = 60_000): Promise<ChartDomCheck> {
  const svgs = svgElements(await dumpDom(htmlPath, timeoutMs));
  return { svgCount: svgs.length, charts: svgs.map(markGroups) };
}
