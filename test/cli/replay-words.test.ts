// The replays in the games' English (issue 29 item 12): a battery "moves … limbered", not "in
// limbered"; one hit is "1 hit"; AlG's PA are "action points" (the spec's English term).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

const dir = tempDir('volley-replay-words-');

async function replay(scenario: string, game: number): Promise<string> {
  const out = join(dir, `${scenario.replace(/\W+/g, '_')}-${game}`);
  const r = await volley('replay', scenario, '--game', String(game), '--out', out, '--quiet');
  expect(r.code, r.stderr).toBe(0);
  return readFileSync(join(out, 'replay.txt'), 'utf8');
}

describe('replay wording', () => {
  it('SfG: batteries move limbered or unlimbered, brigades in a formation; counts agree with their nouns', async () => {
    const text = await replay('scenarios/sfg/default.yaml', 0);
    expect(text).toMatch(/Battery .* moves to \([\d.]+, [\d.]+\) (un)?limbered/);
    expect(text).toMatch(/Brigade moves to \([\d.]+, [\d.]+\) in (march column|attack column|line|double line)/);
    expect(text).not.toMatch(/\bin (un)?limbered\b/);
    expect(text).not.toMatch(/\b1 (hits|points|bases)\b/);
  }, 30_000);

  it('AlG: action points, never the untranslated PA', async () => {
    const text = await replay('scenarios/alg/default.yaml', 0);
    expect(text).toMatch(/\(1 action point\)/);
    expect(text).not.toMatch(/\bPA\b/);
  }, 30_000);
});
