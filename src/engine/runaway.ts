/**
 * Hard limit on turns in one game, whatever the rule options say (every shipped option caps
 * turns far below it): a rules bug that never ends a game stops here instead of hanging the run.
 */
export const GAME_TURN_LIMIT = 10_000;

/** Thrown by a ruleset's turn loop when a game passes GAME_TURN_LIMIT. */
export class GameTurnLimitError extends Error {
  constructor(readonly turns: number) {
    super(`game passed the hard limit of ${GAME_TURN_LIMIT} turns`);
    this.name = 'GameTurnLimitError';
  }
}

/** Marks a runaway game's message so it survives the worker boundary (class identity does not). */
export const RUNAWAY_PREFIX = 'runaway game: ';

/** A runaway game with what `volley replay` needs to show it: matchup, master seed, game index. */
export class RunawayGameError extends Error {
  constructor(matchupId: string, masterSeed: number | string, gameIndex: number, cause: string) {
    super(`${RUNAWAY_PREFIX}matchup '${matchupId}', master seed ${masterSeed}, game ${gameIndex}: ${cause} (a rules bug: volley replay <scenario> --seed ${masterSeed} --game ${gameIndex} shows it)`);
    this.name = 'RunawayGameError';
  }
}

export function isRunaway(e: unknown): boolean {
  return e instanceof Error && e.message.startsWith(RUNAWAY_PREFIX);
}
