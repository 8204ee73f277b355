import { describe, expect, it } from 'vitest';
import { invariantViolations } from '../../src/rulesets/kit/conformance.js';
import { loadScenario } from '../../src/scenario/load.js';
import { sfgRuleset } from '../../src/rulesets/sfg/index.js';
import { sfgInvariants } from '../../src/rulesets/sfg/policies/invariants.js';
import { K_FIRE, K_ORDER, T_CHARGE, T_FIRE, UNPLANNED } from '../../src/rulesets/sfg/decisions.js';
import { planChargeOption } from '../../src/rulesets/sfg/rules/charge.js';
import { expectedFireHits, otherTarget } from '../../src/rulesets/sfg/policies/fireTarget.js';
import { assaultPolicy } from '../../src/rulesets/sfg/policies/index.js';
import type { Game, SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import type { AnyRuleset } from '../../src/rulesets/types.js';

/**
 * Issue 31's competent SfG play: zero violations of every play invariant, per policy, on the
 * shipped scenarios. Fast by default; VOLLEY_SLOW=1 plays 500 games per policy (1,000
 * policy-games: each game counts once per side), search 25.
 */
const SLOW = process.env.VOLLEY_SLOW === '1';
const GAMES = SLOW ? 500 : 6;
const SEARCH_GAMES = SLOW ? 25 : 1;

/** A pitched-battle table with every kind of ground the generator makes (cover, obstacles, a river, roads). */
const TERRAIN = { terrainPieces: 6, obstaclePieces: 3, riverPieces: 1, roadPieces: 2 };

/** A scenario's setup, on a table with terrain when `terrain`. */
function setupOf(f: string, terrain = false): unknown {
  const setup = loadScenario(`scenarios/sfg/${f}.yaml`).setup as { options: Record<string, unknown> };
  return terrain ? { ...setup, options: { ...setup.options, ...TERRAIN } } : setup;
}

describe('SfG policies keep the play invariants (violations per 1,000 games: zero; counters reported)', () => {
  for (const [f, terrain] of [
    ['default', false],
    ['mirror', false],
    ['default', true],
  ] as const) {
    it(`${f}${terrain ? ' with terrain' : ''}`, () => {
      const sc = { setup: setupOf(f, terrain) };
      const quick = Object.keys(sfgRuleset.policies).filter((p) => p !== 'search');
      const counts = [
        ...invariantViolations(sfgRuleset, sc.setup, sfgInvariants, GAMES, 1, quick),
        ...invariantViolations(sfgRuleset, sc.setup, sfgInvariants, SEARCH_GAMES, 1, ['search']),
      ];
      const enforced = new Set(sfgInvariants.filter((inv) => inv.allows === undefined).map((inv) => inv.name));
      expect(counts.filter((c) => enforced.has(c.invariant) && c.violations > 0).map((c) => `${c.policy}: ${c.invariant} ${c.perThousand}/1000`)).toEqual([]);
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

/** assault, but every charge offered is declared at once (the first the rules planned in reach). */
const everyCharge: SfgGamePolicy = {
  name: 'everyCharge',
  description: 'everyCharge',
  firesFirst: false,
  decide(g: Game, kind, options, ai) {
    const buf = g.opts;
    if (kind === K_ORDER)
      for (let i = 1; i < buf.n; i++)
        if (buf.type[i] === T_CHARGE && (buf.attackers[i] > 0 || (buf.attackers[i] === UNPLANNED && planChargeOption(g, buf, i)))) return i;
    return assaultPolicy.decide(g, kind, options, ai);
  },
};

describe('the SfG invariant watchers catch careless play', () => {
  it('charging whenever a charge is in reach breaks the charge invariant on ground with cover and counts charges on the bonus die', () => {
    const rs = {
      ...sfgRuleset,
      policies: { everyCharge: { name: 'everyCharge', description: 'everyCharge', create: () => everyCharge } },
    } as unknown as AnyRuleset;
    const counts = invariantViolations(rs, setupOf('default', true), sfgInvariants, 4, 1);
    expect(counts.find((c) => c.invariant === "charges at an edge against the target's cover")?.violations).toBeGreaterThan(0);
    expect(counts.find((c) => c.invariant === 'charges that need the bonus die')?.violations).toBeGreaterThan(0);
  });

  it('firing at the target with fewer expected casualties breaks "fires at the target that pays"', () => {
    const rs = { ...sfgRuleset, policies: { worseFire: { name: 'worseFire', description: 'worseFire', create: () => worseFire } } } as unknown as AnyRuleset;
    const counts = invariantViolations(rs, loadScenario('scenarios/sfg/default.yaml').setup, sfgInvariants, 4, 1);
    expect(counts.find((c) => c.invariant === 'fires at the target that pays')?.violations).toBeGreaterThan(0);
  });
});
