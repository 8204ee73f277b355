// Issue 31, item 5: a verdict is a win rate under some AI. The robustness check replays the same
// matchups (same seeds: common random numbers) under the game's other competent policies at a
// fraction of the games and says whether the verdict holds under all of them or depends on play.
import type { AnyRuleset } from '../../rulesets/types.js';
import { InputError } from '../../rulesets/errors.js';
import { chartVerdict, withInterval } from './headline.js';

/** Share of the main run's games each other competent policy plays, unless --robustness says otherwise. */
export const DEFAULT_ROBUSTNESS = 0.2;

/** The --robustness flag: a fraction in (0, 1], or 'off'. */
export function parseRobustness(value: string): number | 'off' {
  if (value.trim() === 'off') return 'off';
  const n = Number(value);
  // below 20% the small runs' intervals are too wide to contradict anything (issue 31: at least 20%)
  if (!Number.isFinite(n) || n < DEFAULT_ROBUSTNESS || n > 1) {
    throw new InputError(
      'command line',
      '--robustness',
      `'${value}' is not a fraction of the main run`,
      'write a number from 0.2 to 1, e.g. --robustness 0.5, or --robustness off',
    );
  }
  return n;
}

/** The competent policies a run has not already played (both sides the same policy). */
export function robustnessPolicies(ruleset: AnyRuleset, played: [string, string][]): string[] {
  const done = new Set(played.filter((p) => p[0] === p[1]).map((p) => p[0]));
  return ruleset.competentTier.filter((p) => !done.has(p));
}

/** Games each robustness policy plays: the fraction of the main run, rounded up (to whole pairs). */
export function robustnessGames(games: number, fraction: number, pairs: boolean): number {
  const per = pairs ? 2 : 1;
  return Math.max(per, Math.ceil((games * fraction) / per) * per);
}

/** One policy's score of a matchup (list A's) with its 95% interval. */
export interface PolicyScore {
  policy: string;
  games: number;
  score: number;
  lo: number;
  hi: number;
}

export interface Robustness {
  /** Every policy's score, the main run's first. */
  scores: PolicyScore[];
  /** Two policies' intervals exclude each other, or their verdicts differ. */
  dependsOnPlay: boolean;
  /** The headline's words: "holds under …" or "depends on play: …". */
  words: string;
}

/**
 * Do two policies disagree? Their intervals exclude each other, or they give different verdict
 * words. An inconclusive verdict contradicts neither side (its interval straddles a band edge:
 * the smaller robustness runs are often inconclusive where the main run is not).
 */
export function disagree(a: PolicyScore, b: PolicyScore, band: [number, number]): boolean {
  if (a.hi < b.lo || b.hi < a.lo) return true;
  const va = chartVerdict(a.lo, a.hi, band);
  const vb = chartVerdict(b.lo, b.hi, band);
  return va !== vb && va !== 'inconclusive' && vb !== 'inconclusive';
}

export function robustnessOf(scores: PolicyScore[], band: [number, number]): Robustness {
  let depends = false;
  for (let i = 0; i < scores.length && !depends; i++) for (let j = i + 1; j < scores.length; j++) if (disagree(scores[i], scores[j], band)) depends = true;
  const names = scores.map((s) => s.policy).join(', ');
  const words = depends ? `depends on play: ${scores.map((s) => `${s.policy} ${withInterval(s.score, s.lo, s.hi)}`).join(', ')}` : `holds under ${names}`;
  return { scores, dependsOnPlay: depends, words };
}
