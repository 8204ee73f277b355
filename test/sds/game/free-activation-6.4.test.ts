import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { freeActivations } from '../../../src/rulesets/sds/rules/morale.js';
import { A_CHARGE, A_SHOOT } from '../../../src/rulesets/sds/game.js';
import { policyFromPicks } from '../../../src/rulesets/sds/policies/picks.js';
import { build as build0, emptyTable, withFillers, type ModelSpec } from './helpers.js';
import type { Game } from '../../../src/rulesets/sds/game.js';

// SDS 6.4 step 4: enemies within 1S of a fleeing model get one free activation: a shot (loaded,
// and like every shot with line of sight) or a move into contact and an attack.
describe('SDS 6.4 free activation against fleeing models', () => {
  function scene(building: boolean) {
    const t = emptyTable();
    // a brick building between the shooter (y 200) and the fleeing model (y 270)
    if (building) t.areas.push({ kind: 'building', x0: 150, y0: 222, x1: 250, y1: 248, heavyCover: true });
    const specs: ModelSpec[] = [
      { side: 0, x: 200, y: 200, name: 'Shooter' },
      { side: 1, x: 200, y: 270, name: 'Runner' },
    ];
    const dice = new ScriptedDice([]);
    const built = build0(withFillers(specs), {}, dice, t);
    const offered: number[] = [];
    const recorder = policyFromPicks('recorder', 'test: records the free candidates, declines', {
      activationDice: 1,
      pickActivation: () => -1,
      pickAction: () => -1,
      pickGroupDice: () => 1,
      pickFree: (g: Game) => {
        for (let k = 0; k < g.nc; k++) offered.push(g.cKind[k]);
        return -1;
      },
    });
    built.g.policies = [recorder, recorder];
    built.g.fled[0] = built.idx[1];
    built.g.nFled = 1;
    return { ...built, offered, dice };
  }

  it('in the open: a shot is offered', () => {
    const { g, offered } = scene(false);
    freeActivations(g);
    expect(offered).toContain(A_SHOOT);
  });

  it('no line of sight (a building between): no shot is offered, and no die is rolled', () => {
    const { g, offered, dice } = scene(true);
    freeActivations(g);
    expect(offered).not.toContain(A_SHOOT);
    expect(offered).toContain(A_CHARGE);
    expect(dice.remaining).toBe(0);
  });
});
