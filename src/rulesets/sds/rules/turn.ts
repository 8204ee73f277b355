/**
 * The turn loop (SDS 2.5–2.7, Appendix D): activations, actions, turnovers.
 */
import {
  A_ADVANCE,
  A_AIMED,
  A_CENTER,
  A_POINT,
  A_CHARGE,
  A_COVER,
  A_DISMOUNT,
  A_FALLBACK,
  A_FLAG,
  A_FORM,
  A_G_MOVE,
  A_G_REGROUP,
  A_G_SHOOTRELOAD,
  A_G_VOLLEY,
  A_G_DISMOUNT,
  A_G_REMOUNT,
  A_MELEE,
  A_POWER,
  A_RELOAD,
  A_SHOOT,
  A_STAND,
  ACTION_NAMES,
  type Game,
} from '../game.js';
import { B_SLOW, FLAG_CARRIED, FLAG_CAPTURED, sideEnd, sideStart } from '../state.js';
import { T_FLAG, doReload, melee, nameOf, shoot } from './actions.js';
import { moveAction } from './moves.js';
import { charge } from './charge.js';
import { activationQuality } from './command.js';
import { afterEvent } from './morale.js';
import { listActions, MODE_OWN } from './candidates.js';
import { GROUP_MOVE_FIRST, groupDismount, groupMove, groupRemount, memberHook, regroup, shootAndReload, volley } from './groups.js';
import { allMoveThenFight } from './groupFight.js';
import { naturalSuccesses } from '../../kit/dicePool.js';
import { DECIDE_ACTION, DECIDE_ACTIVATION, DECIDE_ACTIVATION_DICE, PASS, STOP, ask, askCandidate, askDice } from '../decisions.js';

memberHook.run = runActions;
memberHook.moveFirst = allMoveThenFight; // SDS 5.8

/** SDS 2.6: one player's turn. */
export function playerTurn(g: Game, side: number): void {
  const s = g.st;
  const cfg = g.cfg;
  s.active = side;
  for (let i = 0; i < s.n; i++) {
    if (s.side[i] === side) {
      s.activated[i] = 0;
      s.attacked[i] = 0;
      if (!cfg.o.fleeCostsNextActivation) s.spent[i] = 0;
    }
    s.volleyed[i] = 0;
  }
  g.st.groupTurnover = 0;
  s.switchRider = -1;
  continueTurn(g, side);
}

/**
 * The activations of side's turn from wherever it stands (models already activated stay so)
 * to its end; the search policy's playouts (policies/search.ts) re-enter a turn here.
 */
export function continueTurn(g: Game, side: number): void {
  const s = g.st;
  const cfg = g.cfg;
  for (let guard = 0; guard < 200; guard++) {
    if (s.over) return;
    const opts = g.scratch.codes;
    let n = 0;
    for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) if (s.onTable[i] && !s.activated[i] && !s.spent[i]) opts[n++] = i;
    if (n === 0) break; // SDS 2.6 (b): every model activated
    if (cfg.o.mayPassVoluntarily) opts[n++] = PASS; // A36
    const m = ask(g, side, DECIDE_ACTIVATION, -1, n);
    if (m === PASS) break;
    // SDS 2.7: one to three dice; SDS 7.2 option: a Slow model rolls at most two
    const nd = askDice(g, side, DECIDE_ACTIVATION_DICE, m, s.rules[m] & B_SLOW && cfg.o.slow === 'maxTwoDice' ? 2 : 3);
    s.activated[m] = 1;
    const q = activationQuality(g, m);
    const succ = naturalSuccesses(g.dice, nd, q);
    const turnover = nd - succ >= 2; // SDS 2.7: two failures pass the turn (after acting)
    if (g.log)
      g.log.event(
        `  ${nameOf(g, m)} activates with ${nd} ${nd === 1 ? 'die' : 'dice'} at ` +
          `${q}+: ${succ} ` +
          `action${succ === 1 ? '' : 's'}${turnover ? ' — turnover' : ''}`,
      );
    runActions(g, m, succ, MODE_OWN);
    afterEvent(g);
    if (s.over) return;
    if (turnover || g.st.groupTurnover) break;
  }
  // A23 variant: a model that fled in the enemy's turn has now lost this turn's activation
  if (cfg.o.fleeCostsNextActivation) for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) s.spent[i] = 0;
}

/** Spend `left` actions of model m as the policy chooses (SDS 2.10). */
export function runActions(g: Game, m: number, left: number, mode: number): void {
  const cands = g.decision.cands;
  const s = g.st;
  g.st.fearFailed = 0;
  if (s.switchRider === m) s.switchRider = -1; // SDS 5.10.4: a test taken at once holds for that charge only
  let moves = 0;
  for (let guard = 0; guard < 12 && left > 0; guard++) {
    if (s.over || !s.onTable[m] || s.spent[m]) return;
    if (mode === MODE_OWN && g.st.groupTurnover) return; // SDS 2.11: the Leader loses his remaining actions
    listActions(g, m, left, mode, moves);
    if (cands.n === 0) return;
    g.decision.left = left;
    const k = askCandidate(g, s.side[m], DECIDE_ACTION, m, STOP);
    if (k === STOP) return;
    const kind = cands.kind[k];
    const t = cands.target[k];
    const cost = cands.cost[k];
    const px = cands.x[k];
    const py = cands.y[k];
    left -= cost;
    if (g.log && kind < A_G_VOLLEY) g.log.event(`   ${nameOf(g, m)}: ${ACTION_NAMES[kind]}${t >= 0 && kind !== A_FLAG ? ` → ${nameOf(g, t)}` : ''}`);
    switch (kind) {
      case A_STAND:
        s.fallen[m] = 0; // SDS 3.5
        break;
      case A_RELOAD:
        doReload(g, m); // SDS 3.8
        break;
      case A_SHOOT:
        shoot(g, m, t, 0, false, 0);
        break;
      case A_AIMED:
        shoot(g, m, t, px, false, 0); // SDS 2.10: −1 [T] per extra action
        break;
      case A_MELEE:
        melee(g, m, t, 0, false);
        break;
      case A_POWER:
        melee(g, m, t, px, false);
        break;
      case A_CHARGE:
        moves++;
        charge(g, m, t, left);
        break;
      case A_ADVANCE:
      case A_COVER:
      case A_CENTER:
      case A_POINT:
      case A_FALLBACK:
      case A_FORM:
        moves++;
        moveAction(g, m, kind, t, px, py);
        break;
      case A_FLAG:
        pickUpFlag(g, m, t);
        break;
      case A_DISMOUNT:
        // SDS 3.7: the horse runs away; from now on the man fights as infantry
        s.mounted[m] = 0;
        break;
      case A_G_VOLLEY:
        volley(g, m, t);
        break;
      case A_G_MOVE:
        groupMove(g, m, t, px, py === GROUP_MOVE_FIRST); // SDS 5.8: y picks the order of moves and fights
        break;
      case A_G_REGROUP:
        regroup(g, m);
        break;
      case A_G_SHOOTRELOAD:
        shootAndReload(g, m, px === 1 ? t : -1); // SDS 2.15: x 1 = the front rank volleys at t
        break;
      case A_G_DISMOUNT:
        groupDismount(g, m);
        break;
      case A_G_REMOUNT:
        groupRemount(g, m);
        break;
    }
    afterEvent(g);
  }
}

/** SDS 6.8 (provisional): pick up an unattended flag in base contact: capture or recovery. */
function pickUpFlag(g: Game, m: number, flagSide: number): void {
  const s = g.st;
  if (flagSide === s.side[m]) {
    s.flagState[flagSide] = FLAG_CARRIED;
    s.flagCarrier[flagSide] = m;
    if (g.log) g.log.event(`    ${nameOf(g, m)} recovers the flag`);
  } else {
    s.flagState[flagSide] = FLAG_CAPTURED;
    s.flagsCaptured[s.side[m]]++;
    // A25 option: the flag counts as lost when the enemy takes it
    if (g.cfg.o.flagLostWhen === 'captured' && !s.flagLostDone[flagSide]) g.st.pendSquad[flagSide] |= T_FLAG;
    if (g.log) g.log.event(`    ${nameOf(g, m)} captures the enemy flag!`);
  }
}
