// Issue 28 item 2: a policy reads the game and never writes into it. What a policy weighs by
// changing the game (a trial move, a fight from where a charge would put it) the rules do for it
// and put back (SDS rules/trial.ts). The conformance battery checks at run time that no policy's
// answer changes the state's hash; this checks the source: no policy file assigns into the rules
// state, the Config or a field of the Game other than its own PolicyScratch.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesetIds } from '../../src/rulesets/registry.js';

/**
 * The search policies' forward models play the real turn loop on the game (SDS, AlG) and put it
 * back by the state's declaration (kit/state.ts snapshot); the conformance battery checks them.
 */
const FORWARD_MODELS = new Set(['sds/policies/search.ts', 'alg/policies/search.ts']);

/** An assignment (=, op=, ++, --) into the state (g.st, g.state and their usual locals s, st, state), the Config, or the Game. */
const WRITES = [
  /\b(?:g\.st|g\.state|g\.cfg|s|st|state|cfg)\.[A-Za-z]+(?:\[[^\]]*\])?\s*(?:[-+*/|&]?=(?!=)|\+\+|--)/,
  /\bg\.(?!policyScratch\b)[A-Za-z]+(?:\[[^\]]*\])?\s*(?:[-+*/|&]?=(?!=)|\+\+|--)/,
];

function policyFiles(id: string): string[] {
  const dir = join('src/rulesets', id, 'policies');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${id}/policies/${f}`);
}

describe('policies never write into the game', () => {
  for (const id of rulesetIds())
    it(`${id}: no policy file assigns into the state, the Config or the Game`, () => {
      const found: string[] = [];
      for (const file of policyFiles(id)) {
        if (FORWARD_MODELS.has(file)) continue;
        readFileSync(join('src/rulesets', file), 'utf8')
          .split('\n')
          .forEach((line, k) => {
            const code = line.replace(/\/\/.*$/, '');
            if (/^\s*\*/.test(code)) return;
            if (WRITES.some((w) => w.test(code))) found.push(`${file}:${k + 1}: ${line.trim()}`);
          });
      }
      expect(found).toEqual([]);
    });

  it('the check finds such a write', () => {
    for (const line of ['g.st.fallen[t] = 1;', 's.x[m] = x0;', 'g.trialMove = true;', 'st.pa[u]--;', 'g.cfg.o = o;'])
      expect(
        WRITES.some((w) => w.test(line)),
        line,
      ).toBe(true);
    for (const line of ['const f = g.st.fallen[t];', 'if (s.x[m] === x0) return;', 'g.policyScratch.value = v;', 'cands.score[k] = 0;'])
      expect(
        WRITES.some((w) => w.test(line)),
        line,
      ).toBe(false);
  });
});
