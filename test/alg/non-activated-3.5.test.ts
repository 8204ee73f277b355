// ALG-3.5 the non-activated phase: one action of exactly 1 PA per unit without a die, the
// initiative side first; no charge unless the target is shaken; in melee fight or flee.
import { describe, expect, it } from 'vitest';
import { nonActivatedPhase } from '../../src/rulesets/alg/rules/nonActivated.js';
import { doAction, listActions } from '../../src/rulesets/alg/rules/actions.js';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import {
  A_CHARGE,
  A_FLEE,
  A_MELEE,
  A_PASS,
  A_RALLY,
  A_REJOIN,
  A_RELOAD,
  A_WAIT,
  A_STOP,
  K_NON_ACTIVATED,
  actionCode,
  actionKind,
} from '../../src/rulesets/alg/decisions.js';
import { SEEK_COVER } from '../../src/rulesets/alg/state.js';
import { char, force, game, HERO, place, scripted, squad } from './helpers.js';
import type { Game } from '../../src/rulesets/alg/game.js';

const kinds = (g: Game) => Array.from(g.scratch.codes.subarray(0, g.scratch.nOpts)).map(actionKind);

describe('ALG-3.5 non-activated characters', () => {
  it('every unit without a die acts once, the initiative side first; activated units do not', () => {
    const seen: { kind: number; side: number; actor: number; slot: number; options: number[] }[] = [];
    const p = scripted((_g, _k, opts) => opts.length - 1, seen);
    const g = game(force('A', [char('A1', HERO), char('A2', HERO)]), force('B', [char('B1', HERO)]), { policies: [p, p] });
    place(g, 0, 4, 2);
    place(g, 1, 10, 2);
    place(g, 2, 20, 22);
    g.state.initiative = 1;
    g.state.die[1] = 2;
    nonActivatedPhase(g, g.combat);
    expect(seen.map((s) => [s.kind, s.actor])).toEqual([
      [K_NON_ACTIVATED, 2],
      [K_NON_ACTIVATED, 0],
    ]);
    expect(Array.from(g.state.nonActDone)).toEqual([1, 0, 1]);
  });
  it('only 1-PA actions: no wait or stop, a 2-PA musket reload is not offered, a 1-PA pistol reload is', () => {
    const g = game(force('A', [char('Musketeer', HERO, { weapon: 3 }), char('Pistoleer', HERO, { weapon: 1 })]), force('B', [char('B1', HERO)]));
    place(g, 0, 4, 2);
    place(g, 1, 10, 2);
    place(g, 2, 20, 22);
    g.state.loaded[0] = 0;
    g.state.loaded[1] = 0;
    listActions(g, g.combat, 0, true);
    expect(kinds(g)).not.toContain(A_RELOAD);
    expect(kinds(g)).not.toContain(A_WAIT);
    expect(kinds(g)).not.toContain(A_STOP);
    expect(kinds(g)).toContain(A_PASS);
    listActions(g, g.combat, 1, true);
    expect(kinds(g)).toContain(A_RELOAD);
  });
  it('may charge only a shaken enemy (an activated unit may charge any in reach)', () => {
    const g = game(force('A', [char('A1', HERO)]), force('B', [char('B1', HERO)]));
    place(g, 0, 10, 10);
    place(g, 1, 10, 13);
    listActions(g, g.combat, 0, true);
    expect(kinds(g)).not.toContain(A_CHARGE);
    g.state.shaken[1] = SEEK_COVER;
    listActions(g, g.combat, 0, true);
    expect(kinds(g)).toContain(A_CHARGE);
    g.state.shaken[1] = 0;
    g.state.pa[0] = 1;
    g.state.slot = 1;
    listActions(g, g.combat, 0, false);
    expect(kinds(g)).toContain(A_CHARGE);
  });
  it('a character in melee must fight or flee', () => {
    const g = game(force('A', [char('A1', HERO)]), force('B', [char('B1', HERO)]));
    place(g, 0, 10, 10);
    place(g, 1, 10, 11);
    listActions(g, g.combat, 0, true);
    expect(kinds(g)).toEqual([A_MELEE, A_FLEE]);
    // fleeing: B1's free blow misses (10), then A1 is out of the melee
    g.dice = new ScriptedDice([10]);
    doAction(g, g.combat, 0, actionCode(A_FLEE, -1), true);
    expect(g.inMelee(0)).toBe(false);
    // a shaken character in contact: flee is its way out, not a cover move that cannot leave
    place(g, 0, 10, 10);
    g.state.shaken[0] = SEEK_COVER;
    listActions(g, g.combat, 0, true);
    expect(kinds(g)).toEqual([A_RALLY, A_FLEE]);
  });
  it('each member of a squad without a die takes its own action; a separated member may only rejoin (G-A11)', () => {
    const seen: { kind: number; side: number; actor: number; slot: number; options: number[] }[] = [];
    const members: number[] = [];
    const p = scripted((g, _k, opts) => {
      members.push(g.state.only);
      return opts.length - 1;
    }, seen);
    const g = game(force('A', [], [squad('S', 3)]), force('B', [char('B1', HERO)]), { policies: [p, p] });
    place(g, 0, 4, 2);
    place(g, 1, 5.2, 2);
    place(g, 2, 12, 2); // 5.8 um from the nearest friend: separated
    place(g, 3, 20, 22);
    g.state.initiative = 0;
    g.state.die[1] = 1;
    nonActivatedPhase(g, g.combat);
    expect(members).toEqual([0, 1, 2]);
    expect(seen[2].options.map(actionKind)).toEqual([A_REJOIN, A_PASS]);
    expect(seen[0].options.map(actionKind)).not.toContain(A_REJOIN);
    expect(g.state.only).toBe(-1);
  });
});
