// The heuristic generals' SFG-4 attach choice when no enemy stands on the table (every enemy on
// it destroyed while a late division has yet to arrive, SFG-3.2): the general stays unattached
// instead of reading the "stay" option as a brigade (which crashed the battle).
import { describe, expect, it } from 'vitest';
import { K_GENERAL } from '../../src/rulesets/sfg/decisions.js';
import { assaultPolicy } from '../../src/rulesets/sfg/policies/index.js';
import { army, brigade, division, makeGame, put } from './helpers.js';

describe('SFG-4 heuristic general with no enemy on the table', () => {
  it('chooses to stay unattached (option 0)', () => {
    const g = makeGame(army('A', [division('d', [brigade('x', 6), brigade('y', 6)])]), army('B', [division('e', [brigade('z', 6)])]));
    put(g, 0, 10, 5);
    put(g, 1, 14, 5);
    put(g, 2, 10, 15, 0, -1);
    g.units[2].onTable = false; // not yet arrived, as a late division's brigades
    g.opts.clear();
    g.opts.pushChoice(-1);
    for (const i of [0, 1]) g.opts.unit[g.opts.pushChoice(i)] = i;
    expect(assaultPolicy.decide(g, K_GENERAL, g.opts.codes(), g.ai)).toBe(0);
  });
});
