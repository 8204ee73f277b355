import { describe, expect, it } from 'vitest';
import { SeededDice, type Dice } from '../../../src/rulesets/kit/dice.js';
import { loadScenario } from '../../../src/scenario/load.js';
import { sdsRuleset, type SdsSetup } from '../../../src/rulesets/sds/index.js';
import { DECIDE_ACTION, DECIDE_ACTIVATION } from '../../../src/rulesets/sds/decisions.js';
import type { Game, SdsPolicy } from '../../../src/rulesets/sds/game.js';
import { searchPolicy } from '../../../src/rulesets/sds/policies/index.js';
import { groupListings, posedDecision } from '../../../src/rulesets/sds/policies/searchSnapshot.js';
import type { OptionBuffer } from '../../../src/rulesets/types.js';

/** SdsScratch fields set once per game (cover spots), or a memo keyed by positions (lines of sight). */
const PER_GAME = ['coverX', 'coverY', 'nCover', 'losF', 'losV', 'losAX', 'losAY', 'losBX', 'losBY'];
/** The what-if log's length (rules/trial.ts): 0 whenever no trial is under way, and no decision is asked inside one. */
const BETWEEN_TRIALS = ['trialN'];

/**
 * Overwrites with noise everything of the Game the search does not save (searchSnapshot.ts)
 * and play may change: SdsScratch (the option codes before the kit copies them among them) but
 * its group listings (and its per-game data and memo), and the morale cascade counter. Returns
 * the names of the SdsScratch fields overwritten.
 */
function scramble(g: Game, noise: SeededDice): string[] {
  const listed = new Set(Object.keys(groupListings.fields));
  const scratch = g.scratch as unknown as Record<string, unknown>;
  const fields: string[] = [];
  for (const [key, v] of Object.entries(scratch)) {
    if (listed.has(key) || PER_GAME.includes(key) || BETWEEN_TRIALS.includes(key)) continue;
    if (ArrayBuffer.isView(v) && !(v instanceof DataView)) {
      const a = v as unknown as { length: number; [i: number]: number };
      const float = v instanceof Float64Array;
      for (let i = 0; i < a.length; i++) a[i] = float ? noise.random() * 2000 - 500 : noise.int(48) - 8;
      fields.push(key);
    } else if (typeof v === 'number') {
      scratch[key] = noise.int(48) - 8;
      fields.push(key);
    }
  }
  g.cascade += 1000;
  return fields;
}

/** `inner`, with the Game scrambled after every decision the search may search (own actions and activations). */
function scrambling(inner: SdsPolicy, count: { fields: string[]; decisions: number }): SdsPolicy {
  const noise = new SeededDice(42);
  const decide = (g: Game, kind: number, options: OptionBuffer, rng: Dice): number => {
    const k = inner.decide(g, kind, options, rng);
    if (kind === DECIDE_ACTIVATION || (kind === DECIDE_ACTION && !g.st.inMorale)) {
      count.fields = scramble(g, noise);
      count.decisions++;
    }
    return k;
  };
  return new Proxy(inner, {
    get(target, key) {
      if (key === 'decide') return decide;
      const v = Reflect.get(target, key) as unknown;
      return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(target) : v;
    },
  });
}

describe('SDS search: what a searched decision stands on is saved by declaration, the rest is rebuilt', () => {
  const base = loadScenario('scenarios/sds/default.yaml').setup as SdsSetup;
  // leaderInGroup: the Leader's own actions inside his group order are searched decisions
  const setups: [string, SdsSetup][] = [
    ['default', base],
    ['leaderInGroup', { ...base, options: { ...base.options, leaderInGroup: true } }],
  ];

  for (const [name, setup] of setups) {
    it(`plays the same games with every unsaved field scrambled after each searched decision (${name})`, () => {
      const settings = { budget: 4, width: 2, horizon: 1, activations: 2 };
      const count = { fields: [] as string[], decisions: 0 };
      for (let seed = 1; seed <= 2; seed++) {
        const rng = () => ({ dice: new SeededDice(seed), ai: new SeededDice(seed + 50) });
        const plain = searchPolicy(settings);
        const scrambled = searchPolicy(settings);
        const want = sdsRuleset.play(sdsRuleset.prepare(setup), [plain, sdsRuleset.policies.aggressive.create()], rng());
        const got = sdsRuleset.play(sdsRuleset.prepare(setup), [scrambling(scrambled, count), sdsRuleset.policies.aggressive.create()], rng());
        expect(got).toEqual(want);
        expect(scrambled.activationsSearched).toBe(plain.activationsSearched);
        expect(plain.activationsSearched).toBeGreaterThan(0);
      }
      expect(count.decisions).toBeGreaterThan(20);
      // the listing's targets, cover, contacts, flights and working buffers among them
      expect(count.fields).toEqual(expect.arrayContaining(['order', 'cover', 'elig', 'adj', 'vList', 'sVTarget', 'fled', 'nFled', 'gBuf2', 'tmp']));
    });
  }

  it('declares every number of the posed decision', () => {
    const g = sdsRuleset.prepare(base).game;
    const numbers = Object.entries(g.decision)
      .filter(([, v]) => typeof v === 'number')
      .map(([k]) => k);
    expect(Object.keys(posedDecision.fields).sort()).toEqual(numbers.sort());
  });

  it('restores a scrambled listing and posed decision exactly', () => {
    const prepared = sdsRuleset.prepare(base);
    const g = prepared.game;
    sdsRuleset.play(prepared, [searchPolicy({ budget: 2 }), sdsRuleset.policies.aggressive.create()], { dice: new SeededDice(3), ai: new SeededDice(4) });
    const listings = groupListings.snapshot(g.scratch);
    const posed = posedDecision.snapshot(g.decision);
    listings.save();
    posed.save();
    const before = [groupListings.hash(g.scratch), posedDecision.hash(g.decision)];
    g.scratch.vGroup[0] = 99;
    g.scratch.sFront = 7;
    g.decision.left = 5;
    expect([groupListings.hash(g.scratch), posedDecision.hash(g.decision)]).not.toEqual(before);
    listings.restore();
    posed.restore();
    expect([groupListings.hash(g.scratch), posedDecision.hash(g.decision)]).toEqual(before);
  });
});
