/**
 * Morale outcomes, squad-loss threshold and rout (SDS 6.1, 6.2, 6.6, 6.7).
 */
import type { SdsOptions } from '../options.js';
import { clampQuality } from './activation.js';

type MoraleResult = 'hold' | 'flee1' | 'flee2' | 'fledOff';

/** SDS 6.2: failures out of 3 dice → result. */
export function moraleResult(failures: number): MoraleResult {
  return failures <= 0 ? 'hold' : failures === 1 ? 'flee1' : failures === 2 ? 'flee2' : 'fledOff';
}

/** Number of flee moves for a result (3 = off the table). */
export function fleeMoves(failures: number): number {
  return failures < 0 ? 0 : failures > 3 ? 3 : failures;
}

/**
 * SDS 6.1: effective Q of a morale test. Modifiers act on each die: command bonus (option A6),
 * Steadfast +1 [SBH], Fear −1 (SDS 5.10), and `extra` (+ better, − worse; e.g. green/wavering options).
 */
export function moraleQuality(
  q: number,
  commandBonus: boolean,
  steadfast: boolean,
  fearPenalty: boolean,
  opts: Pick<SdsOptions, 'commandBonusOnMorale'>,
  extra = 0,
): number {
  let e = q - extra;
  if (commandBonus && opts.commandBonusOnMorale) e -= 1;
  if (steadfast) e -= 1;
  if (fearPenalty) e += 1;
  return clampQuality(e);
}

/** SDS 6.6: a squad tests when losses reach ⌊N/3⌋ + 1 (more than a third); Russians one more (SDS 7.3). */
export function lossThreshold(nModels: number, russian: boolean): number {
  return Math.floor(nModels / 3) + 1 + (russian ? 1 : 0);
}

/**
 * SDS 6.5–6.6 with option lossTrigger (A22, A42): has the squad-loss trigger been reached?
 * thirdModels: the table; halfModels: losses ≥ half the models (rounded up); halfPoints: lost points ≥ half the list.
 * The Russian bonus adds one model to the model-count triggers.
 */
export function lossTriggerReached(
  opts: Pick<SdsOptions, 'lossTrigger'>,
  lostModels: number,
  nModels: number,
  lostPoints: number,
  listPoints: number,
  russian: boolean,
): boolean {
  switch (opts.lossTrigger) {
    case 'halfModels':
      return lostModels >= Math.ceil(nModels / 2) + (russian ? 1 : 0);
    case 'halfPoints':
      return lostPoints * 2 >= listPoints;
    default:
      return lostModels >= lossThreshold(nModels, russian);
  }
}

/**
 * SDS 6.7: does a squad rout? `commanderPresent`: an Officer or NCO of the squad is on the table;
 * `modelsOnTable` counts every model of the squad on the table (commander included).
 * 1. commander present with at most one other soldier, and the enemy has more models;
 * 2. no commander and two or fewer soldiers left, whatever the enemy has.
 */
export function routs(commanderPresent: boolean, modelsOnTable: number, enemyOnTable: number): boolean {
  if (commanderPresent) return modelsOnTable <= 2 && enemyOnTable > modelsOnTable;
  return modelsOnTable <= 2;
}
