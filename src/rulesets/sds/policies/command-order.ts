/**
 * The order of activations around the chain of command (SDS 2.8–2.9, 2.7): a model that draws
 * the command bonus from a superior who has not activated yet should wait for him, because a
 * turnover on its own roll would forfeit the superior's activation (and his group orders).
 */
import type { Game } from '../game.js';
import { commandRange, rankOf } from '../rules/command.js';
import { gap } from '../table/geom.js';
import { losOf } from '../table/los.js';
import { sideEnd, sideStart } from '../state.js';

/** Does superior j give m the command bonus now (SDS 2.9: 1S always, his range with line of sight)? */
function givesBonus(g: Game, j: number, m: number): boolean {
  const s = g.st;
  if (j === m || !s.onTable[j] || s.side[j] !== s.side[m] || rankOf(g, j) <= rankOf(g, m)) return false;
  const range = commandRange(g, j);
  if (range === 0) return false;
  const d = gap(s, m, j);
  return d <= g.cfg.S || (d <= range && losOf(g, j, m, false) >= 0);
}

/** Is there a superior of m, still to activate this turn, who gives m the bonus? */
export function waitsForSuperior(g: Game, m: number): boolean {
  const s = g.st;
  const side = s.side[m];
  for (let p = s.supStart[side], pe = s.supStart[side + 1]; p < pe; p++) {
    const j = s.superiors[p];
    if (s.activated[j] || s.spent[j]) continue;
    if (givesBonus(g, j, m)) return true;
  }
  return false;
}

/**
 * Has a Leader of `side` who may still activate this turn not yet done so? Until he has, another
 * model's roll of two or more dice risks the turnover that costs him his activation (SDS 2.7).
 */
export function leaderWaits(g: Game, side: number): boolean {
  const s = g.st;
  for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) if (s.isLeader[i] && s.onTable[i] && !s.activated[i] && !s.spent[i]) return true;
  return false;
}
