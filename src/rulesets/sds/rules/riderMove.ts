/**
 * SDS 5.10.4: a rider whose charge target was eliminated, with no other enemy to switch to,
 * "may move freely (even toward other enemies) but may not contact anyone (stop the model 1 cm
 * from the enemy)", so nobody tests. Whether and where it moves is its player's choice, asked
 * through the decision protocol (DECIDE_RIDER_MOVE).
 */
import { A_ADVANCE, A_FALLBACK, ACTION_NAMES, type Game } from '../game.js';
import { addCand } from '../candidateList.js';
import { DECIDE_RIDER_MOVE, STOP, askCandidate, proposeMoves } from '../decisions.js';
import { nameOf } from './actions.js';
import { engaged, overlapsAny } from '../table/geom.js';
import { moveAction } from './moves.js';
import { RIDER_STAND_OFF_MM } from '../constants.js';
import { sideEnd, sideStart } from '../state.js';

/**
 * The rider m's free move: the policy picks an advance toward any enemy, a fall-back from the
 * nearest, one of its own points (SdsPolicy.addMoves), or no move (STOP). The move is the rules'
 * ordinary move action, cut back so that it ends RIDER_STAND_OFF_MM from every enemy it closed on.
 */
export function riderMovesFreely(g: Game, m: number, left: number): void {
  const cands = g.decision.cands;
  const s = g.st;
  if (s.over || !s.onTable[m] || s.fallen[m]) return;
  cands.n = 0;
  const e = 1 - s.side[m];
  let nearest = -1;
  let nd = Infinity;
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (!s.onTable[j]) continue;
    addCand(cands, A_ADVANCE, j, 1, 0, 0);
    const d = (s.x[j] - s.x[m]) * (s.x[j] - s.x[m]) + (s.y[j] - s.y[m]) * (s.y[j] - s.y[m]);
    if (d < nd) {
      nd = d;
      nearest = j;
    }
  }
  if (nearest >= 0) addCand(cands, A_FALLBACK, nearest, 1, 0, 0);
  if (!engaged(s, m)) proposeMoves(g, s.side[m], m, DECIDE_RIDER_MOVE);
  if (cands.n === 0) return;
  g.decision.left = left;
  const k = askCandidate(g, s.side[m], DECIDE_RIDER_MOVE, m, STOP);
  if (k === STOP) return;
  const kind = cands.kind[k];
  const t = cands.target[k];
  const x0 = s.x[m];
  const y0 = s.y[m];
  if (g.log)
    g.log.event(
      `   ${nameOf(g, m)}: ` +
        `${ACTION_NAMES[kind]}${kind === A_ADVANCE || kind === A_FALLBACK ? ` → ${nameOf(g, t)}` : ''} ` +
        `(free move, no new target: SDS 5.10.4)`,
    );
  moveAction(g, m, kind, t, cands.x[k], cands.y[k]);
  if (s.onTable[m]) standOff(g, m, x0, y0);
}

/**
 * Cut m's straight move from (x0, y0) back to where it first comes within RIDER_STAND_OFF_MM of
 * an enemy it is closing on (every move action goes in a straight line from its start, detours
 * and fan-outs included: table/move.ts). A cut that would leave it on another base: no move.
 */
function standOff(g: Game, m: number, x0: number, y0: number): void {
  const s = g.st;
  const dx = s.x[m] - x0;
  const dy = s.y[m] - y0;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len < 1e-9) return;
  const ux = dx / len;
  const uy = dy / len;
  let cut = len;
  const e = 1 - s.side[m];
  for (let j = sideStart(s, e), end = sideEnd(s, e); j < end; j++) {
    if (!s.onTable[j]) continue;
    const R = s.r[m] + s.r[j] + RIDER_STAND_OFF_MM;
    const fx = x0 - s.x[j];
    const fy = y0 - s.y[j];
    const b = fx * ux + fy * uy;
    if (b >= 0) continue; // not closing on it
    const c = fx * fx + fy * fy - R * R;
    if (c <= 0) {
      cut = 0;
      break;
    } // already that close: no nearer
    const disc = b * b - c;
    if (disc < 0) continue;
    const t = -b - Math.sqrt(disc);
    if (t < cut) cut = t;
  }
  if (cut >= len) return;
  const nx = x0 + ux * cut;
  const ny = y0 + uy * cut;
  s.x[m] = x0;
  s.y[m] = y0;
  if (cut > 0 && !overlapsAny(s, nx, ny, s.r[m], m)) {
    s.x[m] = nx;
    s.y[m] = ny;
  }
  g.scratch.moveMemo.changed(s);
}
