// G-A20: the 12-turn limit is volley's own; an alg run reports the share of games it decided
// (summary.json, the page and the terminal), counted from the outcomes' reasons.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

interface Summary {
  turnLimit?: { turns: number; source: string; results: { games: number; decided: number; share: number }[] };
  tallies: { tally: { games: number; reasons: Record<string, number> } }[];
}

describe('the share of games the turn limit decides', () => {
  it('is in summary.json, index.html and the terminal of an alg run, equal to the time-outs in the tally', async () => {
    const out = join(tempDir(), 'alg');
    const r = await volley('run', 'scenarios/alg/mirror.yaml', '--games', '20', '--workers', '0', '--option', 'maxTurns=3', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Summary;
    const reasons = s.tallies[0].tally.reasons;
    const decided = (reasons.time ?? 0) + (reasons.timeDraw ?? 0);
    expect(decided).toBeGreaterThan(0); // three turns rarely break an army
    expect(s.turnLimit?.turns).toBe(3);
    expect(s.turnLimit?.source).toContain("volley's own");
    expect(s.turnLimit?.results[0]).toEqual({ policies: ['aggressive', 'aggressive'], games: 20, decided, share: decided / 20 });
    expect(r.stdout).toContain(`turn limit: The 3-turn limit decided ${((100 * decided) / 20).toFixed(1)}% (${decided} of 20 games`);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('3-turn limit decided');
  });
  it('is absent for a game without one (intro)', async () => {
    const out = join(tempDir(), 'intro');
    const r = await volley('run', 'scenarios/intro/default.yaml', '--games', '4', '--workers', '0', '--out', out);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('turn limit:');
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'))).not.toHaveProperty('turnLimit');
  });
});
