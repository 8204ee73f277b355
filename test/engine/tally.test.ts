import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/rulesets/types.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { addOutcome, addPair, canonicalTally, emptyTally, mergeTally, type Tally } from '../../src/engine/tally.js';

function randomOutcome(d: SeededDice): Outcome {
  const r = d.int(3);
  return {
    winner: r === 2 ? null : (r as 0 | 1),
    reason: ['rout', 'time', 'lastStanding'][d.int(3)],
    turns: 1 + d.int(12),
    pointsLost: [d.int(400), d.int(400)],
    score: [d.int(700), d.int(700)],
    metrics: { kills: [d.int(9), d.int(9)] },
  };
}

function tallyOf(outcomes: { o: Outcome; swapped: boolean }[]): Tally {
  const t = emptyTally();
  for (let i = 0; i < outcomes.length; i += 2) {
    const h1 = addOutcome(t, outcomes[i].o, outcomes[i].swapped);
    const h2 = addOutcome(t, outcomes[i + 1].o, outcomes[i + 1].swapped);
    addPair(t, h1 + h2);
  }
  return t;
}

describe('Tally', () => {
  const d = new SeededDice(99);
  const games = Array.from({ length: 400 }, (_, i) => ({ o: randomOutcome(d), swapped: i % 2 === 1 }));

  it('orients outcomes to list A: a swapped game won by side 1 is a win for A', () => {
    const t = emptyTally();
    const half = addOutcome(t, { winner: 1, reason: 'rout', turns: 3, pointsLost: [100, 20], score: [100, 680], metrics: {} }, true);
    expect(half).toBe(2);
    expect(t.winsA).toBe(1);
    expect(t.pointsLost[0].sum).toBe(20);
    expect(t.score[0].sum).toBe(680);
    expect(t.asSide[1]).toEqual({ games: 1, winsA: 1, draws: 0 });
  });

  it('merging chunks in any order gives byte-identical JSON', () => {
    const whole = canonicalTally(tallyOf(games));
    const parts = [games.slice(0, 50), games.slice(50, 252), games.slice(252)].map(tallyOf);
    const forward = canonicalTally(parts.reduce((acc, p) => mergeTally(acc, p), emptyTally()));
    const backward = canonicalTally([...parts].reverse().reduce((acc, p) => mergeTally(acc, p), emptyTally()));
    expect(JSON.stringify(forward)).toBe(JSON.stringify(whole));
    expect(JSON.stringify(backward)).toBe(JSON.stringify(whole));
  });

  it('counts add up: wins + draws + losses = games, pairs = games / 2', () => {
    const t = tallyOf(games);
    expect(t.winsA + t.draws + t.winsB).toBe(t.games);
    expect(t.pairHalfPoints.reduce((s, x) => s + x, 0)).toBe(t.games / 2);
    const halfPoints = t.pairHalfPoints.reduce((s, x, k) => s + k * x, 0);
    expect(halfPoints).toBe(2 * t.winsA + t.draws);
  });
});
