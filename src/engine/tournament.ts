// One simulated tournament, played game by game by the ruleset under its tournamentFormat hook
// (pairing, list choice), and the integer tally of many. Engine code driven by plain data (a
// TournamentWorld), so a local pool and a queue worker (engine/queue/) play the same ranges.
import { SeededDice } from '../rulesets/kit/dice.js';
import { checkedMaker } from '../rulesets/kit/policyParams.js';
import { aiSeed, gameSeed, matchupKey, splitmix32 } from './seeds.js';
import type { AnyRuleset } from '../rulesets/types.js';
import type { TournamentPlayerLists, TournamentTable } from '../rulesets/types.js';

/** Everything a worker needs to simulate tournaments: plain, structured-clonable data. */
export interface TournamentWorld {
  rulesetId: string;
  name: string;
  masterSeed: number | string;
  rounds: number;
  avoidRematches: boolean;
  players: { name: string; main: number; secondary: number; policy: string; poule: string }[];
  listCount: number;
  /** canMeet[i][j]. */
  canMeet: boolean[][];
  tiebreaks: { metric: string; of: 'own' | 'opponent' }[];
  /** Setup of lists i ≤ j (list i on side 0), by key "i,j". */
  setups: Record<string, unknown>;
}

export interface GameRecord {
  round: number;
  table: number;
  a: number;
  b: number;
  listA: number;
  listB: number;
  usedA: 'main' | 'secondary';
  usedB: 'main' | 'secondary';
  /** Tournament points from the game's outcome (Outcome.score). */
  pointsA: number;
  pointsB: number;
  /** 2 win, 1 draw, 0 loss for player a. */
  resultA: number;
  legal: boolean;
  rematch: boolean;
}

export interface TournamentRecord {
  /** Final rank per player (1 = winner). */
  rank: number[];
  points: number[];
  /** Tie-break totals per player, per tie-break. */
  tiebreak: number[][];
  games: GameRecord[];
}

const DRAW_SALT = 0x5bd1e995;
/** Game units per round in a tournament's seed space: round r, table k → r·1024 + k. */
const ROUND_STRIDE = 1024;

/** The seed key of tournament `t`: master seed and tournament index (and the tournament's name). */
export function tournamentKey(world: TournamentWorld, t: number): number {
  return matchupKey(world.masterSeed, `tournament:${world.name}#${t}`);
}

/** Seed of the game at (round, table) of a tournament: master seed + tournament index + round + table. */
export function tableSeed(key: number, round: number, table: number): number {
  return gameSeed(key, round * ROUND_STRIDE + table);
}

/** Players best first: tournament points, then the tie-breaks in order, then the lot drawn this round. */
export function rankPlayers(points: number[], tiebreak: number[][], lots: number[]): number[] {
  const idx = points.map((_, i) => i);
  return idx.sort((x, y) => {
    if (points[y] !== points[x]) return points[y] - points[x];
    for (let k = 0; k < tiebreak[x].length; k++) if (tiebreak[y][k] !== tiebreak[x][k]) return tiebreak[y][k] - tiebreak[x][k];
    return lots[x] - lots[y];
  });
}

/** Simulates tournament `t` of a world: deterministic in (master seed, name, t). */
export function playTournament(world: TournamentWorld, ruleset: AnyRuleset, t: number, prepared: Map<string, unknown> = new Map()): TournamentRecord {
  const key = tournamentKey(world, t);
  // Draws, lots and which player sits on side 0 use their own stream, apart from the dice.
  const draw = new SeededDice(splitmix32(key ^ DRAW_SALT));
  const P = world.players.length;
  const format = ruleset.tournamentFormat!;
  const pp: TournamentPlayerLists[] = world.players.map((p) => ({ main: p.main, secondary: p.secondary, poule: p.poule }));
  const canMeet = (a: number, b: number) => world.canMeet[a][b];
  const points = new Array<number>(P).fill(0);
  const tiebreak = world.players.map(() => new Array<number>(world.tiebreaks.length).fill(0));
  const met = world.players.map(() => new Set<number>());
  const games: GameRecord[] = [];
  const lotsOf = () => world.players.map(() => draw.random());

  for (let r = 0; r < world.rounds; r++) {
    let tables: TournamentTable[];
    if (r === 0) tables = format.firstRound(pp, canMeet, draw);
    else {
      const ranked = rankPlayers(points, tiebreak, lotsOf());
      const sw = format.swissRound(ranked, (a, b) => met[a].has(b), world.avoidRematches);
      // e.g. SDS 10.10: the better-ranked player keeps his main list if the mains may not meet
      tables = sw.pairs.map(([a, b]) => format.chooseLists(a, b, pp[a], pp[b], canMeet));
    }
    tables.forEach((tb, k) => {
      const lo = Math.min(tb.listA, tb.listB);
      const hi = Math.max(tb.listA, tb.listB);
      const sk = `${lo},${hi}`;
      const setup = world.setups[sk];
      if (setup === undefined) throw new Error(`no setup for lists ${sk}`);
      // In the stored setup the lower list index is side 0; a coin decides who actually sits there.
      let aSide: 0 | 1 = tb.listA === lo ? 0 : 1;
      const swap = draw.int(2) === 1;
      if (swap) aSide = aSide === 0 ? 1 : 0;
      // each (pair of lists, orientation) is prepared once and reused
      const gk = `${sk}|${swap ? 'swapped' : 'straight'}`;
      let game = prepared.get(gk);
      if (game === undefined) {
        game = ruleset.prepare(swap ? ruleset.swapSides(setup) : setup);
        prepared.set(gk, game);
      }
      const pa = checkedMaker(ruleset, world.players[tb.a].policy).create();
      const pb = checkedMaker(ruleset, world.players[tb.b].policy).create();
      const seed = tableSeed(key, r, k);
      const o = ruleset.play(game, aSide === 0 ? [pa, pb] : [pb, pa], { dice: new SeededDice(seed), ai: new SeededDice(aiSeed(seed)) });
      const bSide = aSide === 0 ? 1 : 0;
      const rematch = met[tb.a].has(tb.b);
      met[tb.a].add(tb.b);
      met[tb.b].add(tb.a);
      points[tb.a] += o.score[aSide];
      points[tb.b] += o.score[bSide];
      world.tiebreaks.forEach((m, q) => {
        const v = o.metrics[m.metric];
        if (!v) return;
        tiebreak[tb.a][q] += m.of === 'own' ? v[aSide] : v[bSide];
        tiebreak[tb.b][q] += m.of === 'own' ? v[bSide] : v[aSide];
      });
      games.push({
        round: r,
        table: k,
        a: tb.a,
        b: tb.b,
        listA: tb.listA,
        listB: tb.listB,
        usedA: tb.usedA,
        usedB: tb.usedB,
        pointsA: o.score[aSide],
        pointsB: o.score[bSide],
        resultA: o.winner === null ? 1 : o.winner === aSide ? 2 : 0,
        legal: tb.legal,
        rematch,
      });
    });
  }
  const finalOrder = rankPlayers(points, tiebreak, lotsOf());
  const rank = new Array<number>(P);
  finalOrder.forEach((p, i) => (rank[p] = i + 1));
  return { rank, points, tiebreak, games };
}

/** Integer aggregate of many tournaments (merges exactly in any order). */
export interface TournamentTally {
  tournaments: number;
  players: {
    wins: number;
    rankHist: number[];
    rankSum: number;
    rankSumSq: number;
    pointsSum: number;
    pointsSumSq: number;
    gamesMain: number;
    gamesSecondary: number;
  }[];
  lists: { games: number; wins: number; draws: number; losses: number; pointsSum: number; asMain: number; asSecondary: number }[];
  games: number;
  rematches: number;
  illegal: number;
}

export function emptyTournamentTally(players: number, lists: number): TournamentTally {
  return {
    tournaments: 0,
    players: Array.from({ length: players }, () => ({
      wins: 0,
      rankHist: new Array<number>(players).fill(0),
      rankSum: 0,
      rankSumSq: 0,
      pointsSum: 0,
      pointsSumSq: 0,
      gamesMain: 0,
      gamesSecondary: 0,
    })),
    lists: Array.from({ length: lists }, () => ({ games: 0, wins: 0, draws: 0, losses: 0, pointsSum: 0, asMain: 0, asSecondary: 0 })),
    games: 0,
    rematches: 0,
    illegal: 0,
  };
}

export function addTournament(t: TournamentTally, rec: TournamentRecord): void {
  t.tournaments++;
  rec.rank.forEach((r, p) => {
    const s = t.players[p];
    if (r === 1) s.wins++;
    s.rankHist[r - 1]++;
    s.rankSum += r;
    s.rankSumSq += r * r;
    s.pointsSum += rec.points[p];
    s.pointsSumSq += rec.points[p] * rec.points[p];
  });
  for (const g of rec.games) {
    t.games++;
    if (g.rematch) t.rematches++;
    if (!g.legal) t.illegal++;
    const side = (player: number, list: number, used: 'main' | 'secondary', pts: number, res: number) => {
      const s = t.players[player];
      if (used === 'main') s.gamesMain++;
      else s.gamesSecondary++;
      const l = t.lists[list];
      l.games++;
      if (res === 2) l.wins++;
      else if (res === 1) l.draws++;
      else l.losses++;
      l.pointsSum += pts;
      if (used === 'main') l.asMain++;
      else l.asSecondary++;
    };
    side(g.a, g.listA, g.usedA, g.pointsA, g.resultA);
    side(g.b, g.listB, g.usedB, g.pointsB, 2 - g.resultA);
  }
}

export function mergeTournamentTally(into: TournamentTally, from: TournamentTally): TournamentTally {
  into.tournaments += from.tournaments;
  into.games += from.games;
  into.rematches += from.rematches;
  into.illegal += from.illegal;
  from.players.forEach((s, p) => {
    const d = into.players[p];
    d.wins += s.wins;
    s.rankHist.forEach((v, k) => (d.rankHist[k] += v));
    d.rankSum += s.rankSum;
    d.rankSumSq += s.rankSumSq;
    d.pointsSum += s.pointsSum;
    d.pointsSumSq += s.pointsSumSq;
    d.gamesMain += s.gamesMain;
    d.gamesSecondary += s.gamesSecondary;
  });
  from.lists.forEach((s, l) => {
    const d = into.lists[l];
    d.games += s.games;
    d.wins += s.wins;
    d.draws += s.draws;
    d.losses += s.losses;
    d.pointsSum += s.pointsSum;
    d.asMain += s.asMain;
    d.asSecondary += s.asSecondary;
  });
  return into;
}

/** A range of tournaments for a worker thread or a queue job: plain, structured-clonable data. */
export interface TournamentTask {
  world: TournamentWorld;
  start: number;
  end: number;
}

/** Tournaments [start, end) of a world, tallied. */
export function playTournaments(world: TournamentWorld, ruleset: AnyRuleset, start: number, end: number): TournamentTally {
  const tally = emptyTournamentTally(world.players.length, world.listCount);
  const prepared = new Map<string, unknown>();
  for (let t = start; t < end; t++) addTournament(tally, playTournament(world, ruleset, t, prepared));
  return tally;
}
