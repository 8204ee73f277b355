/**
 * Remembered results of moveModel (actions.ts) for a model not in base contact with an enemy.
 * Such a move rolls no dice and changes nothing but the mover's position, and its end depends
 * only on the table, the options, every model's position and presence, and the mover's own
 * mounted flag. The policies try a move before choosing it (rules/trial.ts) and the rules
 * then play the same move from the same positions, so the second call is answered here.
 *
 * Validity: the entries hold for one layout, named by its stamp s.layout: every write of a
 * position or of onTable that lasts until a move is asked for takes a new stamp (`changed`), and
 * code that puts every model back where it was may put the old stamp back with them (a trial
 * move). Another stamp or the next game clears the entries. The stamps come from a clock here,
 * which snapshots of the state (policies) do not restore, so no stamp names two layouts. Per
 * Game, not module state; on only when the LOS cache is (full games, whose table does not change).
 */
import type { SdsState } from '../state.js';

/** Entries kept per layout: a charge tries the straight line and then a contact spot. */
const ENTRIES = 4;

export class MoveMemo {
  /** The last stamp handed out (never reset: a stamp names one layout for the Game's life). */
  private clock = 0;
  private layout = -1;
  private game = -1;
  private count = 0;
  private next = 0;
  private readonly m = new Int32Array(ENTRIES);
  private readonly tx = new Float64Array(ENTRIES);
  private readonly ty = new Float64Array(ENTRIES);
  private readonly target = new Int32Array(ENTRIES);
  private readonly mounted = new Uint8Array(ENTRIES);
  /** End position and contact of each entry. */
  readonly ex = new Float64Array(ENTRIES);
  readonly ey = new Float64Array(ENTRIES);
  readonly contact = new Uint8Array(ENTRIES);

  /** A position or a model's presence changed: the layout takes a new stamp. */
  changed(s: SdsState): void {
    s.layout = ++this.clock;
  }

  /**
   * The entry for this move from the current layout, or −1. A layout stamp different from the
   * kept one (or another game) replaces it and forgets every entry.
   */
  find(s: SdsState, game: number, m: number, tx: number, ty: number, target: number): number {
    if (game !== this.game || s.layout !== this.layout) {
      this.layout = s.layout;
      this.game = game;
      this.count = 0;
      this.next = 0;
      return -1;
    }
    const mounted = s.mounted[m];
    for (let k = 0; k < this.count; k++) {
      if (this.m[k] === m && this.tx[k] === tx && this.ty[k] === ty && this.target[k] === target && this.mounted[k] === mounted) return k;
    }
    return -1;
  }

  /** Remember a move just computed from the layout `find` last kept (call right after a miss). */
  store(m: number, tx: number, ty: number, target: number, mounted: number, ex: number, ey: number, contact: boolean): void {
    const k = this.next;
    this.next = (k + 1) % ENTRIES;
    if (this.count < ENTRIES) this.count++;
    this.m[k] = m;
    this.tx[k] = tx;
    this.ty[k] = ty;
    this.target[k] = target;
    this.mounted[k] = mounted;
    this.ex[k] = ex;
    this.ey[k] = ey;
    this.contact[k] = contact ? 1 : 0;
  }
}
