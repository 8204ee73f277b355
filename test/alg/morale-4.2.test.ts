// ALG-4.1 triggers, ALG-4.2 the d10 test and its modifiers, ALG-4.4 consequences, with
// scripted d10s; exact pass rates by enumerating the ten faces.
import { describe, expect, it } from 'vitest';
import { FAILED, FULLY_PASSED, PASSED, moraleMods, moraleRoll, onSquadLoss, onWounded, squadTester, testSquad } from '../../src/rulesets/alg/rules/morale.js';
import { wound } from '../../src/rulesets/alg/rules/casualties.js';
import { doAction, listActions } from '../../src/rulesets/alg/rules/actions.js';
import { A_COVER, A_FLEE, A_RALLY, A_ROUT, actionCode, actionKind } from '../../src/rulesets/alg/decisions.js';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { FLEE_MELEE, OUT_OF_ACTION, ROUTING, SEEK_COVER, S_MO } from '../../src/rulesets/alg/state.js';
import { char, EXTRA, force, game, HERO, line, place, squad } from './helpers.js';
import type { Game } from '../../src/rulesets/alg/game.js';

const lone = () => force('A', [char('Athos', HERO, { healthy: line(7), wounded: line(6) })]);
const foe = () => force('B', [char('B', HERO)]);

function rate(mo: number, mods: number, mode = 'targetPlusMods'): { full: number; pass: number } {
  let full = 0;
  let pass = 0;
  for (let f = 1; f <= 10; f++) {
    const g = game(lone(), foe(), { faces: [f], options: { moraleMode: mode } });
    const r = moraleRoll(g, mo, mods, 0);
    if (r === FULLY_PASSED) full++;
    if (r !== FAILED) pass++;
  }
  return { full: full / 10, pass: pass / 10 };
}

describe('ALG-4.2 the morale test', () => {
  it('Mo 7, no modifiers: fully passed 6/10, passed or better 7/10 (spec G-A5)', () => {
    expect(rate(7, 0)).toEqual({ full: 0.6, pass: 0.7 });
  });
  it('equal is passed, lower fully passed, higher failed', () => {
    const r = (f: number) => moraleRoll(game(lone(), foe(), { faces: [f] }), 7, 0, 0);
    expect([r(6), r(7), r(8)]).toEqual([FULLY_PASSED, PASSED, FAILED]);
  });
  it('G-A5: good modifiers help (targetPlusMods: +2 makes Mo 7 pass 9/10); the literal rollPlusMods makes them hurt', () => {
    expect(rate(7, 2).pass).toBe(0.9);
    expect(rate(7, 2, 'rollPlusMods').pass).toBe(0.5);
  });
  it('modifiers: +1 cover, +1 no enemy able to charge (G-A8: within 3 × Mov)', () => {
    const g = game(lone(), foe(), { cover: [{ x: 0, y: 0, w: 4, h: 4 }] });
    place(g, 0, 2, 2);
    place(g, 1, 30, 20);
    expect(moraleMods(g, 0)).toBe(2);
    place(g, 1, 2, 14); // edge gap 11 ≤ 3 × 4
    expect(moraleMods(g, 0)).toBe(1);
    g.state.shaken[1] = SEEK_COVER; // a shaken enemy threatens nobody
    expect(moraleMods(g, 0)).toBe(2);
  });
  it('squad modifiers: +1 leader (officer, G-A23), +1 standard-bearer, −1 flag lost, −1 below half, −2 below a third (strict, G-A21)', () => {
    const g = game(force('A', [], [squad('S', 4, { officer: true, bearer: true })]), foe());
    // 6 figures, none on the table: no cover, no threat → +1 (no charge) +1 leader +1 standard
    expect(moraleMods(g, 2)).toBe(3);
    g.state.out[0] = OUT_OF_ACTION; // the officer
    g.state.out[1] = OUT_OF_ACTION; // the bearer
    g.state.flagLost[0] = 1;
    expect(moraleMods(g, 2)).toBe(1 - 1); // +1 no threat, −1 flag; 4/6 left: no strength malus
    g.state.out[2] = OUT_OF_ACTION; // 3/6 = exactly half: no −1 (strict)
    expect(moraleMods(g, 3)).toBe(0);
    g.state.out[3] = OUT_OF_ACTION; // 2/6 = exactly a third: −1 only
    expect(moraleMods(g, 4)).toBe(-1);
    g.state.out[4] = OUT_OF_ACTION; // 1/6 < a third: −2 replaces −1
    expect(moraleMods(g, 5)).toBe(-2);
    const h = game(force('A', [], [squad('S', 6)]), foe(), { options: { moraleStrengthThresholds: 'inclusive' } });
    for (let i = 0; i < 3; i++) h.state.out[i] = OUT_OF_ACTION;
    expect(moraleMods(h, 5)).toBe(1 - 1);
  });
  it('G-A23: officerIsLeader=false: an officer alone gives no leader bonus', () => {
    const g = game(force('A', [], [squad('S', 4, { officer: true })]), foe(), { options: { officerIsLeader: false } });
    expect(moraleMods(g, 1)).toBe(1);
  });
  it("G-A7: a squad tests once with its officer's Mo, else the best Mo", () => {
    const g = game(force('A', [], [squad('S', 3, { officer: true, mo: 5 })]), foe(), { faces: [7] });
    expect(squadTester(g, 0)).toBe(0);
    expect(testSquad(g, 0)).not.toBe(FAILED); // officer Mo 7 + 1 leader + 1 no threat ≥ 7
    g.state.out[0] = OUT_OF_ACTION;
    expect(g.stat(squadTester(g, 0), S_MO)).toBe(5);
  });
});

describe('ALG-4.1 triggers and ALG-4.4 consequences', () => {
  it('M1: a wounded hero tests (wounded Mo 6, +1 no threat); a 10 fails: shaken, must reach cover', () => {
    const g = game(lone(), foe(), { faces: [10] });
    place(g, 0, 10, 10);
    wound(g, 0);
    expect(g.state.wounds[0]).toBe(1);
    expect(g.stat(0, S_MO)).toBe(6);
    expect(g.state.shaken[0]).toBe(SEEK_COVER);
    // C1/C2 do not count as fleeing (fleeIncludesSeekCover=false)
    expect(g.state.stead[0]).toBe(g.state.steadStart[0]);
  });
  it('M1 passed on a 7 (Mo 6 + 1): no effect', () => {
    const g = game(lone(), foe(), { faces: [7] });
    place(g, 0, 10, 10);
    onWounded(g, 0);
    expect(g.state.shaken[0]).toBe(0);
  });
  it('C1: a wounded hero that fails M1 in melee breaks it off, whether cover lies beyond the enemy or it already stands in cover', () => {
    for (const cover of [
      { x: 0, y: 15, w: 36, h: 5 },
      { x: 0, y: 0, w: 36, h: 24 },
    ]) {
      // B hits (1) and wounds (1); Athos misses (10); his M1 test fails (10)
      const g = game(lone(), foe(), { faces: [1, 1, 10, 10], cover: [cover] });
      place(g, 0, 10, 10);
      place(g, 1, 10, 11);
      g.combat.melee(g, 1);
      expect(g.state.wounds[0]).toBe(1);
      expect(g.inMelee(0), JSON.stringify(cover)).toBe(false);
    }
  });
  it('C3: an autonomous extra hit in melee that fails M3 flees the combat, even when the enemy stands between it and cover', () => {
    const g = game(force('A', [char('A1', EXTRA)]), force('B', [char('B1', HERO), char('B2', HERO)]), {
      faces: [1, 10, 10, 10],
      cover: [{ x: 0, y: 15, w: 36, h: 5 }],
    });
    place(g, 0, 10, 10);
    place(g, 1, 10, 11);
    place(g, 2, 30, 2); // keeps side B's steadfastness and the game going
    g.combat.melee(g, 1); // B1 hits (1), no wound (10); A1 misses (10); M3 fails (10)
    expect(g.state.shaken[0]).toBe(FLEE_MELEE);
    expect(g.inMelee(0)).toBe(false);
  });
  it('a shaken character in base contact may flee the melee (not a cover move that cannot leave it), activated or not', () => {
    for (const nonActivated of [false, true]) {
      const g = game(lone(), foe());
      place(g, 0, 10, 10);
      place(g, 1, 10, 11);
      g.state.shaken[0] = SEEK_COVER;
      g.state.pa[0] = 2;
      g.state.slot = 2;
      listActions(g, g.combat, 0, nonActivated);
      const kinds = Array.from(g.scratch.codes.subarray(0, g.scratch.nOpts), actionKind);
      expect(kinds, String(nonActivated)).toContain(A_FLEE);
      expect(kinds).not.toContain(A_COVER);
    }
  });
  it('M4: the squad tests when its losses reach half; a failure routs it (every member counts as fleeing)', () => {
    const g = game(force('A', [], [squad('S', 4)]), foe(), { faces: [1, 10] });
    g.state.out[0] = OUT_OF_ACTION;
    onSquadLoss(g, 0); // 1 of 4 lost: no test (the script would run out)
    expect(g.dice instanceof ScriptedDice && g.dice.used).toBe(0);
    g.state.out[1] = OUT_OF_ACTION;
    onSquadLoss(g, 1); // 2 of 4: M4, rolls 1: passed
    expect(g.state.routing[0]).toBe(0);
    expect(g.state.halfReached[0]).toBe(1);
    g.state.out[2] = OUT_OF_ACTION;
    onSquadLoss(g, 2); // M5, rolls 10: rout
    expect(g.state.routing[0]).toBe(1);
    expect(g.state.shaken[3]).toBe(ROUTING);
  });
  it(
    'C4: a routing squad may try one rally test a turn, with the PA for a ' +
      'move besides; every other PA is a rout move (no stop, pass or wait); ' +
      'routRally=oncePerTurn and never',
    () => {
      const routing = (o = {}) => {
        const g = game(force('A', [], [squad('S', 4)]), foe(), { faces: [10, 1], options: o });
        for (let i = 0; i < 4; i++) place(g, i, 4 + 2 * i, 10);
        place(g, 4, 30, 22);
        g.state.routing[0] = 1;
        g.state.pa[0] = 3;
        g.state.slot = 3;
        listActions(g, g.combat, 0, false);
        return g;
      };
      const kinds = (g: Game) => Array.from(g.scratch.codes.subarray(0, g.scratch.nOpts), actionKind);
      const g = routing();
      expect(kinds(g)).toEqual([A_RALLY, A_ROUT]);
      doAction(g, g.combat, 0, actionCode(A_RALLY, -1), false); // 10: failed
      expect(g.state.routing[0]).toBe(1);
      listActions(g, g.combat, 0, false);
      expect(kinds(g)).toEqual([A_ROUT]);
      expect(kinds(routing({ routRally: 'never' }))).toEqual([A_ROUT]);
      // withSparePA (default): acting on 1 PA, or not activated, the squad must move; oncePerTurn lets it test instead
      const one = routing();
      one.state.pa[0] = 1;
      one.state.slot = 1;
      listActions(one, one.combat, 0, false);
      expect(kinds(one)).toEqual([A_ROUT]);
      listActions(one, one.combat, 0, true);
      expect(kinds(one)).toEqual([A_ROUT]);
      const once = routing({ routRally: 'oncePerTurn' });
      listActions(once, once.combat, 0, true);
      expect(kinds(once)).toEqual([A_RALLY, A_ROUT]);
    },
  );
  it('M6: losing the officer makes the squad test at once', () => {
    const g = game(force('A', [], [squad('S', 5, { officer: true })]), foe(), { faces: [10] });
    g.state.out[0] = OUT_OF_ACTION;
    onSquadLoss(g, 0);
    expect(g.state.routing[0]).toBe(1);
  });
});
