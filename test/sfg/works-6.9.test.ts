// SFG-6.9 prepared works ("posizioni preparate (trincee, abbattute, barricate improvvisate)"):
// a linear defensive position, an obstacle to movement (SFG-5.1); their defenders are not
// pushed back by fire but are still disordered on a 6; heavy cover by default (worksCover).
// The generator lays worksPieces of them for each side just in front of its deployment strip.
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { generateTerrain } from '../../src/rulesets/sfg/table/terrainGen.js';
import { firePushback, fireDice } from '../../src/rulesets/sfg/rules/fire.js';
import { OB_HEDGE, OB_WORKS } from '../../src/rulesets/sfg/mechanics/terrain.js';
import type { Game } from '../../src/rulesets/sfg/game.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

function duel(o = {}): Game {
  return makeGame(army('A', [division('a', [brigade('a1', 6)])]), army('B', [division('b', [brigade('b1', 6)])]), o);
}

/** B's brigade, front edge at y = 14 facing −y, behind an obstacle 0.25 UM in front of it; A's line fires from y = 10. */
function behind(kind: number, o = {}) {
  const g = duel(o);
  g.terrain.addObstacle(kind, 5, 13.75, 15, 13.75);
  put(g, 0, 10, 10);
  const e = put(g, 1, 10, 14, 0, -1);
  return { g, a: g.units[0], e };
}

describe('SFG-6.9 prepared works', () => {
  const out = new Int32Array(3);
  it('their defenders roll the pushback die and stay, a 6 still disorders; behind a hedge they go back', () => {
    for (const [kind, face, back, dis] of [
      [OB_WORKS, 3, 0, false],
      [OB_WORKS, 6, 0, true],
      [OB_HEDGE, 3, 1, false],
    ] as const) {
      const { g, a, e } = behind(kind);
      const d = script(g, [face]);
      firePushback(g, a, e, 2);
      expect(d.remaining).toBe(0);
      expect(e.py).toBeCloseTo(14 + back, 9);
      expect(e.disordered).toBe(dis);
    }
  });
  it('heavy cover by default (musketry needs 6+), light under worksCover=light (5+)', () => {
    for (const [o, need] of [
      [{}, 6],
      [{ worksCover: 'light' }, 5],
    ] as const) {
      const { g, a, e } = behind(OB_WORKS, o);
      expect(fireDice(g, a, e, false, true, out)).toBeGreaterThan(0);
      expect(out[1]).toBe(need);
    }
  });
  it('worksPieces: each side gets that many 6 UM lines parallel to its edge, 0.25 UM in front of its strip, one per section of x ∈ [6, 30]', () => {
    for (const n of [1, 2]) {
      const g = duel({ worksPieces: n, obstaclePieces: 3 });
      generateTerrain(g, new SeededDice(5));
      const t = g.terrain;
      const works = [];
      for (let k = 0; k < t.nObs; k++) if (t.okind[k] === OB_WORKS) works.push(k);
      expect(works.length).toBe(2 * n);
      const section = 24 / n;
      works.forEach((k, j) => {
        const side = Math.floor(j / n);
        const s = j % n;
        expect(t.oy0[k]).toBe(t.oy1[k]);
        expect(t.oy0[k]).toBeCloseTo(side === 0 ? 6.25 : 17.75, 9);
        expect(t.ox1[k] - t.ox0[k]).toBeCloseTo(6, 9);
        expect(t.ox0[k]).toBeGreaterThanOrEqual(6 + s * section - 1e-9);
        expect(t.ox1[k]).toBeLessThanOrEqual(6 + (s + 1) * section + 1e-9);
      });
    }
  });
  it('laid last: the rest of the table is the one worksPieces 0 lays', () => {
    const with0 = duel({ terrainPieces: 4, obstaclePieces: 3, roadPieces: 1 });
    const with2 = duel({ terrainPieces: 4, obstaclePieces: 3, roadPieces: 1, worksPieces: 2 });
    generateTerrain(with0, new SeededDice(9));
    generateTerrain(with2, new SeededDice(9));
    expect(with2.terrain.nObs).toBe(with0.terrain.nObs + 4);
    for (let k = 0; k < with0.terrain.nObs; k++) expect(with2.terrain.ox0[k]).toBe(with0.terrain.ox0[k]);
    expect(with2.terrain.rx0[0]).toBe(with0.terrain.rx0[0]);
  });
});
