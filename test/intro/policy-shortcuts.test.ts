import { describe, expect, it } from 'vitest';
import type { Dice } from '../../src/rulesets/kit/dice.js';
import {
  DECIDE_ACTIVATE,
  DECIDE_ATTACKER,
  DECIDE_MELEE_TARGET,
  DECIDE_MOVE,
  DECIDE_SHOOTER,
  DECIDE_SHOT_TARGET,
  type IntroPolicy,
} from '../../src/rulesets/intro/decisions.js';
import type { IntroGame } from '../../src/rulesets/intro/game.js';
import { introRuleset } from '../../src/rulesets/intro/index.js';
import type { IntroSetup } from '../../src/rulesets/intro/setup.js';
import { loadFile, loadText, seeded } from './helpers.js';

// The policies' shortcuts (answers without the engine listing every option) must give exactly
// decide()'s answer over the full option list, at every decision of real games.

const SHORTCUT: Record<number, keyof IntroPolicy> = {
  [DECIDE_ACTIVATE]: 'pickActivation',
  [DECIDE_SHOOTER]: 'pickShooter',
  [DECIDE_SHOT_TARGET]: 'pickShotTarget',
  [DECIDE_MOVE]: 'pickMove',
  [DECIDE_ATTACKER]: 'pickAttacker',
  [DECIDE_MELEE_TARGET]: 'pickMeleeTarget',
};

/**
 * Plays as `inner` through decide() only (so the engine lists every option), and at each
 * decision also asks inner's shortcut, recording whether the two agree.
 */
function checking(inner: IntroPolicy, tally: { asked: number; differ: string[]; kinds: Set<number> }): IntroPolicy {
  return {
    name: `${inner.name}-checked`,
    description: 'test',
    decide(st: IntroGame, kind: number, options: ArrayLike<number>, rng: Dice) {
      const k = inner.decide(st, kind, options, rng);
      expect(kind).toBe(st.decision.kind);
      const name = SHORTCUT[kind];
      const pick = name ? (inner[name] as ((s: IntroGame) => number) | undefined) : undefined;
      if (pick) {
        const fast = pick.call(inner, st);
        tally.asked++;
        tally.kinds.add(st.decision.kind);
        if (fast !== options[k])
          tally.differ.push(`decision ${st.decision.kind}: decide ${options[k]}, shortcut ${fast} ` + `(options ${Array.from(options).join(',')})`);
      }
      return k;
    },
  };
}

const crowded = loadText(`ruleset: intro
options: { maxTurns: 12, visibility: poor, losSamples: 9 }
terrain:
  - { type: rough, x: 20, y: 30, w: 30, h: 20 }
  - { type: impassable, x: 70, y: 35, w: 15, h: 10 }
  - { type: rough, x: 95, y: 25, w: 10, h: 30, blocksSight: true }
sides:
  - name: Few
    units: [{ cmb: 5, abi: 5, count: 3 }, { cmb: 4, abi: 2, count: 3 }, { cmb: 1, abi: 1 }]
  - name: Many
    units: [{ cmb: 2, abi: 2, count: 14 }, { cmb: 5, abi: 3, count: 4 }]
`);

describe('policy shortcuts agree with decide() over the full option list', () => {
  const setups: [string, IntroSetup][] = [
    ['default', loadFile('scenarios/intro/default.yaml')],
    ['mirror', loadFile('scenarios/intro/mirror.yaml')],
    ['crowded terrain', crowded],
  ];
  const shortcutPolicies = Object.values(introRuleset.policies)
    .map((m) => m.create())
    .filter((p) => Object.values(SHORTCUT).some((name) => p[name] !== undefined));

  const exercised = new Set<string>();

  it('some policies have shortcuts', () => {
    expect(shortcutPolicies.length).toBeGreaterThan(0);
  });

  for (const [name, setup] of setups) {
    it(`${name}: every shortcut policy, against itself and against random`, () => {
      for (const policy of shortcutPolicies) {
        const tally = { asked: 0, differ: [] as string[], kinds: new Set<number>() };
        const me = checking(policy, tally);
        for (let seed = 0; seed < 12; seed++) {
          const other = seed % 2 === 0 ? checking(policy, tally) : introRuleset.policies.random.create();
          introRuleset.play(introRuleset.prepare(setup), [me, other], seeded(seed));
        }
        expect(tally.differ.slice(0, 5)).toEqual([]);
        expect(tally.asked).toBeGreaterThan(100);
        for (const kind of tally.kinds) exercised.add(`${policy.name}:${kind}`);
      }
    });
  }

  it('every shortcut was exercised in the games above', () => {
    for (const policy of shortcutPolicies) {
      for (const kind of Object.keys(SHORTCUT).map(Number))
        if (policy[SHORTCUT[kind]] !== undefined) expect(exercised.has(`${policy.name}:${kind}`)).toBe(true);
    }
  });

  it('a game played with the shortcuts equals the same game played through decide()', () => {
    const setup = loadFile('scenarios/intro/default.yaml');
    for (const policy of shortcutPolicies) {
      const plain: IntroPolicy = { name: policy.name, description: policy.description, decide: policy.decide.bind(policy) };
      for (let seed = 0; seed < 10; seed++) {
        const a = introRuleset.play(introRuleset.prepare(setup), [policy, policy], seeded(seed));
        const b = introRuleset.play(introRuleset.prepare(setup), [plain, plain], seeded(seed));
        expect(a).toEqual(b);
      }
    }
  });
});
