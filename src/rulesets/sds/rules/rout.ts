/**
 * SDS 6.7: rout. Checked at every removal (removeModel), so the game ends at the very event that
 * routs a squad: no further tests, flights or kills, and a side that routed first cannot be
 * turned into a draw by later events of the same cascade.
 *
 * SDS 6.7 / A27 (both squads meet a rout condition at the same instant) cannot arise in play: a
 * removal takes a model of one squad only, which can only end the other's condition 1 (it needs
 * the enemy to have more models), and the other's conditions were checked at its own last
 * removal. Only a position set up already routing on both sides meets both; that is a draw.
 */
import { routs } from '../mechanics/morale.js';
import type { Game } from '../game.js';
import { commanderPresent, countOnTable, NO_WINNER, REASON_BOTH_ROUT, REASON_ROUT } from '../state.js';

/** SDS 6.7: rout check for both sides; sets the game over. Returns true when over. */
export function checkRout(g: Game): boolean {
  const s = g.st;
  if (s.over) return true;
  const n0 = countOnTable(s, 0);
  const n1 = countOnTable(s, 1);
  const r0 = routs(commanderPresent(s, 0), n0, n1);
  const r1 = routs(commanderPresent(s, 1), n1, n0);
  if (!r0 && !r1) return false;
  s.over = 1;
  s.reason = REASON_ROUT;
  if (r0 && r1) {
    s.winner = NO_WINNER;
    s.reason = REASON_BOTH_ROUT;
    s.routed[0] = 1;
    s.routed[1] = 1;
  } else {
    s.winner = r0 ? 1 : 0;
    s.routed[r0 ? 0 : 1] = 1;
  }
  if (g.log) g.log.event(`  ${s.winner === NO_WINNER ? 'both squads rout: draw' : `${s.winner === 0 ? 'B' : 'A'} squad routs`}`);
  return true;
}
