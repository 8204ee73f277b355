import { describe, expect, it } from 'vitest';
import { checkRout, squadTest } from '../../../src/rulesets/sds/rules/morale.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { outcomeOf } from '../../../src/rulesets/sds/play.js';
import { removeModel } from '../../../src/rulesets/sds/rules/actions.js';
import { GONE_KILLED, NO_WINNER, REASON_ROUT, REASON_TIME, REASONS } from '../../../src/rulesets/sds/state.js';
import { build, type ModelSpec } from './helpers.js';
import { routs } from '../../../src/rulesets/sds/mechanics/morale.js';
import { applyOptions, defaultOptions } from '../../../src/engine/options.js';
import { sdsOptions } from '../../../src/rulesets/sds/options.js';

function squad(side: 0 | 1, n: number, commander: 'leader' | 'nco' | null): ModelSpec[] {
  const out: ModelSpec[] = [];
  for (let k = 0; k < n; k++) out.push({ side, x: 100 + 30 * k, y: side === 0 ? 100 : 800, rules: k === 0 && commander ? [commander] : [] });
  return out;
}

// SDS 6.7 worked examples
describe('SDS 6.7 rout', () => {
  it('without Officer or NCO a squad routs at 2 soldiers, not at 3', () => {
    const three = build([...squad(0, 3, null), ...squad(1, 6, 'leader')]);
    expect(checkRout(three.g)).toBe(false);
    const two = build([...squad(0, 2, null), ...squad(1, 6, 'leader')]);
    expect(checkRout(two.g)).toBe(true);
    expect(two.g.st.winner).toBe(1);
    expect(two.g.st.routed[0]).toBe(1);
  });

  it('commander plus one other routs if the enemy has more models; with 2 against 2 the game goes on', () => {
    const vs3 = build([...squad(0, 2, 'leader'), ...squad(1, 3, 'nco')]);
    expect(checkRout(vs3.g)).toBe(true);
    expect(vs3.g.st.winner).toBe(1);
    const vs2 = build([...squad(0, 2, 'nco'), ...squad(1, 2, 'leader')]);
    expect(checkRout(vs2.g)).toBe(false);
  });

  it('losing the commander counts: Officer gone and 3 left goes on, 2 left routs', () => {
    const { g, idx } = build([...squad(0, 4, 'leader'), ...squad(1, 6, 'leader')]);
    removeModel(g, idx[0], GONE_KILLED);
    expect(checkRout(g)).toBe(false);
    removeModel(g, idx[1], GONE_KILLED);
    expect(checkRout(g)).toBe(true);
  });

  // SDS 6.7 / A27: every removal is checked, so both squads could rout at one instant only if one
  // removal (of a model of one squad, maybe its last commander) made both conditions true from
  // neither; over every count and commander state up to 40 models it never does. Hence no rule
  // option for that case (an option that can change nothing is no choice).
  it('no single removal makes both squads rout at once (A27 cannot arise in play)', () => {
    let both = 0;
    for (let n0 = 1; n0 <= 40; n0++) {
      for (let n1 = 1; n1 <= 40; n1++) {
        for (const c0 of [false, true]) {
          for (const c1 of [false, true]) {
            if (routs(c0, n0, n1) || routs(c1, n1, n0)) continue; // the game would be over already
            // side 0 loses a model, its last commander or another one
            for (const c0After of c0 ? [true, false] : [false]) if (routs(c0After, n0 - 1, n1) && routs(c1, n1, n0 - 1)) both++;
          }
        }
      }
    }
    expect(both).toBe(0);
  });

  it('rule option simultaneousRout is gone: a scenario that sets it is told so', () => {
    expect(() => applyOptions(sdsOptions, defaultOptions(sdsOptions), { simultaneousRout: 'draw' }, 'x.yaml', 'options.')).toThrow(
      /unknown rule option 'simultaneousRout'/,
    );
  });

  it('a position set up with both squads routing is a draw', () => {
    const { g } = build([...squad(0, 2, null), ...squad(1, 2, null)]);
    expect(checkRout(g)).toBe(true);
    expect(g.st.winner).toBe(NO_WINNER);
    expect(REASONS[g.st.reason]).toBe('bothRout');
  });

  it('both squads routed: each counts as totally eliminated, in the points-lost record and in the score alike', () => {
    const { g } = build([...squad(0, 2, null), ...squad(1, 2, null)]);
    g.st.listPoints[0] = 400;
    g.st.listPoints[1] = 390;
    g.st.lostPoints[0] = 100;
    g.st.lostPoints[1] = 50;
    checkRout(g);
    const o = outcomeOf(g);
    expect(o.pointsLost).toEqual([400, 390]);
    expect(o.score).toEqual([390, 400]); // a draw: each scores the enemy points eliminated
  });
});

// SDS 10.8 scoring examples (the lists are 400 points in S000's examples)
describe('SDS 10.8 outcome and tournament points', () => {
  function ended(winner: 0 | 1 | null, lost: [number, number], list: [number, number] = [400, 400]) {
    const { g } = build([...squad(0, 6, 'leader'), ...squad(1, 6, 'leader')]);
    g.st.listPoints[0] = list[0];
    g.st.listPoints[1] = list[1];
    g.st.lostPoints[0] = lost[0];
    g.st.lostPoints[1] = lost[1];
    g.st.winner = winner ?? NO_WINNER;
    g.st.reason = winner === null ? REASON_TIME : REASON_ROUT;
    if (winner !== null) g.st.routed[1 - winner] = 1;
    return outcomeOf(g);
  }

  it('A beats B losing 125 points: 575 to 125; the routed squad counts as totally eliminated', () => {
    const o = ended(0, [125, 230]);
    expect(o.score).toEqual([575, 125]);
    expect(o.pointsLost).toEqual([125, 400]);
  });

  it('draws: each scores the enemy points eliminated (188/213 → 213/188; 26/280 → 280/26)', () => {
    expect(ended(null, [188, 213]).score).toEqual([213, 188]);
    expect(ended(null, [26, 280]).score).toEqual([280, 26]);
  });

  it("the win uses the opponent's actual list total", () => {
    expect(ended(1, [100, 50], [395, 402]).score).toEqual([50, 395 - 50 + 300]);
  });

  it('metrics are integers per side, named as in metricNames', () => {
    const o = ended(0, [125, 230]);
    for (const [k, v] of Object.entries(o.metrics)) {
      expect(Number.isInteger(v[0]) && Number.isInteger(v[1])).toBe(true);
      expect(k).toMatch(/^[a-zA-Z]+$/);
    }
  });
});

// SDS 6.7: rout is checked after every removal, so a squad test stops at the flight that routs.
describe('SDS 6.7 rout at the very event', () => {
  it('the private fleeing off the table routs his squad at once: nobody else tests', () => {
    // A: two privates then the Officer (index order); B: four models. 1, 1, 1: the first private
    // flees off (3 failures) → A has Officer + 1 against 4 → A routs; no more dice are rolled
    const specs: ModelSpec[] = [
      { side: 0, x: 100, y: 100 },
      { side: 0, x: 130, y: 100 },
      { side: 0, x: 160, y: 100, rules: ['leader'] },
      ...squad(1, 4, 'leader'),
    ];
    const dice = new ScriptedDice([1, 1, 1]);
    const { g, idx } = build(specs, {}, dice);
    squadTest(g, 0, 'test');
    expect(g.st.onTable[idx[0]]).toBe(0);
    expect(dice.remaining).toBe(0);
    expect(g.st.over).toBe(1);
    expect(g.st.winner).toBe(1);
    expect(g.st.moraleTests[0]).toBe(1);
  });
});
