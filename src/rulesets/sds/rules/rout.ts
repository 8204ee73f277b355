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

/** SDS 6.7: rout check for both sides; sets the game over. Returns true when over. */
export function checkRout(g: Game): boolean {
  const s = g.st;
  if (s.over) return true;
  const n0 = s.countOnTable(0);
  const n1 = s.countOnTable(1);
  const r0 = routs(s.commanderPresent(0), n0, n1);
  const r1 = routs(s.commanderPresent(1), n1, n0);
  if (!r0 && !r1) return false;
  s.over = true;
  s.reason = 'rout';
  if (r0 && r1) {
    s.winner = null;
    s.reason = 'bothRout';
    s.routed[0] = 1;
    s.routed[1] = 1;
  } else {
    s.winner = r0 ? 1 : 0;
    s.routed[r0 ? 0 : 1] = 1;
  }
  if (g.log) g.log.event(`  ${s.winner === null ? 'both squads rout: draw' : `${s.winner === 0 ? 'B' : 'A'} squad routs`}`);
  return true;
}
