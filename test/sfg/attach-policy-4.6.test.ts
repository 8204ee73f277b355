// SFG-4.6 in the heuristic generals (policies/attach.ts): when a battery joins a brigade, and when
// not (scripted dice, hand-placed units).
import { describe, expect, it } from 'vitest';
import { T_ATTACH } from '../../src/rulesets/sfg/decisions.js';
import { attach, pushAttach } from '../../src/rulesets/sfg/rules/attach.js';
import { isAttached } from '../../src/rulesets/sfg/rules/attachSlot.js';
import { brigadeOrders, closeWindow } from '../../src/rulesets/sfg/rules/turn.js';
import type { Game, SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { ARTILLERY } from '../../src/rulesets/sfg/state.js';
import { assaultPolicy, firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import { attachOrderValue, braces, holdsFireToAttach } from '../../src/rulesets/sfg/policies/attach.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

// A: brigade x (0, 6 bases in line, front-centre (10, 5) facing +y) and its division's battery (1)
// beside its right end (slot +1 is 0.48 UM away: within the 1 UM manhandled move);
// B: brigade z (2), front-centre (10, 5 + gap) facing x.
function setup(gap: number, policy: SfgGamePolicy = firefightPolicy): Game {
  const g = makeGame(army('A', [division('d', [brigade('x', 6)], 1)]), army('B', [division('e', [brigade('z', 6)])]), {}, [], [policy, firefightPolicy]);
  put(g, 0, 10, 5);
  put(g, 1, 13.5, 5);
  put(g, 2, 10, 5 + gap, 0, -1);
  const d = g.divisions[0];
  d.gx = 10;
  d.gy = 4;
  g.activeDiv = 0;
  return g;
}

/** Plays division d's brigade-order window and its closing fire with every die a 1 (each command test passes, every shot misses). */
function playWindow(g: Game): void {
  script(g, new Array(400).fill(1));
  brigadeOrders(g, g.divisions[0]);
  closeWindow(g, g.divisions[0]);
}

describe('SFG-4.6 policy: a battery joins a brigade that keeps its ground under threat', () => {
  it(
    'firefight line: an enemy brigade 5.5 UM in front (musketry range, ' +
      'charge reach): the battery holds its fire, attaches, then fires in the ' +
      'closing window',
    () => {
      const g = setup(5.5);
      const x = g.units[0];
      const t = g.units[1];
      expect(braces(g, x, true)).toBe(true);
      expect(firefightPolicy.holdsFire(g, 1)).toBe(true);
      g.opts.clear();
      pushAttach(g, t, g.opts);
      expect(g.opts.type[0]).toBe(T_ATTACH);
      expect(attachOrderValue(g, x, 0.75, true)).toBeCloseTo(0.75, 12);
      playWindow(g);
      expect(isAttached(g, t)).toBe(true);
      expect(t.attachedTo).toBe(0);
      expect(t.fired).toBe(true); // attaching is one action, the fire the second (SFG-5.8)
    },
  );
  it('an objective its side holds: an enemy 7.5 UM in front (charge reach, beyond musketry) is enough', () => {
    const g = setup(7.5);
    const x = g.units[0];
    expect(braces(g, x, true)).toBe(false);
    const o = g.objectives[0]; // A's, held by A
    o.x = 10;
    o.y = 4;
    o.owner = 0;
    o.holder = 0;
    expect(braces(g, x, true)).toBe(true);
  });
});

describe('SFG-4.6 policy: and when not', () => {
  it('no enemy brigade within charge reach (15 UM): the battery fires first and stays free', () => {
    const g = setup(15);
    const t = g.units[1];
    expect(braces(g, g.units[0], true)).toBe(false);
    expect(firefightPolicy.holdsFire(g, 1)).toBe(false);
    expect(attachOrderValue(g, g.units[0], 0.75, true)).toBe(-Infinity);
    playWindow(g);
    expect(t.attachedTo).toBe(-1);
    expect(t.fired).toBe(true);
  });
  it('a disordered or decimated brigade (the likelier loser of the melee, which would take the guns with it)', () => {
    const g = setup(5.5);
    const x = g.units[0];
    x.disordered = true;
    expect(braces(g, x, true)).toBe(false);
    x.disordered = false;
    x.bases = 2; // 4 of 6 bases lost: decimated (SFG-9.2)
    expect(x.decimated(g.cfg.decimationByCasualties)).toBe(true);
    expect(braces(g, x, true)).toBe(false);
  });
  it('the enemy on the flank, not in front: the attached battery could not bear on it', () => {
    const g = setup(5.5);
    const z = g.units[2];
    z.place(22, 6, -1, 0);
    expect(braces(g, g.units[0], true)).toBe(false);
  });
  it('the assault style keeps its guns free (its brigades move on)', () => {
    const g = setup(5.5, assaultPolicy);
    expect(assaultPolicy.holdsFire(g, 1)).toBe(false);
    expect(holdsFireToAttach(g, g.units[1], false)).toBe(false);
    playWindow(g);
    expect(g.units[1].attachedTo).toBe(-1);
  });
});

describe('SFG-4.6 / 5.8 policy: an attached battery holds its fire while it could still move with its brigade', () => {
  /** x (10 UM from z, out of musketry range) with its battery attached at the start of a new turn. */
  function attached(policy: SfgGamePolicy): Game {
    const g = setup(10, policy);
    g.opts.clear();
    pushAttach(g, g.units[1], g.opts);
    attach(g, g.opts, 0);
    for (const u of g.units) u.newTurn();
    return g;
  }
  it(
    'firefight advances x: the battery (z 10 UM off, in its range) holds ' +
      'its fire, moves with x (one action), then fires in the closing window ' +
      '(the second)',
    () => {
      const g = attached(firefightPolicy);
      const t = g.units[1];
      expect(firefightPolicy.holdsFire(g, 1)).toBe(true);
      playWindow(g);
      expect(g.units[0].py).toBeGreaterThan(5);
      expect(isAttached(g, t)).toBe(true);
      expect(t.py).toBeCloseTo(g.units[0].py, 9);
      expect(t.fired).toBe(true);
      expect(t.actions).toBe(2);
    },
  );
  it('whatever the style: the assault, too, takes its attached guns along', () => {
    const g = attached(assaultPolicy);
    expect(assaultPolicy.holdsFire(g, 1)).toBe(true);
  });
  it('fired first (a policy that holds nothing), it cannot act again (SFG-5.8) and the move leaves it behind, detached', () => {
    const firesAtOnce: SfgGamePolicy = { name: 'test', description: '', firesFirst: true, decide: (g, kind, o, ai) => firefightPolicy.decide(g, kind, o, ai) };
    const g = attached(firesAtOnce);
    const t = g.units[1];
    playWindow(g);
    expect(g.units[0].py).toBeGreaterThan(5);
    expect(t.fired).toBe(true);
    expect(t.attachedTo).toBe(-1);
    expect(t.py).toBeCloseTo(5, 9);
  });
  it('no action left to move, or fired: nothing to hold for', () => {
    const g = attached(firefightPolicy);
    const t = g.units[1];
    expect(t.arm).toBe(ARTILLERY);
    t.fired = true;
    expect(holdsFireToAttach(g, t, true)).toBe(false);
    t.fired = false;
    t.actions = 2;
    expect(holdsFireToAttach(g, t, true)).toBe(false);
  });
});
