/**
 * The SDS policy contract. The engine asks a policy three kinds of question and the policy
 * answers from the Game it is handed (reading state, never changing it):
 *  - which model to activate next and with how many dice (SDS 2.7), or pass (SDS 2.6);
 *  - which candidate action a model takes next (g.cands, filled by the engine), or stop;
 *  - how many dice a group order rolls (SDS 2.11) and whether to take a free activation
 *    against a fleeing model (SDS 6.4).
 * Randomness comes only from g.ai (never from the rules dice).
 */
import type { Game } from './game.js';

export interface SdsPolicy {
  name: string;
  description: string;
  /** Model index of side g.st.active to activate (not yet activated), with g.pickDice set to 1..3; -1 to pass. */
  pickActivation(g: Game): number;
  /** Index into the candidate buffer (0..g.nc-1) for model m with `left` actions, or -1 to stop. */
  pickAction(g: Game, m: number, left: number): number;
  /** Dice (1..3) for a group roll ordered by leader `m` for an order of kind `kind` with `size` members. */
  pickGroupDice(g: Game, m: number, kind: number, size: number): number;
  /** Free activation (SDS 6.4): index into the candidates (shots/charges at fleeing models) or -1. */
  pickFree(g: Game, m: number): number;
  /**
   * Candidate kinds this policy never takes (bit 1 << kind), so the engine need not list them:
   * a speed-up only, it must not change the policy's choices.
   */
  skip?: number;
  /**
   * Models of its own squad this player leaves out of every group it orders (a group is the
   * player's choice of models, SDS 2.11), e.g. to keep the flag bearer back. Absent: none.
   */
  keepOutOfGroups?(g: Game, i: number): boolean;
  /**
   * Extra move candidates for model m (free to move, not in contact): the policy may add
   * A_POINT candidates (a point to move toward) with g.addCand. Absent: none.
   */
  addMoves?(g: Game, m: number): void;
}

export function skipBit(kind: number): number {
  return 2 ** kind;
}
