import { describe, expect, it } from 'vitest';
import { conformanceChecks } from '../../src/rulesets/kit/conformance.js';
import type { AnyRuleset } from '../../src/rulesets/types.js';
import { testRuleset } from '../helpers/testRuleset.js';
import { type ToyGame, toyRuleset, type ToySetup } from './toyGame.js';

const setup: ToySetup = { names: ['A', 'B'], hp: [6, 6] };

testRuleset(toyRuleset, [{ name: 'toy duel', setup }]);

function failing(rs: AnyRuleset): string[] {
  const out: string[] = [];
  for (const c of conformanceChecks(rs, [{ name: 'toy', setup }])) {
    try {
      c.run();
    } catch {
      out.push(c.name.replace(/^toy: /, ''));
    }
  }
  return out;
}

describe('the conformance harness catches broken rulesets', () => {
  it('a game that does not reset its state between games', () => {
    const leaky = {
      ...toyRuleset,
      play: (g: ToyGame, p: never, r: never) => {
        const before = g.hp[0];
        const o = toyRuleset.play(g, p, r);
        if (before !== 0) o.turns += 1; // depends on the previous game
        return o;
      },
    };
    expect(failing(leaky as AnyRuleset)).toContain('the same seed gives the same game, on a fresh or a reused prepared game');
  });

  it('an outcome with an undeclared metric or a fractional score', () => {
    const bad = { ...toyRuleset, play: (g: ToyGame, p: never, r: never) => ({ ...toyRuleset.play(g, p, r), score: [0.5, 0.5] }) };
    expect(failing(bad as unknown as AnyRuleset)).toContain('every game ends with a well-formed outcome, under every policy');
    const extra = { ...toyRuleset, play: (g: ToyGame, p: never, r: never) => ({ ...toyRuleset.play(g, p, r), metrics: { kills: [1, 0] } }) };
    expect(failing(extra as unknown as AnyRuleset)).toContain('every game ends with a well-formed outcome, under every policy');
  });

  it('a swap that does not swap, and a log that changes the game', () => {
    expect(failing({ ...toyRuleset, swapSides: (s: ToySetup) => s } as AnyRuleset)).toContain(
      'swapped sides mirror the side facts, and swapping twice plays the same games',
    );
    const chatty = {
      ...toyRuleset,
      play: (g: ToyGame, p: never, r: never, log?: unknown) => ({ ...toyRuleset.play(g, p, r, log as never), turns: log ? 99 : 1 }),
    };
    expect(failing(chatty as AnyRuleset)).toContain('replay equals bulk (a logged game equals the same game played among others)');
  });

  it('a policy that answers outside its options', () => {
    const wild = { name: 'wild', description: '', create: () => ({ name: 'wild', decide: () => 7 }) };
    const rs = { ...toyRuleset, policies: { ...toyRuleset.policies, wild } };
    expect(failing(rs as AnyRuleset)).toContain('policies are made per side per game and answer within their options');
  });
});
