// One verdict vocabulary for every report's headline (run, matrix, sweep, compare, tournament):
// a score's 95% interval against a balance band is "balanced within the band", "favoured"
// (wholly outside it) or "inconclusive" (it straddles a band edge: more games would tell).
import { verdictOf, type Verdict } from './field.js';

export type Balance = 'balanced' | 'favoured' | 'inconclusive';

/** The words each verdict is written with, the same in the terminal, summary.json and the page. */
export const BALANCE_WORDS: Record<Balance, string> = {
  balanced: 'balanced within the band',
  favoured: 'favoured',
  inconclusive: 'inconclusive',
};

/** Balance band of a score when the command has no --band (matrix's default band). */
export const DEFAULT_BAND: [number, number] = [0.45, 0.55];

/** The verdict of an interval [lo, hi] against a band (the field verdict, in headline words). */
export function balanceOf(lo: number, hi: number, band: [number, number]): Balance {
  const v = verdictOf(lo, hi, band);
  return v === 'balanced' ? 'balanced' : v === 'inconclusive' ? 'inconclusive' : 'favoured';
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function count(n: number): string {
  return grouped.format(n);
}

/** "1 matchup", "2 matchups", "1,000 games": a count with its noun in the right number. */
export function plural(n: number, noun: string, nouns = `${noun}s`): string {
  return `${count(n)} ${n === 1 ? noun : nouns}`;
}

function pct1(x: number): string {
  return Number.isFinite(x) ? (100 * x).toFixed(1) : 'n/a';
}

/** "45.9% [45.6, 46.2]": a share with its 95% interval, in percent. */
export function withInterval(x: number, lo: number, hi: number): string {
  return `${pct1(x)}% [${pct1(lo)}, ${pct1(hi)}]`;
}

/** "45–55%". */
export function bandText(band: [number, number]): string {
  return `${Number((100 * band[0]).toFixed(1))}–${Number((100 * band[1]).toFixed(1))}%`;
}

export interface MatchupScore {
  listA: string;
  listB: string;
  /** Score of list A and its 95% interval. */
  score: number;
  lo: number;
  hi: number;
  games: number;
}

/**
 * One matchup in words, e.g. "Great Britain line company is favoured: France line company scores
 * 45.9% [45.6, 46.2], outside the 45–55% balance band (100,000 games)".
 */
export function matchupHeadline(m: MatchupScore, band: [number, number] = DEFAULT_BAND): string {
  const b = balanceOf(m.lo, m.hi, band);
  const score = `${m.listA} scores ${withInterval(m.score, m.lo, m.hi)}`;
  const games = `(${count(m.games)} games)`;
  if (b === 'balanced') return `${m.listA} v ${m.listB} is ${BALANCE_WORDS.balanced} of ${bandText(band)}: ${score} ${games}`;
  if (b === 'favoured') {
    const winner = m.lo > band[1] ? m.listA : m.listB;
    return `${winner} is ${BALANCE_WORDS.favoured}: ${score}, outside the ${bandText(band)} balance band ${games}`;
  }
  return (
    `${m.listA} v ${m.listB} is ${BALANCE_WORDS.inconclusive}: ${score}, ` +
    `across an edge of the ${bandText(band)} balance band; more games would ` +
    `tell ${games}`
  );
}

/** A score against a single opponent that lies below the band: the opponent is favoured. */
export const OPPONENT_FAVOURED = `opponent ${BALANCE_WORDS.favoured}`;

/**
 * A list's verdict against the field in the same words: strong lists are favoured, weak ones
 * outmatched by the field, or, when the field is a single opponent, that opponent is favoured.
 */
export function fieldWords(v: Verdict, opponents = 2): string {
  return v === 'favoured'
    ? BALANCE_WORDS.favoured
    : v === 'outmatched'
      ? opponents === 1
        ? OPPONENT_FAVOURED
        : 'outmatched by the field'
      : v === 'balanced'
        ? BALANCE_WORDS.balanced
        : BALANCE_WORDS.inconclusive;
}

/**
 * What playing mirrored pairs did to the score's interval, in words. `saved` is 1 − paired/unpaired
 * variance: positive, pairs made each game worth more; negative, the mirrored games disagreed more
 * than independent ones would (the interval, resting on the pairs, already accounts for it).
 */
export function pairingWords(saved: number): string {
  if (!Number.isFinite(saved)) return '';
  if (saved >= 0.005) return `mirrored pairs made the interval as narrow as ${(1 / (1 - saved)).toFixed(2)}× as many independent games would`;
  if (saved > -0.005) return 'mirrored pairs made no difference to the interval';
  return (
    `mirrored pairs did not help here: the interval is as wide as with ` +
    `${(1 - saved).toFixed(2)}× fewer independent games (it rests on the ` +
    `pairs, so it is still right)`
  );
}

/** A score's verdict as the charts colour it: favoured, outmatched (favoured against), balanced or inconclusive. */
export function chartVerdict(lo: number, hi: number, band: [number, number] = DEFAULT_BAND): 'favoured' | 'outmatched' | 'balanced' | 'inconclusive' {
  const b = balanceOf(lo, hi, band);
  return b === 'favoured' ? (lo > band[1] ? 'favoured' : 'outmatched') : b;
}
