import { randomPolicy, sharedPolicy } from '../../src/rulesets/kit/policy.js';
import type { GameRng, Outcome, Policy, Ruleset } from '../../src/rulesets/types.js';

/**
 * A toy game written against the contract (a test fixture and the smallest example of a
 * ruleset): two champions trade blows; each turn the side to act picks a blow (option code =
 * damage 1..3, harder blows miss more often). First to 0 hit points loses; 20 turns is a draw.
 */
export interface ToySetup {
  names: [string, string];
  hp: [number, number];
}

export class ToyGame {
  readonly hp = new Int32Array(2);
  readonly options = [1, 2, 3];
  constructor(readonly setup: ToySetup) {}
}

export const DECIDE_BLOW = 0;
type ToyPolicy = Policy<ToyGame> & { description: string };

const strongest: ToyPolicy = {
  name: 'strongest',
  description: 'always the hardest blow',
  decide: (_g, _kind, options) => options.length - 1,
};

export function playToy(g: ToyGame, policies: [ToyPolicy, ToyPolicy], rng: GameRng, log?: { event(t: string): void }): Outcome {
  g.hp[0] = g.setup.hp[0];
  g.hp[1] = g.setup.hp[1];
  let turn = 0;
  let winner: 0 | 1 | null = null;
  while (winner === null && turn < 20) {
    turn++;
    for (let side = 0; side < 2 && winner === null; side++) {
      const blow = g.options[policies[side].decide(g, DECIDE_BLOW, g.options, rng.ai)];
      const hits = rng.dice.d6() > blow + 1;
      if (log) log.event(`turn ${turn}: ${g.setup.names[side]} swings for ${blow}${hits ? '' : ' and misses'}`);
      if (hits) g.hp[1 - side] -= blow;
      if (g.hp[1 - side] <= 0) winner = side as 0 | 1;
    }
  }
  const lost: [number, number] = [g.setup.hp[0] - Math.max(0, g.hp[0]), g.setup.hp[1] - Math.max(0, g.hp[1])];
  return { winner, reason: winner === null ? 'time' : 'knockout', turns: turn, pointsLost: lost, score: [lost[1], lost[0]], metrics: {} };
}

export const toyRuleset: Ruleset<ToySetup, ToyGame, ToyPolicy> = {
  id: 'toy',
  title: 'Toy duel',
  options: [],
  policies: { strongest: sharedPolicy(strongest), random: sharedPolicy<ToyPolicy>(randomPolicy) },
  defaultPolicy: 'strongest',
  competentTier: ['strongest'],
  loadSetup: () => ({ names: ['A', 'B'], hp: [6, 6] }),
  sides: (s) => [
    { name: s.names[0], points: s.hp[0] },
    { name: s.names[1], points: s.hp[1] },
  ],
  swapSides: (s) => ({ names: [s.names[1], s.names[0]], hp: [s.hp[1], s.hp[0]] }),
  prepare: (s) => new ToyGame(s),
  play: playToy,
  metricNames: [],
};
