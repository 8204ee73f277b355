// SFG §15 search policy: its forward model plays the options the real game offers and leaves
// the real game alone, and its leaf values a battle from both sides consistently.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { SeededDice, type Dice } from '../../src/rulesets/kit/dice.js';
import { K_ORDER, T_CHARGE, T_FIRE, T_MOVE, T_UNLIMBER } from '../../src/rulesets/sfg/decisions.js';
import type { HeuristicPolicy } from '../../src/rulesets/sfg/policies/heuristic.js';
import { Game, type SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { fillOrders } from '../../src/rulesets/sfg/rules/turn.js';
import { playSfg, prepareSfg, standing } from '../../src/rulesets/sfg/play.js';
import { assaultPolicy, sfgPolicies } from '../../src/rulesets/sfg/policies/index.js';
import { leafValue } from '../../src/rulesets/sfg/policies/leaf.js';
import type { SfgSetup } from '../../src/rulesets/sfg/data/setup.js';
import { sfgState } from '../../src/rulesets/sfg/state.js';

const setup = loadScenario('scenarios/sfg/default.yaml').setup as SfgSetup;

/** Dice that count their draws (the search must never draw from the real game's dice). */
class CountingDice implements Dice {
  draws = 0;
  constructor(private readonly inner: Dice) {}
  random(): number {
    this.draws++;
    return this.inner.random();
  }
  int(n: number): number {
    this.draws++;
    return this.inner.int(n);
  }
  d6(): number {
    this.draws++;
    return this.inner.d6();
  }
  d3(): number {
    this.draws++;
    return this.inner.d3();
  }
  d10(): number {
    this.draws++;
    return this.inner.d10();
  }
  twoD6(): number {
    this.draws++;
    return this.inner.twoD6();
  }
}

function stateOf(g: Game): string {
  return JSON.stringify([g.units, g.divisions, g.objectives, g.turn, g.actIndex, g.activeDiv, g.windowOver, g.over, Array.from(g.metrics)]);
}

/** Each option's kind, unit and target, and what carrying it out reads (a move's end, a charge's contact). */
function optionsOf(g: Game): string {
  const b = g.opts;
  const out: number[] = [b.n];
  for (let i = 0; i < b.n; i++) {
    out.push(b.type[i], b.unit[i], b.target[i]);
    if (b.type[i] === T_MOVE) out.push(b.px[i], b.py[i], b.fx[i], b.fy[i], b.form[i], b.aux[i]);
    if (b.type[i] === T_CHARGE) out.push(b.attackers[i], b.defenders[i], b.edge[i]);
  }
  return out.join(',');
}

describe('SfG search policy', () => {
  it(
    'at every order decision of a default battle (search v assault, fixed ' +
      'seeds) a copy lists the same options as the real buffer, and the ' +
      'search leaves the game, its options and its dice as they were',
    () => {
      const search = sfgPolicies.search.create();
      let checked = 0;
      let mismatches = 0;
      let disturbed = 0;
      const dice = new CountingDice(new SeededDice(11));
      let copy: Game | null = null;
      let unequal = 0;
      const spy: SfgGamePolicy = {
        name: 'spy',
        description: 'search, checked',
        firesFirst: search.firesFirst,
        holdsFire: (g: Game, u: number) => search.holdsFire!(g, u),
        decide(g: Game, kind: number, options: ArrayLike<number>, ai: Dice): number {
          if (kind !== K_ORDER) return search.decide(g, kind, options, ai);
          // the copy shares the real game's table (generated per game) and copies its declared state
          copy ??= new Game(setup, g.cfg, g.terrain);
          copy.copyFrom(g);
          if (sfgState.hash(copy.st) !== sfgState.hash(g.st)) unequal++;
          fillOrders(copy, copy.divisions[copy.activeDiv], true, false);
          // a fire-only buffer (firesFirst) is not searched: the base's fire is taken
          if (g.opts.type[1] !== T_FIRE && optionsOf(copy) !== optionsOf(g)) mismatches++;
          const before = stateOf(g) + optionsOf(g);
          const draws = dice.draws;
          const c = search.decide(g, kind, options, ai);
          if (stateOf(g) + optionsOf(g) !== before || dice.draws !== draws) disturbed++;
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThan(options.length);
          checked++;
          return c;
        },
      };
      playSfg(prepareSfg(setup), [spy, assaultPolicy], { dice, ai: new SeededDice(12) });
      expect(checked).toBeGreaterThan(10);
      expect(mismatches).toBe(0);
      expect(unequal).toBe(0);
      expect(disturbed).toBe(0);
    },
  );

  it('the gate: an order is searched exactly when the base’s runner-up among the candidates is valued within the gate of its pick', () => {
    const maker = sfgPolicies.search.withParams?.({ gate: 1 });
    if (!maker) throw new Error('search has no params');
    const search = maker.create() as SfgGamePolicy & { search: { lastPlayouts: number }; base: HeuristicPolicy };
    const vals = new Float64Array(512);
    let searched = 0;
    let skipped = 0;
    const spy: SfgGamePolicy = {
      name: 'spy',
      description: 'search(gate=1), checked',
      firesFirst: search.firesFirst,
      holdsFire: (g: Game, u: number) => search.holdsFire!(g, u),
      decide(g: Game, kind: number, options: ArrayLike<number>, ai: Dice): number {
        search.search.lastPlayouts = -1;
        const c = search.decide(g, kind, options, ai);
        if (kind !== K_ORDER || g.opts.n <= 1 || g.opts.type[c] === T_FIRE || g.opts.type[c] === T_UNLIMBER) return c;
        // the candidates as the search lists them (width 3): the pick, stop, the best other
        search.base.orderValues(g, vals);
        let other = c === 0 ? -Infinity : vals[0];
        let best = -1;
        for (let i = 1; i < g.opts.n; i++) if (i !== c && vals[i] !== -Infinity && (best < 0 || vals[i] > vals[best])) best = i;
        if (best >= 0) other = Math.max(other, vals[best]);
        if (other === -Infinity) return c;
        const runs = search.search.lastPlayouts > 0;
        expect(runs).toBe(vals[c] - other <= 1);
        if (runs) searched++;
        else skipped++;
        return c;
      },
    };
    playSfg(prepareSfg(setup), [spy, assaultPolicy], { dice: new SeededDice(5), ai: new SeededDice(6) });
    expect(searched).toBeGreaterThan(0);
    expect(skipped).toBeGreaterThan(0);
  });

  it('the leaf: the two sides’ worths sum to 1 at the start of every turn from the second, and a finished battle is worth its SFG-10.6 result', () => {
    const g = prepareSfg(setup);
    const sums: number[] = [];
    const watch: SfgGamePolicy = {
      name: 'watch',
      description: 'assault, watching turn ends',
      firesFirst: true,
      lazyMoves: true,
      holdsFire: (v: Game, u: number) => assaultPolicy.holdsFire(v, u),
      decide(v: Game, kind: number, options: ArrayLike<number>, ai: Dice): number {
        if (v.turn >= 2 && sums.length < v.turn - 1) sums.push(leafValue(v, 0) + leafValue(v, 1));
        return assaultPolicy.decide(v, kind, options, ai);
      },
    };
    const o = playSfg(g, [watch, watch], { dice: new SeededDice(3), ai: new SeededDice(4) });
    expect(sums.length).toBe(o.turns - 1);
    for (const s of sums) expect(s).toBeCloseTo(1, 12);
    for (const side of [0, 1]) expect(leafValue(g, side)).toBe(standing(g, side));
    expect(leafValue(g, 0)).toBe(o.winner === 0 ? 1 : o.winner === null ? 0.5 : 0);
  });
});
