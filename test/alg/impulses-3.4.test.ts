// ALG-3.4 the PA-slot scheduler (spec §8's example), residual PA, wait, stop and pass; ALG-3.7
// end of turn. Units stand far apart so that only waits, stops and passes are in play.
import { describe, expect, it } from 'vitest';
import { actionsPhase } from '../../src/rulesets/alg/rules/impulses.js';
import { A_PASS, A_STOP, A_WAIT, K_ACTION, K_IMPULSE, actionKind } from '../../src/rulesets/alg/decisions.js';
import { playTurn } from '../../src/rulesets/alg/play.js';
import type { Game } from '../../src/rulesets/alg/game.js';
import { REASONS } from '../../src/rulesets/alg/state.js';
import { char, force, game, HERO, place, scripted } from './helpers.js';

type Seen = { kind: number; side: number; actor: number; slot: number; options: number[] }[];

function index(options: ArrayLike<number>, kind: number): number {
  for (let k = 0; k < options.length; k++) if (actionKind(options[k]) === kind) return k;
  throw new Error(`no ${kind} among ${Array.from(options).join(',')}`);
}

/** X (side 0, initiative) has dice 3 and 1, Y has 3 and 2 (spec §8). */
function setup(plan: (g: Game, u: number) => number): { g: Game; seen: Seen } {
  const seen: Seen = [];
  const p = scripted((g, kind, opts) => (kind === K_ACTION ? index(opts, plan(g, g.decision.actor)) : 0), seen);
  const g = game(force('X', [char('X3', HERO), char('X1', HERO)]), force('Y', [char('Y3', HERO), char('Y2', HERO)]), { policies: [p, p] });
  for (let i = 0; i < 4; i++) place(g, i, 4 + 8 * i, i < 2 ? 2 : 22);
  g.state.initiative = 0;
  [3, 1, 3, 2].forEach((d, u) => {
    g.state.die[u] = d;
    g.state.pa[u] = d;
  });
  return { g, seen };
}

const actions = (seen: Seen) => seen.filter((s) => s.kind === K_ACTION).map((s) => `${['X3', 'X1', 'Y3', 'Y2'][s.actor]}@${s.slot}`);

describe('ALG-3.4 impulses by descending PA', () => {
  it('spec §8: X3, then Y3, then Y2, then X1 (each spends all its PA in one impulse)', () => {
    const { g, seen } = setup(() => A_PASS);
    actionsPhase(g, g.combat);
    expect(actions(seen)).toEqual(['X3@3', 'Y3@3', 'Y2@2', 'X1@1']);
    expect(Array.from(g.state.pa)).toEqual([0, 0, 0, 0]);
  });
  it('spec §8: X3 waits 1 PA and stops: it acts again in the 2-slot before Y2 (initiative side first)', () => {
    let waited = false;
    const { g, seen } = setup((gg, u) => {
      if (u === 0 && !waited) {
        waited = true;
        return A_WAIT;
      }
      if (u === 0 && gg.state.pa[0] === 2 && gg.state.slot === 3) return A_STOP;
      return A_PASS;
    });
    actionsPhase(g, g.combat);
    expect(actions(seen)).toEqual(['X3@3', 'X3@3', 'Y3@3', 'X3@2', 'Y2@2', 'X1@1']);
  });
  it('stop is offered only once PA have been spent in the slot; pass drops the remaining PA', () => {
    const { g, seen } = setup(() => A_PASS);
    actionsPhase(g, g.combat);
    const first = seen.find((s) => s.kind === K_ACTION)!;
    expect(first.options.some((c) => actionKind(c) === A_STOP)).toBe(false);
    expect(first.options.some((c) => actionKind(c) === A_WAIT)).toBe(true);
  });
  it('the owner picks which unit of a slot acts first (K_IMPULSE lists only units holding exactly that PA)', () => {
    const { g, seen } = setup(() => A_PASS);
    g.state.pa[1] = 3;
    g.state.die[1] = 3;
    actionsPhase(g, g.combat);
    const imp = seen.filter((s) => s.kind === K_IMPULSE);
    expect(imp[0]).toMatchObject({ side: 0, slot: 3, options: [0, 1] });
  });
});

describe('ALG-3.7 end of turn', () => {
  it('no PA or die carries over to the next turn', () => {
    const g = game(force('X', [char('X3', HERO)]), force('Y', [char('Y3', HERO)]), { faces: [3, 4, 1] });
    // X gets a 3 (Y rolls a 4, no die): it waits once, then stops with 2 PA, which then act in the 2-slot
    g.policies = [
      scripted((gg, kind, opts) => (kind === K_ACTION ? index(opts, gg.state.pa[gg.decision.actor] < gg.state.slot ? A_STOP : A_WAIT) : 0)),
      scripted(() => 0),
    ];
    place(g, 0, 5, 2);
    place(g, 1, 30, 22);
    playTurn(g);
    expect(Array.from(g.state.pa)).toEqual([0, 0]);
    expect(Array.from(g.state.die)).toEqual([0, 0]);
    expect(Array.from(g.state.nonActDone)).toEqual([0, 0]);
  });
  it('checks the defeat: a side at steadfastness 0 when the turn ends is beaten (no blow struck in the turn)', () => {
    const g = game(force('X', [char('X3', HERO)]), force('Y', [char('Y3', HERO)]), { faces: [3, 4, 1] });
    g.policies = [
      scripted((gg, kind, opts) => (kind === K_ACTION ? index(opts, gg.state.pa[gg.decision.actor] < gg.state.slot ? A_STOP : A_WAIT) : 0)),
      scripted(() => 0),
    ];
    place(g, 0, 5, 2);
    place(g, 1, 30, 22);
    g.state.stead[1] = 0;
    playTurn(g);
    expect([g.state.over, g.state.winner, REASONS[g.state.reason]]).toEqual([1, 0, 'steadfastness']);
  });
});
