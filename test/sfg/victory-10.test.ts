// SFG-10: objectives (placement rules), deployment zones, holding (10.5) and victory (10.6).
import { describe, expect, it } from 'vitest';
import { placeObjectives, deploy } from '../../src/rulesets/sfg/rules/deploy.js';
import { endTurn, objectivesHeld } from '../../src/rulesets/sfg/rules/turn.js';
import { verdict } from '../../src/rulesets/sfg/mechanics/victory.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { army, brigade, division, makeGame, put } from './helpers.js';
import { gameScore2 } from '../../src/rulesets/sfg/play.js';
import { ARTILLERY, DESTROYED } from '../../src/rulesets/sfg/state.js';

function game() {
  return makeGame(
    army('A', [division('d', [brigade('a', 6), brigade('b', 6)], 1), division('d2', [brigade('c', 6), brigade('e', 4)])]),
    army('B', [division('x', [brigade('y', 6), brigade('z', 6)])]),
  );
}

describe('SFG-10.3 objectives', () => {
  it('two per side, ≥ 6 UM from the short edges, 4..6 UM from the own long edge, ≥ 12 UM apart', () => {
    for (let s = 1; s <= 50; s++) {
      const g = game();
      placeObjectives(g, new SeededDice(s));
      for (const o of g.objectives) {
        expect(o.x).toBeGreaterThanOrEqual(6);
        expect(o.x).toBeLessThanOrEqual(30);
        const fromOwn = o.owner === 0 ? o.y : 24 - o.y;
        expect(fromOwn).toBeGreaterThanOrEqual(4);
        expect(fromOwn).toBeLessThanOrEqual(6);
        expect(o.holder).toBe(o.owner);
      }
      for (let i = 0; i < 4; i++)
        for (let j = i + 1; j < 4; j++)
          expect(Math.hypot(g.objectives[i].x - g.objectives[j].x, g.objectives[i].y - g.objectives[j].y)).toBeGreaterThanOrEqual(12);
    }
  });
});

describe('SFG-10.2 / 10.4 deployment', () => {
  it('every unit inside its 6 UM strip, on the table, not overlapping, facing the enemy', () => {
    const g = game();
    placeObjectives(g, new SeededDice(3));
    deploy(g, new SeededDice(3));
    for (const u of g.units) {
      expect(u.onTable).toBe(true);
      const ys = [u.cy - u.hd, u.cy + u.hd];
      if (u.side === 0) expect(Math.max(...ys)).toBeLessThanOrEqual(6 + 1e-9);
      else expect(Math.min(...ys)).toBeGreaterThanOrEqual(18 - 1e-9);
      expect(u.fy).toBe(u.side === 0 ? 1 : -1);
      expect(g.canStand(u, u)).toBe(true);
    }
  });
});

describe('SFG-10.5 holding objectives', () => {
  it('a brigade within 2 UM takes it; contested or empty, the last holder keeps it; decimated and disordered cannot hold', () => {
    const g = game();
    placeObjectives(g, new SeededDice(1));
    const o = g.objectives[0]; // A's
    const b = put(g, 5, o.x, o.y + 1.5, 0, -1); // B's brigade, front 1.5 UM from it
    endTurn(g);
    expect(o.holder).toBe(1);
    const a = put(g, 0, o.x, o.y - 1.5);
    endTurn(g);
    expect(o.holder).toBe(1); // both qualify: the last holder keeps it
    b.onTable = false;
    a.bases = 2; // 6 → 2: decimated
    a.updateShape();
    a.disordered = true;
    endTurn(g);
    expect(o.holder).toBe(1);
    a.disordered = false;
    endTurn(g);
    expect(o.holder).toBe(0);
    expect(objectivesHeld(g, 0)).toBe(2);
  });
});

describe('SFG-10.6 victory', () => {
  it('more objectives wins; then the game score; then a draw', () => {
    expect(verdict([3, 1], [0, 50])).toEqual({ winner: 0, reason: 'objectives' });
    expect(verdict([2, 2], [10, 30])).toEqual({ winner: 1, reason: 'score' });
    expect(verdict([2, 2], [10, 10])).toEqual({ winner: null, reason: 'draw' });
  });
});

describe('SFG-10.6 / G12 game score by default', () => {
  it('counts enemy bases eliminated (the text prices nothing in points): a battery lost weighs less than two bases', () => {
    const g = makeGame(army('A', [division('d', [brigade('a', 6)])]), army('B', [division('x', [brigade('y', 6)], 1)]));
    const a = g.units.find((u) => u.name === 'a')!;
    const battery = g.units.find((u) => u.arm === ARTILLERY)!;
    a.bases = 4; // A lost 2 bases of 6 (8 points under the proposal, not decimated)
    a.updateShape();
    battery.removed = DESTROYED; // B lost a battery (10 points under the proposal)
    // points (the proposal's reading) would give A 2 × 10 = 20 and B 0; bases gives A 2 × 1, B 2 × 2
    expect(gameScore2(g, 1)).toBeGreaterThan(gameScore2(g, 0));
    expect(verdict([2, 2], [gameScore2(g, 0), gameScore2(g, 1)]).winner).toBe(1);
  });
});
