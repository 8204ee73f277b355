import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/report/html.js';
import { diffSums, runCompare } from '../../src/analysis/compare/run.js';
import { readSuite } from '../../src/analysis/compare/suite.js';
import { CURRENT_RULES, parsePath, readRuleSet, ruleSetOf } from '../../src/analysis/shared/rules.js';
import { runMatchups } from '../../src/engine/runner.js';
import { pairedScoreInterval } from '../../src/engine/stats/score.js';
import { tempDir, volley } from '../helpers/cli.js';

const suite = 'scenarios/intro/suite.yaml';
const tweak = 'scenarios/intro/variant-elite-cmb.yaml';
const same = 'scenarios/intro/variant-identical.yaml';

/** Minimal well-formedness check: one root, every tag closed in order, attributes quoted, entities known. */
function wellFormed(text: string): boolean {
  const body = text.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let roots = 0;
  for (let m = tag.exec(body); m; m = tag.exec(body)) {
    const between = body.slice(last, m.index);
    if (/[<>]/.test(between) || /&(?!(lt|gt|amp|quot|apos);)/.test(between)) return false;
    last = tag.lastIndex;
    if (m[1]) {
      if (stack.pop() !== m[2]) return false;
    } else if (!m[4]) {
      if (stack.length === 0) roots++;
      stack.push(m[2]);
    } else if (stack.length === 0) roots++;
  }
  return stack.length === 0 && roots === 1 && body.slice(last).trim() === '';
}

describe('compare helpers', () => {
  it('diffSums reads the runner histogram in score units (pairs: quarter points, games: half points)', () => {
    // pairs: index 4 = no change; one pair +1 half point (¼), two pairs −2 half points (−½ each)
    const d = diffSums([0, 0, 2, 0, 5, 1, 0, 0, 0], true);
    expect(d.n).toBe(8);
    expect(d.sum).toBeCloseTo(0.25 - 1, 12);
    expect(d.sumSq).toBeCloseTo(0.0625 + 2 * 0.25, 12);
    expect(d.changed).toBe(3);
    const g = diffSums([1, 0, 3, 0, 2], false);
    expect(g.sum).toBeCloseTo(-1 + 2, 12);
    expect(g.sumSq).toBeCloseTo(1 + 2, 12);
  });

  it('rules files: dotted or list paths, files relative to the rules file, null deletes', () => {
    expect(parsePath('sides.0.units.1.cmb')).toEqual(['sides', 0, 'units', 1, 'cmb']);
    expect(parsePath(['profiles', 3, 'c'])).toEqual(['profiles', 3, 'c']);
    const dir = tempDir('volley-rules-');
    const f = join(dir, 'v.yaml');
    writeFileSync(f, 'options: {maxTurns: 8}\npatches:\n  - {file: lists/a.yaml, path: [units, 0], value: null}\n');
    const r = readRuleSet(f);
    expect(r.options).toEqual({ maxTurns: 8 });
    expect(r.patches[0].file).toBe(join(dir, 'lists/a.yaml'));
    expect(r.patches[0].value).toBeUndefined();
  });
});

describe('volley compare (intro suite, in-process)', () => {
  const dir = tempDir('volley-compare-');
  const run = (name: string, ...args: string[]) => volley('compare', suite, '--workers', '0', '--out', join(dir, name), '--quiet', ...args);

  it('identical rules: exit 0, every matchup within tolerance with Δ = 0, junit passes', async () => {
    const r = await run('same', '--variant', same, '--batch', '100');
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(readFileSync(join(dir, 'same', 'summary.json'), 'utf8'));
    // batches continue the seed sequence (firstUnit): after several rounds the base arm is exactly
    // the first N pairs of a plain run of the same matchup id and seed
    const m0 = s.matchups[1];
    expect(m0.rounds).toBeGreaterThan(1);
    const mu = readSuite(suite).matchups[1];
    const [plain] = await runMatchups(
      [{ id: mu.id, rulesetId: 'intro', setup: mu.load(CURRENT_RULES).setup, policies: ['greedy', 'greedy'], games: 2 * m0.units, pairs: true }],
      { masterSeed: 1, workers: 0 },
    );
    expect(m0.base.score).toBe(pairedScoreInterval(plain.tally.pairHalfPoints).score);
    expect(m0.games).toBe(plain.tally.games);
    expect(s.outcome.moved).toBe(0);
    for (const m of s.matchups) {
      expect(m.verdict).toBe('within');
      expect(m.delta).toBe(0);
      expect(m.unitsChanged).toBe(0);
      expect(m.sprt.decision).toBe('accept-H0');
    }
    const junit = readFileSync(join(dir, 'same', 'junit.xml'), 'utf8');
    expect(wellFormed(junit)).toBe(true);
    expect(junit).toMatch(/<testsuite [^>]*tests="2" failures="0"/);
    expect((junit.match(/<testcase /g) ?? []).length).toBe(2);
    for (const f of ['compare.md', 'junit.xml', 'summary.json', 'compare.csv', 'matchups.csv', 'delta.svg', 'delta.vl.json', 'scores.svg', 'index.html']) {
      expect(readdirSync(join(dir, 'same'))).toContain(f);
    }
    expect(readFileSync(join(dir, 'same', 'compare.md'), 'utf8')).toMatch(/\*\*PASS\*\*/);
  });

  it('an unbalancing tweak (list A Line units CMB +2): exit 1, the moved matchups fail in junit', async () => {
    const r = await run('tweak', '--variant', tweak);
    expect(r.code, r.stderr).toBe(1);
    const s = JSON.parse(readFileSync(join(dir, 'tweak', 'summary.json'), 'utf8'));
    expect(s.outcome.moved).toBeGreaterThan(0);
    const moved = s.matchups.filter((m: { verdict: string }) => m.verdict === 'moved');
    for (const m of moved) {
      expect(m.delta).toBeGreaterThan(0); // stronger list A scores more
      expect(m.deltaLo).toBeGreaterThan(0.03);
      expect(m.deltaCsLo).toBeGreaterThan(0); // the anytime interval agrees on the sign
      expect(m.sprt.decision).toBe('accept-H1');
    }
    const junit = readFileSync(join(dir, 'tweak', 'junit.xml'), 'utf8');
    expect(wellFormed(junit)).toBe(true);
    expect((junit.match(/<failure /g) ?? []).length).toBe(moved.length);
    expect(readFileSync(join(dir, 'tweak', 'compare.md'), 'utf8')).toMatch(/\*\*FAIL\*\*/);
  });

  it('--expect-change inverts the gate', async () => {
    const a = await run('expect-same', '--variant', same, '--expect-change');
    expect(a.code, a.stderr).toBe(1);
    const junit = readFileSync(join(dir, 'expect-same', 'junit.xml'), 'utf8');
    expect(wellFormed(junit)).toBe(true);
    expect(junit).toMatch(/name="expect-change"[^>]*>\s*<failure /);
    const b = await run('expect-tweak', '--variant', tweak, '--expect-change');
    expect(b.code, b.stderr).toBe(0);
  });

  it('a cap below what the design needs: exit 4 (inconclusive), a warning naming --max-games, a skipped junit case', async () => {
    const r = await run('short', '--variant-option', 'maxTurns=12', '--max-games', '400');
    expect(r.code, r.stderr).toBe(4);
    expect(r.stderr).toMatch(/warning: the game cap 400 per arm is below what the test needs: .* use --max-games \d+/);
    const s = JSON.parse(readFileSync(join(dir, 'short', 'summary.json'), 'utf8'));
    const open = s.matchups.filter((m: { verdict: string }) => m.verdict === 'inconclusive');
    expect(open.length).toBeGreaterThan(0);
    for (const m of open) expect(m.design.recommendedMaxGames).toBeGreaterThan(400);
    expect(s.warnings.length).toBe(1);
    const junit = readFileSync(join(dir, 'short', 'junit.xml'), 'utf8');
    expect(wellFormed(junit)).toBe(true);
    expect((junit.match(/<skipped /g) ?? []).length).toBe(open.length);
    expect(readFileSync(join(dir, 'short', 'compare.md'), 'utf8')).toMatch(/\*\*INCONCLUSIVE\*\* \(exit 4\)/);
    // the page carries the same warning as the terminal, compare.md and summary.json (issue 29 item 5)
    expect(readFileSync(join(dir, 'short', 'index.html'), 'utf8')).toContain(`Warning: ${escapeHtml(s.warnings[0])}.`);
  });

  it('a batch of 2 pairs under a cap of 4 ends (it once held the process in the design recursion) with intervals inside ±100 points', async () => {
    const r = await run('tiny', '--variant', tweak, '--max-games', '8', '--batch', '4');
    expect(r.code, r.stderr).toBe(4);
    const s = JSON.parse(readFileSync(join(dir, 'tiny', 'summary.json'), 'utf8'));
    for (const m of s.matchups) {
      expect(m.games).toBe(8);
      for (const x of [m.deltaTestLo, m.deltaTestHi, m.deltaCsLo, m.deltaCsHi]) expect(Math.abs(x)).toBeLessThanOrEqual(1);
    }
  });

  it('the progress total follows the design after the first look, not the cap most runs never reach', async () => {
    const totals: number[] = [];
    let done = 0;
    const r = await runCompare(suite, {
      base: CURRENT_RULES,
      variant: ruleSetOf(undefined, ['maxTurns=12']),
      alpha: 0.05,
      beta: 0.05,
      batch: 200,
      maxGames: 20000,
      workers: 0,
      pairs: true,
      expectChange: false,
      estimateTotal: true,
      onProgress: (d, t) => {
        if (totals.at(-1) !== t) totals.push(t);
        done = d;
      },
    });
    const cap = 2 * 2 * 20000;
    expect(totals[0]).toBe(cap);
    expect(totals[1]).toBeLessThan(cap / 2);
    // it ends where the games were played
    expect(totals.at(-1)).toBe(done);
    expect(done).toBe(2 * r.matchups.reduce((t, m) => t + m.games, 0));
  }, 60000);

  it('volley plan --suite --variant sizes the run from the spread of the difference and names a --max-games', async () => {
    const r = await volley('plan', '--suite', suite, '--variant-option', 'maxTurns=12', '--pilot-games', '400', '--workers', '0', '--json');
    expect(r.code, r.stderr).toBe(0);
    const c = JSON.parse(r.stdout);
    expect(c.rows.length).toBe(2);
    for (const row of c.rows) {
      const [zero, , , tol] = row.design.points;
      // at the recommended cap the design keeps its promises and rarely ends inconclusive
      expect(zero.moved).toBeLessThanOrEqual(0.05 / 2);
      expect(tol.within).toBeLessThanOrEqual(0.05);
      expect(zero.inconclusive).toBeLessThanOrEqual(0.01);
      expect(tol.inconclusive).toBeLessThanOrEqual(0.01);
      expect(row.design.recommendedMaxGames).toBeGreaterThanOrEqual(zero.expectedGames);
    }
    expect(c.recommendedMaxGames).toBe(Math.max(...c.rows.map((x: { design: { recommendedMaxGames: number } }) => x.design.recommendedMaxGames)));
  });

  it('a suite naming a poule checks every allowed pair of it', async () => {
    const f = join(dir, 'poule-suite.yaml');
    writeFileSync(f, `ruleset: intro\nname: poule-suite\ngames: 400\nseed: 2\npoule: ${join(process.cwd(), 'scenarios/intro/poule.yaml')}\n`);
    const r = await volley('compare', f, '--workers', '0', '--out', join(dir, 'poule'), '--quiet', '--variant-option', 'maxTurns=10');
    expect(r.code, r.stderr).toBe(0); // the poule already plays maxTurns 10
    const s = JSON.parse(readFileSync(join(dir, 'poule', 'summary.json'), 'utf8'));
    expect(s.matchups.map((m: { id: string }) => m.id)).toEqual(['Veterans~Levy', 'Veterans~Line', 'Levy~Line']);
  });

  it('--variant-option shortcut and bad input exit 2', async () => {
    const r = await run('opt', '--variant-option', 'maxTurns=10');
    expect(r.code, r.stderr).toBe(0); // the suite already plays maxTurns 10: nothing changes
    const bad = await run('bad', '--variant-option', 'noSuchOption=1');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/noSuchOption/);
    const missing = await run('missing', '--variant', 'no/such/file.yaml');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no\/such\/file\.yaml.*not found/);
  });
});
