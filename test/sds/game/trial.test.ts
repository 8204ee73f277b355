import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { sdsState } from '../../../src/rulesets/sds/state.js';
import { touching } from '../../../src/rulesets/sds/table/geom.js';
import { trialFallen, trialInContact, trialMark, trialWithoutFear, undoTrial } from '../../../src/rulesets/sds/rules/trial.js';
import { build, withFillers } from './helpers.js';

// The policies' what-ifs are worked by the rules (rules/trial.ts) and put back exactly, nested
// trials innermost first: a policy weighing a charge at a fleeing model (SDS 6.4: it counts as
// fallen) places its charger in contact inside the fallen trial.
describe('what-ifs worked by the rules for the policies', () => {
  it('place, fell and set aside a failed Fear test, then put back exactly, innermost first', () => {
    const { g, idx } = build(
      withFillers([
        { side: 0, x: 200, y: 150, name: 'C' },
        { side: 1, x: 200, y: 400, name: 'F' },
      ]),
      {},
      new ScriptedDice([]),
    );
    const [c, f] = idx;
    g.st.fearFailed = 1;
    const before = sdsState.hash(g.st);
    const outer = trialMark(g);
    trialFallen(g, f);
    trialWithoutFear(g);
    expect([g.st.fallen[f], g.st.fearFailed]).toEqual([1, 0]);
    const inner = trialMark(g);
    trialInContact(g, c, f);
    expect(touching(g.st, c, f)).toBe(true);
    expect(g.st.x[c]).toBeCloseTo(200, 9);
    undoTrial(g, inner);
    expect([g.st.x[c], g.st.y[c], g.st.fallen[f], g.st.fearFailed]).toEqual([200, 150, 1, 0]);
    undoTrial(g, outer);
    expect([g.st.fallen[f], g.st.fearFailed, g.scratch.trialN]).toEqual([0, 1, 0]);
    expect(sdsState.hash(g.st)).toBe(before);
  });
});
