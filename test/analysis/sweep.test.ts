import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { tQuantile } from '../../src/analysis/sweep/fit.js';
import { policyFlags, runSweep, runSweepFile, type SweepResult } from '../../src/analysis/sweep/run.js';
import { readSweep } from '../../src/analysis/sweep/spec.js';
import { loadSweepPoint, valueOverride } from '../../src/analysis/sweep/load.js';
import { main } from '../../src/cli/index.js';
import { isInputError } from '../../src/rulesets/errors.js';

const COUNT = 'scenarios/intro/sweep-count.yaml';
const ABLATION = 'scenarios/intro/sweep-ablation.yaml';
const dir = mkdtempSync(join(tmpdir(), 'volley-sweep-'));

/** A variant of a shipped sweep file, written next to nothing (inline sides: no includes). */
function variant(base: string, edit: (doc: Record<string, unknown>) => void, name: string): string {
  const doc = parse(readFileSync(base, 'utf8')) as Record<string, unknown>;
  edit(doc);
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, stringify(doc));
  return relative(process.cwd(), file);
}

function inputErrorOf(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    expect(isInputError(e)).toBe(true);
    return e as Error;
  }
  throw new Error('expected an InputError');
}

describe('sweep: fair value by logistic crossing (issue 4 item 4)', () => {
  it('recovers the mirror point: identical armies at 5 Line units ⇒ crossing at 5 inside its interval', async () => {
    const r = await runSweepFile(COUNT, { pairs: true, workers: 0 });
    const c = r.curves[0];
    expect(c.points.map((p) => p.x)).toEqual([3, 4, 5, 6, 7]);
    // the score rises with Red's count (each step more than 4 SE)
    for (let i = 1; i < c.points.length; i++) {
      const [a, b] = [c.points[i - 1].summary, c.points[i].summary];
      expect(b.scoreA).toBeGreaterThan(a.scoreA);
    }
    // at 5 v 5 the mirrored pair is the same game twice with the sides swapped: exactly even
    expect(c.points[2].summary.scoreA).toBe(0.5);
    expect(c.crossing?.status).toBe('inside');
    // read from the values nearest 50% (issue 30 item 5), with the jackknife's t interval
    expect(c.crossing!.method).toBe('local');
    expect(c.crossing!.window).toEqual([4, 5, 6]);
    expect(c.crossing!.lo).toBeLessThanOrEqual(c.crossing!.x50 - 1.96 * c.crossing!.jackknifeSe);
    expect(c.crossing!.lo).toBeLessThanOrEqual(5);
    expect(c.crossing!.hi).toBeGreaterThanOrEqual(5);
    expect(c.crossing!.hi - c.crossing!.lo).toBeLessThan(1);
  });

  it('interpolates the crossing when the mirror value itself is not played', async () => {
    const file = variant(
      COUNT,
      (d) => {
        d.vary = { path: 'sides.0.units.0.count', values: [3, 4, 6, 7] };
        d.name = 'gap';
        // the files' own count is 4 (played, being swept); Blue's 5 is the mirror, not played
        (d.sides as { units: { count: number }[] }[])[0].units[0].count = 4;
      },
      'gap',
    );
    const c = (await runSweepFile(file, { pairs: true, workers: 0, games: 400 })).curves[0];
    expect(c.points.map((p) => p.x)).toEqual([3, 4, 6, 7]);
    expect(c.crossing?.status).toBe('inside');
    expect(c.crossing!.lo).toBeLessThanOrEqual(5);
    expect(c.crossing!.hi).toBeGreaterThanOrEqual(5);
  });

  it('always plays the current value (issue 27 item 3): a sweep that skips it gets it appended, with a note', async () => {
    const file = variant(
      COUNT,
      (d) => {
        d.vary = { path: 'sides.0.units.0.count', values: [3, 7] };
        d.name = 'skips-current';
      },
      'skips-current',
    );
    const r = await runSweepFile(file, { pairs: true, workers: 0, games: 100 });
    expect(r.curves[0].points.map((p) => p.x)).toEqual([3, 7, 5]);
    expect(r.current?.value).toBe(5);
    // 5 v 5 in mirrored pairs: exactly even
    expect(r.curves[0].points[2].summary.scoreA).toBe(0.5);
    expect(r.notes.join(' ')).toMatch(/current value 5 is not among the swept values: it is played too/);
  });

  it('a value sweep with a worth sweep answers in points per step (issue 27 item 3)', async () => {
    // Red's Line count swept as a value, priced by the worth sweep that varies the same count: one
    // Line unit is its 6 points on the worth curve's x (other seeds: the two fits differ by luck only).
    const worth = relative(process.cwd(), 'scenarios/intro/sweep-worth.yaml');
    const file = variant(
      'scenarios/intro/sweep-worth.yaml',
      (d) => {
        d.mode = 'value';
        d.name = 'line-steps';
        d.worth = join(relative(dir, process.cwd()), worth);
        (d.vary as Record<string, unknown>).label = 'Red Line units';
      },
      'line-steps',
    );
    const r = await runSweepFile(file, { pairs: true, workers: 0, games: 200 });
    const p = r.curves[0].pointsPerStep!;
    expect(p.lo).toBeLessThanOrEqual(6);
    expect(p.hi).toBeGreaterThanOrEqual(6);
    expect(Math.abs(p.value - 6)).toBeLessThan(0.5);
    const { crossingText } = await import('../../src/analysis/sweep/report.js');
    expect(crossingText(r, r.curves[0])).toMatch(/in points: \+1 in Red Line units is worth 6\.0 pts \[/);
  });

  it('a sweep of non-numbers compares each value with the current one, paired on the same seeds (issue 27 item 3)', async () => {
    // renaming Red's Line units changes nothing in play: the paired change is exactly 0
    const file = variant(
      COUNT,
      (d) => {
        d.vary = { path: 'sides.0.units.0.name', values: ['Line', 'Foot'], label: "the name of Red's units" };
        d.name = 'names';
      },
      'names',
    );
    const r = await runSweepFile(file, { pairs: true, workers: 0, games: 100 });
    const diff = r.curves[0].differences!;
    expect(diff).toHaveLength(1);
    expect(diff[0]).toMatchObject({ value: 'Foot', delta: 0, lo: 0, hi: 0, words: 'no measurable difference' });
    const { sweepHeadline } = await import('../../src/analysis/sweep/report.js');
    expect(sweepHeadline(r)).toMatch(
      new RegExp(
        /against the current Line \(paired, same seeds\): Foot \+0\.0 \[\+0\.0, \+0\.0\] percentage points, no measurable difference; /.source +
          /the name of Red's units barely matters here: every value is within ±3 percentage points of Line/.source,
      ),
    );
    // and a change that matters is measured as one: Red's Line units made poor (CMB 1, ABI 1) score lower
    const poor = variant(
      COUNT,
      (d) => {
        d.vary = {
          path: 'sides.0.units.0',
          values: [
            { name: 'Line', cmb: 3, abi: 3, count: 5 },
            { name: 'Line', cmb: 1, abi: 1, count: 5 },
          ],
        };
        d.name = 'poor-line';
      },
      'poor-line',
    );
    const p = (await runSweepFile(poor, { pairs: true, workers: 0, games: 100 })).curves[0].differences![0];
    expect(p.words).toBe('scores lower');
    expect(p.hi).toBeLessThan(0);
  });

  it('flags a crossing outside the swept range', async () => {
    const file = variant(
      COUNT,
      (d) => {
        d.vary = { path: 'sides.0.units.0.count', values: [6, 7, 8] };
        d.name = 'outside';
        (d.sides as { units: { count: number }[] }[])[0].units[0].count = 6;
      },
      'outside',
    );
    const c = (await runSweepFile(file, { pairs: true, workers: 0, games: 400 })).curves[0];
    expect(c.crossing?.status).toBe('outside');
    expect(c.crossing!.x50).toBeLessThan(6);
    expect(c.note).toMatch(/outside/);
  });

  it("plays every value on the same seeds (common random numbers): a value's games do not depend on the other values", async () => {
    const a = variant(COUNT, (d) => (d.vary = { path: 'sides.0.units.0.count', values: [4, 5] }), 'crn-a');
    const b = variant(COUNT, (d) => (d.vary = { path: 'sides.0.units.0.count', values: [4, 7, 3] }), 'crn-b');
    const ra = await runSweepFile(a, { pairs: true, workers: 0, games: 60 });
    const rb = await runSweepFile(b, { pairs: true, workers: 0, games: 60 });
    expect(ra.matchupId).toBe('sweep:intro-sweep-line-count');
    expect(rb.matchupId).toBe(ra.matchupId);
    expect(rb.curves[0].points[0].summary).toEqual(ra.curves[0].points[0].summary);
    // and the seeds are shared across values: with another name, value 4 plays other games
    const c = variant(
      COUNT,
      (d) => {
        d.vary = { path: 'sides.0.units.0.count', values: [4, 5] };
        d.name = 'renamed';
      },
      'crn-c',
    );
    const rc = await runSweepFile(c, { pairs: true, workers: 0, games: 60 });
    expect(rc.curves[0].points[0].summary.winsA).not.toBe(ra.curves[0].points[0].summary.winsA);
  });

  it("worth mode: x is list A's point total from ruleset.sides(); even at Blue's 30 points", async () => {
    const file = variant(
      COUNT,
      (d) => {
        d.mode = 'worth';
        d.name = 'worth';
      },
      'worth',
    );
    const r = await runSweepFile(file, { pairs: true, workers: 0, games: 400 });
    const c = r.curves[0];
    expect(c.points.map((p) => p.x)).toEqual([18, 24, 30, 36, 42]); // CMB 3 + ABI 3 = 6 points a unit
    expect(r.sides[1].points).toBe(30);
    expect(c.crossing!.lo).toBeLessThanOrEqual(30);
    expect(c.crossing!.hi).toBeGreaterThanOrEqual(30);
    expect(c.slopeAt50).toBeCloseTo(c.fit!.b / 4, 12);
    expect(c.slopeAt50).toBeGreaterThan(0);
  });

  it('a rule-option sweep passes the value as an option; non-numeric values get scores but no curve', async () => {
    const file = variant(
      COUNT,
      (d) => {
        d.vary = { option: 'visibility', values: ['normal', 'poor'] };
        d.name = 'opt';
      },
      'opt',
    );
    const r = await runSweepFile(file, { pairs: true, workers: 0, games: 40 });
    expect(r.curves[0].points).toHaveLength(2);
    expect(r.curves[0].fit).toBeNull();
    expect(r.curves[0].note).toMatch(/not numbers/);
  });
});

describe('sweep: leave-one-model-out ablation', () => {
  it("removing any unit lowers the list's score, with a paired interval below 0", async () => {
    const r = await runSweepFile(ABLATION, { pairs: true, workers: 0 });
    const a = r.ablations[0];
    expect(a.side).toBe(0);
    expect(a.rows.map((x) => x.removed)).toEqual(['count 2 → 1', 'count 3 → 2', 'entry deleted']);
    expect(a.rows.map((x) => x.pointsRemoved)).toEqual([8, 6, 6]);
    for (const row of a.rows) {
      expect(row.scoreFull).toBe(0.5); // the full lists are identical: mirrored pairs are exactly even
      expect(row.delta).toBeLessThan(0);
      expect(row.deltaHi).toBeLessThan(0);
      expect(row.delta).toBeCloseTo(row.scoreAblated - row.scoreFull, 12);
      expect(row.impliedPoints).toBeNaN();
    }
    expect(a.slopeSource).toMatch(/score changes only/);
  });

  it('without mirrored pairs the paired difference is per game', async () => {
    const r = await runSweepFile(ABLATION, { pairs: false, workers: 0, games: 300 });
    for (const row of r.ablations[0].rows) {
      expect(row.units).toBe(300);
      expect(row.delta).toBeCloseTo(row.scoreAblated - row.scoreFull, 12);
      expect(row.deltaHi).toBeLessThan(0);
    }
  });

  it('with a slope, the implied points per model are the score change divided by it', async () => {
    const file = variant(
      ABLATION,
      (d) => {
        d.slopePerPoint = 0.02;
        d.name = 'abl-slope';
      },
      'abl-slope',
    );
    const r = await runSweepFile(file, { pairs: true, workers: 0, games: 200 });
    for (const row of r.ablations[0].rows) {
      expect(row.impliedPoints).toBeCloseTo(-row.delta / 0.02, 10);
      expect(row.impliedLo).toBeCloseTo(-row.deltaHi / 0.02, 10);
      expect(row.impliedHi).toBeCloseTo(-row.deltaLo / 0.02, 10);
    }
  });

  it('with a worth sweep, the slope is b·s(1−s) of its fitted curve and a Line unit is worth about its 6 points', async () => {
    const file = variant(
      ABLATION,
      (d) => {
        d.worth = join(process.cwd(), 'scenarios/intro/sweep-worth.yaml');
        d.name = 'abl-worth';
      },
      'abl-worth',
    );
    const r = await runSweepFile(file, { pairs: true, workers: 0, games: 400 });
    const a = r.ablations[0];
    const b = r.worth!.curves[0].fit!.b;
    expect(a.slope).toBeCloseTo(b * 0.25, 12); // the full lists are mirror images: s = 1/2
    expect(a.slopeSource).toMatch(/read off that sweep's fitted curve/);
    const line = a.rows[1];
    expect(line.label).toBe('Line');
    // the worth sweep varies exactly this unit's count, so its implied worth estimates its 6-point cost
    const se = (line.impliedHi - line.impliedLo) / (2 * 1.96);
    expect(Math.abs(line.impliedPoints - 6)).toBeLessThanOrEqual(4 * se);
    expect(line.impliedLo).toBeGreaterThan(0);
  }, 20000);

  it('the slope can come from a saved worth run (its summary.json)', async () => {
    const out = join(dir, 'worth-run');
    expect(await main(['node', 'volley', 'sweep', 'scenarios/intro/sweep-worth.yaml', '-n', '200', '-w', '0', '-o', out, '-q'])).toBe(0);
    const saved = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    const file = variant(
      ABLATION,
      (d) => {
        d.worth = join(out, 'summary.json');
        d.name = 'abl-json';
      },
      'abl-json',
    );
    const a = (await runSweepFile(file, { pairs: true, workers: 0, games: 100 })).ablations[0];
    expect(a.slope).toBeCloseTo(saved.curves[0].fit.b * 0.25, 12);
    expect(a.slopeSource).toMatch(/summary/);
    expect(a.rows.every((x) => Number.isFinite(x.impliedPoints))).toBe(true);
  });

  it("ablating side 1 is detected from the points drop and reported as that side's score change", async () => {
    const file = variant(
      ABLATION,
      (d) => {
        d.vary = { path: 'sides.1.units' };
        d.name = 'abl-b';
      },
      'abl-b',
    );
    const r = await runSweepFile(file, { pairs: true, workers: 0, games: 200 });
    expect(r.ablations[0].side).toBe(1);
    expect(r.ablations[0].sideName).toBe('Blue');
    expect(r.ablations[0].rows.every((x) => x.delta < 0)).toBe(true);
  });

  it('an entry the ruleset rejects is reported, not played', async () => {
    const file = variant(
      ABLATION,
      (d) => {
        const sides = d.sides as { units: unknown[] }[];
        sides[0].units = [{ name: 'Solo', cmb: 3, abi: 3 }];
        d.name = 'abl-solo';
      },
      'abl-solo',
    );
    const e = await runSweepFile(file, { pairs: true, workers: 0, games: 20 }).catch((x: unknown) => x);
    expect(isInputError(e)).toBe(true);
    expect(String((e as Error).message)).toMatch(/rejects every ablated list/);
  });
});

describe('sweep file validation', () => {
  it('names the file and the field for bad vary blocks', () => {
    const bad = (edit: (d: Record<string, unknown>) => void, name: string) => variant(COUNT, edit, name);
    expect(inputErrorOf(() => readSweep(bad((d) => (d.vary = { path: 'sides.0.nope.3', from: 1, to: 3 }), 'b1'))).message).toMatch(
      /vary\.path.*does not exist/,
    );
    expect(inputErrorOf(() => readSweep(bad((d) => (d.vary = { option: 'noSuchOption', values: [1, 2] }), 'b2'))).message).toMatch(/unknown rule option/);
    expect(inputErrorOf(() => readSweep(bad((d) => (d.vary = { path: 'sides.0.units.0.count', from: 5, to: 3 }), 'b3'))).message).toMatch(/must be greater/);
    expect(inputErrorOf(() => readSweep(bad((d) => (d.mode = 'sideways'), 'b4'))).message).toMatch(/not a sweep mode/);
    expect(inputErrorOf(() => readSweep(bad((d) => (d.vary = { path: 'sides.0.units.0.count', values: [1], bogus: 1 }), 'b5'))).message).toMatch(
      /unknown key 'bogus'/,
    );
  });

  it('a value the ruleset rejects is an input error naming the value', async () => {
    const file = variant(
      COUNT,
      (d) => {
        d.vary = { path: 'sides.0.units.0.count', values: [5, 40] }; // 40 × 6 points > budget 150
        d.name = 'overbudget';
      },
      'overbudget',
    );
    const e = await runSweepFile(file, { pairs: true, workers: 0, games: 20 }).catch((x: unknown) => x);
    expect(isInputError(e)).toBe(true);
    expect(String((e as Error).message)).toMatch(/value 40/);
  });

  it('a base matchup from `scenario:` with a path into it', async () => {
    const file = join(dir, 'from-scenario.yaml');
    writeFileSync(
      file,
      stringify({
        ruleset: 'intro',
        name: 'from-scenario',
        scenario: relative(dir, 'scenarios/intro/mirror.yaml'),
        vary: { path: 'sides.0.units.1.count', values: [6, 8] },
      }),
    );
    const r = await runSweep(readSweep(relative(process.cwd(), file)), { pairs: true, workers: 0, games: 20 });
    expect(r.curves[0].points.map((p) => p.summary.pointsA)).toEqual([108, 120]);
  });
});

describe('volley sweep (CLI)', () => {
  it('writes sweep.csv, the chart (.vl.json + .svg), crossing.csv, summary.json and index.html; same bytes with a pool', async () => {
    const out0 = join(dir, 'cli0');
    const out2 = join(dir, 'cli2');
    expect(await main(['node', 'volley', 'sweep', COUNT, '-n', '200', '-w', '0', '-o', out0, '-q'])).toBe(0);
    for (const f of ['sweep.csv', 'sweep.vl.json', 'sweep.svg', 'crossing.csv', 'summary.json', 'index.html']) expect(existsSync(join(out0, f))).toBe(true);
    const svg = readFileSync(join(out0, 'sweep.svg'), 'utf8');
    expect(svg).toMatch(/^<svg/);
    expect(readFileSync(join(out0, 'index.html'), 'utf8')).toContain('<svg');
    const summary = JSON.parse(readFileSync(join(out0, 'summary.json'), 'utf8'));
    expect(summary.curves[0].points).toHaveLength(5);
    // the robustness check (issue 31): the other competent policies at 20% of the games per value
    expect(summary.play.policies).toEqual(['aggressive', 'cautious']);
    expect(summary.play.curves.map((c: { points: { games: number }[] }) => c.points.map((p) => p.games))).toEqual([Array(5).fill(40), Array(5).fill(40)]);
    expect(summary.headline.endsWith(`; ${summary.play.words}`)).toBe(true);
    expect(existsSync(join(out0, 'play.csv'))).toBe(true);
    expect(await main(['node', 'volley', 'sweep', COUNT, '-n', '200', '-w', '2', '-o', out2, '-q'])).toBe(0);
    expect(readFileSync(join(out2, 'sweep.csv'), 'utf8')).toBe(readFileSync(join(out0, 'sweep.csv'), 'utf8'));
    // the folder goes through the shared bundle: `volley report` rebuilds the page from report.json
    const html = readFileSync(join(out0, 'index.html'), 'utf8');
    expect(await main(['node', 'volley', 'report', out0, '-q'])).toBe(0);
    expect(readFileSync(join(out0, 'index.html'), 'utf8')).toBe(html);
  }, 30000);

  it('ablation report and exit code 2 on a bad file', async () => {
    const out = join(dir, 'cli-abl');
    expect(await main(['node', 'volley', 'sweep', ABLATION, '-n', '100', '-w', '0', '-o', out, '-q'])).toBe(0);
    expect(readFileSync(join(out, 'ablation.csv'), 'utf8').split('\n')[0]).toMatch(/delta,deltaLo,deltaHi/);
    expect(existsSync(join(out, 'ablation.svg'))).toBe(true);
    expect(await main(['node', 'volley', 'sweep', join(dir, 'missing.yaml'), '-q'])).toBe(2);
  });
});

describe('t quantile for the jackknife', () => {
  it('matches tables: t(0.975; 19) = 2.093, t(0.975; 9) = 2.262, large ν → z', () => {
    expect(tQuantile(0.95, 19)).toBeCloseTo(2.093, 3);
    expect(tQuantile(0.95, 9)).toBeCloseTo(2.262, 2);
    expect(tQuantile(0.95, 1e6)).toBeCloseTo(1.96, 3);
  });
});

describe('policy robustness flags (issue 4 item 3)', () => {
  const curve = (p: string, x50: number, lo: number, hi: number) =>
    ({
      policies: [p, p],
      points: [],
      fit: null,
      slopeAt50: NaN,
      note: '',
      crossing: { status: 'inside', x50, lo, hi },
    }) as unknown as SweepResult['curves'][number];
  it('flags crossings whose intervals are disjoint, and only those', () => {
    const r = { curves: [curve('a', 5, 4.8, 5.2), curve('b', 5.1, 4.9, 5.3), curve('c', 6, 5.8, 6.2)], ablations: [] } as unknown as SweepResult;
    const flags = policyFlags(r);
    expect(flags).toHaveLength(2);
    expect(flags.join('\n')).toMatch(/under a .* under c/);
    expect(flags.join('\n')).toMatch(/under b .* under c/);
  });
});

describe('shipped SDS sweep files', () => {
  it('parse, and their patches reach the included catalogue / list file', () => {
    const q = readSweep('scenarios/sds/sweeps/france-line-quality.yaml');
    const at = (v: number) => loadSweepPoint(q, valueOverride(q, v).patches);
    const [q3, q4] = [at(3), at(4)];
    expect(q3.inputs.some((i) => i.file.endsWith('profiles/france.yaml'))).toBe(true);
    expect(JSON.stringify(q3.setup)).not.toBe(JSON.stringify(q4.setup));
    expect(q.ruleset.sides(q3.setup)[0].points).toBe(q.ruleset.sides(q4.setup)[0].points); // Q changes, the printed points do not

    const w = readSweep('scenarios/sds/sweeps/france-line-worth.yaml');
    const pts = w.values.map((v) => w.ruleset.sides(loadSweepPoint(w, valueOverride(w, v).patches).setup)[0].points);
    expect(pts[1] - pts[0]).toBe(26); // one line infantryman
    expect(readSweep('scenarios/sds/sweeps/france-line-ablation.yaml').mode).toBe('ablation');
    expect(readSweep('scenarios/sds/sweeps/max-turns.yaml').target).toEqual({ kind: 'option', key: 'maxTurns' });
  });
});
