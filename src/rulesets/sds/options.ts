/**
 * SDS rule options: every [SBH]/[PROVISIONAL]/[UNKNOWN] choice of the mechanics reference
 * (§11 ambiguities A1–A42, Appendix A) as a named, documented RuleOption with the reference's
 * default. Keys are flat (`reloadActions.musket` → `reloadMusket`); `readSdsOptions` gives the
 * typed view (inferred by the kit's option builder) the game loop reads once per game (never per die roll).
 */
import type { Options, RuleOption } from '../types.js';
import { options, type OptionsView } from '../kit/options.js';

const STICK = ['S', 'M', 'L'] as const;

export const sdsOptionSet = options()
  // --- game mode, scale, length -------------------------------------------------------------
  .choice(
    'mode',
    ['tournament', 'core'],
    'tournament',
    'SDS 10 / SDS 2.2–2.5',
    'spec-default',
    'tournament: the Italian tournament procedure v2.1 (attacker/defender ' +
      "roll with the ≤ 400 points bonus, defender's S/M/L terrain per " +
      'sector, entry-edge roll, unused-points fences, initiative tie → ' +
      'attacker, flight away from the enemy edge, tournament scoring); core: ' +
      'the core-rules set-up (SDS 2.2–2.5, quarter terrain tables) with the ' +
      'same combat rules.',
  )
  .choice(
    'tournament',
    ['v2.1'],
    'v2.1',
    'SDS 10',
    'text',
    'Version of the tournament rules implemented (v2.1, 21.04.2010). v2.2.3b exists but only its first page was seen.',
  )
  .numeral(
    'scale',
    ['15', '28', '40'],
    '28',
    'SDS 1.2',
    'text',
    'Figure scale in mm: sets the sticks and the table (15: S/M/L 50/80/120 mm on 600×600; 28: 75/120/180 on 900×900; 40: 100/160/240 on 1200×1200).',
  )
  .choice(
    'cavalryMeasure',
    ['disc', 'frontToRear'],
    'disc',
    'SDS 1.5 / A34',
    'provisional',
    'disc: a move of d displaces the model by d. frontToRear: measure from ' +
      'the front edge, place the rear edge at the stick end (a rider gains ' +
      'one base depth per move).',
  )
  .int(
    'maxTurns',
    30,
    1,
    1000,
    'SDS 2.17 / SDS 10.7',
    'spec-default',
    "Turn cap modelling the tournament's 1 hour (55 min + the second " +
      'player finishing): a game still undecided after this many game turns ' +
      '(both players) is a draw on time. ' +
      'Estimate: a player turn ends at the first turnover (P = 1/4 with 2 ' +
      'dice, 1/2 with 3 dice at Q4), so it averages 2–4 activations of ~20–30 ' +
      's at tournament pace ≈ 1 min; ' +
      'a game turn ≈ 2 min, so 55 min ≈ 27–30 game turns. 30 is the reference ' +
      'default and the upper end of that estimate, so draws on time are not ' +
      'overstated; lower it (e.g. 15–20) to model slow players.',
  )

  // --- turn and activation (SDS 2.6–2.11) ---------------------------------------------------
  .bool('mayPassVoluntarily', true, 'SDS 2.6 / A36', 'provisional', 'A player may end his turn before every model has been activated (not stated either way).')
  .bool(
    'commandBonusStacks',
    false,
    'SDS 2.8 / A7',
    'provisional',
    'Command bonuses from several superiors add up (true) or count once (false). Élan always adds on top.',
  )
  .bool(
    'commandBonusOnMorale',
    true,
    'SDS 2.8 / A6',
    'provisional',
    'The +1 of a superior in command range also applies to morale tests (a published commentary speaks of "Quality rolls").',
  )
  .choice(
    'ncoCommandRange',
    STICK,
    'M',
    'SDS 2.9 / A5',
    'provisional',
    'Command range of an NCO (the Officer-with-Leader range 1L is stated; 1S without line of sight for both).',
  )
  .bool(
    'groupFreshOnly',
    true,
    'SDS 2.11 / A10',
    'provisional',
    'Only models not yet activated this turn may join a group order; members count as activated afterwards.',
  )
  .bool('leaderInGroup', false, 'SDS 2.11 / A10', 'provisional', 'The Leader ordering a group is himself a member of it.')
  .choice(
    'volleyTargetLegalFor',
    ['all', 'any'],
    'all',
    'SDS 2.14 / A40',
    'provisional',
    "A Volley's target must be a legal target (range, LOS, priority) for every shooter (all) or for at least one (any).",
  )
  .int(
    'maxAimActions',
    1,
    1,
    2,
    'SDS 2.10 / A9',
    'spec-default',
    'Extra actions that may be spent on one attack (aimed shot / power blow), each giving −1 [T]. The core rules sample says "an extra action".',
  )
  .bool('ncoSucceedsLeader', false, 'SDS 7.1 / A39', 'provisional', 'An NCO takes over as Leader (group orders, 1L range) when the officer is lost.')
  // the spec's assumption A29 (squad composition): the section shown to players is the rule's own
  .bool('requireLeader', true, 'SDS 2.1', 'provisional', 'A squad must contain an Officer with the Leader rule (list validation).')
  .bool(
    'enforcePointsWindow',
    true,
    'SDS 10.3',
    'variant',
    'In tournament mode, lists must total 385–405 points. Turn off to ' +
      'analyse off-size lists under tournament rules (point-worth sweeps, ' +
      'leave-one-model-out ablations); core mode never enforces it.',
  )

  // --- movement (SDS 3) ---------------------------------------------------------------------
  .choice('footMove', STICK, 'M', 'SDS 3.1 / A31', 'spec-default', 'Distance of one move action for infantry (SBH normal mover).')
  .choice('mountedMove', STICK, 'L', 'SDS 3.1 / A31', 'spec-default', 'Distance of one move action for mounted models (SBH fast mover).')
  .int(
    'brokenTerrainStep',
    1,
    0,
    1,
    'SDS 3.2 / A32',
    'provisional',
    'Stick categories lost by a move action that starts in or enters difficult terrain (1: L→M, M→S, S→½S).',
  )
  .bool('hillIsDifficult', false, 'SDS 3.2', 'provisional', 'Hills count as difficult terrain for movement (their movement cost is unknown).')
  .bool('passThroughFriends', true, 'SDS 3.3', 'provisional', 'A model may move through friends if it ends its move clear of every base.')
  .choice(
    'obstacleCrossing',
    ['endsMove', 'free', 'halfMove'],
    'endsMove',
    'SDS 3.4 / A35',
    'provisional',
    'Crossing a fence, hedge or low wall: ends the move action just beyond it, costs nothing, or costs half the move.',
  )
  .bool('startLoaded', true, 'SDS 3.8 / A4', 'provisional', 'Every firearm starts the game loaded.')
  .int(
    'reloadMusket',
    2,
    1,
    3,
    'SDS 3.8 / A1',
    'spec-default',
    'Actions to reload a musket (also carbine, pistol, blunderbuss). 2 is ' +
      'the only value that gives the tournament Shoot-and-Reload example a ' +
      'purpose (reloadActions.musket).',
  )
  .int('reloadRifle', 3, 1, 4, 'SDS 3.8 / A2', 'provisional', 'Actions to reload a rifle: "longer" than a musket; exact cost unknown (reloadActions.rifle).')
  .int('reloadBow', 0, 0, 3, 'SDS 3.8', 'provisional', 'Actions to reload a bow (MDS Bashkirs): unknown, default none needed.')
  .bool('reloadCarryOver', false, 'SDS 3.8 / A3', 'provisional', 'Reload actions may be split over several activations (a half-loaded weapon).')

  // --- shooting (SDS 4) ---------------------------------------------------------------------
  .int(
    'musketMaxBands',
    3,
    2,
    3,
    'SDS 4.2 / A11',
    'provisional',
    'Range bands of the musket: 2 (normal and double range, ≤ 2L) or 3 (a +0 band to 3L, from the 360 mm maximum at 15 mm).',
  )
  .nums('rifleBonuses', [2, 2, 1], 'SDS 4.2 / A12', 'provisional', 'Rifle bonuses in the three L bands (≤ 1L, 1L–2L, 2L–3L).')
  .nums('carbineBonuses', [1, 0], 'SDS 4.2', 'provisional', 'Carbine bonuses in its M bands (≤ 1M, 1M–2M).')
  .nums('pistolBonuses', [1, 0], 'SDS 4.2', 'provisional', 'Pistol bonuses in its S bands (≤ 1S, 1S–2S).')
  .nums('bowBonuses', [1, 0], 'SDS 4.2', 'provisional', 'Bow bonuses in its S bands (≤ 1S, 1S–2S).')
  .nums('blunderbussBonuses', [1, 0], 'SDS 4.2', 'provisional', 'Blunderbuss bonuses in S bands: unknown, treated like a pistol.')
  .int('heavyCover', 2, 1, 2, 'SDS 4.5 / A19', 'provisional', 'Shooter penalty [A] against a target in heavy cover (light cover is −1, stated).')
  .bool(
    'modelsBlockLOS',
    false,
    'SDS 4.4',
    'provisional',
    'Intervening models (either side) block line of sight for shooting: a ' +
      'target whose centre line crosses another base cannot be shot (aimed, ' +
      'Volley, Shoot and Reload, free shots at fleeing models). Off: models ' +
      'block only for the mounted-target exception of SDS 4.3. Command range ' +
      '(SDS 2.9) ignores models either way.',
  )
  .choice(
    'mountedFire',
    ['pistolCarbineOnly', 'any', 'none'],
    'pistolCarbineOnly',
    'SDS 4.8',
    'provisional',
    'Which firearms a mounted model may fire from horseback.',
  )
  .int('fallenShotBonus', 2, 0, 3, 'SDS 4.9 / A20', 'spec-default', 'Shooter bonus [A] against a fallen target (SBH 5.0).')
  .bool('fallenShotLethal', true, 'SDS 4.9 / A20', 'spec-default', 'A fallen target beaten by a shot is killed (SBH).')
  .choice(
    'outOfAmmo',
    ['off', 'natural1', 'natural1AndLose'],
    'natural1AndLose',
    'SDS 4.11 / A13',
    'provisional',
    "Out-of-ammunition trigger: a natural 1 on the shooter's die (natural1), only when the shot also fails to beat the target (natural1AndLose), or never.",
  )
  .choice(
    'ratioFloor',
    ['raw', 'clamp1'],
    'raw',
    'SDS 4.10 / SDS 5.2 / A14',
    'provisional',
    "Kill ratios when the loser's total is ≤ 0: raw arithmetic (any win is then a gruesome kill) or clamp the loser's total to 1.",
  )
  .choice(
    'parityDie',
    ['winner', 'loser'],
    'winner',
    'SDS 4.10 / SDS 5.2 / A15',
    'spec-default',
    'Whose natural die decides fall (even) or recoil (odd) when the winner does not double the loser.',
  )

  // --- hand-to-hand (SDS 5) -----------------------------------------------------------------
  .int('fallenMeleeBonus', 2, 0, 3, 'SDS 5.3 / SDS 5.7', 'spec-default', 'Attacker bonus [A] against a fallen model in hand-to-hand (SBH).')
  .choice(
    'blockedRecoil',
    ['fall', 'stay'],
    'fall',
    'SDS 5.2 / A16',
    'spec-default',
    'A loser that must recoil but cannot falls instead (SBH), or stays standing.',
  )
  .bool('followUp', false, 'SDS 5.2', 'provisional', 'The winner of a fight follows up a recoiling loser.')
  .bool('fallenMayAttack', false, 'SDS 5.7', 'provisional', 'A fallen model may shoot or attack without standing up first.')
  .choice(
    'betterWeapon',
    ['off'],
    'off',
    'SDS 5.4 / A18',
    'provisional',
    'Better-weapon effects in hand-to-hand: ranking and effects unknown, so none. Flag any verdict about lancers or sword-armed officers.',
  )
  .choice(
    'chargeFireFactor',
    ['cPlusBand1', 'shootFirst'],
    'cPlusBand1',
    'SDS 5.10 / A17',
    'provisional',
    "Infantry with 3 successes and a loaded weapon against charging cavalry: fights at Combat + its weapon's band-1 bonus (then unloaded), or shoots first.",
  )
  .choice(
    'riderSwitchTest',
    ['atOnce', 'atContactMove'],
    'atOnce',
    'SDS 5.10.4',
    'text',
    'A rider whose charge test eliminated its target switches to an enemy within 1S of it that it can reach with its remaining move ' +
      'actions. atOnce (the text: "do not move the rider at all and take the test for the new target"): the new target tests ' +
      'at once, and the result holds when the rider arrives with a later move. atContactMove (SDS 5.10.1 read over 5.10.4: ' +
      '"the test is taken before the move that would bring the rider into contact"): a new target more than one move away ' +
      'tests only before that move.',
  )
  .bool('fearCausersIgnoreFear', true, 'SDS 5.9', 'provisional', 'Fearless models and models that cause Fear need no Fear test to charge a Fear model.')

  // --- morale, flight, rout (SDS 6) -----------------------------------------------------------
  .bool(
    'gruesomeMoraleTest',
    true,
    'SDS 6.5 / A28',
    'provisional',
    'Source: Song of Blades and Heroes, the rules family SDS is built on ' +
      '(named in the brief); in neither Italian seed. On: every friend of a ' +
      'gruesomely killed model within gruesomeRadius of it takes a morale ' +
      'test. Off: a gruesome kill is an ordinary kill.',
  )
  .choice('gruesomeRadius', STICK, 'L', 'SDS 6.5 / A28', 'spec-default', 'Friends of a gruesomely killed model within this distance of it take a morale test.')
  .choice(
    'lossTrigger',
    ['thirdModels', 'halfModels', 'halfPoints'],
    'thirdModels',
    'SDS 6.5–6.6 / A22 / A42',
    'provisional',
    'Squad-loss morale trigger: more than one third of the models (tournament table, all modes), half the models (SBH), or half the list points.',
  )
  .bool('thresholdTestOnce', true, 'SDS 6.5', 'provisional', 'Each squad-wide trigger (Leader lost, flag lost, loss threshold) fires once per game.')
  .choice(
    'moraleTriggerOrder',
    ['gruesomeFirst', 'squadFirst'],
    'gruesomeFirst',
    'SDS 6.5 / A41',
    'provisional',
    'Order of morale tests caused by one event: gruesome-kill tests first, then Leader lost, flag lost, loss threshold (or the squad-wide tests first).',
  )
  .bool(
    'fleeCostsNextActivation',
    false,
    'SDS 6.2 / A23',
    'spec-default',
    "A model that fled in the enemy's turn loses its next activation (SBH " + 'revised variant). Default: no persistent effect.',
  )
  .bool(
    'fleeProvokesFreeAttacks',
    false,
    'SDS 6.3',
    'provisional',
    'Flight provokes the ordinary free attacks for leaving a fight (SDS ' + '3.6) besides the SDS 6.4 free activation.',
  )
  .bool(
    'fleeTerrainSlows',
    true,
    'SDS 6.3',
    'provisional',
    'Terrain and obstacles slow flight as for a normal move; a fallen model ' + 'that must flee stands up as part of the flight.',
  )
  .choice(
    'coreFleeEdge',
    ['nearest', 'ownOrSide'],
    'nearest',
    'SDS 6.3',
    'provisional',
    "Core mode: fleeing models run to the nearest table edge (tournament mode always excludes the enemy's deployment edge).",
  )
  .choice(
    'freeActivationLimit',
    ['oncePerCascade', 'oncePerRound'],
    'oncePerCascade',
    'SDS 6.4',
    'provisional',
    "A free activation's kill can set off more morale tests and flights " +
      'before play resumes. oncePerCascade: a model gets "1 (ed 1 sola)" free ' +
      'activation from the event that set the tests off until play resumes ' +
      "(the tournament text's emphasis); oncePerRound: one in every round of " +
      'tests and flights of that cascade.',
  )
  .bool(
    'freeActivationCountsAsAttack',
    false,
    'SDS 6.4 / A24',
    'provisional',
    "The free activation against fleeing models uses up the model's one attack per turn.",
  )
  .choice(
    'flagLostWhen',
    ['bearerRemoved', 'bearerDown', 'captured'],
    'bearerRemoved',
    'SDS 6.8 / A25',
    'provisional',
    'When the flag counts as lost for the squad test: when its bearer is ' +
      'removed (killed, wounded, or fled off the table taking the flag with ' +
      'him), only when he is killed or wounded (the tournament rules: the only case in which ' +
      'he abandons it), or when the enemy picks it up. Most turn-1 routs run ' +
      'through this test (a gruesome kill sends the bearer off the table).',
  )
  .choice(
    'unusedPointsTerrain',
    ['lowerPointsPlayer', 'off'],
    'lowerPointsPlayer',
    'SDS 10.3 / A30',
    'provisional',
    'Who gets the 1S linear pieces for a point difference of 5 or more (one ' +
      'per full 5 points, max 3): the player with fewer points, placed in his ' +
      'half before the defender deploys.',
  )

  // --- special rules with unknown effects (SDS 7.2, A21, A38) ---------------------------------
  .choice('cuirass', ['none', 'shotAtMinus1', 'meleeDefPlus1'], 'none', 'SDS 7.2', 'provisional', 'Effect of Cuirass (unknown).')
  .choice('engineer', ['none'], 'none', 'SDS 7.2', 'provisional', 'Effect of Engineer (obstacle demolition; irrelevant in tournaments).')
  .choice('green', ['none', 'moraleMinus1'], 'none', 'SDS 7.2', 'provisional', 'Effect of Green (unknown).')
  .choice('lightInfantry', ['none', 'ignoresBrokenTerrain', 'freeTargetChoice'], 'none', 'SDS 7.2 / A21', 'provisional', 'Effect of Light Infantry (unknown).')
  .choice('marksman', ['none', 'extraAim', 'freeTargetChoice', 'shootPlus1'], 'none', 'SDS 7.2 / A21', 'provisional', 'Effect of Marksman (unknown).')
  .choice(
    'musician',
    ['none', 'groupRollPlus1'],
    'none',
    'SDS 7.2',
    'provisional',
    'Effect of Musician (unknown; a drummer matters for group activations). ' + 'groupRollPlus1: +1 to a group roll with a musician in it.',
  )
  .choice('poorShot', ['none', 'shootMinus1'], 'none', 'SDS 7.2', 'provisional', 'Effect of Poor Shot (unknown).')
  .choice('reluctant', ['none'], 'none', 'SDS 7.2', 'provisional', 'Effect of Reluctant (unknown).')
  .choice(
    'slow',
    ['oneMoveActionPerActivation', 'maxTwoDice', 'none'],
    'oneMoveActionPerActivation',
    'SDS 7.2',
    'provisional',
    'Effect of Slow ("moves less often than others").',
  )
  .choice('strong', ['none', 'meleePlus1', 'freePowerBlow'], 'none', 'SDS 7.2', 'provisional', 'Effect of Strong (unknown).')
  .choice('unreliable', ['none'], 'none', 'SDS 7.2', 'provisional', 'Effect of Unreliable (unknown).')
  .choice('unpredictable', ['none'], 'none', 'SDS 7.2', 'provisional', 'Effect of Unpredictable (unknown).')
  .choice('wavering', ['none', 'moraleMinus1'], 'none', 'SDS 7.2', 'provisional', 'Effect of Wavering (unknown).')
  .choice('weak', ['none', 'meleeMinus1'], 'none', 'SDS 7.2', 'provisional', 'Effect of Weak (unknown).');

/** The documented options (`volley rules sds`). */
export const sdsOptions: RuleOption[] = sdsOptionSet.defs;

type Stick = 'S' | 'M' | 'L';

/** Typed view of the resolved options (read once per game), inferred from the list above. */
export type SdsOptions = OptionsView<typeof sdsOptionSet>;

/** Resolved options → typed view. Missing keys take the reference default; numbers arrive as numbers. */
export function readSdsOptions(o: Options = {}): SdsOptions {
  return sdsOptionSet.read(o);
}

/** The reference defaults as a typed view (handy for tests and the odds CLI). */
export const defaultSdsOptions: Readonly<SdsOptions> = Object.freeze(readSdsOptions({}));

export interface Sticks {
  S: number;
  M: number;
  L: number;
  /** Side of the (square) table, mm. */
  table: number;
}

/** SDS 1.2: stick lengths and table side in mm for a figure scale. */
export function sticks(scale: number | string = 28): Sticks {
  switch (Number(scale)) {
    case 15:
      return { S: 50, M: 80, L: 120, table: 600 };
    case 40:
      return { S: 100, M: 160, L: 240, table: 1200 };
    case 28:
    case 20:
    case 25:
      return { S: 75, M: 120, L: 180, table: 900 };
    default:
      throw new RangeError(`SDS 1.2: no sticks for scale ${String(scale)} (use 15, 28 or 40)`);
  }
}

/** Length of a stick letter at the given sticks. */
export function stickLength(s: Stick, st: Sticks): number {
  return s === 'S' ? st.S : s === 'M' ? st.M : st.L;
}
