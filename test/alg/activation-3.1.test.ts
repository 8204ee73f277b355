// ALG-3.1 activation (pool size, valid dice, initiative by 3s) and ALG-3.2 orders (the side
// without the initiative places first, one die per unit), with scripted dice.
import { describe, expect, it } from 'vitest';
import { poolSize, rollActivation } from '../../src/rulesets/alg/rules/activation.js';
import { placeOrders } from '../../src/rulesets/alg/rules/orders.js';
import { K_ORDER, NONE } from '../../src/rulesets/alg/decisions.js';
import { char, force, game, HERO, PROTAGONIST, scripted, squad } from './helpers.js';

const spec8 = () => force('X', [char('H1', HERO), char('H2', HERO), char('P', PROTAGONIST)], [squad('With officer', 4, { officer: true }), squad('Plain', 4)]);
const one = () => force('Y', [char('Y1', HERO)]);

describe('ALG-3.1 activation', () => {
  it('spec §8: 2 heroes + 1 protagonist + 2 squads (one with an officer) roll 6 dice; a shaken squad gives none', () => {
    const g = game(spec8(), one());
    expect(poolSize(g, 0)).toBe(6);
    g.state.routing[4] = 1;
    expect(poolSize(g, 0)).toBe(5);
    // the officer still gives his die while his squad is shaken
    g.state.routing[3] = 1;
    expect(poolSize(g, 0)).toBe(4);
  });
  it('G-A12: off-table characters count (no force could enter otherwise); a lost character gives none', () => {
    const g = game(spec8(), one());
    expect(g.state.onTable[0]).toBe(0);
    expect(poolSize(g, 0)).toBe(6);
    const h = game(spec8(), one());
    h.state.out[0] = 1;
    expect(poolSize(h, 0)).toBe(5);
  });
  it('keeps faces 1–3 highest first; more 3s takes the initiative', () => {
    // side 0 rolls 6 dice, side 1 one die
    const g = game(spec8(), one(), { faces: [4, 2, 3, 6, 3, 5, 1] });
    rollActivation(g);
    expect(Array.from(g.pool[0].subarray(0, g.state.poolN[0]))).toEqual([3, 3, 2]);
    expect(Array.from(g.pool[1].subarray(0, g.state.poolN[1]))).toEqual([1]);
    expect(g.state.initiative).toBe(0);
  });
  it("a tie in 3s keeps last turn's initiative after turn 1; on turn 1 a die settles it", () => {
    const g = game(one(), force('Z', [char('Z1', HERO)]), { faces: [3, 3, 2] });
    rollActivation(g); // turn 1, tie: int(2) reads face 2 -> side 1
    expect(g.state.initiative).toBe(1);
    g.state.turn = 2;
    g.dice = game(one(), one(), { faces: [1, 1] }).dice;
    rollActivation(g);
    expect(g.state.initiative).toBe(1);
    g.dice = game(one(), one(), { faces: [3, 2] }).dice;
    rollActivation(g);
    expect(g.state.initiative).toBe(0);
  });
  it('exact odds: a die is valid with probability 1/2 and a 3 with 1/6 (faces enumerated)', () => {
    let valid = 0;
    let threes = 0;
    for (let f = 1; f <= 6; f++) {
      const g = game(one(), force('Z', [char('Z1', HERO)]), { faces: [f, 4, 1] });
      rollActivation(g);
      valid += g.state.poolN[0];
      threes += g.pool[0][0] === 3 && g.state.poolN[0] === 1 ? 1 : 0;
    }
    expect(valid / 6).toBe(1 / 2);
    expect(threes / 6).toBe(1 / 6);
  });
});

describe('ALG-3.2 orders', () => {
  it('the side without the initiative places all its dice first; one die per unit; a die may be let go', () => {
    const seen: { kind: number; side: number; actor: number; slot: number; options: number[] }[] = [];
    const p = scripted((_g, _k, opts) => (opts[0] === 0 ? 1 : 0), seen);
    const g = game(force('A', [char('A1', HERO), char('A2', HERO)]), force('B', [char('B1', HERO)]), { policies: [p, p] });
    g.state.initiative = 0;
    g.pool[0].set([3, 1]);
    g.state.poolN[0] = 2;
    g.pool[1].set([2]);
    g.state.poolN[1] = 1;
    placeOrders(g);
    expect(seen.map((s) => s.side)).toEqual([1, 0, 0]);
    expect(seen.every((s) => s.kind === K_ORDER)).toBe(true);
    // side 1's only option besides NONE is unit 2; side 0 gives its 3 to unit 1 (index 1), then lets its 1 go
    expect(seen[0].options).toEqual([2, NONE]);
    expect(g.state.die[2]).toBe(2);
    expect([g.state.die[0], g.state.die[1]]).toEqual([0, 3]);
    expect(g.state.pa[1]).toBe(3);
  });
});
