import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { chooseLists, firstRound, swissRound, type PairingPlayer } from '../../src/rulesets/kit/tournament.js';
import { runTournament, worldOf } from '../../src/analysis/tournament/run.js';
import { playTournament, rankPlayers, type TournamentRecord } from '../../src/engine/tournament.js';
import { readTournament } from '../../src/analysis/tournament/spec.js';
import { main } from '../../src/cli/index.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { findRuleset } from '../../src/rulesets/registry.js';
import { isInputError } from '../../src/rulesets/errors.js';

const INTRO = 'test/analysis/tournament-intro.yaml';
const dir = mkdtempSync(join(tmpdir(), 'volley-tournament-'));

function variant(edit: (doc: Record<string, unknown>) => void, name: string): string {
  const doc = parse(readFileSync(INTRO, 'utf8')) as Record<string, unknown>;
  edit(doc);
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, stringify(doc));
  return relative(process.cwd(), file);
}

// Lists 0–3 in poule R (0, 1 nation N; 2, 3 nation S), lists 4–7 in poule B.
const POULE = ['R', 'R', 'R', 'R', 'B', 'B', 'B', 'B'];
const NATION = ['N', 'N', 'S', 'S', 'E', 'E', 'E', 'E'];
// Allowed: R v B, and N v S within R.
const canMeet = (a: number, b: number) => POULE[a] !== POULE[b] || (POULE[a] === 'R' && NATION[a] !== NATION[b]);

describe('SDS 10.10 list choice at a table', () => {
  const p = (main: number, secondary: number): PairingPlayer => ({ main, secondary, poule: POULE[main] });
  it('both mains when they may meet', () => {
    expect(chooseLists(0, 1, p(0, 4), p(2, 5), canMeet)).toMatchObject({ listA: 0, listB: 2, usedA: 'main', usedB: 'main', legal: true });
  });
  it('otherwise the better-ranked (first) player keeps his main and the other plays his secondary', () => {
    expect(chooseLists(0, 1, p(0, 4), p(1, 5), canMeet)).toMatchObject({ listA: 0, listB: 5, usedA: 'main', usedB: 'secondary', legal: true });
    expect(chooseLists(1, 0, p(1, 5), p(0, 4), canMeet)).toMatchObject({ listA: 1, listB: 4, usedA: 'main', usedB: 'secondary' });
  });
  it('no allowed combination at all: mains, flagged illegal', () => {
    const never = () => false;
    expect(chooseLists(0, 1, p(0, 4), p(1, 5), never)).toMatchObject({ listA: 0, listB: 1, legal: false });
  });
});

describe('round 1: drawn across poules', () => {
  it('equal poules: every table has one player of each poule, each player once', () => {
    const players: PairingPlayer[] = [0, 1, 2, 3, 4, 5, 6, 7].map((m) => ({ main: m, secondary: m < 4 ? 4 : 0, poule: POULE[m] }));
    for (let seed = 1; seed <= 20; seed++) {
      const tables = firstRound(players, canMeet, new SeededDice(seed));
      expect(tables).toHaveLength(4);
      expect(new Set(tables.flatMap((t) => [t.a, t.b])).size).toBe(8);
      for (const t of tables) {
        expect(players[t.a].poule).not.toBe(players[t.b].poule);
        expect([t.usedA, t.usedB]).toEqual(['main', 'main']);
      }
    }
  });

  it('when one poule runs out, pairs come from the remaining poule with the main/secondary rule', () => {
    // six R mains (two N, two S, two more N), two B mains
    const mains = [0, 1, 2, 3, 0, 1, 4, 5];
    const players: PairingPlayer[] = mains.map((m, i) => ({ main: m, secondary: POULE[m] === 'R' ? 4 + (i % 4) : i % 4, poule: POULE[m] }));
    let sawSecondary = false;
    let sawBothMains = false;
    for (let seed = 1; seed <= 40; seed++) {
      const tables = firstRound(players, canMeet, new SeededDice(seed));
      expect(tables).toHaveLength(4);
      const cross = tables.filter((t) => players[t.a].poule !== players[t.b].poule);
      expect(cross).toHaveLength(2); // both B players meet R players
      for (const t of tables.filter((x) => !cross.includes(x))) {
        expect(t.usedA).toBe('main'); // the first drawn keeps his main
        if (canMeet(players[t.a].main, players[t.b].main)) {
          expect(t.usedB).toBe('main');
          sawBothMains = true;
        } else {
          expect(t.usedB).toBe('secondary');
          expect(t.listB).toBe(players[t.b].secondary);
          sawSecondary = true;
        }
        expect(t.legal).toBe(true);
      }
    }
    expect(sawSecondary && sawBothMains).toBe(true);
  });
});

describe('Swiss pairing', () => {
  it('pairs 1v2, 3v4, … in ranking order', () => {
    expect(swissRound([5, 2, 7, 0], () => false, true)).toEqual({
      pairs: [
        [5, 2],
        [7, 0],
      ],
      rematches: 0,
    });
  });
  it('avoids a rematch by taking the next player down, backtracking when needed', () => {
    const met = new Set(['0,1', '2,3']);
    const played = (a: number, b: number) => met.has(`${Math.min(a, b)},${Math.max(a, b)}`);
    expect(swissRound([0, 1, 2, 3], played, true).pairs).toEqual([
      [0, 2],
      [1, 3],
    ]);
    // 0 may only meet 3 without a rematch: the greedy 0v2 would strand 1 and 3 (who met)
    const met2 = new Set(['0,1', '0,2', '1,3']);
    const played2 = (a: number, b: number) => met2.has(`${Math.min(a, b)},${Math.max(a, b)}`);
    expect(swissRound([0, 1, 2, 3], played2, true)).toEqual({
      pairs: [
        [0, 3],
        [1, 2],
      ],
      rematches: 0,
    });
  });
  it('falls back to ranking order when every pairing repeats a game, and counts the rematches', () => {
    expect(swissRound([0, 1, 2, 3], () => true, true)).toEqual({
      pairs: [
        [0, 1],
        [2, 3],
      ],
      rematches: 2,
    });
    expect(swissRound([0, 1, 2, 3], (a, b) => a + b === 1, false)).toEqual({
      pairs: [
        [0, 1],
        [2, 3],
      ],
      rematches: 1,
    });
  });
  it('ranks by points, then tie-breaks in order, then lots', () => {
    const order = rankPlayers(
      [10, 12, 10, 10],
      [
        [1, 0],
        [0, 0],
        [1, 5],
        [2, 0],
      ],
      [0.9, 0.1, 0.5, 0.2],
    );
    expect(order).toEqual([1, 3, 2, 0]);
    expect(rankPlayers([5, 5], [[0], [0]], [0.7, 0.3])).toEqual([1, 0]);
  });
});

describe('whole tournaments on the intro game', () => {
  const spec = readTournament(INTRO);
  const ruleset = findRuleset('intro')!;
  const world = worldOf(spec, 9);
  const records: TournamentRecord[] = [];
  for (let t = 0; t < 25; t++) records.push(playTournament(world, ruleset, t));

  it('reads lists, players, poules and the allowed pairs', () => {
    expect(spec.players).toHaveLength(8);
    expect(spec.lists).toHaveLength(16);
    const idx = (n: string) => spec.lists.findIndex((l) => l.name === n);
    expect(spec.canMeet[idx('Red-Guard')][idx('Blue-Line')]).toBe(true);
    expect(spec.canMeet[idx('Red-Guard')][idx('Red-Archers')]).toBe(true); // Northmark v Southmark
    expect(spec.canMeet[idx('Red-Guard')][idx('Red-Line')]).toBe(false); // Northmark v Northmark
    expect(spec.canMeet[idx('Blue-Guard')][idx('Blue-Line')]).toBe(false);
    expect(spec.tiebreaks).toEqual([{ metric: 'unitsLost', of: 'opponent', available: true }]);
  });

  it('round 1: both Blue mains meet Red players; the Red-Red tables follow the main/secondary rule', () => {
    for (const rec of records) {
      const r1 = rec.games.filter((g) => g.round === 0);
      expect(r1).toHaveLength(4);
      const cross = r1.filter((g) => spec.lists[spec.players[g.a].main].poule !== spec.lists[spec.players[g.b].main].poule);
      expect(cross).toHaveLength(2);
      for (const g of r1) {
        expect(g.usedA).toBe('main');
        expect(g.legal).toBe(true);
        expect(g.usedB === 'main').toBe(spec.canMeet[spec.players[g.a].main][spec.players[g.b].main]);
      }
    }
  });

  it('later rounds: Swiss by tournament points, no rematches (avoidable in 4 rounds of 8), lists per SDS 10.10', () => {
    let secondaries = 0;
    for (const rec of records) {
      const points = new Array<number>(8).fill(0);
      const met = new Set<string>();
      for (let r = 0; r < 4; r++) {
        const round = rec.games.filter((g) => g.round === r);
        expect(new Set(round.flatMap((g) => [g.a, g.b])).size).toBe(8);
        if (r > 0) {
          // the first table holds the leader; in every table the first player is ranked at least as high
          const top = Math.max(...points);
          expect(points[round[0].a]).toBe(top);
          for (const g of round) expect(points[g.a]).toBeGreaterThanOrEqual(points[g.b]);
          // tables in ranking order: the first player of each table scores no more than the one before
          for (let k = 1; k < round.length; k++) expect(points[round[k].a]).toBeLessThanOrEqual(points[round[k - 1].a]);
        }
        for (const g of round) {
          const key = `${Math.min(g.a, g.b)},${Math.max(g.a, g.b)}`;
          expect(met.has(key)).toBe(false);
          expect(g.rematch).toBe(false);
          met.add(key);
          const [pa, pb] = [spec.players[g.a], spec.players[g.b]];
          if (spec.canMeet[pa.main][pb.main]) expect([g.usedA, g.usedB]).toEqual(['main', 'main']);
          else {
            expect([g.usedA, g.usedB]).toEqual(['main', 'secondary']);
            secondaries++;
          }
        }
        for (const g of round) {
          points[g.a] += g.pointsA;
          points[g.b] += g.pointsB;
        }
      }
      expect(points).toEqual(rec.points);
      // final ranks follow points
      const byRank = [...rec.rank.keys()].sort((x, y) => rec.rank[x] - rec.rank[y]);
      for (let k = 1; k < 8; k++) expect(rec.points[byRank[k]]).toBeLessThanOrEqual(rec.points[byRank[k - 1]]);
    }
    expect(secondaries).toBeGreaterThan(0);
  });

  it('without rematch avoidance, Swiss by points does repeat games (so the check above can fail)', () => {
    const loose = { ...world, avoidRematches: false };
    let rematches = 0;
    for (let t = 0; t < 25; t++) rematches += playTournament(loose, ruleset, t).games.filter((g) => g.rematch).length;
    expect(rematches).toBeGreaterThan(0);
  });

  it('is deterministic: a tournament depends only on (master seed, name, index)', () => {
    expect(playTournament(world, ruleset, 7)).toEqual(records[7]);
    expect(playTournament(worldOf(spec, 10), ruleset, 7)).not.toEqual(records[7]);
  });

  it('tallies: ranks 1..8 once per tournament, win probabilities sum to 1, same result for any worker count', async () => {
    const a = await runTournament(spec, { tournaments: 40, seed: 3, workers: 0 });
    const b = await runTournament(spec, { tournaments: 40, seed: 3, workers: 2, chunk: 7 });
    expect(b.tally).toEqual(a.tally);
    expect(a.players.reduce((s, p) => s + p.winEvent, 0)).toBeCloseTo(1, 12);
    for (const p of a.tally.players) expect(p.rankHist.reduce((s, x) => s + x, 0)).toBe(40);
    for (let k = 0; k < 8; k++) expect(a.tally.players.reduce((s, p) => s + p.rankHist[k], 0)).toBe(40);
    expect(a.tally.games).toBe(40 * 4 * 4);
    expect(a.lists.reduce((s, l) => s + l.games, 0)).toBe(2 * a.tally.games);
  }, 20000);
});

describe('tournament file validation', () => {
  const err = (file: string) => {
    try {
      readTournament(file);
    } catch (e) {
      expect(isInputError(e)).toBe(true);
      return (e as Error).message;
    }
    throw new Error('expected an InputError');
  };
  it('rejects same-poule main and secondary, unknown lists and odd fields', () => {
    expect(err(variant((d) => ((d.players as Record<string, unknown>[])[0].secondary = 'Red-Line'), 'same-poule'))).toMatch(/SDS 10.9/);
    expect(err(variant((d) => ((d.players as Record<string, unknown>[])[0].main = 'Nobody'), 'unknown'))).toMatch(/no list named 'Nobody'/);
    expect(err(variant((d) => (d.players as unknown[]).pop(), 'odd'))).toMatch(/odd field/);
  });
  it('SDS 10.10 states no rematch rule: avoidRematches is off unless the file asks for the house rule', () => {
    expect(readTournament(variant((d) => delete d.avoidRematches, 'rematch-default')).avoidRematches).toBe(false);
    expect(readTournament(INTRO).avoidRematches).toBe(true);
  });
  it('a tie-break metric the ruleset lacks is skipped with a note', () => {
    const s = readTournament(variant((d) => (d.tiebreaks = [{ metric: 'flagsCaptured', of: 'own' }]), 'tb'));
    expect(s.tiebreaks[0].available).toBe(false);
    expect(s.notes.join(' ')).toMatch(/flagsCaptured.*skipped/);
  });
});

describe('volley tournament (CLI)', () => {
  it('writes players.csv, lists.csv, charts, summary.json and index.html', async () => {
    const out = join(dir, 'cli');
    expect(await main(['node', 'volley', 'tournament', INTRO, '-t', '20', '-w', '0', '-o', out, '-q'])).toBe(0);
    for (const f of [
      'players.csv',
      'lists.csv',
      'win-event.svg',
      'win-event.vl.json',
      'rank-distribution.svg',
      'mean-points.svg',
      'summary.json',
      'index.html',
    ]) {
      expect(existsSync(join(out, f))).toBe(true);
    }
    const head = readFileSync(join(out, 'players.csv'), 'utf8').split('\n')[0];
    expect(head).toMatch(/winEvent/);
    expect(head).toMatch(/meanRank/);
    expect(head).toMatch(/rank8/);
    expect(await main(['node', 'volley', 'tournament', join(dir, 'nope.yaml'), '-q'])).toBe(2);
  });

  it('the shipped SDS example loads and plays a tournament', async () => {
    const s = readTournament('scenarios/sds/tournaments/example.yaml');
    expect(s.players.length).toBeGreaterThanOrEqual(8);
    expect(s.tiebreaks.every((t) => t.available)).toBe(true);
    const r = await runTournament(s, { tournaments: 1, workers: 0 });
    expect(r.tally.games).toBe((s.players.length / 2) * s.rounds);
  }, 20000);
});
