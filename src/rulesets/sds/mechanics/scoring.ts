/**
 * Tournament scoring and set-up arithmetic (SDS 10.3, 10.4, 10.8).
 */

const WIN_BONUS = 300;
export const FORFEIT: [number, number] = [700, 0];

/**
 * SDS 10.8: tournament points. `lost[i]` = points of side i's models eliminated (killed, wounded,
 * fled off). Win: the opponent's full list value − own losses + 300; loss: the points the loser
 * eliminated; draw: each scores the enemy points eliminated.
 * "Opponent's full squad value" = the opponent's actual list total (reading; the example uses 400).
 */
export function tournamentPoints(winner: 0 | 1 | null, listPoints: [number, number], lost: [number, number]): [number, number] {
  if (winner === null) return [lost[1], lost[0]];
  const loser = winner === 0 ? 1 : 0;
  const out: [number, number] = [0, 0];
  out[winner] = listPoints[loser] - lost[winner] + WIN_BONUS;
  out[loser] = lost[winner];
  return out;
}

/** SDS 10.8: a routed squad counts as totally eliminated. */
export function finalLosses(winner: 0 | 1 | null, listPoints: [number, number], lost: [number, number]): [number, number] {
  if (winner === null) return [lost[0], lost[1]];
  const out: [number, number] = [lost[0], lost[1]];
  out[winner === 0 ? 1 : 0] = listPoints[winner === 0 ? 1 : 0];
  return out;
}

/** SDS 10.3: point difference D = |a − b| (398 vs 388 → 10). */
export function pointDifference(a: number, b: number): number {
  return Math.abs(a - b);
}

/** SDS 10.3: 1S linear pieces for the point difference: one per full 5 points, none below 5, at most 3. */
export function unusedPointsFences(a: number, b: number): number {
  const d = pointDifference(a, b);
  return d < 5 ? 0 : Math.min(3, Math.floor(d / 5));
}

/** SDS 10.3 / A30: which side receives the fences (the lower total), or null when none / equal. */
export function fencesGoTo(a: number, b: number): 0 | 1 | null {
  if (unusedPointsFences(a, b) === 0) return null;
  return a < b ? 0 : 1;
}

/** SDS 10.4 (tournament) / SDS 2.2 (core): modifier to the attacker/defender roll. */
export function roleRollModifier(scouts: number, listPoints: number, tournament: boolean): number {
  return scouts + (tournament && listPoints <= 400 ? 1 : 0);
}
