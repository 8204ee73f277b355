import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { A_CHARGE, A_G_MOVE, A_MELEE, type Game } from '../../../src/rulesets/sds/game.js';
import { GROUP_MOVE_FIRST } from '../../../src/rulesets/sds/rules/groups.js';
import { touching } from '../../../src/rulesets/sds/table/geom.js';
import { policyFromPicks } from '../../../src/rulesets/sds/policies/picks.js';
import { build, collect, withFillers } from './helpers.js';

// SDS 5.8 (S000 "Corpo a corpo di un gruppo contro un gruppo"): a line moved by a group order
// may fight model by model (move, fight, apply, next model) or move the whole line into contact
// first and then fight, "e.g. D+E against A first, for the advantage" (the overlap, SDS 5.3).
// Line D, E (C2, base contact) faces A (C2) 3 mm away (no block move is needed, so each member
// keeps its three actions); B stands well off to the side.
const scene = withFillers([
  { side: 0, x: 212, y: 80, q: 3, rules: ['leader'], weapons: ['sword', 'pistol'], name: 'Officer' },
  { side: 0, x: 200, y: 150, name: 'D' },
  { side: 0, x: 225, y: 150, name: 'E' },
  { side: 1, x: 200, y: 178, name: 'A' },
  { side: 1, x: 400, y: 200, name: 'B' },
]);

/**
 * The Leader orders the group move (one-by-one, cY 0, or all-move-first, cY GROUP_MOVE_FIRST)
 * with three group dice; D charges A if it must, then strikes A once; E only charges A.
 */
function play(cY: number) {
  // Leader's activation (1 die) 6; group roll 6 6 6 → 3 actions each; then the one blow: D 4, A 4
  const dice = new ScriptedDice([6, 6, 6, 6, 4, 4]);
  const { g, idx } = build(scene, {}, dice);
  const [lead, d, e, a] = idx;
  const lines = collect(g);
  let activated = false;
  const offered: string[] = [];
  const pick = (gm: Game, kind: number, target: number, y = -1) => {
    for (let k = 0; k < gm.decision.cands.n; k++)
      if (gm.decision.cands.kind[k] === kind && (target < 0 || gm.decision.cands.target[k] === target) && (y < 0 || gm.decision.cands.y[k] === y)) return k;
    return -1;
  };
  const pol = policyFromPicks('script', 'test', {
    activationDice: 1,
    pickActivation: () => (activated ? -1 : ((activated = true), lead)),
    pickAction(gm: Game, m: number) {
      if (m === lead) {
        for (let k = 0; k < gm.decision.cands.n; k++)
          if (gm.decision.cands.kind[k] === A_G_MOVE) offered.push(`cX ${gm.decision.cands.x[k]} cY ${gm.decision.cands.y[k]}`);
        return gm.st.attacked[lead] || gm.st.activated[d] ? -1 : pick(gm, A_G_MOVE, -1, cY);
      }
      if (m === e) return touching(gm.st, e, a) ? -1 : pick(gm, A_CHARGE, a);
      if (m === d) return gm.st.attacked[d] ? -1 : touching(gm.st, d, a) ? pick(gm, A_MELEE, a) : pick(gm, A_CHARGE, a);
      return -1;
    },
    pickGroupDice: () => 3,
    pickFree: () => -1,
  });
  g.policies = [pol, pol];
  playerTurn(g, 0);
  return { g, d, e, a, lines, offered, used: dice.used, remaining: dice.remaining };
}

describe('SDS 5.8 group against group', () => {
  it('the group move to contact is offered both ways: model by model and all-move-first', () => {
    const r = play(0);
    expect(r.offered).toContain('cX 0 cY 0');
    expect(r.offered).toContain(`cX 0 cY ${GROUP_MOVE_FIRST}`);
  });

  it('model by model: D fights A alone (6 against 6, no result) before E arrives', () => {
    const r = play(0);
    expect(r.remaining).toBe(0); // every scripted die was rolled: the blow was struck
    expect(r.g.st.onTable[r.a]).toBe(1);
    expect(r.g.st.fallen[r.a]).toBe(0);
    expect(touching(r.g.st, r.e, r.a)).toBe(true); // E went in afterwards
    expect(r.lines.join('\n')).toMatch(/4\+2 = 6 vs 4\+2 = 6/);
  });

  it("all move first: D and E are both on A before the blow, so E's overlap gives A −1 (6 against 5: A falls)", () => {
    const r = play(GROUP_MOVE_FIRST);
    expect(r.remaining).toBe(0);
    expect(touching(r.g.st, r.d, r.a)).toBe(true);
    expect(touching(r.g.st, r.e, r.a)).toBe(true);
    expect(r.lines.join('\n')).toMatch(/4\+2 = 6 vs 4\+1 = 5/);
    // 6 against 5 is a win but not double: the winner's even die means the loser falls (SDS 5.2)
    expect(r.g.st.fallen[r.a]).toBe(1);
  });
});

// SDS 5.8: "move the whole group into contact (1 action) and then resolve the fights": a member
// goes in only when the move reaches its enemy and leaves it an action to fight; every such move
// is narrated.
describe('SDS 5.8 all move first: only members that reach and can still fight go in', () => {
  function allFirst(groupDice: number) {
    const dice = new ScriptedDice([6, ...Array(groupDice).fill(6)], new ScriptedDice([4, 4, 4, 4, 4, 4]));
    const { g, idx } = build(scene, {}, dice);
    const [lead, d, e, a] = idx;
    const lines = collect(g);
    let activated = false;
    const pol = policyFromPicks('script', 'test: all-move-first group move, then nothing', {
      activationDice: 1,
      pickActivation: () => (activated ? -1 : ((activated = true), lead)),
      pickAction(gm: Game, m: number) {
        if (m !== lead || gm.st.activated[d]) return -1;
        for (let k = 0; k < gm.decision.cands.n; k++) if (gm.decision.cands.kind[k] === A_G_MOVE && gm.decision.cands.y[k] === GROUP_MOVE_FIRST) return k;
        return -1;
      },
      pickGroupDice: () => groupDice,
      pickFree: () => -1,
    });
    g.policies = [pol, pol];
    playerTurn(g, 0);
    return { g, d, e, a, lines };
  }

  it('one action each: no member is sent into contact with nothing left to fight', () => {
    const r = allFirst(1);
    expect(touching(r.g.st, r.d, r.a)).toBe(false);
    expect(touching(r.g.st, r.e, r.a)).toBe(false);
    expect(r.lines.some((l) => l.includes('all move first'))).toBe(false);
  });

  it('two actions each: D and E go in, and each move is narrated', () => {
    const r = allFirst(2);
    expect(touching(r.g.st, r.d, r.a)).toBe(true);
    expect(touching(r.g.st, r.e, r.a)).toBe(true);
    expect(r.lines.filter((l) => l.includes('charge → B:A (group: all move first, SDS 5.8)'))).toHaveLength(2);
  });
});
