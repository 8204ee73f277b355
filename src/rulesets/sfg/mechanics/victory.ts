/**
 * SFG-10.6: after the last turn the side holding more objectives wins; on a tie the higher game
 * score (G12) wins; still tied, a draw.
 */
/** The outcome reason of a battle decided by the game score (G12) after equal objectives. */
export const REASON_SCORE = 'score';

export function verdict(
  held: readonly [number, number],
  score: readonly [number, number],
): { winner: 0 | 1 | null; reason: 'objectives' | typeof REASON_SCORE | 'draw' } {
  if (held[0] !== held[1]) return { winner: held[0] > held[1] ? 0 : 1, reason: 'objectives' };
  if (score[0] !== score[1]) return { winner: score[0] > score[1] ? 0 : 1, reason: REASON_SCORE };
  return { winner: null, reason: 'draw' };
}
