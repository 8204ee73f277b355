import { describe, expect, it } from 'vitest';
import { drawList, listTotal } from '../../src/analysis/calibrate/draw.js';
import { runCalibration } from '../../src/analysis/calibrate/run.js';
import { readCalibration } from '../../src/analysis/calibrate/spec.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { isInputError } from '../../src/rulesets/errors.js';

// Issue 27: `volley calibrate` draws SfG orders of battle and AlG forces through their rulesets'
// calibration hooks. The hook's printed costs must be the game's own prices of the drawn list
// (SFG-13's proposal; ALG-4.3's class values), and what the game refuses is drawn again.
const FILES = { sfg: 'scenarios/sfg/calibrate.yaml', alg: 'scenarios/alg/calibrate.yaml' };

function load(file: string, counts: number[]): { points: number } | string {
  const spec = readCalibration(file);
  const sides = [spec.hook.side(spec.rawDoc, spec.profiles, counts, 'List A'), spec.hook.side(spec.rawDoc, spec.profiles, counts, 'List B')];
  try {
    const setup = spec.ruleset.loadSetup({ ...spec.scenario.doc, sides }, spec.ctx);
    return spec.ruleset.sides(setup)[0];
  } catch (e) {
    if (!isInputError(e)) throw e;
    return (e as Error).message;
  }
}

describe('calibration hooks of SfG and AlG (issue 27)', () => {
  it('SfG: the profiles are what SFG-13 prices, at the proposal', () => {
    const spec = readCalibration(FILES.sfg);
    expect(spec.profiles.map((p) => [p.id, p.cost])).toEqual([
      ['general-poor', 4],
      ['general-standard', 8],
      ['general-good', 14],
      ['infantry-conscript', 18],
      ['infantry-regular', 24],
      ['infantry-elite', 30],
      ['cavalry-conscript', 16],
      ['cavalry-regular', 20],
      ['cavalry-elite', 24],
      ['infantry-regular-breechloaders', 30],
      ['battery-field', 10],
      ['battery-howitzer', 11],
    ]);
  });

  it('SfG: one division per general, elites spread; the game prices the order of battle at the printed total, and refuses what SFG-13 refuses', () => {
    const spec = readCalibration(FILES.sfg);
    // two standard generals, two elite and two regular infantry brigades, a field battery
    const counts = [0, 2, 0, 0, 2, 2, 0, 0, 0, 0, 1, 0];
    expect(load(FILES.sfg, counts)).toMatchObject({ points: listTotal(spec.profiles, counts) });
    // one general, two elite brigades: SFG-13 allows one elite brigade a division
    expect(load(FILES.sfg, [0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0])).toMatch(/2 elite brigades in one division/);
    // no general, no division
    expect(load(FILES.sfg, [0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0])).toMatch(/non-empty list of divisions/);
  });

  it('AlG: printed costs are the class values; heroes act alone, extras of a kind form a squad; a lone extra is refused', () => {
    const spec = readCalibration(FILES.alg);
    expect(spec.profiles.map((p) => p.cost)).toEqual([3, 3, 2, 2, 1, 1]);
    const counts = [2, 0, 1, 0, 4, 0];
    expect(load(FILES.alg, counts)).toMatchObject({ points: listTotal(spec.profiles, counts) });
    expect(load(FILES.alg, [1, 0, 0, 0, 1, 0])).toMatch(/a squad needs at least two figures/);
  });

  it('every legal drawn list is priced by the game exactly as the hook prints it (200 draws each)', () => {
    for (const file of Object.values(FILES)) {
      const spec = readCalibration(file);
      const rng = new SeededDice(7);
      let legal = 0;
      for (let k = 0; k < 200; k++) {
        const counts = drawList(spec.profiles, spec.window, rng);
        if (!counts) continue;
        const side = load(file, counts);
        if (typeof side === 'string') continue;
        legal++;
        expect(side.points).toBe(listTotal(spec.profiles, counts));
      }
      expect(legal).toBeGreaterThan(20);
    }
  });

  it('volley calibrate runs on both (small runs: every profile measured, intervals finite)', async () => {
    for (const [file, games] of [
      [FILES.sfg, 40],
      [FILES.alg, 100],
    ] as const) {
      const r = await runCalibration(readCalibration(file), { games, workers: 0 });
      expect(r.profiles.every((p) => Number.isFinite(p.fair) && p.hi > p.lo)).toBe(true);
    }
  }, 120_000);
});
