import type { Dice } from './dice.js';
import type { TournamentFormat, TournamentPlayerLists, TournamentTable } from '../types.js';

/**
 * A tournament format: Swiss pairing with poules, as the SDS tournament rules define it
 * (SDS 10.9–10.10) and any game may adopt. Each player brings a main and a secondary list from
 * different poules; round 1 draws across poules, later rounds pair by points (Swiss); when two
 * mains may not meet, the better-ranked player keeps his main. Players and lists are indices,
 * the compatibility of two lists is a function the tournament file defines (`allowed:`).
 */
export type PairingPlayer = TournamentPlayerLists;
export type CanMeet = (listA: number, listB: number) => boolean;
export type Table = TournamentTable;

/** The Swiss-with-poules format with a game's own numbers (its rules section, rounds, players). */
export function swissWithPoules(rules: Pick<TournamentFormat, 'section' | 'minRounds' | 'roundsRule' | 'minPlayers'>): TournamentFormat {
  return { ...rules, secondaryFromOtherPoule: true, chooseLists, firstRound, swissRound };
}

/**
 * Lists for a table (SDS 10.10): both mains if they may meet; otherwise the better-ranked (or first
 * drawn) player `a` keeps his main and `b` plays his secondary. The rules stop there; if even that
 * pairing is not allowed (possible only with unusual `allowed:` data), the remaining combinations
 * are tried in order a-secondary/b-main, both secondaries, and failing all, the mains are played
 * and the table counted as illegal.
 */
export function chooseLists(a: number, b: number, pa: PairingPlayer, pb: PairingPlayer, canMeet: CanMeet): Table {
  const tries: ['main' | 'secondary', 'main' | 'secondary'][] = [
    ['main', 'main'],
    ['main', 'secondary'],
    ['secondary', 'main'],
    ['secondary', 'secondary'],
  ];
  for (const [ua, ub] of tries) {
    const la = ua === 'main' ? pa.main : pa.secondary;
    const lb = ub === 'main' ? pb.main : pb.secondary;
    if (canMeet(la, lb)) return { a, b, listA: la, listB: lb, legal: true, usedA: ua, usedB: ub };
  }
  return { a, b, listA: pa.main, listB: pb.main, legal: false, usedA: 'main', usedB: 'main' };
}

function shuffle<T>(xs: T[], rng: Dice): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = xs[i];
    xs[i] = xs[j];
    xs[j] = t;
  }
  return xs;
}

/**
 * Round 1 (SDS 10.10): players are registered in the poule of their main list; each table draws
 * one player from each of two different poules (with more than two poules: from the two with the
 * most players left, so no poule is left over needlessly). When only one poule has players left,
 * pairs are drawn within it: the first drawn plays his main, the second his secondary, unless the
 * two mains form an allowed pairing (chooseLists).
 */
export function firstRound(players: PairingPlayer[], canMeet: CanMeet, rng: Dice): Table[] {
  const order: string[] = [];
  const groups = new Map<string, number[]>();
  players.forEach((p, i) => {
    if (!groups.has(p.poule)) {
      groups.set(p.poule, []);
      order.push(p.poule);
    }
    groups.get(p.poule)!.push(i);
  });
  for (const g of order) shuffle(groups.get(g)!, rng);
  const tables: Table[] = [];
  for (;;) {
    const open = order
      .filter((g) => groups.get(g)!.length > 0)
      .sort((x, y) => groups.get(y)!.length - groups.get(x)!.length || order.indexOf(x) - order.indexOf(y));
    if (open.length >= 2) {
      const a = groups.get(open[0])!.pop()!;
      const b = groups.get(open[1])!.pop()!;
      // Across poules nobody is better placed: draw which player counts as "first drawn".
      const [first, second] = rng.int(2) === 0 ? [a, b] : [b, a];
      tables.push(chooseLists(first, second, players[first], players[second], canMeet));
    } else if (open.length === 1 && groups.get(open[0])!.length >= 2) {
      const g = groups.get(open[0])!;
      const first = g.pop()!;
      const second = g.pop()!;
      tables.push(chooseLists(first, second, players[first], players[second], canMeet));
    } else break;
  }
  return tables;
}

export interface SwissPairs {
  /** [better-ranked, worse-ranked] player pairs, in table order. */
  pairs: [number, number][];
  /** Pairs that are rematches (only when no rematch-free pairing exists, or avoidance is off). */
  rematches: number;
}

/** Search budget for the rematch-free pairing; beyond it the plain 1v2, 3v4 pairing is used. */
const SEARCH_STEPS = 200000;

/**
 * Swiss pairing (SDS 10.10): `ranked` is best first; 1st v 2nd, 3rd v 4th, … With
 * `avoidRematches`, each player from the top meets the best-ranked player below him he has not
 * met yet, backtracking when that leaves the rest unpairable (the usual Swiss rule; SDS 10.10
 * itself states no rule against rematches); if no rematch-free pairing exists, plain order.
 */
export function swissRound(ranked: number[], played: (a: number, b: number) => boolean, avoidRematches: boolean): SwissPairs {
  const plain = (): [number, number][] => {
    const out: [number, number][] = [];
    for (let i = 0; i + 1 < ranked.length; i += 2) out.push([ranked[i], ranked[i + 1]]);
    return out;
  };
  const count = (pairs: [number, number][]) => pairs.filter(([a, b]) => played(a, b)).length;
  if (!avoidRematches) {
    const p = plain();
    return { pairs: p, rematches: count(p) };
  }
  let steps = 0;
  const used = new Array<boolean>(ranked.length).fill(false);
  const out: [number, number][] = [];
  const search = (): boolean => {
    let i = 0;
    while (i < ranked.length && used[i]) i++;
    if (i === ranked.length) return true;
    used[i] = true;
    for (let j = i + 1; j < ranked.length; j++) {
      if (used[j] || played(ranked[i], ranked[j])) continue;
      if (++steps > SEARCH_STEPS) break;
      used[j] = true;
      out.push([ranked[i], ranked[j]]);
      if (search()) return true;
      out.pop();
      used[j] = false;
    }
    used[i] = false;
    return false;
  };
  if (search()) return { pairs: out, rematches: 0 };
  const p = plain();
  return { pairs: p, rematches: count(p) };
}
