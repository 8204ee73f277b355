import type { Game } from '../game.js';
import { sideEnd, sideStart } from '../state.js';

/**
 * SDS 3.7: the horses run away (holder wounded, killed, engaged in hand-to-hand or failing a
 * morale test): nobody of that side can remount any more.
 */
export function horsesRunAway(g: Game, side: number): void {
  const s = g.st;
  if (s.holder[side] < 0) return;
  s.holder[side] = -1;
  for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) s.canRemount[i] = 0;
  if (g.log) g.log.event(`    the held horses of ${side === 0 ? 'A' : 'B'} run away`);
}
