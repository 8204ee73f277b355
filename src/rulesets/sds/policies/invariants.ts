/**
 * Rules of competent SDS play (issue 9), watched by the kit's conformance harness over whole
 * games: every policy must keep them (zero violations per 1,000 games). `random` is exempt
 * from those about judgement (when to reload, charge, or whom to activate first), not from the
 * one about options that change nothing.
 */
import type { PlayInvariant } from '../../types.js';
import {
  A_CHARGE, A_MELEE, A_POWER, A_RELOAD, type Game,
} from '../game.js';
import { B_FEAR, B_OLDGUARD } from '../state.js';
import { isMoveKind } from './progress.js';
import { DECIDE_ACTION, DECIDE_ACTIVATION, DECIDE_FREE, PASS, STOP } from '../decisions.js';
import { engaged } from '../rules/geom.js';
import { waitsForSuperior } from './command-order.js';



/** The candidate an answered action or free-activation decision chose (-1: stop or decline). */
function chosen(kind: number, options: ArrayLike<number>, answer: number): number {
  if (kind !== DECIDE_ACTION && kind !== DECIDE_FREE) return -1;
  const c = options[answer];
  return c === STOP ? -1 : c;
}

/**
 * A move, charge or leave after which no model stands anywhere else: a wasted action. Left out,
 * because dice may rightly stop them: group moves (the group's roll, SDS 2.11) and charges at
 * Fear-causing targets (the Fear test, SDS 5.9).
 */
const noOpMoves: PlayInvariant = {
  name: 'no move that cannot move',
  description: 'Never chooses a move, charge or leave (own or free activation, SDS 2.10, 6.4) after which no model of either side has moved, fallen or left the table (group moves and charges at Fear-causing targets left out: dice may stop them).',
  watch(violation) {
    let pending = -1;
    let xs = new Float64Array(0);
    let g0: Game | null = null;
    const resolve = () => {
      if (pending < 0 || g0 === null) return;
      const s = g0.st;
      let same = true;
      for (let i = 0; i < s.n && same; i++) if (s.x[i] !== xs[3 * i] || s.y[i] !== xs[3 * i + 1] || (s.onTable[i] | (s.fallen[i] << 1)) !== xs[3 * i + 2]) same = false;
      if (same) violation(pending);
      pending = -1;
    };
    return {
      decision(view, side, kind, options, answer) {
        const g = view as Game;
        resolve();
        const c = chosen(kind, options, answer);
        if (c < 0 || !isMoveKind(g.cKind[c])) return;
        const s = g.st;
        if (g.cKind[c] === A_CHARGE && s.rules[g.cTarget[c]] & (B_FEAR | B_OLDGUARD)) return;
        if (xs.length < 3 * s.n) xs = new Float64Array(3 * s.n);
        for (let i = 0; i < s.n; i++) {
          xs[3 * i] = s.x[i];
          xs[3 * i + 1] = s.y[i];
          xs[3 * i + 2] = s.onTable[i] | (s.fallen[i] << 1);
        }
        g0 = g;
        pending = side;
      },
      end: resolve,
    };
  },
};

/** A charge with no action left to fight, by a model that has already fought, or out of its own fight. */
const chargeToFight: PlayInvariant = {
  name: 'charges only to fight',
  description: 'Never charges (SDS 5.1) without an action left to attack after it, after its one attack of the turn (SDS 2.10), or out of a fight it is already in. random is exempt (judgement).',
  exempt: ['random'],
  watch(violation) {
    return {
      decision(view, side, kind, options, answer) {
        if (kind !== DECIDE_ACTION) return;
        const g = view as Game;
        const c = chosen(kind, options, answer);
        if (c < 0 || g.cKind[c] !== A_CHARGE) return;
        const m = g.askModel;
        if (g.askLeft - g.cCost[c] < 1 || g.st.attacked[m] || engaged(g.st, m)) violation(side);
      },
    };
  },
};

/** An activation without a reload although the weapon was empty and an action was to spare for it. */
const reloads: PlayInvariant = {
  name: 'reloads with an action to spare',
  description: 'A model out of contact that is offered Reload (SDS 3.8) with at least one more action than the reload costs reloads in that activation, unless it fights in it or ends it in contact. random is exempt (judgement).',
  exempt: ['random'],
  watch(violation) {
    const active = [-1, -1];
    const spare = [false, false];
    const reloaded = [false, false];
    let g0: Game | null = null;
    const close = () => {
      if (g0 === null) return;
      const s = g0.st;
      for (let side = 0; side < 2; side++) {
        const m = active[side];
        if (m >= 0 && spare[side] && !reloaded[side] && s.onTable[m] && !s.outOfAmmo[m] && !engaged(s, m)) violation(side);
        active[side] = -1;
        spare[side] = false;
        reloaded[side] = false;
      }
    };
    return {
      decision(view, side, kind, options, answer) {
        const g = view as Game;
        g0 = g;
        if (kind === DECIDE_ACTIVATION) {
          close();
          if (options[answer] !== PASS) active[side] = options[answer];
          return;
        }
        if (kind !== DECIDE_ACTION || g.askModel !== active[side] || g.inMorale) return;
        const m = active[side];
        const c = chosen(kind, options, answer);
        // reloaded, or went into a fight (which may end with the enemy gone and the model out of contact)
        if (c >= 0 && (g.cKind[c] === A_RELOAD || g.cKind[c] === A_CHARGE || g.cKind[c] === A_MELEE || g.cKind[c] === A_POWER)) reloaded[side] = true;
        for (let k = 0; k < g.nc; k++) {
          if (g.cKind[k] === A_RELOAD && g.askLeft >= g.cCost[k] + 1 && !engaged(g.st, m)) spare[side] = true;
        }
      },
      end: close,
    };
  },
};

/** A model activated before a superior who gives it the command bonus and has yet to activate. */
const officersFirst: PlayInvariant = {
  name: 'officers and NCOs first',
  description: 'Never activates a model (SDS 2.7) while a Leader or NCO who gives it the command bonus (SDS 2.8–2.9) has yet to activate this turn: a turnover would cost him his activation. random is exempt (judgement).',
  exempt: ['random'],
  watch(violation) {
    return {
      decision(view, side, kind, options, answer) {
        if (kind !== DECIDE_ACTIVATION || options[answer] === PASS) return;
        if (waitsForSuperior(view as Game, options[answer])) violation(side);
      },
    };
  },
};

export const sdsInvariants: PlayInvariant[] = [noOpMoves, chargeToFight, reloads, officersFirst];
