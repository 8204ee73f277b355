import { describe, expect, it } from 'vitest';
import { A_G_SHOOTRELOAD, type Game } from '../../../src/rulesets/sds/game.js';
import { MODE_OWN, SR_LATER, listActions, listShootReloadAt } from '../../../src/rulesets/sds/rules/candidates.js';
import { HeuristicPolicy, type Style } from '../../../src/rulesets/sds/policies/heuristic.js';
import { aggressivePolicy } from '../../../src/rulesets/sds/policies/index.js';
import { build, withFillers, type ModelSpec } from './helpers.js';

// A plain style that values Shoot and Reload (SDS 2.15) below an advance lists a Leader's orders
// only when one could be its pick (SdsPolicy.shootReloadLater): its picks must be those it makes
// from the full list. The scene of shoot-reload-2.15.test.ts: an Officer behind two ranks of three
// loaded muskets, one enemy ahead.
function scene(targetY: number): ModelSpec[] {
  const out: ModelSpec[] = [{ side: 0, x: 225, y: 80, q: 3, rules: ['leader'], weapons: ['sword', 'pistol'], name: 'Officer' }];
  for (let k = 0; k < 3; k++) out.push({ side: 0, x: 200 + 25 * k, y: 175, weapons: ['musket'], name: `Front ${k + 1}` });
  for (let k = 0; k < 3; k++) out.push({ side: 0, x: 200 + 25 * k, y: 150, weapons: ['musket'], name: `Rear ${k + 1}` });
  out.push({ side: 1, x: 225, y: targetY, c: 2, name: 'Target' });
  return withFillers(out);
}

function candidate(g: Game, k: number): string {
  return k < 0
    ? 'stop'
    : `${g.decision.cands.kind[k]}/${g.decision.cands.target[k]}/${g.decision.cands.cost[k]}/${g.decision.cands.x[k]}/${g.decision.cands.y[k]}`;
}

function candidates(g: Game): string[] {
  return Array.from({ length: g.decision.cands.n }, (_, k) => candidate(g, k));
}

/** The same player listing everything: an object over it is no plain HeuristicPolicy. */
function listingAll(p: HeuristicPolicy): HeuristicPolicy {
  return Object.create(p) as HeuristicPolicy;
}

function officerWith(policy: HeuristicPolicy, targetY: number): { g: Game; m: number } {
  const { g, idx } = build(scene(targetY));
  g.policies = [policy, policy];
  g.st.active = 0;
  return { g, m: idx[0] };
}

/** aggressive, but an advance from near the own edge is worth less than the orders' bound. */
function edgeShy(): HeuristicPolicy {
  const style: Style = { ...aggressivePolicy().style, name: 'edge-shy', wShootReload: 0.6, wAdvance: 3.7, leaveEdge: -1.5, wGroupMove: 0, wVolley: 0 };
  return new HeuristicPolicy(style);
}

describe('Shoot and Reload orders listed only when they could be the pick', () => {
  it("a stand-in takes the orders' place, and listShootReloadAt puts back the full list", () => {
    const lazy = aggressivePolicy();
    expect(lazy.shootReloadLater).toBe(true);
    expect(listingAll(lazy).shootReloadLater).toBe(false);
    const a = officerWith(lazy, 325);
    listActions(a.g, a.m, 2, MODE_OWN, 0);
    let p = -1;
    for (let k = 0; k < a.g.decision.cands.n; k++) if (a.g.decision.cands.kind[k] === A_G_SHOOTRELOAD && a.g.decision.cands.target[k] === SR_LATER) p = k;
    expect(p).toBeGreaterThanOrEqual(0);
    expect(listShootReloadAt(a.g, a.m, p)).toBeGreaterThan(0);
    const b = officerWith(listingAll(lazy), 325);
    listActions(b.g, b.m, 2, MODE_OWN, 0);
    const full = candidates(b.g);
    expect(full.filter((c) => c.startsWith(`${A_G_SHOOTRELOAD}/`)).length).toBeGreaterThan(0);
    expect(candidates(a.g)).toEqual(full);
  });

  it('picks what the player picks from the full list, also when an order is the pick', () => {
    for (const make of [aggressivePolicy, edgeShy]) {
      for (const targetY of [260, 325, 420, 600]) {
        for (let left = 1; left <= 3; left++) {
          const lazy = make();
          expect(lazy.shootReloadLater).toBe(true);
          const a = officerWith(lazy, targetY);
          listActions(a.g, a.m, left, MODE_OWN, 0);
          const n = a.g.decision.cands.n;
          const ka = lazy.pickAction(a.g, a.m, left);
          // the engine's options were counted with the stand-in
          expect(ka).toBeLessThan(n);
          const all = listingAll(make());
          const b = officerWith(all, targetY);
          listActions(b.g, b.m, left, MODE_OWN, 0);
          const kb = all.pickAction(b.g, b.m, left);
          expect(candidate(a.g, ka), `${lazy.name} target at ${targetY}, ${left} actions`).toBe(candidate(b.g, kb));
        }
      }
    }
  });

  it('the edge-shy player does take an order here (the listing it put off)', () => {
    const lazy = edgeShy();
    const a = officerWith(lazy, 325);
    listActions(a.g, a.m, 2, MODE_OWN, 0);
    const k = lazy.pickAction(a.g, a.m, 2);
    expect(a.g.decision.cands.kind[k]).toBe(A_G_SHOOTRELOAD);
    expect(a.g.decision.cands.target[k]).not.toBe(SR_LATER);
  });
});
