import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { afterEvent, freeActivations } from '../../../src/rulesets/sds/rules/morale.js';
import { A_CHARGE, A_SHOOT } from '../../../src/rulesets/sds/game.js';
import { policyFromPicks } from '../../../src/rulesets/sds/policies/picks.js';
import { build as build0, collect, emptyTable, scriptedPolicy, withFillers, type ModelSpec } from './helpers.js';
import type { Game } from '../../../src/rulesets/sds/game.js';

// SDS 6.4 step 4: enemies within 1S of a fleeing model get one free activation: a shot (loaded,
// and like every shot with line of sight) or a move into contact and an attack.
describe('SDS 6.4 free activation against fleeing models', () => {
  function scene(between: 'building' | 'wood' | null) {
    const t = emptyTable();
    // a brick building (or a wood) between the shooter (y 200) and the fleeing model (y 270)
    if (between) t.areas.push({ kind: between, x0: 150, y0: 222, x1: 250, y1: 248, heavyCover: true });
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
        for (let k = 0; k < g.decision.cands.n; k++) offered.push(g.decision.cands.kind[k]);
        return -1;
      },
    });
    built.g.policies = [recorder, recorder];
    built.g.scratch.fled[0] = built.idx[1];
    built.g.scratch.nFled = 1;
    return { ...built, offered, dice };
  }

  it('in the open: a shot is offered', () => {
    const { g, offered } = scene(null);
    freeActivations(g);
    expect(offered).toContain(A_SHOOT);
  });

  it('no line of sight (a building between): no shot is offered, and no die is rolled', () => {
    const { g, offered, dice } = scene('building');
    freeActivations(g);
    expect(offered).not.toContain(A_SHOOT);
    expect(dice.remaining).toBe(0);
  });

  it('a wood between, deeper than sight goes: no shot, but the charge through it (shortened, SDS 3.2) is offered', () => {
    const { g, offered, dice } = scene('wood');
    freeActivations(g);
    expect(offered).not.toContain(A_SHOOT);
    expect(offered).toContain(A_CHARGE);
    expect(dice.remaining).toBe(0);
  });
});

// SDS 6.4: "1 (ed 1 sola) attivazione gratuita". A free activation's kill can set off more
// tests and flights in the same cascade; option freeActivationLimit decides whether the same
// enemy gets another free activation then (oncePerRound) or not (oncePerCascade, default).
describe('SDS 6.4 one free activation per model in a cascade', () => {
  function cascade(limit?: string) {
    const specs: ModelSpec[] = [
      { side: 0, x: 450, y: 300, name: 'Runner1' },
      { side: 0, x: 560, y: 250, name: 'Runner2' },
      { side: 1, x: 480, y: 120, name: 'Hunter' },
    ];
    // round 1: Runner1 1 failure (flees to y 180, 42 mm from the Hunter), Runner2 holds;
    // the Hunter's free shot 6+2+2+2 = 12 vs 1+2 = 3: gruesome kill.
    // round 2 (friends of Runner1 test): Runner2 1 failure, flees to (560, 130), 56 mm from the Hunter;
    // with oncePerRound the Hunter charges it (melee 4+4 = 8 vs 3+2 = 5, even die: the "fallen" runner dies).
    const dice = new ScriptedDice([1, 5, 6, 6, 6, 6, 6, 1, 1, 6, 6, 4, 3]);
    const b = build0(withFillers(specs), limit ? { freeActivationLimit: limit } : {}, dice);
    const pol = scriptedPolicy([], [], 1, true);
    b.g.policies = [pol, pol];
    const lines = collect(b.g);
    b.g.st.pendGruesome[b.g.st.nPendGruesome++] = b.idx[0];
    afterEvent(b.g);
    return { lines: lines.filter((l) => l.includes('free activation: B:Hunter')), b, dice };
  }

  it('default oncePerCascade: the Hunter acts once; the second runner gets away', () => {
    const { lines, b, dice } = cascade();
    expect(lines).toHaveLength(1);
    expect(b.g.st.onTable[b.idx[0]]).toBe(0);
    expect(b.g.st.onTable[b.idx[1]]).toBe(1);
    expect(dice.remaining).toBe(2);
  });

  it('oncePerRound: the Hunter gets a second free activation in the same cascade', () => {
    const { lines, b, dice } = cascade('oncePerRound');
    expect(lines).toHaveLength(2);
    expect(b.g.st.onTable[b.idx[1]]).toBe(0);
    expect(dice.remaining).toBe(0);
  });
});

// SDS 6.4: the free activation is a shot or "move into contact with a fleeing model and attack it",
// not a free move: a charge that cannot reach (here a building stands in its way) is not offered,
// and the model stays where it is.
describe('SDS 6.4 a free-activation charge that cannot reach does not move the model', () => {
  function chase(building: boolean) {
    const t = emptyTable();
    if (building) t.areas.push({ kind: 'building', x0: 150, y0: 222, x1: 250, y1: 248, heavyCover: true });
    const specs: ModelSpec[] = [
      { side: 0, x: 200, y: 200, name: 'Hunter' },
      { side: 1, x: 200, y: 270, name: 'Runner' },
    ];
    const built = build0(withFillers(specs), {}, new ScriptedDice([6, 1]), t);
    const offered: number[] = [];
    const charger = policyFromPicks('charger', 'test: takes a free charge when offered', {
      activationDice: 1,
      pickActivation: () => -1,
      pickAction: () => -1,
      pickGroupDice: () => 1,
      pickFree: (g: Game) => {
        for (let k = 0; k < g.decision.cands.n; k++) offered.push(g.decision.cands.kind[k]);
        for (let k = 0; k < g.decision.cands.n; k++) if (g.decision.cands.kind[k] === A_CHARGE) return k;
        return -1;
      },
    });
    built.g.policies = [charger, charger];
    built.g.scratch.fled[0] = built.idx[1];
    built.g.scratch.nFled = 1;
    freeActivations(built.g);
    return { ...built, offered };
  }

  it('blocked by a building: no charge is offered and the Hunter has not moved', () => {
    const { g, idx, offered } = chase(true);
    expect([g.st.x[idx[0]], g.st.y[idx[0]]]).toEqual([200, 200]);
    expect(offered).not.toContain(A_CHARGE);
  });

  it('in the open: the charge is offered and ends in contact with the runner', () => {
    const { g, idx, offered } = chase(false);
    expect(offered).toContain(A_CHARGE);
    const s = g.st;
    if (s.onTable[idx[1]]) expect(Math.hypot(s.x[idx[0]] - s.x[idx[1]], s.y[idx[0]] - s.y[idx[1]]) - s.r[idx[0]] - s.r[idx[1]]).toBeLessThan(0.1);
    else expect(s.y[idx[0]]).toBeGreaterThan(200);
  });
});
