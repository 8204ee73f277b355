import type { Options, RuleOption } from '../types.js';
import { STAKES_FRACTION } from './constants.js';
import { options, type OptionsView } from '../kit/options.js';

/**
 * Every [R] resolution and [P] placeholder of shared/rules/alg-dcde-mechanics.md (§7 gaps
 * G-A1..G-A25) that changes play, with the spec's recommended default. Gaps that change nothing
 * in a simulation (G-A6 full pass, G-A18 improvised actions, G-A19 abilities) are listed by
 * coverage.ts instead: an option always changes play.
 */
export const algOptionSet = options()
  .choice(
    'combat',
    ['standin'],
    'standin',
    'ALG-5 [P] / G-A1..G-A3',
    'provisional',
    "Combat rules: only the STAND-IN placeholder of spec §5 exists (AlG's " +
      'own action list, shooting and melee are not in the condensed text). ' +
      'Win rates measure this stand-in.',
  )
  .nums('tableUM', [36, 24], 'ALG-1.1 [volley]', 'provisional', 'Table width and depth in um (1 um = one foot base = 2 m).')
  .int(
    'maxTurns',
    12,
    1,
    100,
    'ALG-4.5 / G-A20 [volley]',
    'spec-default',
    "Turn limit so every game ends: volley's own, the text " +
      'has none (it ends a game only on an objective or a broken army). Run ' +
      'reports give the share of games it decides.',
  )
  .choice(
    'timeoutRule',
    ['steadfastnessRatio', 'draw'],
    'steadfastnessRatio',
    'ALG-4.5 / G-A20',
    'spec-default',
    'At the turn limit: the side that kept the larger share of its starting ' + 'steadfastness wins (equal: draw), or always a draw.',
  )
  .bool('zocAllowsOnlyChargeTarget', true, 'ALG-1.4', 'spec-default', "A charge may enter only its target's ZOC (false: a charge ignores every enemy ZOC).")
  .int('woundedLineFrom', 1, 1, 2, 'ALG-2.2 / G-A4', 'spec-default', 'Heroes and protagonists use their wounded stat line from this many wounds.')
  .int('defaultWoundedPenalty', 1, 0, 5, 'ALG-2.2 / G-A4', 'spec-default', 'Without a wounded line in the list, Mo/Ti/Mi drop by this much when wounded.')
  .int('caMin', 1, 1, 5, 'ALG-2.3', 'spec-default', 'Lowest armour class a shield can bring a figure to.')
  .number(
    'squadCoherencyUM',
    1,
    0,
    10,
    'ALG-3.5 / G-A11',
    'spec-default',
    'A squad member more than this far (edge to edge) from every other ' + 'member is separated and may only move to rejoin.',
  )
  .bool(
    'reactionCostsPA',
    true,
    'ALG-3.6 / G-A9',
    'spec-default',
    "A reaction spends the matching action's PA from the reactor's die " + '(false: free for any activated character).',
  )
  .choice(
    'moraleMode',
    ['targetPlusMods', 'rollPlusMods'],
    'targetPlusMods',
    'ALG-4.2 / G-A5',
    'spec-default',
    'Natural d10 against Mo + modifiers (good modifiers help), or the ' + 'literal d10 + modifiers against Mo (good modifiers hurt).',
  )
  .choice(
    'squadTest',
    ['single', 'perFigure'],
    'single',
    'ALG-4.2 / G-A7',
    'spec-default',
    "A squad tests once with its officer's or leader's Mo (else the best " + 'Mo), or every member tests and the squad fails when half or more fail.',
  )
  .int(
    'chargeThreatMovMultiple',
    3,
    1,
    10,
    'ALG-4.2 / G-A8',
    'spec-default',
    '"No enemy able to charge" (+1): no un-shaken enemy within this many ' + 'times its Mov.',
  )
  .choice(
    'moraleStrengthThresholds',
    ['strictThirds', 'inclusive'],
    'strictThirds',
    'ALG-4.2 / G-A21',
    'spec-default',
    'Squad strength modifiers: strictly below 1/2 and 1/3 (a squad at ' + 'exactly half has no −1), or at or below.',
  )
  .bool(
    'officerIsLeader',
    true,
    'ALG-4.2 / G-A23',
    'spec-default',
    "An officer also counts as the squad's leader (+1, M6 when lost); " + 'false: only a separate leader does.',
  )
  .bool(
    'flagLostOnBearerDeath',
    true,
    'ALG-4.2 / G-A24',
    'spec-default',
    'The flag is lost when its bearer is put out of action with no friend ' + 'in contact (false: whenever the bearer falls).',
  )
  .choice(
    'steadfastnessAccounting',
    ['idempotent', 'literal'],
    'idempotent',
    'ALG-4.3 / G-A13',
    'spec-default',
    "Per-character losses so nothing counts twice, or the text's wording " + '(a fleeing figure that dies counts again).',
  )
  .bool(
    'fleeIncludesSeekCover',
    false,
    'ALG-4.3',
    'spec-default',
    '"Forced to flee" also covers a shaken hero or shot-at character that ' + 'must reach cover (C1, C2).',
  )
  .int('rallyCostPA', 1, 1, 3, 'ALG-4.4 C4 / P9', 'spec-default', 'PA a shaken character or routing squad spends on a rally test.')
  .choice(
    'routMoves',
    ['allPA', 'oneMove'],
    'allPA',
    'ALG-4.4 / G-A25',
    'spec-default',
    'A routing squad spends all its PA on rout moves (a test before each), ' + 'or makes one move per turn.',
  )
  .choice(
    'routRally',
    ['withSparePA', 'oncePerTurn', 'never'],
    'withSparePA',
    'ALG-4.4 C4–C6',
    'spec-default',
    'A routing squad must head for its entry edge at full speed; "in any ' +
      'case" it may take a morale test to rally "if it has the PA for it": ' +
      'once a turn, only when it holds the PA for a rout move besides ' +
      '(withSparePA: a squad acting on 1 PA always moves), or once a turn ' +
      'whenever it has the rally PA (oncePerTurn), or never (the per-move ' +
      'test is the only one).',
  )
  .choice(
    'shotMoraleTests',
    ['perHit', 'perVolley'],
    'perHit',
    'ALG-4.1 M2 / ALG-3.6',
    'spec-default',
    'A character hit by several shots of one volley (or of a volley and the ' + 'return fire) tests once per hit until one fails, or once per volley.',
  )
  .bool(
    'shakenCharactersRally',
    true,
    'ALG-4.4 C1–C3 / P9',
    'spec-default',
    'A shaken character may also end its state by a rally test (P9); false: ' + 'only by reaching cover, as C1–C3 say.',
  )
  .choice(
    'meleeExchange',
    ['simultaneous', 'reaction'],
    'simultaneous',
    'ALG-3.6 / P5',
    'spec-default',
    'Every melee is a simultaneous exchange (P5), or the enemy in contact ' +
      'strikes back only as an ALG-3.6 reaction: activated, with a die, the ' +
      "PA for a melee (reactionCostsPA) and its owner's choice.",
  )
  .choice(
    'deploymentPoints',
    ['scenarioOrOwnEdge', 'ownEdge'],
    'scenarioOrOwnEdge',
    'ALG-3.3 / G-A14',
    'spec-default',
    'Event markers from the scenario (own edge when a side has none), or ' + 'always entry points on the own edge.',
  );

export const algOptions: RuleOption[] = algOptionSet.defs;
export type AlgOptions = OptionsView<typeof algOptionSet>;

/** The engine's view of the options, read once per setup (flags instead of enum strings). */
export interface AlgConfig {
  tableW: number;
  tableD: number;
  maxTurns: number;
  timeoutDraw: boolean;
  zocOnlyChargeTarget: boolean;
  woundedLineFrom: number;
  defaultWoundedPenalty: number;
  caMin: number;
  coherency: number;
  reactionCostsPA: boolean;
  rollPlusMods: boolean;
  perFigureTest: boolean;
  chargeThreatMultiple: number;
  inclusiveThresholds: boolean;
  officerIsLeader: boolean;
  flagLostOnBearerDeath: boolean;
  literalAccounting: boolean;
  fleeIncludesSeekCover: boolean;
  rallyCost: number;
  routOneMove: boolean;
  testPerVolley: boolean;
  shakenRally: boolean;
  meleeByReaction: boolean;
  /** routRally: 0 withSparePA, 1 oncePerTurn, 2 never. */
  routRally: number;
  ownEdgeOnly: boolean;
  stakesFraction: readonly (readonly [number, number])[];
}

export function readAlgConfig(o: Options): AlgConfig {
  const v = algOptionSet.read(o);
  return {
    tableW: v.tableUM[0],
    tableD: v.tableUM[1],
    maxTurns: v.maxTurns,
    timeoutDraw: v.timeoutRule === 'draw',
    zocOnlyChargeTarget: v.zocAllowsOnlyChargeTarget,
    woundedLineFrom: v.woundedLineFrom,
    defaultWoundedPenalty: v.defaultWoundedPenalty,
    caMin: v.caMin,
    coherency: v.squadCoherencyUM,
    reactionCostsPA: v.reactionCostsPA,
    rollPlusMods: v.moraleMode === 'rollPlusMods',
    perFigureTest: v.squadTest === 'perFigure',
    chargeThreatMultiple: v.chargeThreatMovMultiple,
    inclusiveThresholds: v.moraleStrengthThresholds === 'inclusive',
    officerIsLeader: v.officerIsLeader,
    flagLostOnBearerDeath: v.flagLostOnBearerDeath,
    literalAccounting: v.steadfastnessAccounting === 'literal',
    fleeIncludesSeekCover: v.fleeIncludesSeekCover,
    rallyCost: v.rallyCostPA,
    routOneMove: v.routMoves === 'oneMove',
    testPerVolley: v.shotMoraleTests === 'perVolley',
    shakenRally: v.shakenCharactersRally,
    meleeByReaction: v.meleeExchange === 'reaction',
    routRally: ['withSparePA', 'oncePerTurn', 'never'].indexOf(v.routRally),
    ownEdgeOnly: v.deploymentPoints === 'ownEdge',
    stakesFraction: STAKES_FRACTION,
  };
}
