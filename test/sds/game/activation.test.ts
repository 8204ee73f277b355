import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { activationQuality } from '../../../src/rulesets/sds/rules/command.js';
import { A_ADVANCE } from '../../../src/rulesets/sds/game.js';
import { build as build0, emptyTable, scriptedPolicy, withFillers, type ModelSpec } from './helpers.js';
import type { Options } from '../../../src/rulesets/types.js';
import type { Dice } from '../../../src/rulesets/kit/dice.js';
import type { Table } from '../../../src/rulesets/sds/table/types.js';

const build = (specs: ModelSpec[], o: Options = {}, d?: Dice, t?: Table) => build0(withFillers(specs), o, d, t);

// SDS 2.6–2.9: activation rolls, turnovers, command range and bonus.
describe('SDS 2.7 activation and turnover', () => {
  const specs = [
    { side: 0 as const, x: 100, y: 100 },
    { side: 0 as const, x: 300, y: 100 },
    { side: 1 as const, x: 800, y: 800 },
  ];

  it('two failures pass the turn after the model has acted (3 dice: 1, 2, 6)', () => {
    const dice = new ScriptedDice([1, 2, 6]);
    const { g, idx } = build(specs, {}, dice);
    const pol = scriptedPolicy(
      [
        { m: idx[0], dice: 3 },
        { m: idx[1], dice: 1 },
      ],
      [{ kind: A_ADVANCE }],
    );
    g.policies = [pol, pol];
    const y0 = g.st.y[idx[0]];
    playerTurn(g, 0);
    expect(g.st.activated[idx[0]]).toBe(1);
    expect(g.st.y[idx[0]]).toBeGreaterThan(y0); // the one success was used before the turn passed
    expect(g.st.activated[idx[1]]).toBe(0); // the turn passed
    expect(dice.remaining).toBe(0);
  });

  it('one failure lets the player name another model (2 dice: 6, 1)', () => {
    const dice = new ScriptedDice([6, 1, 3]);
    const { g, idx } = build(specs, {}, dice);
    const pol = scriptedPolicy(
      [
        { m: idx[0], dice: 2 },
        { m: idx[1], dice: 1 },
      ],
      [],
    );
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(g.st.activated[idx[0]]).toBe(1);
    expect(g.st.activated[idx[1]]).toBe(1);
    expect(dice.remaining).toBe(0);
  });

  it('three failures with 3 dice pass the turn with no action', () => {
    const dice = new ScriptedDice([1, 3, 2]);
    const { g, idx } = build(specs, {}, dice);
    const pol = scriptedPolicy(
      [
        { m: idx[0], dice: 3 },
        { m: idx[1], dice: 1 },
      ],
      [{ kind: A_ADVANCE }],
    );
    g.policies = [pol, pol];
    const y0 = g.st.y[idx[0]];
    playerTurn(g, 0);
    expect(g.st.y[idx[0]]).toBe(y0);
    expect(g.st.activated[idx[1]]).toBe(0);
  });

  it('a model is activated at most once per turn; the turn ends when all have been', () => {
    const dice = new ScriptedDice([6, 6]);
    const { g, idx } = build(specs, {}, dice);
    // the script names model 0 twice: the second nomination is refused and the turn ends (A36 pass)
    const pol = scriptedPolicy(
      [
        { m: idx[0], dice: 1 },
        { m: idx[0], dice: 1 },
        { m: idx[1], dice: 1 },
      ],
      [],
    );
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(g.st.activated[idx[1]]).toBe(0);
    expect(dice.used).toBe(1);
  });

  it('the natural 1 always fails and the 6 always succeeds at any Quality', () => {
    const dice = new ScriptedDice([1, 6]);
    const { g, idx } = build(
      [
        { side: 0, x: 100, y: 100, q: 2 },
        { side: 0, x: 300, y: 100, q: 6 },
        { side: 1, x: 800, y: 800 },
      ],
      {},
      dice,
    );
    const pol = scriptedPolicy(
      [
        { m: idx[0], dice: 1 },
        { m: idx[1], dice: 1 },
      ],
      [{ kind: A_ADVANCE }, { kind: A_ADVANCE }],
    );
    g.policies = [pol, pol];
    const y0 = g.st.y[idx[0]];
    const y1 = g.st.y[idx[1]];
    playerTurn(g, 0);
    expect(g.st.y[idx[0]]).toBe(y0); // Q2 model rolled a 1: no action
    expect(g.st.y[idx[1]]).toBeGreaterThan(y1); // Q6 model rolled a 6: one action
  });
});

describe('SDS 2.8–2.9 command range and effective Quality', () => {
  it('+1 within 1L of the Leader with line of sight, none beyond', () => {
    const { g, idx } = build([
      { side: 0, x: 100, y: 100, q: 3, rules: ['leader'], weapons: ['sword', 'pistol'] },
      { side: 0, x: 100, y: 100 + 25 + 170, q: 4 }, // gap 170 ≤ 1L
      { side: 0, x: 400, y: 100 + 25 + 0, q: 4 }, // gap 275 > 1L
      { side: 1, x: 800, y: 800 },
    ]);
    expect(activationQuality(g, idx[1])).toBe(3);
    expect(activationQuality(g, idx[2])).toBe(4);
    expect(activationQuality(g, idx[0])).toBe(3); // the Leader himself gets no bonus from himself
  });

  it('without line of sight the range is only 1S (a wood between them)', () => {
    const table = emptyTable();
    table.areas.push({ kind: 'wood', x0: 50, y0: 150, x1: 250, y1: 230, heavyCover: false });
    const { g, idx } = build(
      [
        { side: 0, x: 150, y: 100, q: 3, rules: ['leader'] },
        { side: 0, x: 150, y: 300, q: 4 }, // gap 175: within 1L but LOS blocked by the wood
        { side: 1, x: 800, y: 800 },
      ],
      {},
      undefined,
      table,
    );
    expect(activationQuality(g, idx[1])).toBe(4);
    g.st.y[idx[1]] = 100 + 25 + 60; // gap 60 ≤ 1S: bonus even without LOS
    g.cfg.table.areas[0].y0 = 130;
    g.cfg.table.areas[0].y1 = 170;
    expect(activationQuality(g, idx[1])).toBe(3);
  });

  it('Élan adds to the command bonus; effective Q never better than 2+', () => {
    const { g, idx } = build([
      { side: 0, x: 100, y: 100, q: 3, rules: ['leader'] },
      { side: 0, x: 100, y: 200, q: 4, rules: ['elan'] },
      { side: 0, x: 150, y: 200, q: 3, rules: ['elan'] },
      { side: 1, x: 800, y: 800 },
    ]);
    expect(activationQuality(g, idx[1])).toBe(2);
    expect(activationQuality(g, idx[2])).toBe(2);
  });

  it('an NCO commands within its range (default 1M)', () => {
    const { g, idx } = build([
      { side: 0, x: 100, y: 100, q: 3, rules: ['nco'] },
      { side: 0, x: 100, y: 100 + 25 + 110, q: 4 },
      { side: 0, x: 400, y: 100 + 25 + 150, q: 4 },
      { side: 1, x: 800, y: 800 },
    ]);
    expect(activationQuality(g, idx[1])).toBe(3);
    expect(activationQuality(g, idx[2])).toBe(4);
  });
});
