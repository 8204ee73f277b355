import { describe, expect, it } from 'vitest';
import { SeededDice, type Dice } from '../../src/rulesets/kit/dice.js';
import { FlatMonteCarlo, ReseedableDice, type ForwardModel } from '../../src/rulesets/kit/search.js';

/** A bandit as a "game": option k wins its playout with probability p[k]; the state counts plays. */
class Bandit {
  plays = new Int32Array(1);
  won = 0;
  constructor(readonly p: number[]) {}
}

function banditModel(): ForwardModel<Bandit> & { saved: number } {
  return {
    saved: 0,
    save(g) {
      this.saved = g.plays[0];
    },
    restore(g) {
      g.plays[0] = this.saved;
      g.won = 0;
    },
    playout(g, k, dice: Dice) {
      g.plays[0]++;
      g.won = dice.random() < g.p[k] ? 1 : 0;
    },
    value(g, side) {
      return side === 0 ? g.won : 1 - g.won;
    },
  };
}

describe('flat Monte Carlo search', () => {
  const p = [0.3, 0.5, 0.75, 0.4, 0.2];

  it('finds the best option of a bandit, for either side', () => {
    const g = new Bandit(p);
    const s = new FlatMonteCarlo(banditModel(), 600, 8);
    // with 600 playouts the 0.75 arm is separated from the 0.5 arm by > 4 standard errors
    for (let seed = 1; seed <= 10; seed++) expect(s.choose(g, 0, p.length, new SeededDice(seed))).toBe(2);
    for (let seed = 1; seed <= 10; seed++) expect(s.choose(g, 1, p.length, new SeededDice(seed))).toBe(4);
  });

  it('is deterministic from the AI stream and draws exactly one number from it', () => {
    // four fair arms on different sample paths (option k shifts the die by k quarters)
    const g = new Bandit([0.5, 0.5, 0.5, 0.5]);
    const m = banditModel();
    m.playout = (b, k, dice) => {
      b.plays[0]++;
      b.won = (dice.int(1000) + 250 * k) % 1000 < 500 ? 1 : 0;
    };
    const s = new FlatMonteCarlo(m, 40, 4);
    const picks = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const a = new SeededDice(seed);
      const b = new SeededDice(seed);
      const k = s.choose(g, 0, 4, a);
      expect(s.choose(g, 0, 4, b)).toBe(k);
      const c = new SeededDice(seed);
      c.int(2 ** 31);
      expect(a.random()).toBe(c.random());
      picks.add(k);
    }
    // equal arms: the pick follows the luck of the playouts, not always the same index
    expect(picks.size).toBeGreaterThan(1);
  });

  it('restores the game after every playout and keeps to its budget', () => {
    const g = new Bandit(p);
    const m = banditModel();
    const s = new FlatMonteCarlo(m, 50, 8);
    s.choose(g, 0, p.length, new SeededDice(3));
    expect(g.plays[0]).toBe(0);
    expect(s.lastPlayouts).toBeLessThanOrEqual(50);
    expect(s.lastPlayouts).toBeGreaterThanOrEqual(p.length);
    // a single option needs no playout; more options than the buffers is an error
    expect(s.choose(g, 0, 1, new SeededDice(3))).toBe(0);
    expect(s.lastPlayouts).toBe(0);
    expect(() => s.choose(g, 0, 9, new SeededDice(3))).toThrow(/9 options/);
    expect(() => new FlatMonteCarlo(m, 0, 4)).toThrow(/budget/);
  });

  it('compares options on common random numbers', () => {
    // two identical arms see the same dice: their means are exactly equal, the lower index wins
    const g = new Bandit([0.5, 0.5]);
    const s = new FlatMonteCarlo(banditModel(), 20, 2);
    expect(s.choose(g, 0, 2, new SeededDice(9))).toBe(0);
    expect(s.meanOf(0)).toBe(s.meanOf(1));
    // and their paired difference is exactly zero
    expect(s.pairedZ(1, 0)).toBe(0);
  });

  it('tests paired differences: clear for a better arm, a standard normal for equal arms', () => {
    // two options: no halving, 200 playouts each; 0.75 against 0.3 is a difference of 0.45 with
    // a paired standard error of at most sqrt(1/200) ≈ 0.07, so z > 4 (far from any luck)
    const g = new Bandit([0.3, 0.75]);
    const s = new FlatMonteCarlo(banditModel(), 400, 2);
    expect(s.choose(g, 0, 2, new SeededDice(1))).toBe(1);
    expect(s.pairedZ(1, 0)).toBeGreaterThan(4);
    expect(s.pairedZ(0, 1)).toBeCloseTo(-s.pairedZ(1, 0), 12);
    // equal arms on opposite sample paths (one wins where the other loses): z is about standard
    // normal, |z| < 3.3 in 999 of 1000 searches; 20 seeds all inside
    const m = banditModel();
    m.playout = (b, k, dice) => {
      b.plays[0]++;
      b.won = (dice.int(1000) + 500 * k) % 1000 < 500 ? 1 : 0;
    };
    const fair = new FlatMonteCarlo(m, 200, 2);
    for (let seed = 1; seed <= 20; seed++) {
      fair.choose(new Bandit([0.5, 0.5]), 0, 2, new SeededDice(seed));
      expect(Math.abs(fair.pairedZ(1, 0))).toBeLessThan(3.3);
    }
    // fewer than two pairs: no test
    expect(new FlatMonteCarlo(m, 1, 2).pairedZ(1, 0)).toBeNaN();
  });
});

describe('ReseedableDice', () => {
  it('replays a stream after reseeding and stays in range', () => {
    const d = new ReseedableDice(5);
    const a = Array.from({ length: 20 }, () => d.d6());
    d.reseed(5);
    expect(Array.from({ length: 20 }, () => d.d6())).toEqual(a);
    d.reseed(6);
    expect(Array.from({ length: 20 }, () => d.d6())).not.toEqual(a);
    let sum = 0;
    const n = 60000;
    for (let i = 0; i < n; i++) {
      const v = d.d6();
      expect(v >= 1 && v <= 6).toBe(true);
      sum += v;
    }
    // mean 3.5, sd 1.708: within 4 standard errors
    expect(Math.abs(sum / n - 3.5)).toBeLessThan((4 * 1.708) / Math.sqrt(n));
  });
});
