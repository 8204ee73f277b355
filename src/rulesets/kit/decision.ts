/**
 * The one decision point of a game (the contract's decision protocol, types.ts): the game lists
 * the legal option codes, poses the decision on its channel (kind, side to choose, the model or
 * unit concerned) and asks the policy; every answer is checked here, so a policy answering out
 * of range stops the game with `<game>: policy 'x' chose option k of n` instead of playing on
 * stale buffer data. Hints (a policy's declared shortcut answers, typed by the game) are posed on
 * the same channel and checked by the game's own test of a legal option (refuseHint).
 */
import type { Dice } from './dice.js';
import type { Policy } from '../types.js';

/**
 * Where a game's decisions are posed: what is being decided (readable by the policy through the
 * game's view; written only by the kit) and the buffer of options handed to it. Every game's
 * channel is one, extended with what the game asks besides (SDS) or its declared hints (SfG).
 */
export class DecisionChannel {
  /** The game's decision kind (its DECIDE_* constants). */
  kind = 0;
  /** The side choosing. */
  side = 0;
  /** The model or unit the decision is about, or -1. */
  actor = -1;
  /** Option buffers by length, reused across decisions and games (asking allocates nothing). */
  private readonly buffers: number[][] = [];

  constructor(readonly gameId: string) {}

  /** Sets the decision being asked (also what a hint sees). */
  pose(kind: number, side: number, actor: number): void {
    this.kind = kind;
    this.side = side;
    this.actor = actor;
  }

  /** Back to no decision (a fresh game). */
  clear(): void {
    this.pose(0, 0, -1);
  }

  /**
   * The reused buffer holding the first `count` codes of `codes`. A game whose rules keep the
   * option list in a buffer of its own, of exactly the options offered, hands that (SfG).
   */
  options(codes: ArrayLike<number>, count: number): ArrayLike<number> {
    let buf = this.buffers[count];
    if (buf === undefined) {
      buf = new Array<number>(count).fill(0);
      this.buffers[count] = buf;
    }
    for (let k = 0; k < count; k++) buf[k] = codes[k];
    return buf;
  }
}

/**
 * Asks `policy` to choose one of the first `count` codes of `codes` and returns the code chosen.
 * A single option is taken without asking (it draws nothing from the AI stream), unless
 * `askSingle`: a game whose policies answer more than the decision asked (an SDS policy picks the
 * activation dice with the model) asks them anyway, and checks the answer all the same.
 */
export function askPolicy<V>(
  channel: DecisionChannel,
  policy: Policy<V>,
  view: V,
  kind: number,
  side: number,
  actor: number,
  codes: ArrayLike<number>,
  count: number,
  ai: Dice,
  askSingle = false,
): number {
  channel.pose(kind, side, actor);
  if (count === 1 && !askSingle) return codes[0];
  const options = channel.options(codes, count);
  const k = policy.decide(view, kind, options, ai);
  if (!(k >= 0 && k < count) || (k | 0) !== k) throw new Error(`${channel.gameId}: policy '${policy.name}' chose option ${k} of ${count}`);
  return options[k];
}

/**
 * askPolicy for a game whose rules act on the option chosen by its place in the game's own
 * option buffer (SfG): returns the index chosen, checked, and asks even about a single option
 * (such a game's recorded games include the AI draws its policies make then).
 */
export function askPolicyIndex<V>(
  channel: DecisionChannel,
  policy: Policy<V>,
  view: V,
  kind: number,
  side: number,
  actor: number,
  codes: ArrayLike<number>,
  count: number,
  ai: Dice,
): number {
  channel.pose(kind, side, actor);
  const k = policy.decide(view, kind, channel.options(codes, count), ai);
  if (!(k >= 0 && k < count) || (k | 0) !== k) throw new Error(`${channel.gameId}: policy '${policy.name}' chose option ${k} of ${count}`);
  return k;
}

/**
 * Refuses a policy's hint (a declared shortcut answer, asked by the game after `pose`, typed by
 * the game): the code it gave is not one of the options `decide` would have had. The game calls
 * the hint itself, so each call site stays monomorphic (inlined): one shared asking function
 * made the intro game 5% slower.
 */
export function refuseHint(channel: DecisionChannel, policy: { readonly name: string }, code: number): never {
  throw new Error(`${channel.gameId}: policy '${policy.name}' chose code ${code} for decision ${channel.kind}, not one of its options`);
}
