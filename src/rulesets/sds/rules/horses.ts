import type { Game } from '../game.js';

/**
 * SDS 3.7: the horses run away (holder wounded, killed, engaged in hand-to-hand or failing a
 * morale test): nobody of that side can remount any more.
 */
export function horsesRunAway(g: Game, side: number): void {
  const s = g.st;
  if (s.holder[side] < 0) return;
  s.holder[side] = -1;
  for (let i = s.first(side), e = s.end(side); i < e; i++) s.canRemount[i] = 0;
  if (g.log) g.log.event(`    the held horses of ${side === 0 ? 'A' : 'B'} run away`);
}
