import { describe, expect, it } from 'vitest';
import { A_G_MOVE, A_G_SHOOTRELOAD, type Game } from '../../../src/rulesets/sds/game.js';
import { listActions, MODE_OWN } from '../../../src/rulesets/sds/rules/candidates.js';
import { GROUP_MOVE_FIRST } from '../../../src/rulesets/sds/rules/groups.js';
import { aggressivePolicy, firefightPolicy } from '../../../src/rulesets/sds/policies/index.js';
import { GroupChoices } from '../../../src/rulesets/sds/policies/groupChoices.js';
import { build, withFillers, type ModelSpec } from './helpers.js';

/** The candidate of `kind` (x, y as given, -1: any) among the listed ones, or -1. */
function find(g: Game, kind: number, x = -1, y = -1): number {
  for (let k = 0; k < g.decision.cands.n; k++)
    if (g.decision.cands.kind[k] === kind && (x < 0 || g.decision.cands.x[k] === x) && (y < 0 || g.decision.cands.y[k] === y)) return k;
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
  return {
    fire: g.decision.cands.score[fire],
    volley: g.decision.cands.score[volley],
    volleyEV: gc.frontVolley(g, idx[7]),
    fireEV: gc.frontFire(g, pol.style.diceGroup),
  };
}

describe('SDS 2.15: the heuristics choose the front-rank volley when it is worth more', () => {
  it("at 1L+ against a C3 target the volley's expected harm beats three shots: the volley is the order", () => {
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

// SDS 5.8: line D, E (C2, base contact) 3 mm from A; B stands `bx` mm to the side. Moving the
// whole line in first lets D and E fight A together (the overlap, SDS 5.3) when both would go
// for A; when each has its own enemy, model by model fights the same fights.
function line(bx: number, by: number): ModelSpec[] {
  return withFillers([
    { side: 0, x: 212, y: 80, q: 3, rules: ['leader'], weapons: ['sword', 'pistol'], name: 'Officer' },
    { side: 0, x: 200, y: 150, name: 'D' },
    { side: 0, x: 225, y: 150, name: 'E' },
    { side: 1, x: 200, y: 178, name: 'A' },
    { side: 1, x: bx, y: by, name: 'B' },
  ]);
}

function moveFirstPick(bx: number, by: number) {
  const { g, idx } = build(line(bx, by));
  const pol = aggressivePolicy();
  listActions(g, idx[0], 3, MODE_OWN, 0);
  const first = find(g, A_G_MOVE, 0, GROUP_MOVE_FIRST);
  expect(first).toBeGreaterThanOrEqual(0);
  const pick = pol.pickAction(g, idx[0], 3);
  return { pick, first, score: g.decision.cands.score[first] };
}

describe('SDS 5.8: the heuristics order "all move first, then fight" when the overlap gives a fight at advantage', () => {
  it('D and E both reach A: the Officer orders the line in first', () => {
    const r = moveFirstPick(400, 200);
    expect(r.pick).toBe(r.first);
  });

  it('E has its own enemy B, nearer to it than A: no fight gains, the order is not given', () => {
    const r = moveFirstPick(232, 178);
    expect(r.score).toBeLessThan(0);
    expect(r.pick).not.toBe(r.first);
  });
});
