/** Intro rule numbers used in several places, each citing its section. */

/** INT-3.1: damage levels: ready 0, prone 1 (moves at half speed), wounded 2 (cannot move or, by default, fight), dead 3. */
export const PRONE = 1;
export const WOUNDED = 2;
export const DEAD = 3;

/** INT-4.3: a unit makes at most two actions a turn. */
export const MAX_ACTIONS = 2;
