import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runSweep, type SweepResult } from '../../src/analysis/sweep/run.js';
import { sweepOutput } from '../../src/analysis/sweep/report.js';
import { readSweep } from '../../src/analysis/sweep/spec.js';
import { rebaseEntry, splitUnits } from '../../src/analysis/shared/opponents.js';
import { isInputError } from '../../src/rulesets/errors.js';

// Issue 27 item 4: a sweep against a field plays each opponent on side 1 with games in proportion
// to the poule's weights, on the seeds a sweep against that opponent alone uses; so the field's
// tally is exactly the sum of the single-opponent runs and its score their weighted mean.
const SWEEP = 'test/analysis/field-intro-sweep.yaml';
const POULE = parse(readFileSync('test/analysis/field-intro-poule.yaml', 'utf8')) as { lists: unknown[] };
const dir = mkdtempSync(join(tmpdir(), 'volley-field-'));

/** The same sweep against one list of the field alone, with that list's share of the games. */
function alone(j: number, games: number, edit: (doc: Record<string, unknown>) => void = () => {}): string {
  const doc = parse(readFileSync(SWEEP, 'utf8')) as Record<string, unknown>;
  delete doc.field;
  (doc.sides as unknown[])[1] = POULE.lists[j];
  doc.games = games;
  edit(doc);
  const file = join(dir, `alone-${j}-${games}.yaml`);
  writeFileSync(file, stringify(doc));
  return relative(process.cwd(), file);
}

const tallyOf = (r: SweepResult, v: number) => {
  const s = r.curves[0].points[v].summary;
  return { games: s.games, winsA: s.winsA, draws: s.draws };
};

describe('sweep against a field (issue 27 item 4)', () => {
  it('splits units by weight, whole and summing to the total', () => {
    expect(splitUnits(80, [0.75, 0.25])).toEqual([60, 20]);
    expect(splitUnits(7, [0.5, 0.5])).toEqual([4, 3]);
    expect(splitUnits(10, [1 / 3, 1 / 3, 1 / 3]).reduce((s, n) => s + n, 0)).toBe(10);
  });

  it('rebases the poule entries’ list files for the scenario that loads them, and nothing else', () => {
    const here = resolve('scenarios/sds/poules');
    const e = rebaseEntry({ list: '../lists/france-line.yaml', name: 'x.yaml' }, here, resolve('scenarios/sds'));
    expect(e).toEqual({ list: 'lists/france-line.yaml', name: 'x.yaml' });
  });

  it('the field tally is the sum of single-opponent sweeps on the same seeds; its score their 3 : 1 mean', async () => {
    const spec = readSweep(SWEEP);
    expect(spec.field?.opponents.map((o) => [o.name, o.weight])).toEqual([
      ['Wall', 0.75],
      ['Bows', 0.25],
    ]);
    const flags = { pairs: true, workers: 0, robustness: 'off' as const };
    const field = await runSweep(spec, flags);
    // 160 games = 80 pairs: 60 against Wall, 20 against Bows
    const wall = await runSweep(readSweep(alone(0, 120)), flags);
    const bows = await runSweep(readSweep(alone(1, 40)), flags);
    expect(field.curves[0].points.map((p) => p.value)).toEqual([3, 5, 4]);
    for (let v = 0; v < 3; v++) {
      const [f, a, b] = [tallyOf(field, v), tallyOf(wall, v), tallyOf(bows, v)];
      expect(f).toEqual({ games: a.games + b.games, winsA: a.winsA + b.winsA, draws: a.draws + b.draws });
      const score = (t: typeof f) => (t.winsA + t.draws / 2) / t.games;
      expect(score(f)).toBeCloseTo(0.75 * score(a) + 0.25 * score(b), 12);
    }
    // the answer lies between the single-opponent answers
    const x = (r: SweepResult) => r.curves[0].crossing!.x50;
    expect(x(field)).toBeGreaterThanOrEqual(Math.min(x(wall), x(bows)));
    expect(x(field)).toBeLessThanOrEqual(Math.max(x(wall), x(bows)));
    // headline and manifest say what the field is
    const out = sweepOutput(field);
    expect(out.headline).toMatch(/^Red v the field field-two \(2 lists, weighted\)/);
    expect((out.manifest.field as { opponents: unknown[] }).opponents).toEqual([
      { name: 'Wall', weight: 0.75 },
      { name: 'Bows', weight: 0.25 },
    ]);
  });

  it('an ablation against the field pools the paired changes of the single-opponent ablations', async () => {
    const ablate = (doc: Record<string, unknown>) => {
      doc.mode = 'ablation';
      doc.vary = { path: 'sides.0.units' };
    };
    const fieldFile = join(dir, 'field-ablation.yaml');
    const doc = parse(readFileSync(SWEEP, 'utf8')) as Record<string, unknown>;
    ablate(doc);
    doc.field = relative(dir, resolve('test/analysis/field-intro-poule.yaml'));
    writeFileSync(fieldFile, stringify(doc));
    const flags = { pairs: true, workers: 0, robustness: 'off' as const };
    const field = await runSweep(readSweep(relative(process.cwd(), fieldFile)), flags);
    const wall = await runSweep(readSweep(alone(0, 120, ablate)), flags);
    const bows = await runSweep(readSweep(alone(1, 40, ablate)), flags);
    const rows = (r: SweepResult) => r.ablations[0].rows;
    rows(field).forEach((row, k) => {
      expect(row.units).toBe(rows(wall)[k].units + rows(bows)[k].units);
      expect(row.delta).toBeCloseTo(0.75 * rows(wall)[k].delta + 0.25 * rows(bows)[k].delta, 12);
    });
    expect(field.ablations[0].sideName).toBe('Red');
  });

  it('opponents: written in the sweep file are a field weighted equally, on the same seeds', async () => {
    const doc = parse(readFileSync(SWEEP, 'utf8')) as Record<string, unknown>;
    delete doc.field;
    doc.opponents = POULE.lists;
    const file = join(dir, 'opponents.yaml');
    writeFileSync(file, stringify(doc));
    const spec = readSweep(relative(process.cwd(), file));
    expect(spec.field?.opponents.map((o) => [o.name, o.weight])).toEqual([
      ['Wall', 0.5],
      ['Bows', 0.5],
    ]);
    const flags = { pairs: true, workers: 0, robustness: 'off' as const };
    const field = await runSweep(spec, flags);
    const [wall, bows] = [await runSweep(readSweep(alone(0, 80)), flags), await runSweep(readSweep(alone(1, 80)), flags)];
    for (let v = 0; v < 3; v++) {
      const [f, a, b] = [tallyOf(field, v), tallyOf(wall, v), tallyOf(bows, v)];
      expect(f).toEqual({ games: a.games + b.games, winsA: a.winsA + b.winsA, draws: a.draws + b.draws });
    }
    expect(sweepOutput(field).headline).toMatch(/^Red v the field Wall \+ Bows \(2 lists\)/);
  });

  it('refuses a field of another game, and a field with side: 1 (exit 2)', () => {
    const bad = (edit: (doc: Record<string, unknown>) => void) => {
      const doc = parse(readFileSync(SWEEP, 'utf8')) as Record<string, unknown>;
      edit(doc);
      const file = join(dir, 'bad.yaml');
      writeFileSync(file, stringify(doc));
      try {
        readSweep(relative(process.cwd(), file));
      } catch (e) {
        return isInputError(e) ? (e as Error).message : 'not an input error';
      }
      return 'accepted';
    };
    expect(bad((d) => (d.field = resolve('scenarios/alg/poule.yaml')))).toMatch(/is a poule of alg; this file is intro/);
    const sideOne = (d: Record<string, unknown>) => {
      d.field = resolve('test/analysis/field-intro-poule.yaml');
      (d.vary as Record<string, unknown>).side = 1;
    };
    expect(bad(sideOne)).toMatch(/the field plays side 1/);
    expect(bad((d) => (d.field = 'nowhere.yaml'))).toMatch(/does not exist/);
    expect(bad((d) => (d.opponents = POULE.lists))).toMatch(/give field: or opponents:, not both/);
    const none = (d: Record<string, unknown>) => {
      delete d.field;
      d.opponents = [];
    };
    expect(bad(none)).toMatch(/expected a list of side entries/);
  });
});
