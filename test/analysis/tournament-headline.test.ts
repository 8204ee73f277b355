// The tournament headline says when a house rule shaped the pairings (issue 30, item 8): the
// shipped example turns avoidRematches on, and the README quotes its headline.
import { describe, expect, it } from 'vitest';
import { tournamentHeadline } from '../../src/analysis/tournament/report.js';
import type { TournamentResult } from '../../src/analysis/tournament/run.js';

function result(avoidRematches: boolean): TournamentResult {
  const player = (name: string, win: number) => ({ player: name, main: 'A', secondary: 'B', winEvent: win, winLo: win - 0.02, winHi: win + 0.02 });
  return {
    players: [player('P1', 0.3), player('P2', 0.2), player('P3', 0.25), player('P4', 0.25)],
    tally: { tournaments: 1000 },
    spec: { avoidRematches },
  } as unknown as TournamentResult;
}

describe('tournament headline', () => {
  it('names the avoidRematches house rule when it is on, and only then', () => {
    expect(tournamentHeadline(result(true))).toMatch(/house rule avoidRematches/);
    expect(tournamentHeadline(result(false))).not.toMatch(/avoidRematches/);
  });
});
