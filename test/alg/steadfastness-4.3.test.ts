// ALG-4.3 army steadfastness (start by stakes, losses, recovery, defeat at ≤ 0) and ALG-4.5
// the end of the game, with the G-A13 accounting options.
import { describe, expect, it } from 'vitest';
import { fleeFigure, loseFigure, recoverUnit, checkDefeat } from '../../src/rulesets/alg/rules/steadfastness.js';
import { remove } from '../../src/rulesets/alg/rules/casualties.js';
import { routSquad } from '../../src/rulesets/alg/rules/morale.js';
import { playTurns } from '../../src/rulesets/alg/play.js';
import { NO_WINNER, OUT_OF_ACTION, REASONS } from '../../src/rulesets/alg/state.js';
import { char, force, game, HERO, PROTAGONIST, squad, EXTRA, place } from './helpers.js';

// spec §8: 1 hero + 2 protagonists + 12 extras = 19 points
const army = (stakes: number) => force('A', [char('H', HERO), char('P1', PROTAGONIST), char('P2', PROTAGONIST)], [squad('S', 12)], stakes);
const foe = () => force('B', [char('B', HERO)]);

describe('ALG-4.3 steadfastness', () => {
  it('spec §8: 19 points give 15 to the death, 10 for an objective, 5 to withdraw (¾, ½, ¼ rounded up)', () => {
    expect([0, 1, 2].map((s) => game(army(s), foe()).state.steadStart[0])).toEqual([15, 10, 5]);
    expect(game(foe(), foe()).state.steadStart[0]).toBe(3); // ceil(3·3/4)
  });
  it('elimination subtracts the value; a routing squad subtracts its members; idempotent: no double count', () => {
    const g = game(army(0), foe());
    loseFigure(g, 0); // the hero: −3
    expect(g.state.stead[0]).toBe(12);
    routSquad(g, 3, 'test'); // 12 extras flee: −12
    expect(g.state.stead[0]).toBe(0);
    remove(g, 5, OUT_OF_ACTION); // a fleeing extra dies: already counted
    expect(g.state.stead[0]).toBe(0);
  });
  it("literal accounting counts a fleeing figure's death again (G-A13)", () => {
    const g = game(army(0), foe(), { options: { steadfastnessAccounting: 'literal' } });
    fleeFigure(g, 4);
    loseFigure(g, 4);
    expect(g.state.stead[0]).toBe(13);
  });
  it('recovery gives back half the current value, rounded down (a squad: its living members)', () => {
    const g = game(army(0), foe());
    routSquad(g, 3, 'test');
    expect(g.state.stead[0]).toBe(3);
    for (let i = 3; i < 7; i++) remove(g, i, OUT_OF_ACTION); // 8 extras left
    recoverUnit(g, 3);
    expect(g.state.stead[0]).toBe(3 + 4);
    const h = game(army(0), foe());
    fleeFigure(h, 1); // a protagonist (2) flees
    recoverUnit(h, 1); // floor(2/2) = 1 back
    expect(h.state.stead[0]).toBe(14);
    recoverUnit(h, 1); // nothing more to give back
    expect(h.state.stead[0]).toBe(14);
  });
  it('≤ 0 at any moment beats the army at once (ALG-4.5)', () => {
    const g = game(foe(), force('C', [char('C1', EXTRA), char('C2', EXTRA)]));
    expect(g.state.steadStart[1]).toBe(2);
    remove(g, 1, OUT_OF_ACTION);
    expect(g.state.over).toBe(0);
    remove(g, 2, OUT_OF_ACTION);
    expect(g.state.over).toBe(1);
    expect(g.state.winner).toBe(0);
    expect(REASONS[g.state.reason]).toBe('steadfastness');
    expect(checkDefeat(g)).toBe(true);
  });
  it('both armies broken by one simultaneous exchange is a draw (ALG-4.3 / 3.6), whichever blow is applied first', () => {
    for (const attacker of [0, 1]) {
      const g = game(force('A', [char('A1', EXTRA)]), force('B', [char('B1', EXTRA)]), { faces: [1, 1, 1, 1] });
      expect([g.state.steadStart[0], g.state.steadStart[1]]).toEqual([1, 1]);
      place(g, 0, 10, 10);
      place(g, 1, 10, 11);
      g.combat.melee(g, attacker); // both hit (1 ≤ Mi) and wound (1 ≤ 2·CA)
      expect([g.state.out[0], g.state.out[1]]).toEqual([OUT_OF_ACTION, OUT_OF_ACTION]);
      expect([g.state.over, g.state.winner, REASONS[g.state.reason]]).toEqual([1, NO_WINNER, 'bothBroken']);
    }
  });
  it('a flight forced by a failed morale test that brings steadfastness to 0 beats the army at once (ALG-4.3 "at any moment")', () => {
    const g = game(force('A', [char('A1', EXTRA)]), force('B', [char('B1', HERO)]), { faces: [1, 10, 10, 10] });
    place(g, 0, 10, 10);
    place(g, 1, 10, 11);
    // B hits (1) without wounding (10 > 2·CA); A misses (10); A's M3 test fails (10): it flees, −1
    g.combat.melee(g, 1);
    expect(g.state.stead[0]).toBe(0);
    expect([g.state.over, g.state.winner, REASONS[g.state.reason]]).toEqual([1, 1, 'steadfastness']);
  });
  it('G-A20: at the turn limit the larger share of steadfastness kept wins (timeoutRule=draw: a draw)', () => {
    for (const [rule, winner, reason] of [
      ['steadfastnessRatio', 1, 'time'],
      ['draw', NO_WINNER, 'timeDraw'],
    ] as const) {
      const g = game(army(0), foe(), { options: { maxTurns: 1, timeoutRule: rule } });
      g.state.turn = 1;
      g.state.stead[0] = 14; // 14/15 < 3/3
      playTurns(g);
      expect([g.state.winner, REASONS[g.state.reason]]).toEqual([winner, reason]);
    }
  });
});
