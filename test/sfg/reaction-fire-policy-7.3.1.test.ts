// SFG-7.3.1 in the protocol and the heuristic generals (policies/reactionFire.ts): the charged
// unit's choice to fire or hold names the unit and the charger; a unit whose division has yet to
// act this turn holds fire worth less than the style's reactionFireMin (hand-placed units).
import { describe, expect, it } from 'vitest';
import { charge } from '../../src/rulesets/sfg/rules/charge.js';
import { K_REACTION, K_REACTION_FIRE } from '../../src/rulesets/sfg/decisions.js';
import type { Game, SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { assaultPolicy, sfgPolicies } from '../../src/rulesets/sfg/policies/index.js';
import { expectedReactionHits, yetToAct } from '../../src/rulesets/sfg/policies/reactionFire.js';
import { army, brigade, division, makeGame, put } from './helpers.js';

/** A charges B's brigade t from `gap` UM in front; this turn A's division (0) activates first, then B's (1). */
function duel(defender: SfgGamePolicy, faces: number[] = []): { g: Game; a: Game['units'][number]; t: Game['units'][number] } {
  const g = makeGame(army('A', [division('d', [brigade('a', 6)])]), army('B', [division('e', [brigade('b', 6)])]), {}, faces, [assaultPolicy, defender]);
  const a = put(g, 0, 10, 5);
  const t = put(g, 1, 10, 9.6, 0, -1);
  g.activation[0] = 0;
  g.activation[1] = 1;
  g.nActivation = 2;
  g.actIndex = 0;
  g.activeDiv = 0;
  return { g, a, t };
}

/** The K_REACTION_FIRE answer of `p` for t charged by a (the buffer as the rules fill it). */
function answer(p: SfgGamePolicy, g: Game, t: number, a: number): number {
  const buf = g.opts;
  buf.clear();
  for (let k = 0; k < 2; k++) {
    const i = buf.pushChoice(k);
    buf.unit[i] = t;
    buf.target[i] = a;
  }
  return p.decide(g, K_REACTION_FIRE, buf.codes(), g.ai);
}

describe('SFG-7.3.1: reaction fire is the charged unit’s decision', () => {
  it('the rules ask it with the charged unit and the charger in the options; a hold fires nothing', () => {
    const seen: number[] = [];
    const holds: SfgGamePolicy = {
      name: 'holds',
      description: 'test',
      decide(g, k, o, ai) {
        if (k === K_REACTION_FIRE) {
          seen.push(g.opts.n, g.opts.unit[0], g.opts.target[0], g.opts.unit[1], g.opts.target[1]);
          return 1;
        }
        return k === K_REACTION ? 0 : assaultPolicy.decide(g, k, o, ai);
      },
    };
    const { g, a, t } = duel(holds, new Array(200).fill(1));
    charge(g, a, t);
    expect(seen).toEqual([2, t.idx, a.idx, t.idx, a.idx]);
    expect(t.fired).toBe(false);
  });
  it('6 front bases at 4.6 UM, charged by infantry: 6 dice at 4+ −1 (SFG-6.7), 2 expected casualties', () => {
    const { g, a, t } = duel(assaultPolicy);
    expect(expectedReactionHits(g, t, a)).toBeCloseTo(2, 12);
  });
  it('the default styles always fire (reactionFireMin 0)', () => {
    const { g, a, t } = duel(assaultPolicy);
    expect(yetToAct(g, t)).toBe(true);
    for (const name of ['assault', 'firefight', 'hold']) expect(answer(sfgPolicies[name].create(), g, t.idx, a.idx)).toBe(0);
  });
  it('reactionFireMin above the fire’s worth: holds while its division has yet to act; fires once it has (the fire is then of no other use)', () => {
    const { g, a, t } = duel(assaultPolicy);
    const p = sfgPolicies.assault.withParams?.({ reactionFireMin: 2.5 }).create();
    if (!p) throw new Error('assault has no params');
    expect(answer(p, g, t.idx, a.idx)).toBe(1);
    const q = sfgPolicies.assault.withParams?.({ reactionFireMin: 1.5 }).create();
    if (!q) throw new Error('assault has no params');
    expect(answer(q, g, t.idx, a.idx)).toBe(0);
    g.activation[0] = 1;
    g.activation[1] = 0;
    expect(yetToAct(g, t)).toBe(false);
    expect(answer(p, g, t.idx, a.idx)).toBe(0);
  });
});
