import type { Options, RuleOption } from '../types.js';

/**
 * Every choice the intro spec leaves open ([R], [P], [TODO] and the G-I gaps of
 * shared/rules/intro-mechanics.md §9) as a named rule option with the spec's default.
 */
export const introOptions: RuleOption[] = [
  {
    key: 'applyTodoRules',
    type: 'boolean',
    default: true,
    description: 'Apply the two rules the author marked TODO: the range malus and the poor-visibility malus on ranged attacks.',
    section: 'INT-5.3.7-8 / INT-8',
    basis: 'spec-default',
  },
  {
    key: 'rangeMalus',
    type: 'numbers',
    default: [0, 0, 1, 2],
    description: 'Malus taken off CMB for a ranged attack per band [throw 0-5, short 5-20, medium 20-50, long 50-100] (only with applyTodoRules).',
    section: 'INT-5.3.7 (TODO)',
    basis: 'text',
  },
  {
    key: 'visibility',
    type: 'enum',
    values: ['normal', 'poor'],
    default: 'normal',
    description: "Weather: 'poor' (fog, smoke) adds visibilityMalus to ranged attacks. A scenario's top-level `visibility:` sets it unless this option is set explicitly.",
    section: 'INT-5.3.8 (TODO)',
    basis: 'spec-default',
  },
  {
    key: 'visibilityMalus',
    type: 'numbers',
    default: [0, 0, 1, 2],
    description: 'Extra malus per band [throw, short, medium, long] in poor visibility, stacking with rangeMalus (only with applyTodoRules).',
    section: 'INT-5.3.8 (TODO)',
    basis: 'text',
  },
  {
    key: 'rangeBandsCm',
    type: 'numbers',
    default: [5, 20, 50, 100],
    description: 'Upper bounds (inclusive) of the throw, short, medium and long bands; beyond the last is out of range.',
    section: 'INT-1.5',
    basis: 'text',
  },
  {
    key: 'unitRadiusCm',
    type: 'number',
    default: 1.25,
    min: 0.1,
    max: 10,
    description: 'A unit is a disc of this radius for contact, overlap and line of sight; distances are centre to centre.',
    section: 'INT-1.2',
    basis: 'provisional',
  },
  {
    key: 'meleeReachCm',
    type: 'number',
    default: 10,
    min: 0,
    max: 100,
    description: 'Greatest centre-to-centre distance of a melee target (the melee phase says 10 cm, the range table 0-5 cm).',
    section: 'INT-5.5.3 / G-I4',
    basis: 'spec-default',
  },
  {
    key: 'counterAttackFree',
    type: 'boolean',
    default: true,
    description:
      'A counter-attack needs no activation and uses no action. When false, only an active defender with its combat action and an action left may counter-attack, and doing so uses them.',
    section: 'INT-5.5.5 / G-I5',
    basis: 'spec-default',
  },
  {
    key: 'woundedCanFight',
    type: 'boolean',
    default: true,
    description: 'Wounded units (damage 2) may still shoot, fight and counter-attack (the text only forbids them to move).',
    section: 'INT-3.1 / G-I6',
    basis: 'spec-default',
  },
  {
    key: 'recoveryPerPlayerPerTurn',
    type: 'number',
    default: 1,
    min: 0,
    max: 100,
    integer: true,
    description: 'Recovery attempts each player may make per turn, each on a different damaged unit.',
    section: 'INT-5.2 / G-I3',
    basis: 'spec-default',
  },
  {
    key: 'recoveryNeedsTest',
    type: 'boolean',
    default: true,
    description: 'A recovery needs a successful ABI test (false: automatic).',
    section: 'INT-5.2 / G-I3',
    basis: 'spec-default',
  },
  {
    key: 'failedRecoveryUsesAction',
    type: 'boolean',
    default: false,
    description: 'A failed recovery test still uses one of the unit\'s two actions (the spec counts the action "on a success").',
    section: 'INT-5.2.2',
    basis: 'spec-default',
  },
  {
    key: 'activationStopsOnFail',
    type: 'boolean',
    default: true,
    description: "A failed activation test ends that player's activation phase; untried units stay inactive.",
    section: 'INT-5.1 / G-I1',
    basis: 'spec-default',
  },
  {
    key: 'activationIsAction',
    type: 'boolean',
    default: false,
    description: 'A successful activation uses one of the unit\'s two actions.',
    section: 'INT-4.4 / G-I2',
    basis: 'spec-default',
  },
  {
    key: 'moveCountsAsAction',
    type: 'boolean',
    default: true,
    description: 'A move by an active unit counts as one of its two actions (moves of inactive units never do).',
    section: 'INT-4.4',
    basis: 'spec-default',
  },
  {
    key: 'moveCm',
    type: 'number',
    default: 20,
    min: 0,
    max: 1000,
    description: 'Greatest move in open terrain.',
    section: 'INT-5.4.4',
    basis: 'text',
  },
  {
    key: 'roughMoveCm',
    type: 'number',
    default: 10,
    min: 0,
    max: 1000,
    description: 'Greatest move when the path starts in or crosses steep/rough or impassable terrain.',
    section: 'INT-5.4.4',
    basis: 'text',
  },
  {
    key: 'maxTurns',
    type: 'number',
    default: 10,
    min: 1,
    max: 1000,
    integer: true,
    description: 'The game ends after this many turns if more than one side still has units.',
    section: 'INT-7 / G-I11',
    basis: 'provisional',
  },
  {
    key: 'atTimeLimit',
    type: 'enum',
    values: ['survivingCost', 'draw'],
    default: 'survivingCost',
    description: 'At the turn limit: the side whose surviving units cost most wins, or the game is a draw.',
    section: 'INT-7',
    basis: 'provisional',
  },
  {
    key: 'victoryTieBreak',
    type: 'enum',
    values: ['leastDamage', 'draw'],
    default: 'leastDamage',
    description: 'Equal surviving cost at the turn limit: the side that suffered less total damage (a dead unit counts 3) wins, or a draw.',
    section: 'INT-7',
    basis: 'provisional',
  },
  {
    key: 'tableCm',
    type: 'numbers',
    default: [120, 80],
    description: 'Table width and depth in cm; side 0 deploys along the near long edge (y = 0), side 1 along the far one.',
    section: 'INT-1.2 / G-I12',
    basis: 'provisional',
  },
  {
    key: 'deployDepthCm',
    type: 'number',
    default: 15,
    min: 3,
    max: 500,
    description: 'Units deploy within this distance of their own edge.',
    section: 'INT-1.2 / G-I12',
    basis: 'provisional',
  },
  {
    key: 'losSamples',
    type: 'number',
    default: 5,
    integer: true,
    min: 1,
    max: 9,
    description: 'Points sampled on the target disc for line of sight: 1 (centre), 5 (centre and ± radius on both axes) or 9 (adds the diagonals).',
    section: 'INT-4.3 / G-I8',
    basis: 'spec-default',
  },
  {
    key: 'losThreshold',
    type: 'number',
    default: 0.5,
    min: 0,
    max: 1,
    description: 'Fraction of sample points that must be seen from the shooter\'s centre (5 samples, 0.5: at least 3).',
    section: 'INT-4.3 / G-I8',
    basis: 'spec-default',
  },
  {
    key: 'losBlockedByUnits',
    type: 'boolean',
    default: true,
    description: 'Other living units (of either side) block line of sight; terrain blocks it where tagged (impassable by default).',
    section: 'INT-4.3 / G-I8',
    basis: 'provisional',
  },
  {
    key: 'playerOrder',
    type: 'enum',
    values: ['fixed', 'rerollEachTurn'],
    default: 'fixed',
    description: 'The player order rolled at the start holds for the whole game, or is rolled again every turn.',
    section: 'INT-4.1 / G-I14',
    basis: 'spec-default',
  },
  {
    key: 'costFormula',
    type: 'enum',
    values: ['cmb+abi', 'increasesOnly'],
    default: 'cmb+abi',
    description: "Unit cost: CMB + ABI (values under 3 are a discount), or 6 plus 1 per step above 3 (no discount below 3).",
    section: 'INT-2.2 / G-I13',
    basis: 'spec-default',
  },
  {
    key: 'simultaneousMoves',
    type: 'enum',
    values: ['shortenOnOverlap', 'cancelOnOverlap'],
    default: 'shortenOnOverlap',
    description: 'Two units whose simultaneous moves end overlapping: both stop at the point of contact, or neither moves.',
    section: 'INT-5.4.1 / G-I10',
    basis: 'spec-default',
  },
];

/** The options resolved into plain numbers the hot path reads (built once per setup). */
export interface IntroConfig {
  /** Total malus per band 0..3 (throw, short, medium, long): range + visibility, 0 without TODO rules. */
  malus: [number, number, number, number];
  bands: [number, number, number, number];
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

function nums(o: Options, key: string): number[] {
  return o[key] as number[];
}

export function resolveConfig(o: Options): IntroConfig {
  const todo = o.applyTodoRules === true;
  const rm = nums(o, 'rangeMalus');
  const vm = nums(o, 'visibilityMalus');
  const poor = o.visibility === 'poor';
  const malus = [0, 0, 0, 0] as [number, number, number, number];
  if (todo) for (let b = 0; b < 4; b++) malus[b] = rm[b] + (poor ? vm[b] : 0);
  const b = nums(o, 'rangeBandsCm');
  const table = nums(o, 'tableCm');
  const samples = o.losSamples as number;
  return {
    malus,
    bands: [b[0], b[1], b[2], b[3]],
    radius: o.unitRadiusCm as number,
    meleeReach: o.meleeReachCm as number,
    counterAttackFree: o.counterAttackFree === true,
    woundedCanFight: o.woundedCanFight === true,
    recoveries: o.recoveryPerPlayerPerTurn as number,
    recoveryNeedsTest: o.recoveryNeedsTest === true,
    failedRecoveryUsesAction: o.failedRecoveryUsesAction === true,
    activationStopsOnFail: o.activationStopsOnFail === true,
    activationIsAction: o.activationIsAction === true,
    moveCountsAsAction: o.moveCountsAsAction === true,
    moveCm: o.moveCm as number,
    roughMoveCm: o.roughMoveCm as number,
    maxTurns: o.maxTurns as number,
    timeDraw: o.atTimeLimit === 'draw',
    tieBreakDamage: o.victoryTieBreak === 'leastDamage',
    tableW: table[0],
    tableH: table[1],
    deployDepth: o.deployDepthCm as number,
    losSamples: samples,
    losNeeded: Math.max(1, Math.ceil((o.losThreshold as number) * samples - 1e-9)),
    losBlockedByUnits: o.losBlockedByUnits === true,
    rerollOrder: o.playerOrder === 'rerollEachTurn',
    cancelOnOverlap: o.simultaneousMoves === 'cancelOnOverlap',
  };
}
