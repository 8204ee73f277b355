/**
 * Rules of competent SDS play (issue 9), watched by the kit's conformance harness over whole
 * games: every policy must keep them (zero violations per 1,000 games). `random` is exempt
 * from those about judgement (when to reload, charge, or whom to activate first), not from the
 * one about options that change nothing.
 */
import type { InvariantWatcher, PlayInvariant } from '../../types.js';
import { A_ADVANCE, A_CHARGE, A_G_MOVE, A_MELEE, A_POWER, A_RELOAD, type Game } from '../game.js';
import { B_FEAR, B_OLDGUARD, F_NONE } from '../state.js';
import { reloadStep } from '../rules/actions.js';
import { isMoveKind, REACHES, tryMove } from '../rules/trial.js';
import { DECIDE_ACTION, DECIDE_ACTIVATION, DECIDE_ACTIVATION_DICE, DECIDE_FREE, DECIDE_GROUP_DICE, PASS, STOP } from '../decisions.js';
import { NEGLIGIBLE_MOVE_MM } from '../constants.js';
import { engaged, touching } from '../table/geom.js';
import { freeChargeReaches } from '../rules/morale.js';
import { leaderWaits, waitsForSuperior } from './command-order.js';
import { emptyOnFoot } from './heuristic.js';

/** Does m's charge at t take the charge test of SDS 5.10 (a rider at foot, the Old Guard at foot), which may stop it? */
function chargeTested(g: Game, m: number, t: number): boolean {
  const s = g.st;
  return !s.mounted[t] && (s.mounted[m] === 1 || (s.rules[m] & B_OLDGUARD) !== 0);
}

/** The candidate an answered action or free-activation decision chose (-1: stop or decline). */
function chosen(kind: number, options: ArrayLike<number>, answer: number): number {
  if (kind !== DECIDE_ACTION && kind !== DECIDE_FREE) return -1;
  const c = options[answer];
  return c === STOP ? -1 : c;
}

/**
 * A move, charge or leave after which no model has moved NEGLIGIBLE_MOVE_MM or more (a charge
 * that ends touching its target excepted), fallen or left the table: a wasted action (a free
 * charge, which fights at once, by its move alone). Charges at Fear-causing targets and charges
 * that take the charge test are left out (the tests may rightly stop them, SDS 5.9, 5.10). A group
 * move (SDS 2.12) may rightly be stopped by its roll (SDS 2.11), but none of the actions it
 * spends moving the block may be negligible (Game.groupStepLeast).
 */
const negligibleMoves: PlayInvariant = {
  name: 'no move of negligible progress',
  description:
    `Never chooses a move, charge or leave (own or free activation, SDS ` +
    `2.10, 6.4) after which no model of either side has moved ` +
    `${NEGLIGIBLE_MOVE_MM} mm or more (NEGLIGIBLE_MOVE_MM), fallen or left ` +
    `the table, unless a charge reached its target; never a free-activation ` +
    `charge that does not reach its target (SDS 6.4: a move into contact, ` +
    `not a free move); never spends an action of a group move (SDS 2.12) on ` +
    `a block step of less (charges at Fear-causing targets and charges that ` +
    `take the charge test left out: SDS 5.9, 5.10 may stop them).`,
  watch(violation) {
    let pending = -1;
    let group = false;
    let mover = -1;
    let target = -1;
    let xs = new Float64Array(0);
    let g0: Game | null = null;
    const resolve = () => {
      if (pending < 0 || g0 === null) return;
      const g = g0;
      const s = g.st;
      if (group) {
        if (g.scratch.groupStepLeast < NEGLIGIBLE_MOVE_MM) violation(pending);
      } else if (!(target >= 0 && s.onTable[mover] && s.onTable[target] && touching(s, mover, target))) {
        const least2 = NEGLIGIBLE_MOVE_MM * NEGLIGIBLE_MOVE_MM;
        let same = true;
        for (let i = 0; i < s.n && same; i++) {
          const dx = s.x[i] - xs[3 * i];
          const dy = s.y[i] - xs[3 * i + 1];
          if (dx * dx + dy * dy >= least2 || (s.onTable[i] | (s.fallen[i] << 1)) !== xs[3 * i + 2]) same = false;
        }
        if (same) violation(pending);
      }
      pending = -1;
    };
    return {
      decision(view, side, kind, options, answer) {
        const g = view as Game;
        const cands = g.decision.cands;
        // the group's dice are asked between the order and its moves
        if (kind === DECIDE_GROUP_DICE) return;
        resolve();
        const c = chosen(kind, options, answer);
        if (c < 0) return;
        const s = g.st;
        group = cands.kind[c] === A_G_MOVE;
        if (group) {
          g0 = g;
          pending = side;
          return;
        }
        if (!isMoveKind(cands.kind[c])) return;
        if (cands.kind[c] === A_CHARGE && (s.rules[cands.target[c]] & (B_FEAR | B_OLDGUARD) || chargeTested(g, g.decision.actor, cands.target[c]))) return;
        mover = g.decision.actor;
        if (kind === DECIDE_FREE && cands.kind[c] === A_CHARGE) {
          // a free charge fights at once (SDS 6.4), so the loser's recoil may end the charger
          // near where it began: the way in is judged by the rules' own move, put back after
          // (out of contact it rolls no dice; a charger in contact draws free attacks: progress).
          // SDS 6.4 allows only a move into contact: one that does not reach is a free move,
          // however far it goes
          if (engaged(s, mover)) return;
          if (!freeChargeReaches(g, mover, cands.target[c])) violation(side);
          return;
        }
        target = cands.kind[c] === A_CHARGE ? cands.target[c] : -1;
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
  description:
    'Never charges (SDS 5.1) without an action left to attack after it, ' +
    'after its one attack of the turn (SDS 2.10), or out of a fight it is ' +
    'already in. random is exempt (judgement).',
  exempt: ['random'],
  watch(violation) {
    return onChosen(A_CHARGE, violation, (g, c) => {
      const m = g.decision.actor;
      return g.decision.left - g.decision.cands.cost[c] < 1 || g.st.attacked[m] !== 0 || engaged(g.st, m);
    });
  },
};

/** An activation without a reload although the weapon was empty and an action was to spare for it. */
const reloads: PlayInvariant = {
  name: 'reloads with an action to spare',
  description:
    'A model out of contact that is offered Reload (SDS 3.8) with at least ' +
    'one more action than the reload costs reloads in that activation, ' +
    'unless it fights in it or ends it in contact; and none stops its ' +
    'activation (SDS 2.10) out of contact with its weapon empty and the ' +
    'actions Reload costs still in hand, in an activation of any length. ' +
    'random is exempt (judgement).',
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
        const cands = g.decision.cands;
        g0 = g;
        if (kind === DECIDE_ACTIVATION) {
          close();
          if (options[answer] !== PASS) active[side] = options[answer];
          return;
        }
        if (kind !== DECIDE_ACTION || g.decision.actor !== active[side] || g.st.inMorale) return;
        const m = active[side];
        const c = chosen(kind, options, answer);
        if (options[answer] === STOP && !engaged(g.st, m)) {
          for (let k = 0; k < cands.n; k++) if (cands.kind[k] === A_RELOAD && g.decision.left >= cands.cost[k]) violation(side);
        }
        // reloaded, or went into a fight (which may end with the enemy gone and the model out of contact)
        if (c >= 0 && (cands.kind[c] === A_RELOAD || cands.kind[c] === A_CHARGE || cands.kind[c] === A_MELEE || cands.kind[c] === A_POWER))
          reloaded[side] = true;
        for (let k = 0; k < cands.n; k++) {
          if (cands.kind[k] === A_RELOAD && g.decision.left >= cands.cost[k] + 1 && !engaged(g.st, m)) spare[side] = true;
        }
      },
      end: close,
    };
  },
};

/** A model activated before a superior who gives it the command bonus and has yet to activate. */
const officersFirst: PlayInvariant = {
  name: 'officers and NCOs first',
  description:
    'Never activates a model (SDS 2.7) while a Leader or NCO who gives it ' +
    'the command bonus (SDS 2.8–2.9) has yet to activate this turn: a ' +
    'turnover would cost him his activation. random is exempt (judgement).',
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

/** Three dice risk a turnover (SDS 2.7: two failures); an activation that then does nothing with actions in hand risked it for nothing. */
const idleRisk: PlayInvariant = {
  name: 'no three dice for nothing',
  description:
    'Never rolls three activation dice (SDS 2.7: two failures pass the ' +
    'turn) for a model that, given two or more actions, stops (SDS 2.10) at ' +
    'its first decision without acting. With fewer actions than three dice ' +
    'were rolled for, it may rightly stop when what it wanted costs more: ' +
    'with one action (a charge needs an action after it to fight, SDS 5.1 ' +
    'and "charges only to fight"; a power blow costs two), and with an ' +
    'empty weapon whose Reload costs more actions than it has (SDS 3.8: a ' +
    'rifle three). random is exempt (judgement).',
  exempt: ['random'],
  watch(violation) {
    return firstActionAfter(3, (g, side, stop) => {
      if (!stop || g.decision.left < 2) return;
      const s = g.st;
      const m = g.decision.actor;
      if (!s.loaded[m] && s.firearm[m] !== F_NONE && reloadStep(g, m) > g.decision.left) return;
      violation(side);
    });
  },
};

/**
 * The rules' own count of group-member charges (SDS 5.8, all move first: rules/groupFight.ts)
 * that ended out of contact with their target still there (SdsState.groupChargesShort), read at
 * the end of the game: the rules make only charges that reach, so every policy must see zero.
 */
const groupChargesReach: PlayInvariant = {
  name: 'group-member charges reach',
  description:
    'No group-member charge of a group move that goes all into contact ' +
    'first (SDS 5.8) ends out of contact with a target still on the table ' +
    '(the rules count them: SdsState.groupChargesShort). A Fear balk (SDS ' +
    '5.9), a target the charge test removed (SDS 5.10.4) and a charger the ' +
    'hasty shot put down (SDS 5.10.5) are not counted.',
  watch(violation) {
    let g0: Game | null = null;
    return {
      decision(view) {
        g0 = view as Game;
      },
      end() {
        if (g0 === null) return;
        const short = g0.st.groupChargesShort;
        for (let k = 0; k < short[0] + short[1]; k++) violation(k < short[0] ? 0 : 1);
      },
    };
  },
};

/**
 * A charge (SDS 5.1: a move into base contact) whose own move, tried by the rules' functions
 * before it is made (rules/trial.ts tryMove: no dice), ends short of its target: an advance by
 * another name, with no fight at its end (issue 31: aggressive took 14% of such charges).
 */
const chargesReach: PlayInvariant = {
  name: 'charges reach',
  description:
    'Never chooses a charge (SDS 5.1, own activation or group member) whose ' +
    "move, tried with the rules' own movement before it is made, ends out of " +
    'contact with its target. Fear (SDS 5.9) and the charge test (SDS 5.10) ' +
    'roll after the move and are not counted. random is exempt (judgement).',
  exempt: ['random'],
  watch(violation) {
    return onChosen(A_CHARGE, violation, (g, c) => tryMove(g, g.decision.actor, c) !== REACHES);
  },
};

/** An advance out of contact with the weapon empty while Reload, offered, fits the actions in hand. */
const reloadBeforeAdvance: PlayInvariant = {
  name: 'reloads before advancing',
  description:
    'A model out of contact with an empty weapon, offered Reload (SDS 3.8) ' +
    'with at least the actions it costs, never advances on the enemy ' +
    'instead: reloading first costs the same actions and the model arrives ' +
    'loaded (issue 31: aggressive, given exactly the two actions a musket ' +
    'costs, advanced twice instead). random is exempt (judgement).',
  exempt: ['random'],
  watch(violation) {
    return onChosen(A_ADVANCE, violation, (g) => !g.st.inMorale && !engaged(g.st, g.decision.actor) && reloadFits(g));
  },
};

/** Foot with an empty firearm walking up to cavalry, which charges it next turn with no hasty shot to fear. */
const noEmptyAdvanceOnCavalry: PlayInvariant = {
  name: 'no empty muskets advancing on cavalry',
  description:
    'A model on foot whose firearm is empty (and not out of ammunition, ' +
    'SDS 4.11) never advances on a mounted enemy (SDS 3.1): it reloads or ' +
    'waits, since an empty weapon gives it neither the fire factor against ' +
    "the rider's charge (SDS 5.10.3) nor the hasty shot (SDS 5.10.5). " +
    'random is exempt (judgement).',
  exempt: ['random'],
  watch(violation) {
    return onChosen(A_ADVANCE, violation, (g, c) => !g.st.inMorale && emptyOnFoot(g, g.decision.actor) && g.st.mounted[g.decision.cands.target[c]] !== 0);
  },
};

/** Two or more dice for another model while the Leader waits: a turnover would cost him his activation. */
const leaderFirst: PlayInvariant = {
  name: 'the Leader first',
  description:
    'Never rolls two or more activation dice (a turnover possible: SDS 2.7, ' +
    'two failures pass the turn) for a model while a Leader of its side who ' +
    'may still activate this turn has not: the turnover would cost him his ' +
    'activation and his group orders (SDS 2.11). One die never turns over, ' +
    'so a model may go before him on one die. random is exempt (judgement).',
  exempt: ['random'],
  watch(violation) {
    const picked = [-1, -1];
    return {
      decision(view, side, kind, options, answer) {
        if (kind === DECIDE_ACTIVATION) picked[side] = options[answer];
        if (kind !== DECIDE_ACTIVATION_DICE || options[answer] < 2) return;
        const g = view as Game;
        const m = picked[side];
        if (m >= 0 && !g.st.isLeader[m] && leaderWaits(g, side)) violation(side);
      },
    };
  },
};

/** Two dice risk a turnover too (both failing): a model given both actions that then does nothing risked it for nothing. */
const idleRiskTwo: PlayInvariant = {
  name: 'no two dice for nothing',
  description:
    'Never rolls two activation dice (SDS 2.7: two failures pass the turn) ' +
    'for a model that, given both actions, stops (SDS 2.10) at its first ' +
    'decision without acting; one die never turns over (issue 31: Leader ' +
    'activations that did nothing). random is exempt (judgement).',
  exempt: ['random'],
  watch(violation) {
    return firstActionAfter(2, (g, side, stop) => {
      if (stop && g.decision.left >= 2) violation(side);
    });
  },
};

/**
 * A watcher of the actions a policy chooses in an activation (DECIDE_ACTION): a breach when the
 * chosen action is of kind `action` and `breach(g, c)` holds for its candidate c.
 */
function onChosen(action: number, violation: (side: number) => void, breach: (g: Game, c: number) => boolean): InvariantWatcher {
  return {
    decision(view, side, kind, options, answer) {
      if (kind !== DECIDE_ACTION) return;
      const g = view as Game;
      const c = chosen(kind, options, answer);
      if (c >= 0 && g.decision.cands.kind[c] === action && breach(g, c)) violation(side);
    },
  };
}

/** A Reload the asked model can afford is among its candidate actions (SDS 3.8). */
function reloadFits(g: Game): boolean {
  const cands = g.decision.cands;
  for (let k = 0; k < cands.n; k++) if (cands.kind[k] === A_RELOAD && g.decision.left >= cands.cost[k]) return true;
  return false;
}

/**
 * A watcher of each activated model's first action decision after it was given exactly `dice`
 * activation dice (SDS 2.7), outside morale: `first(g, side, stop)` with whether it stopped.
 */
function firstActionAfter(dice: number, first: (g: Game, side: number, stop: boolean) => void): InvariantWatcher {
  // per side: the model picked to activate, and the one whose first action is still to come
  const picked = [-1, -1];
  const idle = [-1, -1];
  return {
    decision(view, side, kind, options, answer) {
      const g = view as Game;
      if (kind === DECIDE_ACTIVATION) {
        picked[side] = options[answer];
        idle[side] = -1;
      } else if (kind === DECIDE_ACTIVATION_DICE) idle[side] = options[answer] === dice ? picked[side] : -1;
      else if (kind === DECIDE_ACTION && !g.st.inMorale && g.decision.actor === idle[side]) {
        idle[side] = -1;
        first(g, side, options[answer] === STOP);
      }
    },
  };
}

export const sdsInvariants: PlayInvariant[] = [
  negligibleMoves,
  chargeToFight,
  reloads,
  officersFirst,
  idleRisk,
  groupChargesReach,
  chargesReach,
  reloadBeforeAdvance,
  noEmptyAdvanceOnCavalry,
  leaderFirst,
  idleRiskTwo,
];
