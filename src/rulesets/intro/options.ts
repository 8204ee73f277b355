import type { Options, RuleOption } from '../types.js';
import { squareLimit } from '../kit/geometry.js';
import { options, type OptionsView } from '../kit/options.js';

/**
 * Every choice the intro spec leaves open ([R], [P], [TODO] and the G-I gaps of
 * shared/rules/intro-mechanics.md §9) as a named rule option with the spec's default.
 */
const introOptionSet = options()
  .bool(
    'applyTodoRules',
    true,
    'INT-5.3.7-8 / INT-8',
    'spec-default',
    'Apply the two rules the author marked TODO: the range malus and the poor-visibility malus on ranged attacks.',
  )
  .nums(
    'rangeMalus',
    [0, 0, 1, 2],
    'INT-5.3.7 (TODO)',
    'text',
    'Malus taken off CMB for a ranged attack per band [throw 0-5, short 5-20, medium 20-50, long 50-100] (only with applyTodoRules).',
  )
  .choice(
    'visibility',
    ['normal', 'poor'],
    'normal',
    'INT-5.3.8 (TODO)',
    'spec-default',
    "Weather: 'poor' (fog, smoke) adds visibilityMalus to ranged attacks. " +
      "A scenario's top-level `visibility:` sets it unless this option is " +
      'set explicitly.',
  )
  .nums(
    'visibilityMalus',
    [0, 0, 1, 2],
    'INT-5.3.8 (TODO)',
    'text',
    'Extra malus per band [throw, short, medium, long] in poor visibility, stacking with rangeMalus (only with applyTodoRules).',
  )
  .nums(
    'rangeBandsCm',
    [5, 20, 50, 100],
    'INT-1.5',
    'text',
    'Upper bounds (inclusive) of the throw, short, medium and long bands; beyond the last is out of range.',
  )
  .number(
    'unitRadiusCm',
    1.25,
    0.1,
    10,
    'INT-1.2',
    'provisional',
    'A unit is a disc of this radius for contact, overlap and line of sight; distances are centre to centre.',
  )
  .number(
    'meleeReachCm',
    10,
    0,
    100,
    'INT-5.5.3 / G-I4',
    'spec-default',
    'Greatest centre-to-centre distance of a melee target (the melee phase says 10 cm, the range table 0-5 cm).',
  )
  .bool(
    'counterAttackFree',
    true,
    'INT-5.5.5 / G-I5',
    'spec-default',
    'A counter-attack needs no activation and uses no action. When false, ' +
      'only an active defender with its combat action and an action left may ' +
      'counter-attack, and doing so uses them.',
  )
  .bool(
    'woundedCanFight',
    true,
    'INT-3.1 / G-I6',
    'spec-default',
    'Wounded units (damage 2) may still shoot, fight and counter-attack (the text only forbids them to move).',
  )
  .int(
    'recoveryPerPlayerPerTurn',
    1,
    0,
    100,
    'INT-5.2 / G-I3',
    'spec-default',
    'Recovery attempts each player may make per turn, each on a different damaged unit.',
  )
  .bool('recoveryNeedsTest', true, 'INT-5.2 / G-I3', 'spec-default', 'A recovery needs a successful ABI test (false: automatic).')
  .bool(
    'failedRecoveryUsesAction',
    false,
    'INT-5.2.2',
    'spec-default',
    'A failed recovery test still uses one of the unit\'s two actions (the spec counts the action "on a success").',
  )
  .bool(
    'activationStopsOnFail',
    true,
    'INT-5.1 / G-I1',
    'spec-default',
    "A failed activation test ends that player's activation phase; untried units stay inactive.",
  )
  .bool('activationIsAction', false, 'INT-4.4 / G-I2', 'spec-default', "A successful activation uses one of the unit's two actions.")
  .bool('moveCountsAsAction', true, 'INT-4.4', 'spec-default', 'A move by an active unit counts as one of its two actions (moves of inactive units never do).')
  .number('moveCm', 20, 0, 1000, 'INT-5.4.4', 'text', 'Greatest move in open terrain.')
  .number('roughMoveCm', 10, 0, 1000, 'INT-5.4.4', 'text', 'Greatest move when the path starts in or crosses steep/rough or impassable terrain.')
  .int('maxTurns', 10, 1, 1000, 'INT-7 / G-I11', 'provisional', 'The game ends after this many turns if more than one side still has units.')
  .choice(
    'atTimeLimit',
    ['survivingCost', 'draw'],
    'survivingCost',
    'INT-7',
    'provisional',
    'At the turn limit: the side whose surviving units cost most wins, or the game is a draw.',
  )
  .choice(
    'victoryTieBreak',
    ['leastDamage', 'draw'],
    'leastDamage',
    'INT-7',
    'provisional',
    'Equal surviving cost at the turn limit: the side that suffered less total damage (a dead unit counts 3) wins, or a draw.',
  )
  .nums(
    'tableCm',
    [120, 80],
    'INT-1.2 / G-I12',
    'provisional',
    'Table width and depth in cm; side 0 deploys along the near long edge (y = 0), side 1 along the far one.',
  )
  .number('deployDepthCm', 15, 3, 500, 'INT-1.2 / G-I12', 'provisional', 'Units deploy within this distance of their own edge.')
  .int(
    'losSamples',
    5,
    1,
    9,
    'INT-4.3 / G-I8',
    'spec-default',
    'Points sampled on the target disc for line of sight: 1 (centre), 5 (centre and ± radius on both axes) or 9 (adds the diagonals).',
  )
  .number(
    'losThreshold',
    0.5,
    0,
    1,
    'INT-4.3 / G-I8',
    'spec-default',
    "Fraction of sample points that must be seen from the shooter's centre (5 samples, 0.5: at least 3).",
  )
  .bool(
    'losBlockedByUnits',
    true,
    'INT-4.3 / G-I8',
    'provisional',
    'Other living units (of either side) block line of sight; terrain blocks it where tagged (impassable by default).',
  )
  .choice(
    'playerOrder',
    ['fixed', 'rerollEachTurn'],
    'fixed',
    'INT-4.1 / G-I14',
    'spec-default',
    'The player order rolled at the start holds for the whole game, or is rolled again every turn.',
  )
  .choice(
    'costFormula',
    ['cmb+abi', 'increasesOnly'],
    'cmb+abi',
    'INT-2.2 / G-I13',
    'spec-default',
    'Unit cost: CMB + ABI (values under 3 are a discount), or 6 plus 1 per step above 3 (no discount below 3).',
  )
  .choice(
    'simultaneousMoves',
    ['shortenOnOverlap', 'cancelOnOverlap'],
    'shortenOnOverlap',
    'INT-5.4.1 / G-I10',
    'spec-default',
    'Two units whose simultaneous moves end overlapping: both stop at the point of contact, or neither moves.',
  );

/** The documented options (`volley rules intro`). */
export const introOptions: RuleOption[] = introOptionSet.defs;

/** The options as the game reads them, typed (inferred from the list above). */
export type IntroOptions = OptionsView<typeof introOptionSet>;

/** The options resolved into plain numbers the hot path reads (built once per setup). */
export interface IntroConfig {
  /** Total malus per band 0..3 (throw, short, medium, long): range + visibility, 0 without TODO rules. */
  malus: [number, number, number, number];
  bands: [number, number, number, number];
  /** Each band's largest squared distance (kit squareLimit): d² ≤ bandLimit2[k] exactly when d ≤ bands[k] (rangeBandSquared). */
  bandLimit2: [number, number, number, number];
  radius: number;
  meleeReach: number;
  counterAttackFree: boolean;
  woundedCanFight: boolean;
  recoveries: number;
  recoveryNeedsTest: boolean;
  failedRecoveryUsesAction: boolean;
  activationStopsOnFail: boolean;
  activationIsAction: boolean;
  moveCountsAsAction: boolean;
  moveCm: number;
  roughMoveCm: number;
  maxTurns: number;
  timeDraw: boolean;
  tieBreakDamage: boolean;
  tableW: number;
  tableH: number;
  deployDepth: number;
  losSamples: number;
  /** Sample points that must be clear (ceil of threshold × samples, at least 1). */
  losNeeded: number;
  losBlockedByUnits: boolean;
  rerollOrder: boolean;
  cancelOnOverlap: boolean;
}

export function resolveConfig(options: Options): IntroConfig {
  const o = introOptionSet.read(options);
  const todo = o.applyTodoRules;
  const rm = o.rangeMalus;
  const vm = o.visibilityMalus;
  const poor = o.visibility === 'poor';
  const malus = [0, 0, 0, 0] as [number, number, number, number];
  if (todo) for (let b = 0; b < 4; b++) malus[b] = rm[b] + (poor ? vm[b] : 0);
  const b = o.rangeBandsCm;
  const table = o.tableCm;
  const samples = o.losSamples;
  return {
    malus,
    bands: [b[0], b[1], b[2], b[3]],
    bandLimit2: [squareLimit(b[0]), squareLimit(b[1]), squareLimit(b[2]), squareLimit(b[3])],
    radius: o.unitRadiusCm,
    meleeReach: o.meleeReachCm,
    counterAttackFree: o.counterAttackFree,
    woundedCanFight: o.woundedCanFight,
    recoveries: o.recoveryPerPlayerPerTurn,
    recoveryNeedsTest: o.recoveryNeedsTest,
    failedRecoveryUsesAction: o.failedRecoveryUsesAction,
    activationStopsOnFail: o.activationStopsOnFail,
    activationIsAction: o.activationIsAction,
    moveCountsAsAction: o.moveCountsAsAction,
    moveCm: o.moveCm,
    roughMoveCm: o.roughMoveCm,
    maxTurns: o.maxTurns,
    timeDraw: o.atTimeLimit === 'draw',
    tieBreakDamage: o.victoryTieBreak === 'leastDamage',
    tableW: table[0],
    tableH: table[1],
    deployDepth: o.deployDepthCm,
    losSamples: samples,
    losNeeded: Math.max(1, Math.ceil(o.losThreshold * samples - 1e-9)),
    losBlockedByUnits: o.losBlockedByUnits,
    rerollOrder: o.playerOrder === 'rerollEachTurn',
    cancelOnOverlap: o.simultaneousMoves === 'cancelOnOverlap',
  };
}
