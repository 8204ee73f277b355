import { describe, expect, it } from 'vitest';
import { SeededDice, type Dice } from '../../../src/rulesets/kit/dice.js';
import { loadScenario } from '../../../src/scenario/load.js';
import { sdsRuleset, type SdsSetup } from '../../../src/rulesets/sds/index.js';
import { DECIDE_ACTION, DECIDE_ACTIVATION } from '../../../src/rulesets/sds/decisions.js';
import type { Game, SdsPolicy } from '../../../src/rulesets/sds/game.js';
import { searchPolicy } from '../../../src/rulesets/sds/policies/index.js';
import type { OptionBuffer } from '../../../src/rulesets/types.js';

/** Every typed array and number of the game and its state, as plain data. */
function stateOf(g: Game): string {
  const out: Record<string, unknown> = {};
  for (const [name, o] of [
    ['g', g],
    ['st', g.st],
    ['cands', g.decision.cands],
  ] as const) {
    for (const [k, v] of Object.entries(o)) {
      // a memo keyed by positions, the scores the deciding policy writes for its candidates, the
      // movement scratch (moveModel's output) that trial moves write, and the morale cascade
      // counter (its values need only be unique: searchSnapshot.ts)
      if (k.startsWith('los') || (name === 'cands' && k === 'score') || k.startsWith('scratch') || k === 'cascade') continue;
      if (ArrayBuffer.isView(v)) out[`${name}.${k}`] = Array.from(v as unknown as ArrayLike<number>);
      else if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') out[`${name}.${k}`] = v;
    }
  }
  return JSON.stringify(out);
}

/** Only the fields of the game state (st.*) of a stateOf string. */
function stateOnly(json: string): string {
  const o = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k.startsWith('st.'))));
}

class CountingDice implements Dice {
  n = 0;
  constructor(private readonly d: Dice) {}
  random() {
    this.n++;
    return this.d.random();
  }
  int(k: number) {
    this.n++;
    return this.d.int(k);
  }
  d6() {
    this.n++;
    return this.d.d6();
  }
  d3() {
    this.n++;
    return this.d.d3();
  }
  d10() {
    this.n++;
    return this.d.d10();
  }
  twoD6() {
    this.n++;
    return this.d.twoD6();
  }
}

describe('SDS search policy (flat Monte Carlo on the forward model)', () => {
  const setup = loadScenario('scenarios/sds/default.yaml').setup as SdsSetup;

  it('leaves the game, its dice and the option buffer exactly as it found them, and answers within the options', () => {
    const game = sdsRuleset.prepare(setup);
    const search = searchPolicy({ budget: 6, width: 3, horizon: 1 });
    let checked = 0;
    // side 0 plays aggressive; at some of its action decisions the search is asked the same question first
    const aggressive = sdsRuleset.policies.aggressive.create();
    const spy: SdsPolicy = {
      name: 'spy',
      description: '',
      skip: search.skip,
      decide(g: Game, kind: number, options: OptionBuffer, rng: Dice): number {
        if (kind === DECIDE_ACTION && checked < 12 && options.length > 2) {
          const before = stateOf(g);
          const codes = Array.from(options);
          const realDice = g.dice;
          const counting = new CountingDice(realDice);
          g.dice = counting;
          const k = search.decide(g, kind, options, new SeededDice(7));
          g.dice = realDice;
          expect(counting.n).toBe(0);
          expect(Number.isInteger(k) && k >= 0 && k < options.length).toBe(true);
          expect(Array.from(options)).toEqual(codes);
          const after = stateOf(g);
          if (after !== before) {
            const a = JSON.parse(after) as Record<string, unknown>;
            const b = JSON.parse(before) as Record<string, unknown>;
            expect(Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))).toEqual([]);
          }
          checked++;
        }
        return aggressive.decide(g, kind, options, rng);
      },
    };
    for (let seed = 1; seed <= 3 && checked < 12; seed++) {
      sdsRuleset.play(game, [spy, sdsRuleset.policies.aggressive.create()], { dice: new SeededDice(seed), ai: new SeededDice(seed + 99) });
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('searches activations (model and dice) without touching the game, its dice or the options', () => {
    const game = sdsRuleset.prepare(setup);
    let checked = 0;
    const search = searchPolicy({ budget: 6, activations: 3 });
    const spy: SdsPolicy = {
      name: 'spy',
      description: '',
      skip: search.skip,
      decide(g: Game, kind: number, options: OptionBuffer, rng: Dice): number {
        if (kind === DECIDE_ACTIVATION && checked < 8 && options.length > 2) {
          const before = stateOf(g);
          const codes = Array.from(options);
          const realDice = g.dice;
          const counting = new CountingDice(realDice);
          g.dice = counting;
          const k = search.decide(g, kind, options, rng);
          g.dice = realDice;
          expect(counting.n).toBe(0);
          expect(Number.isInteger(k) && k >= 0 && k < options.length).toBe(true);
          expect(Array.from(options)).toEqual(codes);
          // the game state (the Game's own buffers are candidate scratch that lookahead's
          // valuation rewrites whether or not it searches)
          expect(stateOnly(stateOf(g))).toBe(stateOnly(before));
          checked++;
          return k;
        }
        return search.decide(g, kind, options, rng);
      },
    };
    for (let seed = 1; seed <= 3 && checked < 8; seed++) {
      sdsRuleset.play(game, [spy, sdsRuleset.policies.aggressive.create()], { dice: new SeededDice(seed), ai: new SeededDice(seed + 99) });
    }
    expect(checked).toBeGreaterThan(0);
    expect(search.activationsSearched).toBeGreaterThan(0);
  });

  it('plays the same game from the same seeds, alone or after other games', () => {
    const play = (game: ReturnType<typeof sdsRuleset.prepare>, seed: number) =>
      sdsRuleset.play(game, [searchPolicy({ budget: 4, width: 2, horizon: 1 }), sdsRuleset.policies.aggressive.create()], {
        dice: new SeededDice(seed),
        ai: new SeededDice(seed + 5),
      });
    const reused = sdsRuleset.prepare(setup);
    play(reused, 1);
    expect(play(reused, 2)).toEqual(play(sdsRuleset.prepare(setup), 2));
  });
});
