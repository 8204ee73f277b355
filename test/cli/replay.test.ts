import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

/**
 * Replay must reproduce the bulk run game for game: replaying games 0..N-1 one by one and
 * adding up their results gives exactly the run's tally (wins, draws, points lost).
 */
async function checkReplayMatchesRun(scenario: string, games: number, seed: string) {
  const dir = tempDir();
  const run = await volley('run', scenario, '--games', String(games), '--seed', seed, '--workers', '0', '--out', join(dir, 'run'), '--quiet');
  expect(run.code, run.stderr).toBe(0);
  const summary = JSON.parse(readFileSync(join(dir, 'run', 'summary.json'), 'utf8'));
  const tally = summary.tallies[0].tally;
  let winsA = 0;
  let draws = 0;
  let lostA = 0;
  let lostB = 0;
  for (let k = 0; k < games; k++) {
    const out = join(dir, `replay-${k}`);
    const r = await volley('replay', scenario, '--seed', seed, '--game', String(k), '--out', out, '--quiet');
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(join(out, 'replay.txt'), 'utf8');
    const m = /result: (.+) \((\w+)\) after \d+ turns; points lost (.+) (\d+), (.+) (\d+);/.exec(text);
    expect(m, text.slice(-300)).not.toBeNull();
    if (m![1] === 'draw') draws++;
    else if (m![1] === summary.summaries[0].listA) winsA++;
    lostA += Number(m![4]);
    lostB += Number(m![6]);
    expect(readdirSync(out)).toContain('replay.txt');
  }
  expect(winsA).toBe(tally.winsA);
  expect(draws).toBe(tally.draws);
  expect(lostA).toBe(tally.pointsLost[0].sum);
  expect(lostB).toBe(tally.pointsLost[1].sum);
}

describe('volley replay', () => {
  it('replays intro games exactly as the bulk run played them', async () => {
    await checkReplayMatchesRun('scenarios/intro/default.yaml', 8, '5');
  });

  it('replays SDS games exactly as the bulk run played them, with a table SVG', async () => {
    await checkReplayMatchesRun('scenarios/sds/default.yaml', 4, '3');
  });

  it('writes one SVG per turn with --svg-every-turn (SDS)', async () => {
    const out = join(tempDir(), 'turns');
    const r = await volley('replay', 'scenarios/sds/default.yaml', '--game', '1', '--svg-every-turn', '--out', out, '--quiet');
    expect(r.code, r.stderr).toBe(0);
    const svgs = readdirSync(out).filter((f) => f.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(1);
    expect(readFileSync(join(out, svgs[0]), 'utf8')).toMatch(/<svg/);
  });
});
