/**
 * SFG-7.3.1 for the heuristic generals: a charged unit that stands "may fire" at the charger.
 * A unit fires at most once a game turn (SFG-6.1), so the reaction fire of a unit whose division
 * has yet to act this turn is the fire of its own activation spent now: it holds when what the
 * fire would do now (expected casualties at the reaction modifiers, SFG-6.7, against the
 * charger where it stands) is worth less than the style's `reactionFireMin`. A unit whose
 * division has acted (or acts now) has no other use for its fire this turn: it always fires.
 */
import { hittingFaces } from '../mechanics/dice.js';
import { fireDice } from '../rules/fire.js';
import type { Game } from '../game.js';
import type { Unit } from '../state.js';

const OUT = new Int32Array(3);

/** Expected casualties of t's reaction fire at charger a from where a stands (frontal; 0: it cannot bear). */
export function expectedReactionHits(g: Game, t: Unit, a: Unit): number {
  const n = fireDice(g, t, a, true, true, OUT);
  return n === 0 ? 0 : (n * hittingFaces(OUT[1], OUT[2], true)) / 6;
}

/** Has t's division still to open its activation window this turn (SFG-3.5)? */
export function yetToAct(g: Game, t: Unit): boolean {
  for (let k = g.actIndex + 1; k < g.nActivation; k++) if (g.activation[k] === t.div) return true;
  return false;
}

/** Option of a K_REACTION_FIRE decision (0 fire, 1 hold) for charged unit t and charger a. */
export function reactionFireChoice(g: Game, t: Unit, a: Unit, reactionFireMin: number): number {
  return yetToAct(g, t) && expectedReactionHits(g, t, a) < reactionFireMin ? 1 : 0;
}
