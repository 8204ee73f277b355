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
