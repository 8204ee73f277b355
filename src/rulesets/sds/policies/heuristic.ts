/**
 * Scored heuristic policies: every candidate action gets a value in points (exact one-step
 * expectations from eval.ts, scaled by the style's weights); the best one is taken, or the
 * model stops when nothing is worth an action. Styles differ in weights and dice habits.
 */
import {
  A_ADVANCE,
  A_AIMED,
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
  A_CENTER,
  A_G_DISMOUNT,
  A_G_REMOUNT,
  A_MELEE,
  A_POWER,
  A_RELOAD,
  A_REMOUNT,
  A_SHOOT,
  A_STAND,
  type Game,
} from '../game.js';
import type { SdsPolicy } from '../game.js';
import type { OptionBuffer } from '../../types.js';
import { decideByPicks, type Picks } from './picks.js';
import { engaged, gap } from '../table/geom.js';
import { waitsForSuperior } from './command-order.js';
import { isMoveKind, NO_MOVE, REACHES, trialFallen, trialMark, tryMove, undoTrial } from '../rules/trial.js';
import { activationQuality } from '../rules/command.js';
import { shotBonus } from '../rules/actions.js';
import { F_NONE, sideEnd, sideStart } from '../state.js';
import { SR_LATER, listShootReloadAt, moveCand, nearestEnemyOf } from '../rules/candidates.js';
import { losOf } from '../table/los.js';
import { chargeEV, MeleeMemo, meleeEV, shotEV, shotTableEV } from './eval.js';
import { successFaces } from '../mechanics/activation.js';
import { shooterShotMod, targetShotMod } from '../mechanics/combat.js';
import { GroupChoices } from './groupChoices.js';
import { stopsAtEvery } from './idle.js';
import { GROUP_MOVE_FIRST } from '../rules/groups.js';
import { SHOOT_RELOAD_RANK } from '../constants.js';

export interface Style {
  name: string;
  description: string;
  /** Dice for models activating at effective Q ≤ 3 / worse. */
  diceGood: number;
  diceOther: number;
  /** Dice for group rolls. */
  diceGroup: number;
  wShoot: number;
  wMelee: number;
  /** Weight of a charge that still leaves an action to attack. */
  wCharge: number;
  /** Value of closing in (advance) when out of the preferred distance. */
  wAdvance: number;
  /** Preferred distance to the enemy for advancing (0: contact). */
  standoff: number;
  wReload: number;
  wCover: number;
  wFallback: number;
  wForm: number;
  wVolley: number;
  wGroupMove: number;
  wRegroup: number;
  wShootReload: number;
  /** Value of keeping a loaded weapon, subtracted from every shot (reloading costs actions). */
  shotCost?: number;
  /** Added to fights and charges (an equal fight is worth starting for a player who wants a decision). */
  meleeBonus?: number;
  /** Value per friend out of command of moving the Leader to the centre of the squad. */
  wCenter?: number;
  /** Flag bearers and C1 models advance only behind at least three friends. */
  screen?: boolean;
  /** Bonus for advancing away from the own deployment edge early on. */
  leaveEdge?: number;
  /** Keep the flag bearer and the Leader out of harm's way. */
  protect?: boolean;
}

export class HeuristicPolicy implements SdsPolicy, Picks {
  readonly name: string;
  readonly description: string;
  skip = 0;
  activationDice = 1;
  /** meleeEV's modifiers while one pickAction scores its candidates. */
  private readonly meleeMemo = new MeleeMemo();
  /** Which way to give a group order (groupChoices.ts). */
  private readonly groupChoices = new GroupChoices();
  /** The front rank's individual fire under Shoot and Reload, once per pickAction (NaN: not yet). */
  private frontFire = NaN;
  constructor(readonly style: Style) {
    this.name = style.name;
    this.description = style.description;
  }

  diceFor(g: Game, m: number): number {
    const q = activationQuality(g, m);
    return q <= 3 ? this.style.diceGood : this.style.diceOther;
  }

  /** Cheap ordering: the Leader, then fights, fallen models, loaded shooters, nearest to the enemy. */
  pickActivation(g: Game): number {
    const s = g.st;
    const cfg = g.cfg;
    const side = s.active;
    let best = -1;
    let bv = -Infinity;
    const near = g.scratch.nearest[1 - side];
    near.gather(s, 1 - side);
    for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) {
      if (!s.onTable[i] || s.activated[i] || s.spent[i]) continue;
      const d = near.dist2(s, i);
      let v = -Math.sqrt(d) / 100;
      if (near.engaged) v += 100;
      else if (s.fallen[i]) v += 60;
      // the Leader before all (SDS 2.7: a turnover on another model's roll costs him his
      // activation and his group orders, issue 31 "the Leader first")
      if (s.isLeader[i]) v += LEADER_FIRST;
      if (s.loaded[i] && s.firearm[i] !== F_NONE && d < 4 * cfg.L * cfg.L) v += 20;
      // SDS 2.8–2.9: superiors first, so no turnover costs them their activation (the line of
      // sight to each superior is the costly part: asked only of a model that would be picked)
      if (v > bv && !waitsForSuperior(g, i)) {
        bv = v;
        best = i;
      }
    }
    if (best < 0) return best;
    this.activationDice = this.diceFor(g, best);
    // SDS 2.7: two or three dice may turn over; a model that would do nothing rolls one
    if (this.activationDice >= 2 && stopsAtEvery(this, g, best, this.activationDice)) this.activationDice = 1;
    return best;
  }

  decide(g: Game, kind: number, options: OptionBuffer): number {
    return decideByPicks(this, g, kind, options);
  }

  /**
   * A plain style that values Shoot and Reload orders below an advance (the commonest pick) lists
   * a Leader's orders only when one could be its pick (SdsPolicy.shootReloadLater): they are
   * worth at most shootReloadBound (score()). Other styles would list them nearly every time.
   */
  get shootReloadLater(): boolean {
    return (
      Object.getPrototypeOf(this) === HeuristicPolicy.prototype &&
      this.score === HeuristicPolicy.prototype.score &&
      this.pickAction === HeuristicPolicy.prototype.pickAction &&
      this.shootReloadBound < this.style.wAdvance
    );
  }

  /** The most score() gives a Shoot and Reload order: its weight per member, 2 to 2 ranks of members, and PREFER. */
  private get shootReloadBound(): number {
    const w = this.style.wShootReload;
    return Math.max(2 * w, 2 * SHOOT_RELOAD_RANK * w) + PREFER;
  }

  pickAction(g: Game, m: number, left: number): number {
    const cands = g.decision.cands;
    // plain styles score without changing the state, so meleeEV may reuse a pair's modifiers
    const memo = this.score === HeuristicPolicy.prototype.score;
    if (memo) this.meleeMemo.begin();
    this.frontFire = NaN;
    let later = -1;
    try {
      for (let k = 0; k < cands.n; k++) {
        if (cands.target[k] === SR_LATER && cands.kind[k] === A_G_SHOOTRELOAD) {
          later = k;
          cands.score[k] = -Infinity;
        } else cands.score[k] = this.score(g, m, left, k);
      }
    } finally {
      if (memo) this.meleeMemo.end();
    }
    if (later < 0) return competentPick(g, m, left);
    // the pick among the others is the pick unless an order could beat it
    const scoresKept = g.policyScratch.scoresKept;
    scoresKept.set(cands.score.subarray(0, cands.n));
    const k = competentPick(g, m, left, this.shootReloadBound);
    if (k !== UNDECIDED) return k;
    cands.score.set(scoresKept.subarray(0, cands.n));
    const n = listShootReloadAt(g, m, later);
    for (let c = later; c < later + n; c++) cands.score[c] = this.score(g, m, left, c);
    const c = competentPick(g, m, left);
    if (c <= later) return c;
    // the engine counted its options with the stand-in: the pick goes to the stand-in's place
    moveCand(g, c, later);
    return later;
  }

  pickGroupDice(g: Game, _m: number, _kind: number, _size: number): number {
    void g;
    return this.style.diceGroup;
  }

  pickFree(g: Game, m: number): number {
    const cands = g.decision.cands;
    for (let k = 0; k < cands.n; k++) {
      const t = cands.target[k];
      // the fleeing model counts as fallen (SDS 6.4)
      const mark = trialMark(g);
      trialFallen(g, t);
      cands.score[k] = cands.kind[k] === A_SHOOT ? shotEV(g, m, t, 0) : chargeEV(g, m, t);
      undoTrial(g, mark);
    }
    // the best worth anything; no charge is taken out of a fight (the rules offer only free
    // charges that reach, SDS 6.4: rules/morale.ts)
    const inFight = engaged(g.st, m);
    for (;;) {
      const best = bestAbove(g, 0);
      if (best < 0 || cands.kind[best] !== A_CHARGE || !inFight) return best;
      cands.score[best] = -Infinity;
    }
  }

  /** Value of candidate k for model m with `left` actions. */
  score(g: Game, m: number, left: number, k: number): number {
    const cands = g.decision.cands;
    const st = this.style;
    const s = g.st;
    const cfg = g.cfg;
    const t = cands.target[k];
    // the flag bearer and the Leader are worth a squad test each (SDS 6.5): keep them back
    const flag = s.flagCarrier[s.side[m]] === m;
    const precious = flag || s.isLeader[m] === 1;
    switch (cands.kind[k]) {
      case A_STAND:
        return 40;
      case A_FLAG:
        return 200;
      case A_SHOOT:
        return st.wShoot * shotEV(g, m, t, 0, g.scratch.cover[t]) - (st.shotCost ?? 0);
      case A_AIMED:
        return st.wShoot * shotEV(g, m, t, cands.x[k], g.scratch.cover[t]) - 3 * cands.x[k] - (st.shotCost ?? 0);
      case A_MELEE:
        return st.wMelee * meleeEV(g, m, t, 0, this.meleeMemo) + (st.meleeBonus ?? 0);
      case A_POWER:
        return st.wMelee * meleeEV(g, m, t, cands.x[k], this.meleeMemo) - 1.5 * cands.x[k] + (st.meleeBonus ?? 0);
      case A_CHARGE:
        if (flag && st.protect) return -5;
        // only to fight: an action left to attack, no attack yet this turn, not out of a fight
        if (!chargeCanFight(g, m, left, k)) return -1;
        return st.wCharge * chargeEV(g, m, t, this.meleeMemo) + 1 + (st.meleeBonus ?? 0);
      case A_ADVANCE: {
        const d = gap(s, m, t);
        let want = s.outOfAmmo[m] || s.firearm[m] === F_NONE ? 0 : st.standoff;
        if (precious && st.protect) want = Math.max(want, flag ? 3 * cfg.L : 2 * cfg.L);
        if (d <= want + 5) return -1;
        // weak or precious models (flag, C1 drummers) advance only behind a screen of friends
        if (st.screen && (flag || s.c[m] <= 1 || s.isLeader[m]) && friendsAhead(g, m, t, d) < 3) return -1;
        return st.wAdvance - edgeRisk(g, m, s.x[t], s.y[t]) + (st.leaveEdge ?? 0) * nearOwnEdge(g, m);
      }
      case A_RELOAD:
        return st.wReload;
      case A_COVER: {
        const e = nearestEnemyOf(g, m);
        if (e < 0) return 0;
        const c = losOf(g, e, m, false);
        if (precious && st.protect && c === 0 && gap(s, m, e) < 3 * cfg.L) return Math.max(st.wCover, 3);
        return c === 0 ? st.wCover : -1;
      }
      case A_FALLBACK: {
        const d = gap(s, m, t);
        if (flag && st.protect && d < 2 * cfg.L) return 2.5 - edgeRisk(g, m, 2 * s.x[m] - s.x[t], 2 * s.y[m] - s.y[t]);
        return d < cfg.M && !s.loaded[m] ? st.wFallback - edgeRisk(g, m, 2 * s.x[m] - s.x[t], 2 * s.y[m] - s.y[t]) : -1;
      }
      case A_FORM:
        return st.wForm;
      case A_CENTER:
        return st.wCenter ? st.wCenter * outOfCommand(g, m) : 0;
      case A_DISMOUNT:
      case A_REMOUNT:
      case A_G_DISMOUNT:
      case A_G_REMOUNT:
        return -10;
      case A_G_VOLLEY:
        return st.wVolley * volleyEV(g, t);
      case A_G_MOVE: {
        if (cands.y[k] === GROUP_MOVE_FIRST) {
          // SDS 5.8: the whole line into contact, then the fights, when two members would meet
          // the same enemy (the overlap, SDS 5.3): worth the fights it gives
          const v = this.groupChoices.moveFirst(g, st.diceGroup);
          return v > 0 ? st.wCharge * v + 1 + (st.meleeBonus ?? 0) : -1;
        }
        if (cands.x[k] !== st.standoff && !(st.standoff > 0 && cands.x[k] > 0)) return -1;
        let closest = Infinity;
        for (let i = 0; i < g.scratch.mN; i++) closest = Math.min(closest, gap(s, g.scratch.mGroup[i], t));
        return closest > Math.max(cands.x[k], 3) + cfg.M ? st.wGroupMove * g.scratch.mN : -1;
      }
      case A_G_REGROUP:
        return g.scratch.rN >= 3 ? st.wRegroup : -1;
      case A_G_SHOOTRELOAD:
        // SDS 2.15: the front rank volleys (x 1) only when the volley's expected harm beats its
        // individual fire's; otherwise the individual fire (offered first) is the order
        if (cands.x[k] === 1) {
          if (Number.isNaN(this.frontFire)) this.frontFire = this.groupChoices.frontFire(g, st.diceGroup);
          return this.groupChoices.frontVolley(g, t) > this.frontFire ? st.wShootReload * g.scratch.sN + PREFER : -1;
        }
        return st.wShootReload * g.scratch.sN;
      default:
        return 0;
    }
  }
}

/** Above every other activation priority of pickActivation (fights 100, fallen 60, loaded 20, distance). */
const LEADER_FIRST = 1000;

/** Score margin by which the better of two ways to give the same group order wins (groupChoices.ts). */
const PREFER = 0.01;

/** competentPick's answer when a candidate left out of the list could have been the pick. */
const UNDECIDED = -2;

/** May candidate k (a charge) be followed by an attack: an action left, none made this turn, not leaving a fight? */
function chargeCanFight(g: Game, m: number, left: number, k: number): boolean {
  return left - g.decision.cands.cost[k] >= 1 && !g.st.attacked[m] && !engaged(g.st, m);
}

/** The candidate with the highest score above `floor` (the first of equals; −1: none). */
function bestAbove(g: Game, floor: number): number {
  const cands = g.decision.cands;
  let best = -1;
  let bv = floor;
  for (let k = 0; k < cands.n; k++) {
    if (cands.score[k] > bv) {
      bv = cands.score[k];
      best = k;
    }
  }
  return best;
}

/**
 * The best scored candidate (g.decision.cands.score, above 0.5; -1: stop) as a competent player takes it
 * (issue 9): never a move that cannot move (tried first, rules/trial.ts); a charge that cannot
 * reach its target is no fight and is not taken (issue 31); and a model out of contact with an empty weapon reloads first
 * when it has an action to spare (or nothing better to do), unless it goes into a fight, and
 * before any advance it has the actions for; and no model on foot with an empty weapon
 * advances on cavalry.
 */
export function competentPick(g: Game, m: number, left: number, unlisted = -Infinity): number {
  const cands = g.decision.cands;
  const s = g.st;
  let reload = -1;
  let charges = false;
  for (let k = 0; k < cands.n; k++) {
    if (cands.kind[k] === A_RELOAD) reload = k;
    else if (cands.kind[k] === A_CHARGE && cands.score[k] > 0.5) charges = true;
  }
  // reloading first beats every candidate but a fight, and out of contact the only fight is a
  // charge: with none worth an action, no move need be tried
  if (reload >= 0 && !charges && left >= cands.cost[reload] + 1 && !engaged(s, m)) return reload;
  for (;;) {
    const best = bestAbove(g, 0.5);
    // a candidate not listed, worth up to `unlisted`, could come before this one (ties: the first)
    if (best >= 0 ? cands.score[best] <= unlisted : unlisted > 0.5) return UNDECIDED;
    const kind = best >= 0 ? cands.kind[best] : -1;
    if (kind === A_ADVANCE && emptyOnFoot(g, m) && s.mounted[cands.target[best]]) {
      // not up to cavalry with an empty weapon (issue 31, "no empty muskets advancing on cavalry")
      cands.score[best] = -Infinity;
      continue;
    }
    if (best >= 0 && isMoveKind(kind)) {
      const r = tryMove(g, m, best);
      if (r === NO_MOVE || (kind === A_CHARGE && r !== REACHES)) {
        // wasted, or a charge that is only an advance: SDS 5.1, a charge is a move into contact
        // ("charges reach", invariants.ts); the advance is a candidate of its own
        cands.score[best] = -Infinity;
        continue;
      }
    }
    if (reload >= 0 && best !== reload && !engaged(s, m)) {
      const fight = kind === A_MELEE || kind === A_POWER || kind === A_CHARGE;
      if (best < 0 || (!fight && left >= cands.cost[reload] + 1)) return reload;
      // with just the actions Reload costs, an advance now and a reload later cost the same:
      // reloading first brings the model up loaded (issue 31, "reloads before advancing")
      if (kind === A_ADVANCE && left >= cands.cost[reload]) return reload;
    }
    return best;
  }
}

/**
 * Is m a model on foot whose firearm is empty and could be loaded again (SDS 3.8, 4.11)? Against
 * a rider's charge it then has neither its fire factor (SDS 5.10.3) nor the hasty shot (5.10.5).
 */
export function emptyOnFoot(g: Game, m: number): boolean {
  const s = g.st;
  return !s.mounted[m] && s.firearm[m] !== F_NONE && !s.loaded[m] && !s.outOfAmmo[m];
}

/**
 * May a competent player take candidate k (-1: stop) for model m with `left` actions, given the
 * scores in g.decision.cands.score (what competentPick enforces, for players that choose among several, such
 * as the search): worth an action, a move that moves, a charge that reaches; and with an empty
 * weapon, out of contact and an action to spare for Reload, only Reload or a fight, and no stop
 * while the actions Reload costs are in hand.
 */
export function acceptable(g: Game, m: number, left: number, k: number): boolean {
  const cands = g.decision.cands;
  const s = g.st;
  let reload = -1;
  for (let c = 0; c < cands.n; c++) if (cands.kind[c] === A_RELOAD) reload = c;
  const kind = k >= 0 ? cands.kind[k] : -1;
  if (k >= 0) {
    if (!(cands.score[k] > 0.5)) return false;
    if (isMoveKind(kind)) {
      const r = tryMove(g, m, k);
      if (r === NO_MOVE || (kind === A_CHARGE && r !== REACHES)) return false;
    }
  }
  if (reload >= 0 && k !== reload && !engaged(s, m) && left >= cands.cost[reload] + 1) return kind === A_MELEE || kind === A_POWER || kind === A_CHARGE;
  if (kind === A_ADVANCE && emptyOnFoot(g, m) && s.mounted[cands.target[k]]) return false;
  // no advance with the weapon empty while Reload fits the actions in hand (competentPick)
  if (reload >= 0 && kind === A_ADVANCE && !engaged(s, m) && left >= cands.cost[reload]) return false;
  // stopping with the weapon empty and the actions its reload costs still in hand wastes them
  if (k < 0 && reload >= 0 && !engaged(s, m) && left >= cands.cost[reload]) return false;
  return true;
}

/**
 * Penalty for ending a move (one move toward (tx, ty)) within 1M of a table edge the model would
 * flee to (SDS 6.3): one failed morale test there takes it off the table.
 */
function edgeRisk(g: Game, m: number, tx: number, ty: number): number {
  const s = g.st;
  const cfg = g.cfg;
  let dx = tx - s.x[m];
  let dy = ty - s.y[m];
  const l = Math.sqrt(dx * dx + dy * dy) || 1;
  const step = Math.min(l, cfg.footMove);
  const x = s.x[m] + (dx / l) * step;
  const y = s.y[m] + (dy / l) * step;
  const enemyEdge = s.edge[1 - s.side[m]];
  const lim = cfg.M;
  let risk = 0;
  const R = 1;
  if (enemyEdge !== 0 && y < lim) risk = R;
  if (enemyEdge !== 2 && cfg.table.height - y < lim) risk = R;
  if (enemyEdge !== 3 && x < lim) risk = R;
  if (enemyEdge !== 1 && cfg.table.width - x < lim) risk = R;
  void dy;
  dx = 0;
  dy = 0;
  return risk;
}

/** Friends of m on the table nearer to t than m is (d = m's gap to t). */
function friendsAhead(g: Game, m: number, t: number, d: number): number {
  const s = g.st;
  const side = s.side[m];
  let k = 0;
  for (let j = sideStart(s, side), e = sideEnd(s, side); j < e; j++) if (j !== m && s.onTable[j] && gap(s, j, t) < d - 10) k++;
  return k;
}

/** Friends of Leader m beyond his command range (1L, or 1S without line of sight). */
function outOfCommand(g: Game, m: number): number {
  const s = g.st;
  const cfg = g.cfg;
  const side = s.side[m];
  let k = 0;
  for (let j = sideStart(s, side), e = sideEnd(s, side); j < e; j++) {
    if (j === m || !s.onTable[j]) continue;
    const d = gap(s, m, j);
    if (d > cfg.L) k++;
    else if (d > cfg.S && losOf(g, m, j, false) < 0) k++;
  }
  return k;
}

/** 1 when m stands within 2M of its own deployment edge (one failed morale test from leaving the table). */
function nearOwnEdge(g: Game, m: number): number {
  const s = g.st;
  const cfg = g.cfg;
  const e = s.edge[s.side[m]];
  const d = e === 0 ? s.y[m] : e === 1 ? cfg.table.width - s.x[m] : e === 2 ? cfg.table.height - s.y[m] : s.x[m];
  return d < 2 * cfg.M ? 1 : 0;
}

/** Expected value of a Volley by g.scratch.vGroup at t (SDS 2.14), times the chance the group acts with 2 dice. */
export function volleyEV(g: Game, t: number): number {
  const s = g.st;
  const scratch = g.scratch;
  let c = 99;
  let band = 99;
  let cover = 0;
  let q = 2;
  for (let k = 0; k < scratch.vN; k++) {
    const i = scratch.vGroup[k];
    if (s.c[i] < c) c = s.c[i];
    const b = shotBonus(g, i, t);
    if (b < band) band = b;
    const cv = losOf(g, i, t, s.fallen[t] === 1);
    if (cv > cover) cover = cv;
    if (s.q[i] > q) q = s.q[i];
  }
  if (band === -Infinity) return 0;
  const fallen = s.fallen[t] === 1;
  // the rules' own modifiers (SDS 4.1, 2.14), so the AI cannot drift from the rules
  const am = shooterShotMod(c, band, cover, fallen, g.cfg.o);
  const tm = targetShotMod(s.c[t], 0, scratch.vN);
  const p = successFaces(q - 1) / 6;
  return shotTableEV(g, t, am, tm, fallen) * (1 - (1 - p) * (1 - p));
}
