// What players read carries no source tags nor spec file paths (issue 29 item 12): `volley points`
// prints a catalogue note's tags in words (--json keeps them), `volley rules` names rule sections.
import { describe, expect, it } from 'vitest';
import { readableNote } from '../../src/rulesets/sds/data/sourceTags.js';
import { volley } from '../helpers/cli.js';

const TAGS = /\b(TOYS|SASK|TIMO|RAFA-[A-Z]+|SEED-000|S00[01]|A29)\b|shared\/rules|\.md\b/;

describe('source tags and spec paths stay out of what players read', () => {
  it('volley points: notes in words; the JSON keeps the tags', async () => {
    for (const nation of ['France', 'Great Britain', 'Austria']) {
      const text = await volley('points', 'sds', nation);
      expect(text.code, text.stderr).toBe(0);
      expect(text.stdout).toContain('note: ');
      expect(text.stdout).not.toMatch(TAGS);
    }
    const json = await volley('points', 'sds', 'France', '--json');
    expect(json.stdout).toMatch(/TOYS|SASK/);
  });

  it('a note reads as words', () => {
    expect(readableNote('points TOYS; profile derived')).toBe('points from a published game report; profile derived');
    expect(readableNote('SEED-000: the only infantry with Fear (SDS 5.11)')).toBe('the tournament rules: the only infantry with Fear (SDS 5.11)');
    expect(readableNote('SASK')).toBe('from a published game report');
    expect(readableNote('Q3 C2 derived (SDS 8.3)')).toBe('Q3 C2 derived (SDS 8.3)');
  });

  it("volley rules: option sections name the rules, not the spec's decision ids (--json keeps them)", async () => {
    for (const game of ['sds', 'sfg', 'alg', 'intro']) {
      const r = await volley('rules', game);
      const sections = [...r.stdout.matchAll(/^\S+ = .*\[([^\]]*)\]$/gm)].map((m) => m[1]);
      expect(sections.length, game).toBeGreaterThan(5);
      expect(sections.filter((s) => /\b(A|G|G-A|G-I)\d+\b/.test(s))).toEqual([]);
    }
    expect((await volley('rules', 'sfg', '--json')).stdout).toMatch(/SFG-[\d.]+ \/ G\d+/);
  });

  it('volley rules: sections and games without tags or file paths', async () => {
    for (const args of [['rules'], ['rules', 'sds'], ['rules', 'sds', '--coverage']]) {
      const r = await volley(...args);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).not.toMatch(TAGS);
    }
  });
});
