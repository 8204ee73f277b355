import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { A_ADVANCE, A_G_MOVE, type Game } from '../../../src/rulesets/sds/game.js';
import { addCand } from '../../../src/rulesets/sds/candidateList.js';
import { gap } from '../../../src/rulesets/sds/table/geom.js';
import { NEGLIGIBLE_MOVE_MM } from '../../../src/rulesets/sds/constants.js';
import { MOVES, NO_MOVE, tryMove } from '../../../src/rulesets/sds/rules/trial.js';
import { policyFromPicks } from '../../../src/rulesets/sds/policies/picks.js';
import { build, collect, withFillers } from './helpers.js';

// Issue 9 (competent play): no action is spent on a move of negligible progress
// (NEGLIGIBLE_MOVE_MM). A group move to contact (SDS 2.12) stops its block 3 mm from the enemy;
// line D, E (base contact) stands `gapMm` from A, so the block has gapMm − 3 mm to go.
function groupMoveAt(gapMm: number) {
  const scene = withFillers([
    { side: 0, x: 212, y: 80, q: 3, rules: ['leader'], weapons: ['sword', 'pistol'], name: 'Officer' },
    { side: 0, x: 200, y: 150, name: 'D' },
    { side: 0, x: 225, y: 150, name: 'E' },
    { side: 1, x: 200, y: 175 + gapMm, name: 'A' },
  ]);
  // Leader's activation (1 die) 6; group roll 6 6 6: three actions for the group
  const dice = new ScriptedDice([6, 6, 6, 6]);
  const { g, idx } = build(scene, {}, dice);
  const [lead, d, , a] = idx;
  const lines = collect(g);
  let activated = false;
  const left: number[] = [];
  const pol = policyFromPicks('script', 'test', {
    activationDice: 1,
    pickActivation: () => (activated ? -1 : ((activated = true), lead)),
    pickAction(gm: Game, m: number, l: number) {
      if (m === d) left.push(l);
      if (m !== lead || gm.st.activated[d]) return -1;
      for (let k = 0; k < gm.decision.cands.n; k++)
        if (gm.decision.cands.kind[k] === A_G_MOVE && gm.decision.cands.x[k] === 0 && gm.decision.cands.y[k] === 0) return k;
      return -1;
    },
    pickGroupDice: () => 3,
    pickFree: () => -1,
  });
  g.policies = [pol, pol];
  playerTurn(g, 0);
  return { g, d, a, lines: lines.join('\n'), left };
}

describe('no action on negligible progress', () => {
  it('the threshold is a fifth of a base, well under the shortest stick', () => {
    expect(NEGLIGIBLE_MOVE_MM).toBeGreaterThan(1);
    expect(NEGLIGIBLE_MOVE_MM).toBeLessThan(75 / 10);
  });

  it('a group move with 4 mm to go spends no action on the block: D keeps all three', () => {
    const r = groupMoveAt(7);
    expect(r.lines).not.toMatch(/the group advances/);
    expect(r.left[0]).toBe(3);
    expect(gap(r.g.st, r.d, r.a)).toBeCloseTo(7, 5);
  });

  it('with 20 mm to go the block moves once and D has two actions left', () => {
    const r = groupMoveAt(23);
    expect(r.lines).toMatch(/the group advances 20 mm on average/);
    expect(r.left[0]).toBe(2);
  });

  it("a policy's trial counts an advance of less than NEGLIGIBLE_MOVE_MM as no move", () => {
    // an advance stops 2 mm short of contact: from 5 mm it gains 3 mm (negligible), from 10 mm 8 mm
    const trial = (gapMm: number) => {
      const { g, idx } = build(
        withFillers([
          { side: 0, x: 200, y: 150, name: 'D' },
          { side: 1, x: 200, y: 175 + gapMm, name: 'A' },
        ]),
      );
      const [d, a] = idx;
      g.decision.cands.n = 0;
      addCand(g.decision.cands, A_ADVANCE, a, 1, 0, 0);
      const r = tryMove(g, d, 0);
      expect(g.st.y[d]).toBe(150); // the trial puts the model back
      return r;
    };
    expect(trial(5)).toBe(NO_MOVE);
    expect(trial(10)).toBe(MOVES);
  });
});
