/**
 * What an SDS search decision stands on (policies/search.ts), saved before its playouts and put
 * back after each one, every part by a kit declaration (kit/state.ts):
 *   - the rules state (state.ts, sdsState);
 *   - the candidates of the decision (candidateList.ts): the rules act on the one chosen;
 *   - the posed decision (g.decision: kind, side, actor, actions left, group order and size);
 *   - the group listings the rules act on after the decision (groupListings, below).
 * The rest of the Game is Config (play never changes it), caches keyed by what they cache
 * (lines of sight and moves by positions, nearest enemies), a counter whose values need only be
 * unique (g.cascade, the free-activation stamps: a searched decision is never inside a morale
 * cascade, and the next cascade takes a number above every stamp restored), or working buffers
 * that each step of the rules writes before it reads them (the listing's targets, cover and
 * contacts, flights, geometry answers): the real game rebuilds them as the playouts did.
 * test/sds/game/search-restore.test.ts overwrites all of those after every searched decision
 * and checks that play goes on exactly as before.
 */
import { declareState, perUnit, scalar } from '../../kit/state.js';
import { sdsCandidates } from '../candidateList.js';
import type { Game } from '../game.js';
import { sdsState } from '../state.js';

/** Every number of the posed decision (game.ts SdsDecision; its candidates are saved on their own). */
export const posedDecision = declareState('sds posed decision', {
  kind: scalar(),
  side: scalar(),
  actor: scalar(-1),
  left: scalar(),
  order: scalar(),
  size: scalar(),
});

/** A list of model indices, as SdsScratch types it (an Int16Array on any buffer). */
const models = () => perUnit<Int16Array>(Int16Array);

/**
 * The fields of SdsScratch (game.ts) the rules read after a decision without listing them
 * again: the group each order runs (rules/groups.ts: a chosen A_G_* candidate), the group order
 * under way (gBuf: with the leaderInGroup option the Leader's own actions within his order are a
 * searched decision, and the order goes on through gBuf after it), and the least block step of
 * the last group move, which the play invariants read after the next decision.
 */
export const groupListings = declareState('sds group listings', {
  vGroup: models(),
  vN: scalar(),
  mGroup: models(),
  mN: scalar(),
  rGroup: models(),
  rN: scalar(),
  sGroup: models(),
  sN: scalar(),
  sFront: scalar(),
  dGroup: models(),
  dN: scalar(),
  gBuf: models(),
  groupStepLeast: scalar(Infinity),
});

type SaveRestore = { save(): void; restore(): void };

/** save/restore of one Game's searched decision, its buffers allocated once. */
export class SearchSnapshot {
  private readonly state: SaveRestore;
  private readonly cands: SaveRestore;
  private readonly posed: SaveRestore;
  private readonly listings: SaveRestore;

  constructor(g: Game) {
    this.state = sdsState.snapshot(g.st);
    this.cands = sdsCandidates.snapshot(g.decision.cands);
    this.posed = posedDecision.snapshot(g.decision);
    this.listings = groupListings.snapshot(g.scratch);
  }

  save(): void {
    this.state.save();
    this.cands.save();
    this.posed.save();
    this.listings.save();
  }

  restore(): void {
    this.state.restore();
    this.cands.restore();
    this.posed.restore();
    this.listings.restore();
  }
}
