import { describe, expect, it } from 'vitest';
import { sfgPolicies } from '../../src/rulesets/sfg/policies/index.js';
import type { HeuristicPolicy } from '../../src/rulesets/sfg/policies/heuristic.js';
import { policyMakerOf } from '../../src/rulesets/kit/policyParams.js';
import { sfgRuleset } from '../../src/rulesets/sfg/index.js';

// issue 31: the SfG heuristics declare the numbers they weigh, so `volley tune sfg` can change them
describe('SfG policy params', () => {
  it('each heuristic declares its numbers with its own values as the defaults; assault has no firing line to stand off at', () => {
    for (const name of ['assault', 'firefight', 'hold']) {
      const maker = sfgPolicies[name];
      const style = (maker.create() as HeuristicPolicy).s as unknown as Record<string, number>;
      const params = maker.params ?? [];
      expect(params.length).toBeGreaterThan(4);
      for (const p of params) {
        expect(p.default).toBe(style[p.key]);
        expect(p.min <= p.default && p.default <= p.max).toBe(true);
      }
      expect(params.some((p) => p.key === 'standoff')).toBe(name !== 'assault');
    }
  });

  it('a policy name with params plays the style with those numbers, the rest at their defaults', () => {
    const maker = policyMakerOf(sfgRuleset, 'assault(chargeMargin=3,gunRange=10)');
    if (!maker) throw new Error('assault with params is not a policy');
    const s = (maker.create() as HeuristicPolicy).s;
    expect([s.chargeMargin, s.gunRange, s.minGain]).toEqual([3, 10, (sfgPolicies.assault.create() as HeuristicPolicy).s.minGain]);
    expect(policyMakerOf(sfgRuleset, 'assault(standoff=4)')).toBeUndefined();
    expect(policyMakerOf(sfgRuleset, 'assault(gunRange=99)')).toBeUndefined();
  });
});
