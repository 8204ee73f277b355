import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { IntroGame } from '../../src/rulesets/intro/game.js';
import { engageOf, ensureSurvey } from '../../src/rulesets/intro/rules/survey.js';
import { makeSetup } from './helpers.js';

// The survey of enemies (nearest enemy, INT-5.4 close-on lists) kept up to date as units fall

/** What the survey holds for every living unit: nearest enemy, its squared distance, close-on list. */
function surveyOf(st: IntroGame): string[] {
  const out: string[] = [];
  for (let u = 0; u < st.n; u++) {
    if (st.state.alive[u] === 0) continue;
    const c = engageOf(st, u);
    const list = Array.from(st.scratch.engageList.subarray(u * st.n, u * st.n + c));
    out.push(`${u}: nearest ${st.scratch.nearestCache[u]} at ${st.scratch.nearestD2[u]}, close-on [${list.join(' ')}]`);
  }
  return out;
}

describe('the survey after units fall', () => {
  const setup = makeSetup(Array(9).fill([3, 3]), Array(14).fill([3, 3]));
  it('drops the fallen as a new survey would, over 200 random crowded tables', () => {
    const dice = new SeededDice(7);
    let kept = 0;
    for (let table = 0; table < 200; table++) {
      const st = new IntroGame(setup);
      // whole centimetres on a small table: many ties between equally near enemies
      for (let u = 0; u < st.n; u++) {
        st.state.x[u] = dice.int(40);
        st.state.y[u] = dice.int(40);
      }
      ensureSurvey(st);
      for (let u = 0; u < st.n; u++) engageOf(st, u);
      // units fall a few at a time, down to none left on a side at times
      for (let round = 0; round < 4; round++) {
        for (let k = 0; k < 1 + dice.int(6); k++) st.state.alive[dice.int(st.n)] = 0;
        ensureSurvey(st);
        // the fresh game surveys every pair of the same table
        const fresh = new IntroGame(setup);
        fresh.state.x.set(st.state.x);
        fresh.state.y.set(st.state.y);
        fresh.state.alive.set(st.state.alive);
        ensureSurvey(fresh);
        expect(surveyOf(st)).toEqual(surveyOf(fresh));
        // side 1's lists, worked out on demand, are kept rather than surveyed again
        for (let u = st.firstOfSide1; u < st.n; u++) if (st.state.alive[u] === 1 && st.scratch.engageCount[u] >= 0) kept++;
      }
    }
    expect(kept).toBeGreaterThan(1000);
  });
  it('surveys again when a unit comes back to life or moves', () => {
    const st = new IntroGame(setup);
    for (let u = 0; u < st.n; u++) {
      st.state.x[u] = 3 * u;
      st.state.y[u] = u < st.firstOfSide1 ? 0 : 10;
    }
    ensureSurvey(st);
    st.state.alive[st.firstOfSide1] = 0;
    ensureSurvey(st);
    expect(st.scratch.nearestCache[0]).toBe(st.firstOfSide1 + 1);
    st.state.alive[st.firstOfSide1] = 1;
    ensureSurvey(st);
    expect(st.scratch.nearestCache[0]).toBe(st.firstOfSide1);
    st.state.x[st.n - 1] = 0;
    ensureSurvey(st);
    expect(st.scratch.nearestCache[0]).toBe(st.n - 1);
  });
});
