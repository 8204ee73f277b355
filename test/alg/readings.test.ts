// Readings of the text made rule options (ALG-4.1 M2 per hit or per volley, P9 rally of shaken
// characters, ALG-3.6 melee as a reaction), each checked with scripted dice against its default.
import { describe, expect, it } from 'vitest';
import type { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { doAction, listActions } from '../../src/rulesets/alg/rules/actions.js';
import { A_MELEE, A_RALLY, actionCode, actionKind } from '../../src/rulesets/alg/decisions.js';
import { M_TESTS, SEEK_COVER } from '../../src/rulesets/alg/state.js';
import { char, force, game, HERO, place, squad } from './helpers.js';

const used = (g: { dice: unknown }) => (g.dice as ScriptedDice).used;

describe('shotMoraleTests (ALG-4.1 M2)', () => {
  it('two hits of one volley on a hero in the open: two tests (perHit), one (perVolley)', () => {
    for (const [value, tests] of [
      ['perHit', 2],
      ['perVolley', 1],
    ] as const) {
      // two musket hits (1) without wounds (9 > 2·CA); the M2 tests pass (1)
      const g = game(force('A', [], [squad('S', 2)]), force('B', [char('B1', HERO)]), { faces: [1, 9, 1, 9, 1, 1], options: { shotMoraleTests: value } });
      place(g, 0, 10, 2);
      place(g, 1, 12, 2);
      place(g, 2, 11, 8);
      g.combat.volley(g, 0, 1, false);
      expect(g.state.metrics[2 * M_TESTS + 1], value).toBe(tests);
    }
  });
});

describe('shakenCharactersRally (P9 against ALG-4.4 C1–C3)', () => {
  it('a shaken hero may test to rally by default; with false only reaching cover ends its state', () => {
    for (const [value, rally] of [
      [true, true],
      [false, false],
    ] as const) {
      const g = game(force('A', [char('A1', HERO)]), force('B', [char('B1', HERO)]), { options: { shakenCharactersRally: value } });
      place(g, 0, 10, 2);
      place(g, 1, 10, 20);
      g.state.shaken[0] = SEEK_COVER;
      g.state.pa[0] = 2;
      g.state.slot = 2;
      listActions(g, g.combat, 0, false);
      expect(Array.from(g.scratch.codes.subarray(0, g.scratch.nOpts), actionKind).includes(A_RALLY), String(value)).toBe(rally);
    }
  });
});

describe('meleeExchange (ALG-3.6 / P5)', () => {
  const fight = (value: string, die: number) => {
    const g = game(force('A', [char('A1', HERO)]), force('B', [char('B1', HERO)]), { faces: [10, 10], options: { meleeExchange: value } });
    place(g, 0, 10, 10);
    place(g, 1, 10, 11);
    g.state.die[0] = g.state.pa[0] = 1;
    g.state.die[1] = g.state.pa[1] = die;
    doAction(g, g.combat, 0, actionCode(A_MELEE, -1), false);
    return g;
  };
  it('simultaneous: the defender strikes back even without a die', () => {
    expect(used(fight('simultaneous', 0))).toBe(2);
  });
  it('reaction: a defender without a die does not strike back; one with a die and PA does, paying the melee PA', () => {
    expect(used(fight('reaction', 0))).toBe(1);
    const g = fight('reaction', 2);
    expect(used(g)).toBe(2);
    expect(g.state.pa[1]).toBe(1);
  });
});
