import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { moraleTest } from '../../../src/rulesets/sds/rules/morale.js';
import { removeModel, T_FLAG } from '../../../src/rulesets/sds/rules/actions.js';
import { GONE_KILLED } from '../../../src/rulesets/sds/state.js';
import { build, withFillers, type ModelSpec } from './helpers.js';

// SDS 6.8 / 6.4 step 3 / A25: a flag bearer fleeing off the table takes the flag with him; it is
// abandoned only when he is wounded or killed. Whether the squad has then "lost its flag" (a
// squad-wide test, SDS 6.5) is option flagLostWhen.
const scene: ModelSpec[] = [
  { side: 0, x: 450, y: 300, rules: ['flagBearer'], name: 'Eagle' },
  { side: 1, x: 450, y: 700 },
];

function fledOff(flagLostWhen?: string): number {
  const { g, idx } = build(withFillers(scene), flagLostWhen ? { flagLostWhen } : {}, new ScriptedDice([1, 2, 3]));
  moraleTest(g, idx[0]); // 3 failures: off the table with the flag
  return g.st.pendSquad[0] & T_FLAG;
}
function killed(flagLostWhen?: string): number {
  const { g, idx } = build(withFillers(scene), flagLostWhen ? { flagLostWhen } : {}, new ScriptedDice([]));
  removeModel(g, idx[0], GONE_KILLED);
  return g.st.pendSquad[0] & T_FLAG;
}

describe('SDS 6.8 / A25 when the flag counts as lost', () => {
  it('bearerRemoved (default): killed or fled off, the squad tests', () => {
    expect(fledOff()).toBe(T_FLAG);
    expect(killed()).toBe(T_FLAG);
  });
  it('bearerDown: only a bearer killed or wounded loses the flag; one who flees off keeps it', () => {
    expect(fledOff('bearerDown')).toBe(0);
    expect(killed('bearerDown')).toBe(T_FLAG);
  });
  it('captured: neither (the test comes when the enemy picks the flag up)', () => {
    expect(fledOff('captured')).toBe(0);
    expect(killed('captured')).toBe(0);
  });
});
