import type { AnyRuleset, GameLog, Outcome } from '../rulesets/types.js';
import { SeededDice } from '../rulesets/kit/dice.js';
import { checkedMaker } from '../rulesets/kit/policyParams.js';
import { aiSeed, gameSeed, matchupKey } from './seeds.js';

/**
 * Which seed and orientation game `gameIndex` of a matchup uses. With mirrored pairs, games
 * 2k and 2k+1 share pair k's seed; in game 2k+1 the lists swap sides (list A plays side 1).
 */
export function gamePlan(masterSeed: number | string, matchupId: string, gameIndex: number, pairs: boolean) {
  const key = matchupKey(masterSeed, matchupId);
  const unit = pairs ? Math.floor(gameIndex / 2) : gameIndex;
  const swapped = pairs && gameIndex % 2 === 1;
  return { seed: gameSeed(key, unit), swapped };
}

/** Play one game exactly as the bulk runner plays it (for replay and tests). */
export function playOne(
  ruleset: AnyRuleset,
  setup: unknown,
  policyNames: [string, string],
  masterSeed: number | string,
  matchupId: string,
  gameIndex: number,
  pairs: boolean,
  log?: GameLog,
): { outcome: Outcome; swapped: boolean; seed: number } {
  const { seed, swapped } = gamePlan(masterSeed, matchupId, gameIndex, pairs);
  const game = ruleset.prepare(swapped ? ruleset.swapSides(setup) : setup);
  const p0 = checkedMaker(ruleset, swapped ? policyNames[1] : policyNames[0]).create();
  const p1 = checkedMaker(ruleset, swapped ? policyNames[0] : policyNames[1]).create();
  const outcome = ruleset.play(game, [p0, p1], { dice: new SeededDice(seed), ai: new SeededDice(aiSeed(seed)) }, log);
  return { outcome, swapped, seed };
}
