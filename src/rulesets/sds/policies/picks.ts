/**
 * The SDS policies think in four questions; `decideByPicks` answers the contract's decisions
 * (decisions.ts) from them, so each policy writes only the questions it has views on:
 *  - pickActivation: which model activates next (-1: pass), setting `activationDice` (1..3);
 *  - pickAction: which candidate model m takes with `left` actions (-1: stop);
 *  - pickGroupDice: dice for a group order;
 *  - pickFree: a free activation against a fleeing model (-1: decline).
 * The policy is asked the dice right after the model, so `activationDice` lives in the policy
 * (one instance per side per game), never in the game.
 */
import type { Dice } from '../../kit/dice.js';
import type { OptionBuffer } from '../../types.js';
import { DECIDE_ACTION, DECIDE_ACTIVATION, DECIDE_ACTIVATION_DICE, DECIDE_FREE, DECIDE_GROUP_DICE, DECIDE_RIDER_MOVE, PASS } from '../decisions.js';
import type { Game, SdsPolicy } from '../game.js';

export interface Picks {
  activationDice: number;
  pickActivation(g: Game): number;
  pickAction(g: Game, m: number, left: number): number;
  pickGroupDice(g: Game, m: number, kind: number, size: number): number;
  pickFree(g: Game, m: number): number;
}

function clampDice(d: number, max: number): number {
  return d < 1 ? 1 : d > max ? max : d;
}

export function decideByPicks(p: Picks, g: Game, kind: number, options: OptionBuffer): number {
  const n = options.length;
  switch (kind) {
    case DECIDE_ACTIVATION: {
      const m = p.pickActivation(g);
      if (m >= 0) for (let k = 0; k < n; k++) if (options[k] === m) return k;
      // no legal model picked: pass when the rules allow it (SDS 2.6 / A36), else the first model with one die
      if (options[n - 1] === PASS) return n - 1;
      p.activationDice = 1;
      return 0;
    }
    case DECIDE_ACTIVATION_DICE:
      return clampDice(p.activationDice, n) - 1;
    case DECIDE_GROUP_DICE:
      return clampDice(p.pickGroupDice(g, g.decision.actor, g.decision.order, g.decision.size), n) - 1;
    case DECIDE_ACTION: {
      const k = p.pickAction(g, g.decision.actor, g.decision.left);
      return k >= 0 && k < n - 1 ? k : n - 1;
    }
    case DECIDE_RIDER_MOVE: {
      // the same question as an action of that model: which move, or none
      const k = p.pickAction(g, g.decision.actor, g.decision.left);
      return k >= 0 && k < n - 1 ? k : n - 1;
    }
    case DECIDE_FREE: {
      const k = p.pickFree(g, g.decision.actor);
      return k >= 0 && k < n - 1 ? k : n - 1;
    }
    default:
      throw new Error(`sds: unknown decision kind ${kind}`);
  }
}

/** A policy built from its picks (tests and simple players). */
export function policyFromPicks(name: string, description: string, picks: Picks, extra: Partial<SdsPolicy> = {}): SdsPolicy & Picks {
  return Object.assign(picks, {
    ...extra,
    name,
    description,
    decide(g: Game, kind: number, options: OptionBuffer, _rng: Dice): number {
      return decideByPicks(picks, g, kind, options);
    },
  });
}
