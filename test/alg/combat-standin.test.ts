// Spec §5 STAND-IN combat (P3 shooting, P5 melee, P6 wounds, P7 flee) and ALG-2.3 armour: not
// AlG's rules, checked so the stand-in does what the spec says it does.
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { char, force, game, HERO, EXTRA, line, place } from './helpers.js';

function pair(o: { ca?: number; shield?: boolean; weapon?: number; dist?: number; cover?: boolean } = {}) {
  const g = game(
    force('A', [char('A1', HERO, { weapon: o.weapon ?? 3 })]),
    force('B', [char('B1', EXTRA, { healthy: line(6, 4, 4, o.ca ?? 4, 4), shield: o.shield ?? false })]),
    {
      cover: o.cover ? [{ x: 0, y: 15, w: 36, h: 5 }] : [],
    },
  );
  place(g, 0, 10, 2);
  place(g, 1, 10, 2 + 1 + (o.dist ?? 3));
  return g;
}

describe('stand-in P3/P6 shooting', () => {
  it('hits on d10 ≤ Ti, −1 beyond half range, −2 in cover; wounds on d10 ≤ 2·CA', () => {
    const cases: [Parameters<typeof pair>[0], number[], number][] = [
      [{}, [4, 8], 1], // Ti 4 hits on 4; CA 4 wounds on ≤ 8
      [{}, [4, 9, 1], 0], // 9 > 8: no wound (then M2: an autonomous extra hit in the open tests)
      [{}, [5], 0], // miss
      [{ dist: 12 }, [4], 0], // beyond half of 20 um: needs ≤ 3
      [{ dist: 12 }, [3, 1], 1],
      [{ dist: 14, cover: true }, [2], 0], // cover −2 and long −1: needs ≤ 1
      [{ ca: 1, shield: true }, [1, 3, 1], 0], // CA 1 with a shield stays at caMin 1: wounds on ≤ 2
      [{ ca: 5 }, [1, 10], 1], // CA 5: always wounds
    ];
    for (const [o, faces, wounded] of cases) {
      const g = pair(o);
      g.dice = new ScriptedDice(faces);
      g.combat.volley(g, 0, 1, false);
      expect(g.state.out[1], JSON.stringify(o) + faces.join()).toBe(wounded);
      expect(g.state.loaded[0]).toBe(0);
    }
  });
  it('a pistol reaches 4 um, a musket 20; a loaded weapon is needed; reloading costs 1 and 2 PA', () => {
    const g = pair({ weapon: 1, dist: 5 });
    expect(g.combat.canShoot(g, 0, 1)).toBe(false);
    g.state.y[1] = 2 + 1 + 4;
    expect(g.combat.canShoot(g, 0, 1)).toBe(true);
    g.state.loaded[0] = 0;
    expect(g.combat.canShoot(g, 0, 1)).toBe(false);
    expect(g.combat.reloadCost(g, 0)).toBe(1);
    const h = pair({ weapon: 3 });
    h.state.loaded[0] = 0;
    expect(h.combat.reloadCost(h, 0)).toBe(2);
  });
});

describe('stand-in P5 melee and P7 flee', () => {
  it('both fighters roll at once: each hits on ≤ Mi (5 and 4)', () => {
    const g = pair({ dist: 0 });
    // A: hit 5, wound 1; B: hit 4, wound 1; then A's M1 test (1: passed)
    g.dice = new ScriptedDice([5, 1, 4, 1, 1]);
    g.combat.melee(g, 0);
    expect(g.state.wounds[0]).toBe(1);
    expect(g.state.out[1]).toBe(1);
  });
  it('fleeing: each enemy in contact strikes once first, then the fleer moves Mov away', () => {
    const g = pair({ dist: 0 });
    g.state.y[0] = 10;
    g.state.y[1] = 11;
    g.dice = new ScriptedDice([10]);
    g.combat.flee(g, 0);
    expect(g.state.wounds[0]).toBe(0);
    expect(g.dist(0, 1)).toBeGreaterThan(1 + 3);
  });
});
