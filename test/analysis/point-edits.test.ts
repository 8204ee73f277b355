import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { volley } from '../helpers/cli.js';
import { loadSweepPoint, valueOverride } from '../../src/analysis/sweep/load.js';
import { sweepOutput } from '../../src/analysis/sweep/report.js';
import { runSweep } from '../../src/analysis/sweep/run.js';
import { readSweep } from '../../src/analysis/sweep/spec.js';
import { analysisManifest } from '../../src/analysis/shared/run.js';
import { isInputError } from '../../src/rulesets/errors.js';
import { loadScenario } from '../../src/scenario/load.js';
import { markEdited } from '../../src/rulesets/kit/edited.js';
import { parseCatalogue } from '../../src/rulesets/sds/data/catalogue.js';

// Issue 27 item 5: an illustrative SDS profile's printed cost is the SDS 8.1 formula's in a file
// as written; a sweep value or a compare patch may try another, and the manifest names it.
const SWEEP = 'test/analysis/sweep-illustrative-cost.yaml';
const EAGLE = { file: 'profiles/france.yaml', path: ['profiles', 9, 'points'] };

describe('point edits on illustrative profiles (issue 27 item 5)', () => {
  it('a compare patch may price the eagle bearer off the formula; the scenario lists the edit', () => {
    const sc = loadScenario('scenarios/sds/default.yaml', { patches: [{ ...EAGLE, value: 40 }] });
    expect(sc.pointEdits).toEqual([{ file: expect.stringMatching(/profiles\/france\.yaml$/), profile: 'eagle-bearer', points: 40, formula: 26 }]);
    expect(sc.ruleset.sides(sc.setup)[0].points).toBe(sc.ruleset.sides(loadScenario('scenarios/sds/default.yaml').setup)[0].points + 14);
    const base = loadScenario('scenarios/sds/default.yaml');
    expect(base.pointEdits).toEqual([]);
    const m = analysisManifest('compare', 'suite.yaml', 'suite', [base, sc], {});
    expect(m.pointEdits).toEqual([{ file: 'scenarios/sds/profiles/france.yaml', profile: 'eagle-bearer', points: 40, formula: 26 }]);
    expect(analysisManifest('compare', 'suite.yaml', 'suite', [base, base], {})).not.toHaveProperty('pointEdits');
  });

  it('a patch of the formula price itself is no edit, and a patched published row never was one', () => {
    expect(loadScenario('scenarios/sds/default.yaml', { patches: [{ ...EAGLE, value: 26 }] }).pointEdits).toEqual([]);
    const line = loadScenario('scenarios/sds/default.yaml', { patches: [{ file: EAGLE.file, path: ['profiles', 0, 'points'], value: 27 }] });
    expect(line.pointEdits).toEqual([]);
  });

  it('a sweep of the cost loads every value and its manifest names the edits', async () => {
    const spec = readSweep(SWEEP);
    const at36 = loadSweepPoint(spec, valueOverride(spec, 36).patches);
    expect(at36.pointEdits.map((e) => [e.profile, e.points, e.formula])).toEqual([['eagle-bearer', 36, 26]]);
    const r = await runSweep(spec, { pairs: true, workers: 0 });
    // the current value (26) is played too; it is no edit
    expect(r.spec.values).toEqual([30, 36, 26]);
    expect(r.pointEdits.map((e) => e.points)).toEqual([30, 36]);
    expect(r.notes.filter((n) => /rules' formula gives 26/.test(n))).toHaveLength(2);
    const manifest = sweepOutput(r).manifest as { pointEdits: unknown[] };
    expect(manifest.pointEdits).toHaveLength(2);
  });

  it('volley compare accepts the patch (it exited 2 before) and its summary names the edit', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'volley-pointedits-')), 'report');
    const r = await volley(
      'compare',
      'test/analysis/point-edits-suite.yaml',
      '--variant',
      'test/analysis/point-edits-variant.yaml',
      '--workers',
      '0',
      '-q',
      '-o',
      out,
    );
    expect(r.code, r.stderr).not.toBe(2);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { manifest: { pointEdits: unknown } };
    expect(summary.manifest.pointEdits).toEqual([{ file: 'scenarios/sds/profiles/france.yaml', profile: 'eagle-bearer', points: 36, formula: 26 }]);
  }, 120_000);

  it('a catalogue row as written still may not be priced off the formula; the same row edited in memory may', () => {
    const row = () => ({ id: 'eagle-bearer', name: 'Eagle bearer', points: 36, q: 4, c: 2, weapons: ['sword'], rules: ['flagBearer'], source: 'illustrative' });
    let err: unknown;
    try {
      parseCatalogue('France', [row()], 'c.yaml');
    } catch (e) {
      err = e;
    }
    expect(isInputError(err) && /SDS 8.1 formula gives 26/.test((err as Error).message)).toBe(true);
    const edited = row();
    markEdited(edited);
    const heard: unknown[] = [];
    expect(parseCatalogue('France', [edited], 'c.yaml', undefined, (e) => heard.push(e)).profiles[0].points).toBe(36);
    expect(heard).toEqual([{ file: 'c.yaml', profile: 'eagle-bearer', points: 36, formula: 26 }]);
  });
});
