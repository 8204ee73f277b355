import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { calibrateHeadline, calibrateOutput } from '../../src/analysis/calibrate/report.js';
import { runCalibration, type CalibrationResult } from '../../src/analysis/calibrate/run.js';
import { readCalibration } from '../../src/analysis/calibrate/spec.js';

// Issue 27 item 4: calibrate against a field. The drawn lists meet the lists of a poule (here two
// 100-point lists weighted 3 : 1) instead of each other; each field list gets a strength of its own.
const FILE = 'test/analysis/calibrate-intro-truth-field.yaml';
const POULE = 'test/analysis/field-intro-calibrate-poule.yaml';
const Z95 = 1.959963984540054;
const dir = mkdtempSync(join(tmpdir(), 'volley-calfield-'));

/** The same calibration against one list of the field alone (the other weighted 0), same name and seeds. */
function alone(list: string): string {
  const poule = parse(readFileSync(POULE, 'utf8')) as Record<string, unknown>;
  poule.weights = { Elites: list === 'Elites' ? 1 : 0, Horde: list === 'Horde' ? 1 : 0 };
  writeFileSync(join(dir, `${list}.yaml`), stringify(poule));
  const doc = parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
  doc.field = `${list}.yaml`;
  const file = join(dir, `calibrate-${list}.yaml`);
  writeFileSync(file, stringify(doc));
  return relative(process.cwd(), file);
}

describe('calibrate against a field (issue 27 item 4)', () => {
  let field: CalibrationResult;

  it('meets the field 3 : 1 and still recovers the built-in +3 offset inside its interval', async () => {
    field = await runCalibration(readCalibration(FILE), { workers: 0 });
    expect(field.field!.opponents.map((o) => [o.name, o.matchups])).toEqual([
      ['Elites', 375],
      ['Horde', 125],
    ]);
    const i = field.profiles.findIndex((p) => p.name === 'Line');
    const j = field.profiles.findIndex((p) => p.name === 'Line (overpriced)');
    const [a, b] = [field.profiles[i], field.profiles[j]];
    const est = b.printed - b.fair - (a.printed - a.fair);
    const se = Math.sqrt(field.cov[i][i] + field.cov[j][j] - 2 * field.cov[i][j]);
    expect(Math.abs(est - 3)).toBeLessThanOrEqual(Z95 * se);
    expect(calibrateHeadline(field)).toMatch(/against the field field-hundred \(2 lists, weighted\)\)$/);
    const out = calibrateOutput(field);
    expect(out.manifest.field).toEqual({
      file: POULE,
      name: 'field-hundred',
      opponents: [
        { name: 'Elites', weight: 0.75 },
        { name: 'Horde', weight: 0.25 },
      ],
      matchups: [375, 125],
    });
    expect(out.sections[0].text).toMatch(/against a list of the field field-hundred .*Elites 375, Horde 125 matchups/);
  }, 120_000);

  it("every profile's fair cost against the field lies within the single-opponent runs' intervals (same lists, same seeds)", async () => {
    const [elites, horde] = [
      await runCalibration(readCalibration(alone('Elites')), { workers: 0 }),
      await runCalibration(readCalibration(alone('Horde')), { workers: 0 }),
    ];
    expect(elites.field!.opponents.map((o) => o.name)).toEqual(['Elites']);
    field.profiles.forEach((p, k) => {
      const [e, h] = [elites.profiles[k], horde.profiles[k]];
      expect(p.fair).toBeGreaterThanOrEqual(Math.min(e.lo, h.lo));
      expect(p.fair).toBeLessThanOrEqual(Math.max(e.hi, h.hi));
    });
  }, 120_000);

  it('refuses a field of another game (exit 2)', () => {
    const doc = parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
    doc.field = resolve('scenarios/alg/poule.yaml');
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, stringify(doc));
    expect(() => readCalibration(relative(process.cwd(), file))).toThrow(/is a poule of alg; this file is intro/);
  });
});
