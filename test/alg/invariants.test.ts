import { describe, expect, it } from 'vitest';
import { invariantViolations } from '../../src/rulesets/kit/conformance.js';
import { loadScenario } from '../../src/scenario/load.js';
import { algRuleset } from '../../src/rulesets/alg/index.js';
import { algInvariants } from '../../src/rulesets/alg/policies/invariants.js';
import { A_ADVANCE, A_RALLY, A_ROUT, K_ACTION, K_NON_ACTIVATED, actionCode } from '../../src/rulesets/alg/decisions.js';
import type { Game } from '../../src/rulesets/alg/game.js';

/** Issue 31 item 4: routing squads run as ALG-4.4 says, under every policy (zero per 1,000 games). */
const GAMES = process.env.VOLLEY_SLOW === '1' ? 500 : 10;

describe('AlG policies keep the play invariants', () => {
  for (const f of ['default', 'guards-v-bravi']) {
    it(f, () => {
      const counts = invariantViolations(algRuleset, loadScenario(`scenarios/alg/${f}.yaml`).setup, algInvariants, GAMES, 1);
      expect(counts.filter((c) => c.violations > 0).map((c) => `${c.policy}: ${c.invariant} ${c.perThousand}/1000`)).toEqual([]);
      expect(counts.length).toBe(algInvariants.length * Object.keys(algRuleset.policies).length);
    });
  }
});

describe('the routing watcher', () => {
  it('counts a routing squad that advances, not one that routs or rallies, nor a squad that is not routing', () => {
    const g = algRuleset.prepare(loadScenario('scenarios/alg/default.yaml').setup as Parameters<typeof algRuleset.prepare>[0]) as Game;
    const inv = algInvariants.find((i) => i.name === 'routing squads run');
    if (!inv) throw new Error('no routing invariant');
    const sides: number[] = [];
    const w = inv.watch((side) => sides.push(side));
    const options = [actionCode(A_ROUT, -1), actionCode(A_RALLY, -1), actionCode(A_ADVANCE, 0)];
    g.decision.pose(K_ACTION, 1, 0);
    g.state.routing[0] = 1;
    w.decision(g, 1, K_ACTION, options, 0);
    w.decision(g, 1, K_NON_ACTIVATED, options, 1);
    w.decision(g, 1, K_ACTION, options, 2);
    g.state.routing[0] = 0;
    w.decision(g, 0, K_ACTION, options, 2);
    expect(sides).toEqual([1]);
  });
});
