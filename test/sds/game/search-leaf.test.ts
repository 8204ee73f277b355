import { describe, expect, it } from 'vitest';
import { removeModel } from '../../../src/rulesets/sds/rules/actions.js';
import { GONE_KILLED } from '../../../src/rulesets/sds/state.js';
import { Leaf, LEAF_WEIGHTS, N_LEAF } from '../../../src/rulesets/sds/policies/leaf.js';
import { build, withFillers } from './helpers.js';

/** The search's leaf: the fitted win probability of a position (policies/leaf.ts). */
describe('SDS search leaf', () => {
  const squads = () =>
    build(
      withFillers([
        { side: 0, x: 300, y: 100, rules: ['leader'], name: 'A-officer' },
        { side: 0, x: 340, y: 100, name: 'A-private' },
        { side: 1, x: 300, y: 800, rules: ['leader'], name: 'B-officer' },
        { side: 1, x: 340, y: 800, name: 'B-private' },
      ]),
    );

  it('has one weight per feature and values the sides as complements (a mirror position is even)', () => {
    expect(LEAF_WEIGHTS.length).toBe(N_LEAF);
    const { g } = squads();
    const leaf = new Leaf();
    expect(leaf.value(g, 0)).toBeCloseTo(0.5, 12);
    const { g: h, idx } = squads();
    removeModel(h, idx[3], GONE_KILLED);
    expect(leaf.value(h, 0) + leaf.value(h, 1)).toBeCloseTo(1, 12);
  });

  it('rates a side higher for each enemy lost and lower for each of its own, more for an officer', () => {
    const leaf = new Leaf();
    const { g, idx } = squads();
    const even = leaf.value(g, 0);
    removeModel(g, idx[3], GONE_KILLED); // a British private
    const privateDown = leaf.value(g, 0);
    expect(privateDown).toBeGreaterThan(even);
    const { g: h, idx: hi } = squads();
    removeModel(h, hi[2], GONE_KILLED); // the British officer instead
    h.st.leaderLostDone[1] = 1; // his squad has taken its Leader test (SDS 6.5)
    const officerDown = leaf.value(h, 0);
    expect(officerDown).toBeGreaterThan(privateDown);
    removeModel(h, hi[1], GONE_KILLED); // and then a French private
    expect(leaf.value(h, 0)).toBeLessThan(officerDown);
    expect(leaf.value(h, 0)).toBeGreaterThan(0.5);
  });
});
