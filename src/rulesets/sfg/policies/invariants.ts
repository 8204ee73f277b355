/**
 * Rules of competent SfG play (issue 31), watched by the kit's conformance harness over whole
 * games: every policy must keep them (zero violations per 1,000 games). `random` is exempt: they
 * are about judgement, and it is the baseline that has none.
 */
import type { PlayInvariant } from '../../types.js';
import { K_CORPS_ORDER, K_DIVISION_MOVE, K_FIRE, K_ORDER, T_ATTACH, T_CHARGE, T_FIRE, T_MOVE, T_STOP, T_UNLIMBER, UNPLANNED } from '../decisions.js';
import { INFANTRY_BASE_D, INFANTRY_BASE_W, MOVE_INFANTRY } from '../constants.js';
import { columns, isColumn, ranks } from '../mechanics/formation.js';
import { ARTILLERY, INFANTRY } from '../state.js';
import type { Game } from '../game.js';
import { Box } from '../rules/scratch.js';
import { needsBonus, planChargeOption } from '../rules/charge.js';
import { EDGE_FRONT } from '../rules/contact.js';
import { expectedChargeEdge } from './chargeEdge.js';
import { expectedFireHits, otherTarget } from './fireTarget.js';
import { braces, mayBrace } from './attach.js';
import { closesBeforeFiring } from './gunsForward.js';
import { isAttached } from '../rules/attachSlot.js';
import { inCommand } from '../rules/command.js';

/** Rounding margin on expected casualties (sums of sixths). */
const EPS = 1e-9;

/**
 * SFG-6.3: a unit must fire at the nearest enemy, and may skip a disordered or decimated one for
 * the nearest intact. Of those two, a fire at the one with fewer expected casualties (dice times
 * the chance each hits against its cover, SFG-6.4–6.7) gives away hits for nothing.
 */
const firesAtTargetThatPays: PlayInvariant = {
  name: 'fires at the target that pays',
  description:
    'Of the two targets SFG-6.3 allows (the nearest, or the nearest intact when the nearest is ' +
    'disordered or decimated), never fires at the one with fewer expected casualties (dice times ' +
    'the chance each hits against its cover, SFG-6.4–6.7).',
  exempt: ['random'],
  watch(violation) {
    return {
      decision(view, side, kind, _options, answer) {
        if (kind !== K_FIRE && kind !== K_ORDER && kind !== K_CORPS_ORDER) return;
        const g = view as Game;
        const buf = g.opts;
        if (buf.type[answer] !== T_FIRE) return;
        const j = otherTarget(buf, answer);
        if (j < 0) return;
        if (expectedFireHits(g, buf.unit[answer], buf.target[answer]) < expectedFireHits(g, buf.unit[j], buf.target[j]) - EPS) violation(side);
      },
    };
  },
};

/** Calls `check` with the game and the CHARGE option chosen at each brigade order (planned, and in reach). */
function watchCharges(check: (g: Game, i: number) => boolean): PlayInvariant['watch'] {
  return (violation) => ({
    decision(view, side, kind, _options, answer) {
      if (kind !== K_ORDER && kind !== K_CORPS_ORDER) return;
      const g = view as Game;
      const buf = g.opts;
      if (buf.type[answer] !== T_CHARGE) return;
      if (buf.attackers[answer] === UNPLANNED && !planChargeOption(g, buf, answer)) return;
      if (check(g, answer)) violation(side);
    },
  });
}

/**
 * SFG-8.3: melee hits by the enemy's cover (light 5+, heavy 6+). A charge whose expected melee
 * score edge (SFG-8.2–8.5, before reaction fire) is not positive against the target's cover is
 * a melee the charger expects to lose.
 */
const chargesAtAnEdge: PlayInvariant = {
  name: "charges at an edge against the target's cover",
  description:
    'Never declares a charge whose expected melee score edge (SFG-8.2–8.5, with the contact the ' +
    "rules plan, each side hitting by the enemy's cover, SFG-8.3; before reaction fire) is not positive.",
  exempt: ['random'],
  watch: watchCharges((g, i) => {
    const buf = g.opts;
    const u = g.units[buf.unit[i]];
    const t = g.units[buf.target[i]];
    return expectedChargeEdge(g, u, t, buf.edge[i] !== EDGE_FRONT, buf.attackers[i], buf.defenders[i]) <= 0;
  }),
};

/**
 * SFG-7.2: a charge that reaches only with the bonus die's 5–6 falls short two times in three and
 * still moves its full allowance (SFG-7.5). Counted, not forbidden: with a large enough edge the
 * gamble pays.
 */
const chargesNeedingBonus: PlayInvariant = {
  name: 'charges that need the bonus die',
  description: "Charges declared that reach only with the bonus die's 5–6 (SFG-7.2), counted per 1,000 games.",
  allows:
    'SFG-7.2 / 7.5: the bonus die makes such a charge reach one time in three; a general may ' +
    'take that chance when the edge it would fight at outweighs two charges in three falling short.',
  exempt: ['random'],
  watch: watchCharges((g, i) => needsBonus(g, g.units[g.opts.unit[i]], g.units[g.opts.target[i]])),
};

/**
 * SFG-6.2 / 6.7: in musket range a line fires with every front base, a column with its narrow
 * front, and a column is hit at +1. Beyond an infantry charge without the bonus die (MOVE_INFANTRY)
 * the column cannot use its +1 in melee (SFG-8.5) next turn either. Counted: a column may pass
 * through on its way to an objective or a charge.
 */
const columnsInMusketRange: PlayInvariant = {
  name: 'infantry columns in musket range',
  description:
    'Infantry moves that end in march or attack column with the nearest enemy within musket range ' +
    '(SFG-6.2) but beyond a charge without the bonus die (SFG-7.2), counted per 1,000 games.',
  allows:
    'SFG-6.7 / 8.5: a column is the target that is hit at +1 and fires with its front alone, but the ' +
    'melee +1 of a charging column may be worth the walk through the fire to an objective or a charge.',
  exempt: ['random'],
  watch(violation) {
    /** Where a chosen infantry move ends, in its final formation (one per watch: no allocation per decision). */
    const ends = new Box();
    return {
      decision(view, side, kind, _options, answer) {
        if (kind !== K_ORDER && kind !== K_CORPS_ORDER && kind !== K_DIVISION_MOVE) return;
        const g = view as Game;
        const buf = g.opts;
        if (buf.type[answer] !== T_MOVE || buf.unit[answer] < 0) return;
        const u = g.units[buf.unit[answer]];
        const form = buf.form[answer];
        if (u.arm !== INFANTRY || !isColumn(form)) return;
        const hw = (columns(form, u.bases) * INFANTRY_BASE_W) / 2;
        const hd = (ranks(form, u.bases) * INFANTRY_BASE_D) / 2;
        ends.set(buf.px[answer], buf.py[answer], buf.fx[answer], buf.fy[answer], hw, hd);
        const de = g.nearestEnemyDist(u.side, ends);
        if (de > MOVE_INFANTRY && de <= g.cfg.musketRange) violation(side);
      },
    };
  },
};

/** Calls `check` with the game when a general stops giving brigade orders (STOP answered at a K_ORDER). */
function watchStops(check: (g: Game) => number): PlayInvariant['watch'] {
  return (violation) => ({
    decision(view, side, kind, _options, answer) {
      if (kind !== K_ORDER) return;
      const g = view as Game;
      if (g.opts.type[answer] !== T_STOP) return;
      for (let k = check(g); k > 0; k--) violation(side);
    },
  });
}

/**
 * SFG-5.8: unlimbering needs no order, and only an unlimbered battery fires (in the fire
 * windows, SFG-6.1, and with a brigade it is attached to in reaction, SFG-4.6). A battery the
 * general leaves limbered with an action left and an enemy within its range fires at nothing
 * until he next activates it.
 */
const batteriesLeftLimbered: PlayInvariant = {
  name: 'batteries left limbered in range',
  description:
    'Batteries offered an unlimber (SFG-5.8: no order, one action) when the general stops his ' +
    'brigade orders, with an enemy within artillery range (SFG-6.6), counted per 1,000 games.',
  allows: 'SFG-5.8: a battery that stays limbered keeps both actions to move on next turn, to a better range or out of a charge.',
  exempt: ['random'],
  watch: watchStops((g) => {
    const buf = g.opts;
    let n = 0;
    for (let i = 1; i < buf.n; i++) {
      if (buf.type[i] !== T_UNLIMBER) continue;
      const u = g.units[buf.unit[i]];
      if (g.nearestEnemyDist(u.side, u) <= g.cfg.artilleryMaxRange) n++;
    }
    return n;
  }),
};

/**
 * SFG-5.8 / 6.6: a battery unlimbered beyond its range of every enemy, untouched when the
 * general stops (both actions left: it could limber and move on an order) fires at nothing.
 */
const batteriesLeftBehind: PlayInvariant = {
  name: 'batteries left behind out of range',
  description:
    'Unlimbered batteries in command with both actions left and every enemy beyond artillery range ' +
    '(SFG-6.6) when the general stops his brigade orders (SFG-4.4), counted per 1,000 games.',
  allows: 'SFG-4.4: every order is a test; a general may spend his on the brigades that fight rather than on guns that must first catch up.',
  exempt: ['random'],
  watch: watchStops((g) => {
    const d = g.divisions[g.activeDiv];
    let n = 0;
    for (const i of d.units) {
      const u = g.units[i];
      if (u.arm !== ARTILLERY || !u.active || u.limbered || u.actions > 0 || u.fired || isAttached(g, u) || !inCommand(g, d, u)) continue;
      const de = g.nearestEnemyDist(u.side, u);
      if (de > g.cfg.artilleryMaxRange && de < Infinity) n++;
    }
    return n;
  }),
};

/**
 * SFG-4.6: a battery attached to a brigade fires with it in reaction to a charge. A general who
 * stops while a battery may attach to a brigade of his holding an objective or in the firing
 * line, with an enemy brigade able to charge it next turn (policies/attach.ts, `braces`), leaves
 * that brigade without the guns' canister.
 */
const attachMissed: PlayInvariant = {
  name: 'attachments missed to threatened brigades',
  description:
    'Attachments offered (SFG-4.6) to an intact brigade holding an objective or in the firing line with an ' +
    'enemy brigade within charge reach in front, when the general stops his brigade orders, counted per 1,000 games.',
  allows: 'SFG-4.6: an attached battery cannot pivot or move on its own and shares a lost melee; a general who means to move that brigade keeps it free.',
  exempt: ['random'],
  watch: watchStops((g) => {
    const buf = g.opts;
    let n = 0;
    // one count per battery: at its first attachment offered that would brace
    for (let i = 1; i < buf.n; i++) if (bracingAttach(g, i) && firstOfBattery(g, i)) n++;
    return n;
  }),
};

/**
 * SFG-5.8: a battery that has fired may take no further action that turn, so one that fires
 * first can no longer attach (SFG-4.6) to the brigade it should brace (policies/attach.ts).
 */
const firesInsteadOfAttaching: PlayInvariant = {
  name: 'batteries firing instead of bracing a brigade',
  description:
    'Free fires of batteries (SFG-6.1) that could first attach (SFG-4.6) to an intact brigade of theirs holding an objective ' +
    'or in the firing line with an enemy brigade within charge reach in front, counted per 1,000 games.',
  allows: 'SFG-4.6 / 5.8: a battery may fire now rather than brace a brigade its general means to move on.',
  exempt: ['random'],
  watch(violation) {
    return {
      decision(view, side, kind, _options, answer) {
        if (kind !== K_ORDER && kind !== K_CORPS_ORDER) return;
        const g = view as Game;
        const buf = g.opts;
        if (buf.type[answer] !== T_FIRE) return;
        const u = g.units[buf.unit[answer]];
        if (u.arm === ARTILLERY && !isAttached(g, u) && mayBrace(g, u)) violation(side);
      },
    };
  },
};

/**
 * SFG-5.8 / 6.6: a battery with both actions left that fires first from where it stands, when one
 * manhandle (1 UM) would bring its nearest enemy into a nearer band of the range table without
 * entering an infantry charge's reach (MOVE_INFANTRY), fires from the farther band.
 */
const firesABandShort: PlayInvariant = {
  name: 'batteries firing a band short',
  description:
    'Free fires of batteries with both actions left (SFG-5.8) that a 1 UM manhandle would have brought into a nearer band ' +
    'of the range table (SFG-6.6) no nearer than an infantry charge without the bonus die, counted per 1,000 games.',
  allows:
    'SFG-4.4 / 7.2: the manhandle needs an order whose test may fail, and nearer than 6 UM an infantry charge with the ' +
    'bonus die reaches the guns; the fire from where the battery stands is certain.',
  exempt: ['random'],
  watch(violation) {
    return {
      decision(view, side, kind, _options, answer) {
        if (kind !== K_ORDER && kind !== K_CORPS_ORDER) return;
        const g = view as Game;
        const buf = g.opts;
        if (buf.type[answer] === T_FIRE && closesBeforeFiring(g, g.units[buf.unit[answer]], MOVE_INFANTRY)) violation(side);
      },
    };
  },
};

/** Is option i an attachment (SFG-4.6) to a brigade a battery should brace (policies/attach.ts)? */
function bracingAttach(g: Game, i: number): boolean {
  return g.opts.type[i] === T_ATTACH && braces(g, g.units[g.opts.target[i]], true);
}

/** Is bracing attachment i the first such offered to its battery? */
function firstOfBattery(g: Game, i: number): boolean {
  for (let j = 1; j < i; j++) if (g.opts.unit[j] === g.opts.unit[i] && bracingAttach(g, j)) return false;
  return true;
}

export const sfgInvariants: PlayInvariant[] = [
  firesAtTargetThatPays,
  chargesAtAnEdge,
  chargesNeedingBonus,
  columnsInMusketRange,
  batteriesLeftLimbered,
  batteriesLeftBehind,
  attachMissed,
  firesInsteadOfAttaching,
  firesABandShort,
];
