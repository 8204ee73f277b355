import { describe, expect, it } from 'vitest';
import { disagree, parseRobustness, robustnessGames, robustnessOf, robustnessPolicies } from '../../src/analysis/shared/robustness.js';
import { findRuleset } from '../../src/rulesets/registry.js';

const band: [number, number] = [0.45, 0.55];
const s = (policy: string, score: number, lo: number, hi: number) => ({ policy, games: 100, score, lo, hi });

describe('robustness check (issue 31)', () => {
  it('every ruleset declares at least two competent policies it ships', () => {
    for (const id of ['sds', 'sfg', 'alg', 'intro']) {
      const rs = findRuleset(id)!;
      expect(rs.competentTier.length, id).toBeGreaterThanOrEqual(2);
      for (const p of rs.competentTier) expect(rs.policies[p], `${id} ${p}`).toBeDefined();
    }
  });

  it('plays the competent policies the run has not played, at the fraction rounded up to whole pairs', () => {
    const sds = findRuleset('sds')!;
    expect(robustnessPolicies(sds, [['aggressive', 'aggressive']])).toEqual(['firefight', 'lookahead']);
    expect(robustnessPolicies(sds, [['aggressive', 'random']])).toEqual(['aggressive', 'firefight', 'lookahead']);
    expect(robustnessGames(2000, 0.2, true)).toBe(400);
    expect(robustnessGames(1001, 0.2, true)).toBe(202);
    expect(robustnessGames(3, 0.2, false)).toBe(1);
  });

  it('disjoint intervals or opposite verdicts mean the verdict depends on play; inconclusive contradicts neither', () => {
    expect(disagree(s('a', 0.61, 0.59, 0.63), s('b', 0.85, 0.83, 0.86), band)).toBe(true);
    // one balanced, one favoured: their intervals cannot overlap
    expect(disagree(s('a', 0.5, 0.46, 0.54), s('b', 0.6, 0.56, 0.64), band)).toBe(true);
    // the same verdict word, but intervals that exclude each other
    expect(disagree(s('a', 0.47, 0.45, 0.49), s('b', 0.53, 0.51, 0.55), band)).toBe(true);
    // favoured and inconclusive, overlapping
    expect(disagree(s('a', 0.6, 0.57, 0.63), s('b', 0.56, 0.5, 0.62), band)).toBe(false);
    expect(disagree(s('a', 0.5, 0.46, 0.54), s('b', 0.53, 0.44, 0.62), band)).toBe(false);
  });

  it('the words name every policy, with scores when play decides', () => {
    const held = robustnessOf([s('aggressive', 0.5, 0.48, 0.52), s('firefight', 0.51, 0.46, 0.54)], band);
    expect(held.dependsOnPlay).toBe(false);
    expect(held.words).toBe('holds under aggressive, firefight');
    const dep = robustnessOf([s('aggressive', 0.614, 0.592, 0.634), s('lookahead', 0.849, 0.832, 0.864)], band);
    expect(dep.dependsOnPlay).toBe(true);
    expect(dep.words).toBe('depends on play: aggressive 61.4% [59.2, 63.4], lookahead 84.9% [83.2, 86.4]');
  });

  it('--robustness takes a fraction from 0.2 to 1, or off', () => {
    expect(parseRobustness('off')).toBe('off');
    expect(parseRobustness('0.5')).toBe(0.5);
    expect(() => parseRobustness('0.1')).toThrow(/--robustness/);
    expect(() => parseRobustness('x')).toThrow(/--robustness/);
  });
});
