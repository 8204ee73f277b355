import { describe, expect, it } from 'vitest';
import { A_G_SHOOTRELOAD, type Game } from '../../../src/rulesets/sds/game.js';
import { listActions, MODE_OWN } from '../../../src/rulesets/sds/rules/candidates.js';
import { firefightPolicy } from '../../../src/rulesets/sds/policies/index.js';
import { GroupChoices } from '../../../src/rulesets/sds/policies/groupChoices.js';
import { build, withFillers, type ModelSpec } from './helpers.js';

/** The candidate of `kind` (cX, cY as given, -1: any) among the listed ones, or -1. */
function find(g: Game, kind: number, x = -1, y = -1): number {
  for (let k = 0; k < g.nc; k++) if (g.cKind[k] === kind && (x < 0 || g.cX[k] === x) && (y < 0 || g.cY[k] === y)) return k;
  return -1;
}

// SDS 2.15: two ranks of three muskets (Shoot and Reload) and one enemy `ty` mm down the table
// of Combat `tc`. The front rank may fire one by one (aimed with 3 actions) or volley (one
// roll, the target −1 per extra shooter): one volley beats three shots at long range against a
// steady target, not at short range against a poor one.
function ranks(ty: number, tc: number): ModelSpec[] {
  const out: ModelSpec[] = [{ side: 0, x: 225, y: 80, q: 3, rules: ['leader'], weapons: ['sword', 'pistol'], name: 'Officer' }];
  for (let k = 0; k < 3; k++) out.push({ side: 0, x: 200 + 25 * k, y: 175, weapons: ['musket'], name: `Front ${k + 1}` });
  for (let k = 0; k < 3; k++) out.push({ side: 0, x: 200 + 25 * k, y: 150, weapons: ['musket'], name: `Rear ${k + 1}` });
  out.push({ side: 1, x: 225, y: ty, c: tc, name: 'Target' });
  return withFillers(out);
}

function shootReloadScores(ty: number, tc: number) {
  const { g, idx } = build(ranks(ty, tc));
  const pol = firefightPolicy();
  listActions(g, idx[0], 3, MODE_OWN, 0);
  const fire = find(g, A_G_SHOOTRELOAD, 0);
  const volley = find(g, A_G_SHOOTRELOAD, 1);
  expect(fire).toBeGreaterThanOrEqual(0);
  expect(volley).toBeGreaterThanOrEqual(0);
  pol.pickAction(g, idx[0], 3);
  const gc = new GroupChoices();
  return { fire: g.cScore[fire], volley: g.cScore[volley], volleyEV: gc.frontVolley(g, idx[7]), fireEV: gc.frontFire(g, pol.style.diceGroup) };
}

describe('SDS 2.15: the heuristics choose the front-rank volley when it is worth more', () => {
  it('at 1L+ against a C3 target the volley\'s expected harm beats three shots: the volley is the order', () => {
    const r = shootReloadScores(600, 3);
    expect(r.volleyEV).toBeGreaterThan(r.fireEV);
    expect(r.volley).toBeGreaterThan(r.fire);
  });

  it('close against a C1 target three shots are worth more: the front rank fires one by one', () => {
    const r = shootReloadScores(250, 1);
    expect(r.fireEV).toBeGreaterThan(r.volleyEV);
    expect(r.volley).toBeLessThan(r.fire);
  });
});

