// Each report type as a list designer sees it: headless Chromium at 1,280 px (one browser for all
// five pages). The page must not scroll sideways, must start with the same headline as summary.json
// and the terminal, and no two text boxes of a chart may overlap. Screenshots stay in the temp folder.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../src/report/browser.js';
import { VERDICT_COLORS } from '../../src/report/charts/common.js';
import { tempDir, volley } from '../helpers/cli.js';

const exe = chromiumPath();
const dir = tempDir('volley-pages-');

const REPORTS: Record<string, string[]> = {
  run: ['run', 'scenarios/sds/default.yaml', '-n', '200'],
  matrix: ['matrix', 'scenarios/intro/poule.yaml', '-n', '60'],
  sweep: ['sweep', 'scenarios/intro/sweep-count.yaml', '-n', '40'],
  compare: ['compare', 'scenarios/intro/suite.yaml', '--variant', 'scenarios/intro/variant-elite-cmb.yaml', '--expect-change', '--max-games', '200'],
  tournament: ['tournament', 'scenarios/sds/tournaments/example.yaml', '-t', '2'],
};

/** Labels every reference line of the page's charts must carry (50% line, band, fair share, test bounds). */
const LABELS: Record<string, RegExp[]> = {
  run: [/^balance band 45–55%; 50%: even$/],
  matrix: [/^balance band 45\.0%–55\.0%; 50%: even$/, /^0: the average list$/],
  sweep: [/^50%: even$/],
  compare: [/^tolerance ±3 percentage points; 0: no change$/, /^moved above \+\d\.\d$/, /^within tolerance below −\d\.\d$/, /^50%: even$/],
  tournament: [/^fair share 10%$/],
};

/** Tallest page each report may be at 1,280 px: a reader scrolls through it, so every pair is listed once. */
const MAX_HEIGHT: Record<string, number> = { matrix: 6000 };

/** Pairs of chart text boxes (per SVG) that overlap by more than a pixel each way. */
interface Overlap {
  chart: number;
  a: string;
  b: string;
}

describe.skipIf(!exe)('report pages in headless Chromium at 1,280 px', () => {
  let browser: Browser;
  const stdout = new Map<string, string>();

  beforeAll(async () => {
    for (const [name, args] of Object.entries(REPORTS)) {
      const r = await volley(...args, '-w', '0', '--out', join(dir, name));
      expect(r.code, r.stderr).toBe(r.stdout.includes('exit 4') ? 4 : 0);
      stdout.set(name, r.stdout);
    }
    browser = await chromium.launch({
      executablePath: exe!,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
  });

  for (const name of Object.keys(REPORTS)) {
    it(`${name}: headline first (terminal, page, summary.json), no sideways scroll, no overlapping chart text`, async () => {
      const folder = join(dir, name);
      const summary = JSON.parse(readFileSync(join(folder, 'summary.json'), 'utf8')) as { headline?: string };
      expect(summary.headline, 'summary.json has a headline').toBeTruthy();
      // the terminal's first line is the headline's start (the details follow on the next lines)
      expect(summary.headline!.startsWith(stdout.get(name)!.split('\n')[0])).toBe(true);

      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        await page.goto(pathToFileURL(join(folder, 'index.html')).href);
        const shot = join(folder, 'page.png');
        await page.screenshot({ path: shot, fullPage: true });
        expect(existsSync(shot)).toBe(true);
        const headline = await page.locator('#headline').textContent();
        expect(headline).toBe(summary.headline);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        expect(scrollWidth, 'page scrolls sideways').toBeLessThanOrEqual(innerWidth);
        const overlaps: Overlap[] = await page.evaluate(() => {
          const out: { chart: number; a: string; b: string }[] = [];
          document.querySelectorAll('svg').forEach((svg, chart) => {
            const boxes = [...svg.querySelectorAll('text')]
              // vega hides tick labels that would collide with opacity 0: those are not drawn
              .filter((t) => (t.textContent ?? '').trim() !== '' && t.getAttribute('opacity') !== '0' && getComputedStyle(t).opacity !== '0')
              .map((t) => ({ text: t.textContent ?? '', r: t.getBoundingClientRect() }))
              .filter((b) => b.r.width > 0 && b.r.height > 0);
            for (let i = 0; i < boxes.length; i++) {
              for (let j = i + 1; j < boxes.length; j++) {
                const a = boxes[i].r;
                const b = boxes[j].r;
                const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
                const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
                if (w > 1 && h > 1) out.push({ chart, a: boxes[i].text, b: boxes[j].text });
              }
            }
          });
          return out;
        });
        expect(overlaps, 'overlapping text in a chart').toEqual([]);
        // every reference line labelled
        const texts: string[] = await page.evaluate(() => [...document.querySelectorAll('svg text')].map((t) => (t.textContent ?? '').trim()));
        for (const label of LABELS[name])
          expect(
            texts.some((t) => label.test(t)),
            `a chart text matching ${label}`,
          ).toBe(true);
        // readable headers: no camelCase and no raw method ids in the tables shown (the folded full tables keep the CSV's names in words too)
        const headers: string[] = await page.evaluate(() => [...document.querySelectorAll('th')].map((t) => t.textContent ?? ''));
        expect(headers.length).toBeGreaterThan(0);
        expect(
          headers.filter((h) => /[a-z][A-Z]/.test(h)),
          'camelCase headers',
        ).toEqual([]);
        const cells: string[] = await page.evaluate(() => [...document.querySelectorAll('td')].map((t) => t.textContent ?? ''));
        expect(
          cells.filter((c) => /^(wilson-pairs|jackknife\+fieller)$/.test(c)),
          'raw method ids',
        ).toEqual([]);
        // marks coloured by verdict, from the one palette
        const html = readFileSync(join(folder, 'index.html'), 'utf8');
        expect(
          Object.values(VERDICT_COLORS).some((c) => html.includes(`fill="${c}"`)),
          'a mark in a verdict colour',
        ).toBe(true);
        expect(html).toContain('>verdict</text>');
        if (name === 'compare') expect(await page.locator('figcaption', { hasText: 'log-likelihood ratio per matchup' }).count()).toBe(1);
        // one table per result (issue 29 items 2, 5): a single-policy report never splits a table into one-row tables
        const captions: string[] = await page.evaluate(() => [...document.querySelectorAll('caption')].map((c) => c.textContent ?? ''));
        const csvs = captions.filter((c) => !c.startsWith('All ')).map((c) => /\(([\w.-]+\.csv)\)$/.exec(c)?.[1]);
        expect(
          csvs.filter((c, k) => c !== undefined && csvs.indexOf(c) !== k),
          'a table shown more than once',
        ).toEqual([]);
        const height: number = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height, 'page height in px').toBeLessThan(MAX_HEIGHT[name] ?? 8000);
      } finally {
        await page.close();
      }
    }, 60_000);
  }
});
