/**
 * What the compare gate's verdicts claim, in the one wording the README, `volley compare --help`,
 * compare.md and the headline share. "moved" establishes |δ| > h0, not |δ| ≥ T: with the default
 * h0 = T/2 a real change inside the tolerance can exit 1, and every page must say so the same way.
 */
export const MOVED_WORDS = 'moved by more than h0';
export const WITHIN_WORDS = 'within the tolerance T';

/** The exit codes of the gate, word for word as the README's exit table and --help give them. */
export const EXIT_WORDS = {
  0: `every matchup ${WITHIN_WORDS} (|δ| < T established)`,
  1: `some matchup ${MOVED_WORDS} (|δ| > h0 established; h0 defaults to T/2, so a change inside the tolerance can exit 1)`,
  4: 'no matchup moved, but some reached the game cap without a verdict',
} as const;

function points(x: number): string {
  return (100 * x).toFixed(2).replace(/\.?0+$/, '');
}

/** "moved by more than h0 = 1.5 percentage points": the claim with the run's numbers. */
export function movedWords(h0: number): string {
  return `${MOVED_WORDS} = ${points(h0)} percentage points`;
}

/** "within the tolerance T = ±3 percentage points". */
export function withinWords(tolerance: number): string {
  return `${WITHIN_WORDS} = ±${points(tolerance)} percentage points`;
}
