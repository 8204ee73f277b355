// SFG-4.6: batteries attached to infantry brigades (scripted dice, hand-placed units).
import { describe, expect, it } from 'vitest';
import { K_ATTACHED_MOVE, T_ATTACH, T_MOVE } from '../../src/rulesets/sfg/decisions.js';
import { attach, pushAttach, shareMeleeLoss } from '../../src/rulesets/sfg/rules/attach.js';
import { isAttached } from '../../src/rulesets/sfg/rules/attachSlot.js';
import { charge } from '../../src/rulesets/sfg/rules/charge.js';
import { removeUnit } from '../../src/rulesets/sfg/rules/losses.js';
import { applyMove, pushMoves } from '../../src/rulesets/sfg/rules/moves.js';
import { executeOrder } from '../../src/rulesets/sfg/rules/turn.js';
import { M_FIRING, type Game, type SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import { DESTROYED, DISSOLVED, FLED, IN_PLAY } from '../../src/rulesets/sfg/state.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import type { Options } from '../../src/rulesets/types.js';
import { LINE } from '../../src/rulesets/sfg/mechanics/formation.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

/** Firefight, but answering K_ATTACHED_MOVE with `follow` (0 = with the brigade, 1 = stay behind). */
function withFollow(follow: number): SfgGamePolicy {
  return {
    name: 'test',
    description: '',
    firesFirst: true,
    decide: (g, kind, o, ai) => (kind === K_ATTACHED_MOVE ? follow : firefightPolicy.decide(g, kind, o, ai)),
  };
}

// A: brigade x (0, 6 bases in line, front-centre (10, 5) facing +y) and its division's battery (1);
// B: brigade z (2) 9 UM away. x's right end is at 12.4; slot +1's front-centre is 12.4 + 0.02 + 0.6.
function setup(o: Options = {}, policies?: [SfgGamePolicy, SfgGamePolicy]): Game {
  const g = makeGame(army('A', [division('d', [brigade('x', 6)], 1)]), army('B', [division('e', [brigade('z', 6)])]), o, [], policies);
  put(g, 0, 10, 5);
  put(g, 1, 13.5, 5);
  put(g, 2, 10, 14, 0, -1);
  const d = g.divisions[0];
  d.gx = 10;
  d.gy = 4;
  return g;
}

function attachOptions(g: Game): number[] {
  g.opts.clear();
  pushAttach(g, g.units[1], g.opts);
  const out: number[] = [];
  for (let i = 0; i < g.opts.n; i++) if (g.opts.type[i] === T_ATTACH) out.push(g.opts.target[i] * 10 + g.opts.value[i]);
  return out;
}

function attachNow(g: Game): void {
  g.opts.clear();
  pushAttach(g, g.units[1], g.opts);
  attach(g, g.opts, 0);
}

describe('SFG-4.6 attaching', () => {
  it('an unlimbered battery within its 1 UM manhandled move is offered the right-end slot of the stationary brigade, not the far left one', () => {
    const g = setup();
    expect(attachOptions(g)).toEqual([1]); // brigade 0, slot +1
  });
  it('not to a brigade that moved or charged this turn, nor to cavalry', () => {
    const g = setup();
    g.units[0].moved = true;
    expect(attachOptions(g)).toEqual([]);
    g.units[0].moved = false;
    g.units[0].charged = true;
    expect(attachOptions(g)).toEqual([]);
  });
  it('a limbered battery reaches 4 UM (move and unlimber: both actions); one with an action spent cannot', () => {
    const g = setup();
    put(g, 1, 16.5, 5);
    expect(attachOptions(g)).toEqual([]);
    g.units[1].limbered = true;
    expect(attachOptions(g)).toEqual([1]);
    g.units[1].actions = 1;
    expect(attachOptions(g)).toEqual([]);
  });
  it('is a brigade order (2d6 test) and a move action: the battery stands unlimbered in the slot, facing as the brigade', () => {
    const g = setup();
    g.opts.clear();
    pushAttach(g, g.units[1], g.opts);
    script(g, [3, 3]);
    executeOrder(g, g.divisions[0], 0);
    const t = g.units[1];
    expect(t.attachedTo).toBe(0);
    expect(t.px).toBeCloseTo(13.02, 9);
    expect(t.py).toBeCloseTo(5, 9);
    expect([t.fx, t.fy]).toEqual([0, 1]);
    expect(t.actions).toBe(1);
    expect(isAttached(g, t)).toBe(true);
    expect(g.divisions[0].ordersIssued).toBe(1);
  });
  it('a failed test does not attach', () => {
    const g = setup();
    g.opts.clear();
    pushAttach(g, g.units[1], g.opts);
    script(g, [6, 6]);
    executeOrder(g, g.divisions[0], 0);
    expect(g.units[1].attachedTo).toBe(-1);
    expect(g.windowOver).toBe(true);
  });
});

describe('SFG-4.6 cost: the battery does not move or pivot on its own', () => {
  it('an attached battery has no move options; a detached one has', () => {
    const g = setup();
    attachNow(g);
    g.units[1].actions = 0;
    g.opts.clear();
    pushMoves(g, g.units[1], g.opts, false);
    expect(g.opts.n).toBe(0);
    g.units[1].attachedTo = -1;
    pushMoves(g, g.units[1], g.opts, false);
    expect(g.opts.n).toBeGreaterThan(0);
  });
});

describe('SFG-4.6 the brigade moves: the battery moves with it or stays behind', () => {
  function moveForward(g: Game): void {
    g.opts.clear();
    pushMoves(g, g.units[0], g.opts, false);
    // the first option is the straight advance of the full allowance (4 UM)
    expect(g.opts.type[0]).toBe(T_MOVE);
    expect(g.opts.py[0]).toBeCloseTo(9, 9);
    applyMove(g, g.opts, 0);
  }
  it('moving with it: the battery keeps its slot at the new front line (its arc follows the brigade) and spends an action', () => {
    const g = setup({}, [withFollow(0), firefightPolicy]);
    put(g, 2, 10, 20, 0, -1);
    attachNow(g);
    moveForward(g);
    const t = g.units[1];
    expect(t.py).toBeCloseTo(9, 9);
    expect(t.px).toBeCloseTo(13.02, 9);
    expect(isAttached(g, t)).toBe(true);
    expect(t.actions).toBe(2);
  });
  it('staying behind detaches it where it stood', () => {
    const g = setup({}, [withFollow(1), firefightPolicy]);
    put(g, 2, 10, 20, 0, -1);
    attachNow(g);
    moveForward(g);
    const t = g.units[1];
    expect(t.py).toBeCloseTo(5, 9);
    expect(t.attachedTo).toBe(-1);
  });
  it('under a division order it follows only if its slot keeps the 6 UM rule (SFG-4.3): an enemy 5.85 UM from the new slot keeps it behind', () => {
    for (const division of [true, false]) {
      const g = setup({}, [withFollow(0), firefightPolicy]);
      put(g, 2, 18, 14.5, 0, -1);
      attachNow(g);
      g.opts.clear();
      g.opts.pushMove(0, 10, 9, 0, 1, LINE, 0);
      applyMove(g, g.opts, 0, division);
      expect(g.units[1].py).toBeCloseTo(division ? 5 : 9, 9);
      expect(g.units[1].attachedTo).toBe(division ? -1 : 0);
    }
  });
  it('a battery that has fired cannot act, so it stays behind', () => {
    const g = setup({}, [withFollow(0), firefightPolicy]);
    put(g, 2, 10, 20, 0, -1);
    attachNow(g);
    g.units[1].fired = true;
    moveForward(g);
    expect(g.units[1].attachedTo).toBe(-1);
    expect(g.units[1].py).toBeCloseTo(5, 9);
  });
});

describe('SFG-4.6 benefit: it fires with the brigade in reaction to a charge', () => {
  it('z charges x from 3 UM: x stands and fires, and so does its attached battery', () => {
    const g = setup();
    attachNow(g);
    g.units[1].actions = 0;
    put(g, 2, 10, 8, 0, -1);
    script(g, [], new SeededDice(3));
    charge(g, g.units[2], g.units[0]);
    expect(g.units[0].fired || g.units[0].removed !== IN_PLAY).toBe(true);
    expect(g.units[1].fired).toBe(true);
    expect(g.metrics[M_FIRING * 2 + 0]).toBe(2);
  });
  it(
    'scripted: bonus 1; x 6d6 at 4+ −1 → 4 hits; the battery (3.85 UM: 3d6 ' +
      'at 3+, −1 in reaction) → 3 hits; 7 casualties give the charger 3 ' +
      'disorder dice',
    () => {
      const g = setup();
      attachNow(g);
      g.units[1].actions = 0;
      put(g, 2, 10, 8, 0, -1);
      const lines: string[] = [];
      g.log = { event: (t: string) => lines.push(t.trim()) };
      const d = script(g, [1, 6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 1, 1], new SeededDice(3));
      charge(g, g.units[2], g.units[0]);
      expect(lines).toContain('A:x fires in reaction at B:z: 6d6 at 4+ -1: 4 hits');
      expect(lines).toContain('A:d battery 1 fires in reaction at B:z: 3d6 at 3+ -1: 3 hits');
      expect(lines).toContain('B:z is disordered by the fire');
      expect(d.used).toBeGreaterThanOrEqual(13);
    },
  );
  it("without the attachment the battery (out of the way at the brigade's side but detached) does not react", () => {
    const g = setup();
    put(g, 2, 10, 8, 0, -1);
    script(g, [], new SeededDice(3));
    charge(g, g.units[2], g.units[0]);
    expect(g.units[1].fired).toBe(false);
    expect(g.metrics[M_FIRING * 2 + 0]).toBe(1);
  });
});

describe("SFG-4.6 in a lost melee the battery shares the brigade's fate", () => {
  it('pushed back: destroyed (attachedBatteryDiesOnPushback, the default)', () => {
    const g = setup();
    attachNow(g);
    shareMeleeLoss(g, g.units[0]);
    expect(g.units[1].removed).toBe(DESTROYED);
  });
  it('pushed back with the option off: it stays, detached', () => {
    const g = setup({ attachedBatteryDiesOnPushback: false });
    attachNow(g);
    shareMeleeLoss(g, g.units[0]);
    expect(g.units[1].removed).toBe(IN_PLAY);
    expect(g.units[1].attachedTo).toBe(-1);
  });
  it('the brigade removed in the melee: destroyed even with the option off', () => {
    const g = setup({ attachedBatteryDiesOnPushback: false });
    attachNow(g);
    removeUnit(g, g.units[0], DISSOLVED);
    shareMeleeLoss(g, g.units[0]);
    expect(g.units[1].removed).toBe(DESTROYED);
  });
  it('a brigade that flees takes the battery with it; one dissolved by fire leaves it in play', () => {
    const g = setup();
    attachNow(g);
    removeUnit(g, g.units[0], FLED);
    expect(g.units[1].removed).toBe(DESTROYED);
    const h = setup();
    attachNow(h);
    removeUnit(h, h.units[0], DISSOLVED);
    expect(h.units[1].removed).toBe(IN_PLAY);
    expect(isAttached(h, h.units[1])).toBe(false);
  });
});
