import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { playerTurn } from '../../../src/rulesets/sds/rules/turn.js';
import { A_G_SHOOTRELOAD, A_G_VOLLEY } from '../../../src/rulesets/sds/game.js';
import { build, collect, scriptedPolicy, withFillers, type ModelSpec } from './helpers.js';

// SDS 2.16 (S000): a group activates at its worst Quality; a Volley or a Shoot and Reload fires
// at the group's worst Combat; an individual shot inside a group uses the shooter's own Combat.
// Example: 3 line (Q4 C2) + 3 elite (Q3 C3) activate at 4+ and volley at C2.
const officer: ModelSpec = { side: 0, x: 225, y: 80, q: 3, rules: ['leader'], weapons: ['sword', 'pistol'], name: 'Officer' };
const target: ModelSpec = { side: 1, x: 225, y: 325, c: 2, name: 'Target' };

describe('SDS 2.16 mixed groups', () => {
  it('a Volley by elite C3 and line C2 muskets fires at C2', () => {
    const specs = withFillers([
      officer,
      { side: 0, x: 200, y: 150, q: 3, c: 3, name: 'Elite 1' },
      { side: 0, x: 225, y: 150, q: 4, c: 2, name: 'Line' },
      { side: 0, x: 250, y: 150, q: 3, c: 3, name: 'Elite 2' },
      target,
    ]);
    // officer 6; group roll 3: the worst Quality is the line's 4+, 3+ with the Officer's command
    // bonus (the elite would roll at 2+); volley 3+(2+2) v 3+(2−2)
    const { g, idx } = build(specs, {}, new ScriptedDice([6, 3, 3, 3], new SeededDice(3)));
    const lines = collect(g);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_VOLLEY, target: idx[4] }], 1);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    expect(lines.some((l) => l.includes('rolls 1 die at 3+: 1 success'))).toBe(true);
    expect(lines.some((l) => l.includes('volley of 3: 3+4 = 7 vs 3+0 = 3'))).toBe(true);
  });

  it("individual shots inside a Shoot and Reload use each shooter's own Combat (elite front C3)", () => {
    const specs = withFillers([
      officer,
      ...[0, 1, 2].map((k): ModelSpec => ({ side: 0, x: 200 + 25 * k, y: 175, q: 3, c: 3, name: `Elite ${k + 1}` })),
      ...[0, 1, 2].map((k): ModelSpec => ({ side: 0, x: 200 + 25 * k, y: 150, q: 4, c: 2, name: `Line ${k + 1}` })),
      target,
    ]);
    // officer 6; group roll 6 6 (2 actions); three shots 2+(3+2) = 7 v 6+2 = 8: nothing
    const { g, idx } = build(specs, {}, new ScriptedDice([6, 6, 6, 2, 6, 2, 6, 2, 6], new SeededDice(3)));
    const lines = collect(g);
    const pol = scriptedPolicy([{ m: idx[0], dice: 1 }], [{ kind: A_G_SHOOTRELOAD, target: -1 }], 2);
    g.policies = [pol, pol];
    playerTurn(g, 0);
    const shots = lines.filter((l) => l.includes('shoots B:Target'));
    expect(shots).toHaveLength(3);
    for (const l of shots) expect(l).toContain('2+5 = 7 vs 6+2 = 8');
  });
});
