export { GameTurnLimitError } from '../rulesets/kit/turnLimit.js';

/** Marks a runaway game's message so it survives the worker boundary (class identity does not). */
export const RUNAWAY_PREFIX = 'runaway game: ';

/** A runaway game with what `volley replay` needs to show it: matchup, master seed, game index. */
export class RunawayGameError extends Error {
  constructor(matchupId: string, masterSeed: number | string, gameIndex: number, cause: string) {
    super(
      `${RUNAWAY_PREFIX}matchup '${matchupId}', master seed ${masterSeed}, ` +
        `game ${gameIndex}: ${cause} (a rules bug: volley replay <scenario> ` +
        `--seed ${masterSeed} --game ${gameIndex} shows it)`,
    );
    this.name = 'RunawayGameError';
  }
}

export function isRunaway(e: unknown): boolean {
  return e instanceof Error && e.message.startsWith(RUNAWAY_PREFIX);
}
