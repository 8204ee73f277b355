import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { A_FALLBACK } from '../../../src/rulesets/sds/game.js';
import { addCand } from '../../../src/rulesets/sds/candidateList.js';
import { engaged } from '../../../src/rulesets/sds/table/geom.js';
import { MOVES, tryMove } from '../../../src/rulesets/sds/rules/trial.js';
import { build, withFillers } from './helpers.js';

// A leave from base contact (SDS 3.6) draws free attacks; a policy's trial of it rolls none and
// judges the leave by its own way (SdsScratch.trialMove), so its answer cannot hang on dice the real
// leave will not see (the slow invariants test, test/sds/game/invariants.test.ts, plays it out).
describe('a trial of a leave from contact', () => {
  it('rolls no dice, says MOVES for a leave that gets away, and puts everything back', () => {
    // no dice scripted: a trial that rolled the free attacks would run out of them
    const { g, idx } = build(
      withFillers([
        { side: 0, x: 200, y: 150, name: 'D' },
        { side: 1, x: 200, y: 175, name: 'A' },
      ]),
      {},
      new ScriptedDice([]),
    );
    const [d, a] = idx;
    expect(engaged(g.st, d)).toBe(true);
    g.decision.cands.n = 0;
    addCand(g.decision.cands, A_FALLBACK, a, 1, 0, 0);
    const layout = g.st.layout;
    expect(tryMove(g, d, 0)).toBe(MOVES);
    expect([g.st.x[d], g.st.y[d], g.st.layout, g.st.fallen[d], g.st.onTable[d], g.scratch.trialMove]).toEqual([200, 150, layout, 0, 1, false]);
  });
});
