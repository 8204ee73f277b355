// What a tally read back from disk (a --resume record, a shard part) must satisfy before it is
// merged: its counts are whole numbers >= 0 that add up, and it covers exactly the games of the
// chunk it claims. A record that fails is not merged (issue 26 item 5): it is played again.
import type { TournamentTally } from './tournament.js';

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every value of a histogram (or list of counts) is a count. */
function countsOnly(h: unknown): boolean {
  return (isObj(h) || Array.isArray(h)) && Object.values(h).every(isCount);
}

/** Sums (and sums of squares) may be any finite number: points and metrics can be negative. */
function sums(s: unknown): boolean {
  return isObj(s) && Number.isFinite(s.sum) && Number.isFinite(s.sumSq) && (s.sumSq as number) >= 0;
}

/** Why `t` is not the tally of `games` games, or undefined. */
export function tallyProblem(t: unknown, games: number): string | undefined {
  if (!isObj(t)) return 'not a tally';
  if (!isCount(t.games) || !isCount(t.winsA) || !isCount(t.winsB) || !isCount(t.draws)) return 'a count is not a whole number >= 0';
  if (t.games !== games) return `counts ${t.games} games, the chunk ${games}`;
  if (t.winsA + t.winsB + t.draws !== t.games) return 'wins, draws and losses do not add up to its games';
  const roles = t.asSide;
  if (
    !Array.isArray(roles) ||
    roles.length !== 2 ||
    !roles.every((r) => isObj(r) && isCount(r.games) && isCount(r.winsA) && isCount(r.draws) && r.winsA + r.draws <= r.games)
  )
    return 'side counts';
  if (roles[0].games + roles[1].games !== t.games) return 'side counts do not add up to its games';
  if (!Array.isArray(t.pairHalfPoints) || t.pairHalfPoints.length !== 5 || !countsOnly(t.pairHalfPoints)) return 'pair counts';
  if (!countsOnly(t.reasons) || !countsOnly(t.turns)) return 'reasons or turns';
  const lostHist = t.pointsLostHist;
  if (!Array.isArray(lostHist) || lostHist.length !== 2 || !lostHist.every(countsOnly)) return 'points-lost histogram';
  const pairs = (v: unknown) => Array.isArray(v) && v.length === 2 && v.every(sums);
  if (!pairs(t.pointsLost) || !pairs(t.score)) return 'sums';
  if (!isObj(t.metrics) || !Object.values(t.metrics).every(pairs)) return 'metric sums';
  return undefined;
}

/** The same for a compare chunk: base and variant tallies and the difference histogram. */
export function compareTallyProblem(t: unknown, games: number, pairs: boolean): string | undefined {
  if (!isObj(t)) return 'not a compare tally';
  const bad = tallyProblem(t.base, games) ?? tallyProblem(t.variant, games);
  if (bad) return bad;
  const h = t.diffHist;
  if (!Array.isArray(h) || h.length !== (pairs ? 9 : 5) || !countsOnly(h)) return 'difference histogram';
  if ((h as number[]).reduce((a, b) => a + b, 0) !== (pairs ? games / 2 : games)) return 'difference histogram does not add up to its units';
  return undefined;
}

/** The same for a range of tournaments. */
export function tournamentTallyProblem(t: unknown, tournaments: number, players: number, lists: number): string | undefined {
  if (!isObj(t)) return 'not a tournament tally';
  if (!isCount(t.tournaments) || !isCount(t.games) || !isCount(t.rematches) || !isCount(t.illegal)) return 'a count is not a whole number >= 0';
  if (t.tournaments !== tournaments) return `counts ${t.tournaments} tournaments, the range ${tournaments}`;
  const ps = t.players as TournamentTally['players'];
  if (!Array.isArray(ps) || ps.length !== players) return 'players';
  for (const p of ps) {
    if (
      !isObj(p) ||
      ![p.wins, p.gamesMain, p.gamesSecondary].every(isCount) ||
      !Array.isArray(p.rankHist) ||
      p.rankHist.length !== players ||
      !countsOnly(p.rankHist)
    )
      return 'a player';
    if (p.rankHist.reduce((a, b) => a + b, 0) !== tournaments) return "a player's ranks do not add up to the tournaments";
    if (![p.rankSum, p.rankSumSq, p.pointsSum, p.pointsSumSq].every(Number.isFinite)) return "a player's sums";
  }
  const ls = t.lists as TournamentTally['lists'];
  if (!Array.isArray(ls) || ls.length !== lists) return 'lists';
  for (const l of ls) {
    if (!isObj(l) || ![l.games, l.wins, l.draws, l.losses, l.asMain, l.asSecondary].every(isCount) || !Number.isFinite(l.pointsSum)) return 'a list';
    if (l.wins + l.draws + l.losses !== l.games) return "a list's wins, draws and losses do not add up";
  }
  return undefined;
}
