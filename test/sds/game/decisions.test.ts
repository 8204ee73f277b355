import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { A_ADVANCE, A_POINT, type Game, type SdsPolicy } from '../../../src/rulesets/sds/game.js';
import { addCand } from '../../../src/rulesets/sds/candidateList.js';
import { DECIDE_ACTION, DECIDE_ACTIVATION, DECIDE_ACTIVATION_DICE } from '../../../src/rulesets/sds/decisions.js';
import { policyFromPicks } from '../../../src/rulesets/sds/policies/picks.js';
import { build, idlePolicy, scriptedPolicy } from './helpers.js';

// Issue 28: every SDS decision goes through the kit's askPolicy (answers checked), and the
// policy's declared hints are checked where the rules ask them (decisions.ts).
describe('SDS decisions through the kit', () => {
  const specs = [
    { side: 0 as const, x: 100, y: 100 },
    { side: 1 as const, x: 800, y: 800 },
  ];

  it("stops a game on an answer out of range: sds: policy 'x' chose option k of n", () => {
    const { g } = build(specs, { mayPassVoluntarily: false }, new ScriptedDice([6]));
    const bad: SdsPolicy = { ...idlePolicy, name: 'bad', decide: () => 5 };
    g.policies = [bad, idlePolicy];
    expect(() => playerTurn(g, 0)).toThrow("sds: policy 'bad' chose option 5 of 1");
  });

  it('asks a single option too (the policy picks the dice with the model), posed on g.decision', () => {
    const { g, idx } = build(specs, { mayPassVoluntarily: false }, new ScriptedDice([6]));
    const seen: string[] = [];
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], []);
    const watch: SdsPolicy = {
      ...pol,
      decide(view: Game, kind, options, rng) {
        seen.push(`${kind}:${view.decision.kind}:${view.decision.actor}:${options.length}`);
        return pol.decide(view, kind, options, rng);
      },
    };
    g.policies = [watch, idlePolicy];
    playerTurn(g, 0);
    // the one model left is asked about (one option), then its dice with the model posed
    expect(seen[0]).toBe(`${DECIDE_ACTIVATION}:${DECIDE_ACTIVATION}:-1:1`);
    expect(seen[1]).toBe(`${DECIDE_ACTIVATION_DICE}:${DECIDE_ACTIVATION_DICE}:${idx[0]}:3`);
    expect(seen[2].startsWith(`${DECIDE_ACTION}:${DECIDE_ACTION}:${idx[0]}:`)).toBe(true);
  });

  it('refuses an addMoves hint that proposes anything but a move toward a point on the table', () => {
    const proposing = (name: string, propose: (g: Game, other: number) => void) => {
      const { g, idx } = build(specs, { mayPassVoluntarily: false }, new ScriptedDice([6]));
      const picks = { activationDice: 1, pickActivation: () => idx[0], pickAction: () => -1, pickGroupDice: () => 1, pickFree: () => -1 };
      g.policies = [policyFromPicks(name, 'test: proposes a move', picks, { addMoves: (view: Game) => propose(view, idx[1]) }), idlePolicy];
      return () => playerTurn(g, 0);
    };
    expect(proposing('onTable', (g) => addCand(g.decision.cands, A_POINT, -1, 1, 450, 450))).not.toThrow();
    expect(proposing('offTable', (g) => addCand(g.decision.cands, A_POINT, -1, 1, -50, 100))).toThrow(
      `sds: policy 'offTable' chose code ${A_POINT} for decision ${DECIDE_ACTION}, not one of its options`,
    );
    expect(proposing('advance', (g, other) => addCand(g.decision.cands, A_ADVANCE, other, 1, 0, 0))).toThrow(`sds: policy 'advance' chose code ${A_ADVANCE}`);
  });
});
