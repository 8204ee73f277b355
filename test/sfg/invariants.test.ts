import { describe, expect, it } from 'vitest';
import { invariantViolations } from '../../src/rulesets/kit/conformance.js';
import { loadScenario } from '../../src/scenario/load.js';
import { sfgRuleset } from '../../src/rulesets/sfg/index.js';
import { sfgInvariants } from '../../src/rulesets/sfg/policies/invariants.js';
import { K_FIRE, K_ORDER, T_FIRE } from '../../src/rulesets/sfg/decisions.js';
import { expectedFireHits, otherTarget } from '../../src/rulesets/sfg/policies/fireTarget.js';
import { assaultPolicy } from '../../src/rulesets/sfg/policies/index.js';
import type { Game, SfgGamePolicy } from '../../src/rulesets/sfg/game/game.js';
import type { AnyRuleset } from '../../src/rulesets/types.js';

/**
 * Issue 31's competent SfG play: zero violations of every play invariant, per policy, on the
 * shipped scenarios. Fast by default; VOLLEY_SLOW=1 plays 500 games per policy (1,000
 * policy-games: each game counts once per side), search 25.
 */
const SLOW = process.env.VOLLEY_SLOW === '1';
const GAMES = SLOW ? 500 : 6;
const SEARCH_GAMES = SLOW ? 25 : 1;

describe('SfG policies keep the play invariants (violations per 1,000 games: zero)', () => {
  for (const f of ['default', 'mirror']) {
    it(f, () => {
      const sc = loadScenario(`scenarios/sfg/${f}.yaml`);
      const quick = Object.keys(sfgRuleset.policies).filter((p) => p !== 'search');
      const counts = [
        ...invariantViolations(sfgRuleset, sc.setup, sfgInvariants, GAMES, 1, quick),
        ...invariantViolations(sfgRuleset, sc.setup, sfgInvariants, SEARCH_GAMES, 1, ['search']),
      ];
      expect(counts.filter((c) => c.violations > 0).map((c) => `${c.policy}: ${c.invariant} ${c.perThousand}/1000`)).toEqual([]);
      expect(counts.length).toBe(sfgInvariants.reduce((n, inv) => n + Object.keys(sfgRuleset.policies).filter((p) => !inv.exempt?.includes(p)).length, 0));
    });
  }
});

/** assault, but every fire at the target with fewer expected casualties. */
const worseFire: SfgGamePolicy = {
  name: 'worseFire',
  description: 'worseFire',
  firesFirst: false,
  decide(g: Game, kind, options, ai) {
    const buf = g.opts;
    if (kind === K_FIRE || kind === K_ORDER) {
      for (let i = 1; i < buf.n; i++) {
        const j = otherTarget(buf, i);
        if (buf.type[i] !== T_FIRE || j < 0) continue;
        return expectedFireHits(g, buf.unit[i], buf.target[i]) < expectedFireHits(g, buf.unit[j], buf.target[j]) ? i : j;
      }
    }
    return assaultPolicy.decide(g, kind, options, ai);
  },
};

describe('the SfG invariant watchers catch careless play', () => {
  it('firing at the target with fewer expected casualties breaks "fires at the target that pays"', () => {
    const rs = { ...sfgRuleset, policies: { worseFire: { name: 'worseFire', description: 'worseFire', create: () => worseFire } } } as unknown as AnyRuleset;
    const counts = invariantViolations(rs, loadScenario('scenarios/sfg/default.yaml').setup, sfgInvariants, 4, 1);
    expect(counts.find((c) => c.invariant === 'fires at the target that pays')?.violations).toBeGreaterThan(0);
  });
});
