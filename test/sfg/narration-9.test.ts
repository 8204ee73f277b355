// The replay narration tells every forced move as it happened (SFG-6.9 / 8.6 / 5.7 / G21 / G30):
// a retreat through friends (disordered, on until clear), a retreat blocked by an enemy, a gun in
// action that stands its ground instead of "pushed back", a failed charge's move (SFG-7.5), and a
// general attaching to a brigade (SFG-3.3).
import { describe, expect, it } from 'vitest';
import { firePushback } from '../../src/rulesets/sfg/rules/fire.js';
import { charge } from '../../src/rulesets/sfg/rules/charge.js';
import { generalsPhase } from '../../src/rulesets/sfg/rules/turn.js';
import { K_GENERAL, K_REACTION } from '../../src/rulesets/sfg/decisions.js';
import { firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import type { Game, SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { army, brigade, division, makeGame, put, script } from './helpers.js';

function logged(g: Game): string[] {
  const lines: string[] = [];
  g.log = { event: (t: string) => lines.push(t.trim()) };
  return lines;
}

describe('narration of forced moves', () => {
  it('pushed back 1 UM into a friend: it goes on until clear, disordered, and says so', () => {
    const g = makeGame(army('A', [division('d', [brigade('a', 6), brigade('f', 6)])]), army('B', [division('e', [brigade('b', 6)])]));
    const u = put(g, 0, 10, 5);
    put(g, 1, 10, 4.3); // right behind: spans y 3.9..4.3
    const e = put(g, 2, 10, 9, 0, -1);
    const lines = logged(g);
    script(g, [1]); // pushback die 1: 1 UM
    firePushback(g, e, u, 2);
    expect(u.disordered).toBe(true);
    expect(lines[0]).toBe('A:a is pushed back 1 UM');
    expect(lines[1]).toMatch(/^A:a falls back through friends, on until clear: [\d.]+ UM in all, disordered$/);
    expect(5 - u.py).toBeGreaterThan(1);
  });
  it('pushed back into an enemy: blocked after the distance it could go, and disordered', () => {
    const g = makeGame(army('A', [division('d', [brigade('a', 6)])]), army('B', [division('e', [brigade('b', 6), brigade('c', 6)])]));
    const u = put(g, 0, 10, 5);
    put(g, 2, 10, 4.0, 0, 1); // an enemy behind it, 0.6 UM back
    const e = put(g, 1, 10, 9, 0, -1);
    const lines = logged(g);
    script(g, [1]); // 1 UM
    firePushback(g, e, u, 2);
    expect(lines).toEqual(['A:a is pushed back 1 UM', 'A:a is blocked by an enemy after 0.5 UM of 1 and disordered']);
    expect(u.disordered).toBe(true);
  });
  it('an unlimbered battery rolls but stands its ground (G30): never "pushed back"', () => {
    const g = makeGame(army('A', [division('d', [brigade('a', 6)], 1)]), army('B', [division('e', [brigade('b', 6)])]));
    const gun = put(g, 1, 20, 5);
    gun.limbered = false;
    const e = put(g, 2, 20, 9, 0, -1);
    const lines = logged(g);
    script(g, [3]);
    firePushback(g, e, gun, 2);
    expect(lines).toEqual(['A:d battery 1 stands its ground (an unlimbered battery is not pushed back)']);
    expect(gun.py).toBe(5);
  });
  it('a failed charge tells how far it moved', () => {
    const stands: SfgGamePolicy = { name: 's', description: 'test', decide: (g, k, o, ai) => (k === K_REACTION ? 0 : firefightPolicy.decide(g, k, o, ai)) };
    const g = makeGame(army('A', [division('d', [brigade('a', 6)])]), army('B', [division('e', [brigade('b', 6)])]), {}, [], [firefightPolicy, stands]);
    const a = put(g, 0, 10, 5);
    const t = put(g, 1, 10, 10.6, 0, -1);
    const lines = logged(g);
    script(g, [4, 1, 1, 1, 1, 1, 1]); // no bonus; the target's fire all misses
    charge(g, a, t);
    expect(lines).toContain('A:a cannot reach B:b');
    expect(lines).toContain('A:a moves 4 UM towards it');
  });
  it('a general attaching to a brigade is told', () => {
    const attach: SfgGamePolicy = {
      name: 'at',
      description: 'test',
      decide: (g, k, o, ai) => (k === K_GENERAL ? o.length - 1 : firefightPolicy.decide(g, k, o, ai)),
    };
    const g = makeGame(army('A', [division('d', [brigade('a', 6)])]), army('B', [division('e', [brigade('b', 6)])]), {}, [], [attach, attach]);
    put(g, 0, 10, 5);
    put(g, 1, 10, 20, 0, -1);
    const lines = logged(g);
    generalsPhase(g);
    expect(lines).toContain('A:d: the general attaches to A:a');
  });
});
