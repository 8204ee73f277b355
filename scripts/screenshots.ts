// `npm run screenshots`: one PNG per report type for the README (docs/screenshots/<type>.png):
// plays each report command at a small size in a throw-away folder and photographs the top of its
// page in headless Chromium at 1,280 px, the width the page tests check. Needs Chromium
// (Debian: apt-get install -y chromium); the numbers are illustrative, the layout is the point.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_INSTALL, chromiumPath, screenshotHtml } from '../src/report/browser.js';

const repo = resolve(import.meta.dirname, '..');
const outDir = join(repo, 'docs', 'screenshots');
/** The top of a page: its headline, first chart and first table. */
const SIZE = { width: 1280, height: 1100 };

/** Each report type and the command that writes one (small sizes: seconds each). */
const REPORT_TYPES: Record<string, string[]> = {
  run: ['run', 'scenarios/sds/default.yaml', '-n', '2000'],
  matrix: ['matrix', 'scenarios/intro/poule.yaml', '-n', '400'],
  sweep: ['sweep', 'scenarios/intro/sweep-count.yaml', '-n', '400'],
  compare: ['compare', 'scenarios/intro/suite.yaml', '--variant', 'scenarios/intro/variant-elite-cmb.yaml', '--expect-change', '--max-games', '2000'],
  tournament: ['tournament', 'scenarios/sds/tournaments/example.yaml', '-t', '40'],
  policies: ['policies', 'intro', '-n', '200'],
  calibrate: ['calibrate', 'scenarios/intro/calibrate.yaml', '-n', '400'],
};

if (!chromiumPath()) {
  process.stderr.write(`screenshots: no Chromium found; install it with: ${CHROMIUM_INSTALL}\n`);
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const box = mkdtempSync(join(tmpdir(), 'volley-screenshots-'));
try {
  for (const [type, args] of Object.entries(REPORT_TYPES)) {
    const folder = join(box, type);
    const r = spawnSync(process.execPath, [join(repo, 'dist', 'cli.js'), ...args, '--out', folder, '-q'], {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // compare exits 1 or 4 on a verdict, not on a failure: only 2 (bad input) and 3 mean no report
    if (r.status === null || r.status === 2 || r.status === 3) throw new Error(`${type}: volley ${args.join(' ')} exited ${r.status}`);
    const png = join(outDir, `${type}.png`);
    const shot = await screenshotHtml(join(folder, 'index.html'), png, SIZE);
    process.stdout.write(`${png.slice(repo.length + 1)}  ${SIZE.width}×${SIZE.height}, ${Math.round(shot.bytes / 1024)} KiB\n`);
  }
} finally {
  rmSync(box, { recursive: true, force: true });
}
