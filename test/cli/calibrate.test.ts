import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

const dir = tempDir();
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

const GOOD = `ruleset: intro
name: cal-test
seed: 1
budget: 120
points: {min: 80, max: 120}
catalogue:
  - {name: Elite, cmb: 5, abi: 5}
  - {name: Line, cmb: 3, abi: 3}
  - {name: Bows, cmb: 2, abi: 3}
`;

/** Bad input: one line on stderr naming file and field, exit 2. */
async function expectInputError(text: string, ...patterns: RegExp[]) {
  const f = file(`bad-${Math.random().toString(36).slice(2)}.yaml`, text);
  const r = await volley('calibrate', f, '--games', '20', '--workers', '0', '-q', '-o', join(dir, 'never'));
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr.trim().split('\n').length, r.stderr).toBe(1);
  expect(r.stderr).toMatch(/bad-\w+\.yaml/);
  for (const p of patterns) expect(r.stderr).toMatch(p);
}

describe('volley calibrate', () => {
  it('plays a tiny run end to end: table, CSV, summary.json with a headline, the chart with its diagonal, index.html', async () => {
    const out = join(dir, 'out');
    const r = await volley('calibrate', file('good.yaml', GOOD), '--games', '300', '--workers', '0', '-o', out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/profile\s+printed\s+fair cost \[95%\]\s+verdict/);
    expect(r.stdout).toMatch(/^Elite\s+10\s+[-\d.]+ \[[-\d.]+, [-\d.]+\]\s+(cheap|fair|expensive|inconclusive)$/m);
    expect(r.stdout).toMatch(/held-out log-loss/);
    for (const f of ['calibration.csv', 'model-fit.csv', 'summary.json', 'fair-cost.vl.json', 'fair-cost.svg', 'index.html'])
      expect(existsSync(join(out, f)), f).toBe(true);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.headline).toMatch(/3 profiles, 300 games/);
    expect(summary.profiles.map((p: { name: string }) => p.name)).toEqual(['Elite', 'Line', 'Bows']);
    expect(summary.manifest.seed).toBe(1);
    const csv = readFileSync(join(out, 'calibration.csv'), 'utf8').split('\n');
    expect(csv[0]).toBe('profile,id,printed,catalogueCost,fair,fairLo,fairHi,se,verdict,meanCount,note');
    const chart = JSON.parse(readFileSync(join(out, 'fair-cost.vl.json'), 'utf8'));
    expect(chart.layer[0].mark.type).toBe('line'); // the diagonal
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(summary.headline.replace(/&/g, '&amp;').slice(0, 40));
  }, 120_000);

  it('costs: tries a revised printed cost and marks it in the manifest and the CSV', async () => {
    const out = join(dir, 'costs');
    const r = await volley(
      'calibrate',
      file('costs.yaml', `${GOOD.replace('cal-test', 'cal-costs')}costs: {Elite: 12}\n`),
      '--games',
      '100',
      '--workers',
      '0',
      '-q',
      '-o',
      out,
    );
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.manifest.editedCosts).toEqual({ 'Elite|5|5': 10 });
    expect(summary.profiles[0].printed).toBe(12);
    expect(readFileSync(join(out, 'calibration.csv'), 'utf8').split('\n')[1]).toMatch(/^Elite,Elite\|5\|5,12,10,/);
  }, 120_000);

  it('volley validate reads the shipped calibration files as calibrations', async () => {
    const intro = await volley('validate', 'scenarios/intro/calibrate.yaml');
    expect(intro.code, intro.stderr).toBe(0);
    expect(intro.stdout).toMatch(/valid intro calibration 'intro-calibrate': 6 profiles \(Elite 10, Veterans 8, .*\), lists of 80–120 printed points/);
    const sds = await volley('validate', 'scenarios/sds/calibrate-france.yaml');
    expect(sds.code, sds.stderr).toBe(0);
    expect(sds.stdout).toMatch(/valid sds calibration 'sds-calibrate-france': 13 profiles \(Line infantryman 26, Officer 60, /);
  });

  it('--json prints summary.json, headline first', async () => {
    const r = await volley(
      'calibrate',
      file('json.yaml', GOOD.replace('cal-test', 'cal-json')),
      '--games',
      '100',
      '--workers',
      '0',
      '--json',
      '-o',
      join(dir, 'json'),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(Object.keys(JSON.parse(r.stdout))[0]).toBe('headline');
  }, 120_000);

  it('rejects bad calibration files with one line naming file, field and fix', async () => {
    await expectInputError(GOOD.replace('points: {min: 80, max: 120}\n', ''), /points/, /\{min, max\}/);
    await expectInputError(GOOD.replace('{min: 80, max: 120}', '{min: 120, max: 80}'), /points/);
    await expectInputError(GOOD.replace('{min: 80, max: 120}', '{min: 80, max: 120, avg: 100}'), /points\.avg/);
    await expectInputError(GOOD.replace('{min: 80, max: 120}', '{min: 1, max: 3}'), /points\.max/, /cheapest costs/);
    await expectInputError(`${GOOD}tolerance: -1\n`, /tolerance/);
    await expectInputError(`${GOOD}costs: {Knight: 12}\n`, /costs\.Knight/, /not a profile/);
    await expectInputError(`${GOOD}costs: {Line: 0}\n`, /costs\.Line/, /positive whole number/);
    await expectInputError(`${GOOD}sides: []\n`, /sides/, /draws its own lists/);
    await expectInputError(GOOD.replace(/catalogue:[\s\S]*/, 'catalogue: [{name: Elite, cmb: 5, abi: 5}]\n'), /catalogue/, /at least two/);
    await expectInputError(GOOD.replace('{name: Line, cmb: 3, abi: 3}', '{name: Line, cmb: 9, abi: 3}'), /catalogue\[1\]\.cmb/, /characteristic/);
    await expectInputError(GOOD.replace('{name: Line, cmb: 3, abi: 3}', '{name: Line, cmb: 3, abi: 3, cost: 0}'), /catalogue\[1\]\.cost/);
    await expectInputError(GOOD.replace('{name: Line, cmb: 3, abi: 3}', '{name: Elite, cmb: 3, abi: 3}'), /listed twice/);
    await expectInputError(GOOD.replace('{name: Line, cmb: 3, abi: 3}', '{name: Line, cmb: 3, abi: 3, colour: red}'), /unknown key 'colour'/);
    // the game's own list rules: every list is over the intro budget
    await expectInputError(GOOD.replace('budget: 120', 'budget: 60'), /no legal pair of lists/, /budget/);
    // every game now draws lists; a key of another game's catalogue is the file's fault, said at once
    await expectInputError(GOOD.replace('ruleset: intro', 'ruleset: sfg'), /budget/, /unknown key 'budget' for ruleset sfg/);
    await expectInputError('ruleset: sds\nname: x\npoints: {min: 300, max: 400}\nnation: Narnia\n', /nation/, /unknown nation/);
  }, 120_000);
});
