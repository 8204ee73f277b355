/**
 * SFG-8.7.2 reorganise: a winning charger moves 1d6 (reorganiseTable) "not towards the enemy",
 * "may pivot or change formation", and recovers disorder. The policy chooses (K_REORGANISE) among
 * MOVE options, the first being the plain move back: [R] straight back from where it fought (away
 * from the enemy it beat), its new footprint about the front-centre in the facing and formation
 * chosen: its present facing or turned to face the nearest enemy (a pivot of at most 90°, SFG-5.3),
 * each formation. Like any voluntary move it may not cross units it may not pass through (SFG-5.7)
 * nor end touching an enemy; with no such place it stays where it is.
 */
import { CAVALRY_BASE_D, CAVALRY_BASE_W, INFANTRY_BASE_D, INFANTRY_BASE_W, MAX_WHEEL_RAD } from '../constants.js';
import { K_REORGANISE } from '../decisions.js';
import { ATTACK, DOUBLE_LINE, FORMATION_NAMES, LINE, MARCH, columns, ranks } from '../mechanics/formation.js';
import { CAVALRY, type Unit } from '../state.js';
import { CONTACT_GAP, type Game } from '../game.js';

const FORMATIONS = [MARCH, ATTACK, LINE, DOUBLE_LINE];
/** A pivot smaller than this (radians) is no pivot. */
const MIN_PIVOT = 0.1;

export function reorganise(g: Game, w: Unit): void {
  w.disordered = false;
  const f = g.dice.d6();
  const dist = g.cfg.reorganiseTable[f - 1];
  const px = w.px - w.fx * dist;
  const py = w.py - w.fy * dist;
  const buf = g.opts;
  buf.clear();
  offer(g, w, px, py, w.fx, w.fy);
  // turned to face the nearest enemy, at most 90°
  const e = g.nearestEnemyTo(w.side, w.cx, w.cy);
  if (e >= 0) {
    const o = g.units[e];
    let ang = Math.atan2(w.fx * (o.cy - w.cy) - w.fy * (o.cx - w.cx), w.fx * (o.cx - w.cx) + w.fy * (o.cy - w.cy));
    if (Math.abs(ang) >= MIN_PIVOT) {
      ang = Math.max(-MAX_WHEEL_RAD, Math.min(MAX_WHEEL_RAD, ang));
      const c = Math.cos(ang);
      const s = Math.sin(ang);
      offer(g, w, px, py, w.fx * c - w.fy * s, w.fx * s + w.fy * c);
    }
  }
  if (buf.n === 0) {
    if (g.log) g.event(`    ${g.label(w)} reorganises in place (no room to fall back ${dist} UM)`);
    return;
  }
  const k = g.ask(w.side, K_REORGANISE);
  const turned = buf.fx[k] !== w.fx || buf.fy[k] !== w.fy;
  const changed = buf.form[k] !== w.formation;
  w.formation = buf.form[k];
  w.place(buf.px[k], buf.py[k], buf.fx[k], buf.fy[k]);
  if (g.log)
    g.event(
      `    ${g.label(w)} reorganises ${dist} UM ` + `back${turned ? ', turning to the enemy' : ''}${changed ? ` in ${FORMATION_NAMES[w.formation]}` : ''}`,
    );
}

/** Pushes a MOVE option for each formation (the present one first) at anchor (px, py) facing (fx, fy), where w may go. */
function offer(g: Game, w: Unit, px: number, py: number, fx: number, fy: number): void {
  const cav = w.arm === CAVALRY && w.mounted;
  const bw = cav ? CAVALRY_BASE_W : INFANTRY_BASE_W;
  const bd = cav ? CAVALRY_BASE_D : INFANTRY_BASE_D;
  for (let k = -1; k < FORMATIONS.length; k++) {
    const form = k < 0 ? w.formation : FORMATIONS[k];
    if (k >= 0 && form === w.formation) continue;
    const b = g.work.box.set(px, py, fx, fy, (columns(form, w.bases) * bw) / 2, (ranks(form, w.bases) * bd) / 2);
    if (!g.canReach(w, b, -1, CONTACT_GAP)) continue;
    g.opts.pushMove(w.idx, px, py, fx, fy, form, w.mounted ? 1 : 0);
  }
}
