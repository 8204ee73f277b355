import { M_DAMAGE } from '../state.js';
import type { IntroGame } from '../game.js';

export interface Verdict {
  winner: 0 | 1 | null;
  reason: string;
}

// shared verdicts: a finished game allocates nothing here
const MUTUAL: Verdict = { winner: null, reason: 'mutualDestruction' };
const LAST: [Verdict, Verdict] = [
  { winner: 0, reason: 'lastStanding' },
  { winner: 1, reason: 'lastStanding' },
];
const TIME: [Verdict, Verdict] = [
  { winner: 0, reason: 'time' },
  { winner: 1, reason: 'time' },
];
const TIE_BREAK: [Verdict, Verdict] = [
  { winner: 0, reason: 'timeTieBreak' },
  { winner: 1, reason: 'timeTieBreak' },
];
const TIME_DRAW: Verdict = { winner: null, reason: 'time' };

/** Total cost of a side's living units. */
export function survivingCost(st: IntroGame, side: number): number {
  const state = st.state;
  let c = 0;
  for (let u = st.sideStart(side), e = st.sideEnd(side); u < e; u++) if (state.alive[u] === 1) c += state.cost[u];
  return c;
}

/**
 * INT-7 [P]: a side with no units is eliminated; the game ends when at most one side has units,
 * or at the turn limit, where the higher surviving cost wins and equal costs go to the side
 * that suffered less damage. Returns null while the game goes on.
 */
export function checkVictory(st: IntroGame, atTurnLimit: boolean): Verdict | null {
  const a = st.livingUnits(0);
  const b = st.livingUnits(1);
  if (a === 0 && b === 0) return MUTUAL;
  if (a === 0) return LAST[1];
  if (b === 0) return LAST[0];
  if (!atTurnLimit) return null;
  if (st.cfg.timeDraw) return TIME_DRAW;
  const ca = survivingCost(st, 0);
  const cb = survivingCost(st, 1);
  if (ca !== cb) return TIME[ca > cb ? 0 : 1];
  if (st.cfg.tieBreakDamage) {
    const da = st.stat(M_DAMAGE, 0);
    const db = st.stat(M_DAMAGE, 1);
    if (da !== db) return TIE_BREAK[da < db ? 0 : 1];
  }
  return TIME_DRAW;
}
