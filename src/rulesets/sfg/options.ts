import type { Options, RuleOption } from '../types.js';

/**
 * Every [R] resolution and [P] proposal of shared/rules/sfg-lite-mechanics.md that the engine
 * implements, as a named rule option with the spec's default (§14). Gaps whose alternative is not
 * implemented are listed as such by coverage.ts, not here: an option always changes play.
 */
const o = (x: RuleOption): RuleOption => x;

export const sfgOptions: RuleOption[] = [
  o({ key: 'turns', type: 'number', default: 6, min: 1, max: 30, integer: true, description: 'Game turns of the pitched battle.', section: 'SFG-10.6', basis: 'text' }),
  o({ key: 'tableWidthUM', type: 'number', default: 36, min: 24, max: 72, description: 'Table width (long edge) in UM; 180 cm at 5 cm per UM.', section: 'SFG-1.2 [P]', basis: 'spec-default' }),
  o({ key: 'tableDepthUM', type: 'number', default: 24, min: 18, max: 48, description: 'Table depth (short edge) in UM; 120 cm.', section: 'SFG-1.2 [P]', basis: 'spec-default' }),
  o({ key: 'rangeInclusive', type: 'boolean', default: true, description: "'Within N UM' includes N exactly.", section: 'SFG-0', basis: 'spec-default' }),
  o({ key: 'commandRadiusUM', type: 'number', default: 12, min: 0, max: 1000, description: 'Command radius from the general to the nearest point of the unit (1000 = unlimited).', section: 'SFG-4.2 / G1', basis: 'spec-default' }),
  o({ key: 'commandPassInclusive', type: 'boolean', default: true, description: 'A command test passes on 2d6 ≤ value (false: strictly lower).', section: 'SFG-4.1 / G2', basis: 'spec-default' }),
  o({ key: 'generalValues', type: 'numbers', default: [7, 8, 9], description: 'Command values of poor, standard and good generals.', section: 'SFG-4.1 / G3', basis: 'spec-default' }),
  o({ key: 'orderMalusScope', type: 'enum', values: ['general', 'brigade'], default: 'general', description: "The cumulative −1 per earlier order counts the general's orders this turn ('general') or the orders this brigade already received ('brigade').", section: 'SFG-4.4 / G4', basis: 'spec-default' }),
  o({ key: 'distanceMalusStepUM', type: 'number', default: 4, min: 0.5, max: 100, description: '−1 on the command test per full step of this many UM between general and brigade.', section: 'SFG-4.4 / G19', basis: 'text' }),
  o({ key: 'failedDivisionOrderEndsActivation', type: 'boolean', default: true, description: 'A failed first division-order test ends the general\'s orders (false: he may still give brigade orders).', section: 'SFG-4.3 / G34', basis: 'spec-default' }),
  o({ key: 'divisionOrderAllowsFormation', type: 'boolean', default: true, description: 'Under a division order a unit may change formation instead of moving.', section: 'SFG-4.3 / G29', basis: 'spec-default' }),
  o({ key: 'divisionOrderMinEnemyDistUM', type: 'number', default: 6, min: 0, max: 30, description: 'No unit moving under a division order may come within this distance of an enemy (one already inside may not close).', section: 'SFG-4.3', basis: 'text' }),
  o({ key: 'generalsMoveUM', type: 'number', default: 12, min: 0, max: 100, description: "A general's move in the generals' phase, terrain ignored.", section: 'SFG-3.3 / G5', basis: 'text' }),
  o({ key: 'musketRangeUM', type: 'number', default: 6, min: 1, max: 30, description: 'Musketry range from the firing base centre.', section: 'SFG-6.2', basis: 'text' }),
  o({ key: 'coverToHit', type: 'numbers', default: [4, 5, 6], description: 'Fire and melee to-hit against open, light and heavy cover.', section: 'SFG-6.5 / G35', basis: 'text' }),
  o({ key: 'artilleryMaxRangeUM', type: 'number', default: 20, min: 3, max: 20, description: 'Artillery fires up to this range (the 20–30 UM band of the table is empty).', section: 'SFG-6.6 / G9b', basis: 'spec-default' }),
  o({ key: 'artilleryCoverMode', type: 'enum', values: ['shift', 'max'], default: 'shift', description: "Cover against artillery: 'shift' adds +1 (light) or +2 (heavy) to the band's number; 'max' uses the larger of band and cover numbers.", section: 'SFG-6.6 / G9', basis: 'spec-default' }),
  o({ key: 'naturalRuleInMelee', type: 'boolean', default: true, description: 'In melee too a natural 6 always hits and a natural 1 always misses.', section: 'SFG-8.3 / G18', basis: 'spec-default' }),
  o({ key: 'fireRetreatTable', type: 'numbers', default: [1, 1, 1, 1, 1, 2], description: 'Fire pushback in UM by the d6 (faces 1..6); a 6 also disorders.', section: 'SFG-6.9', basis: 'text' }),
  o({ key: 'fireRetreatPerTwoHits', type: 'boolean', default: false, description: 'One pushback test per full 2 casualties of one firing action (false: one test when it inflicts 2 or more).', section: 'SFG-6.9 / G6', basis: 'spec-default' }),
  o({ key: 'fireRetreatDirection', type: 'enum', values: ['ownRear', 'awayFromFirer'], default: 'ownRear', description: 'A unit pushed back by fire moves straight to its own rear, or directly away from the firer (facing kept).', section: 'SFG-6.9', basis: 'spec-default' }),
  o({ key: 'unlimberedBatteryRetreats', type: 'boolean', default: false, description: 'An unlimbered battery pushed back by fire moves (false: it stays and is only disordered on a 6).', section: 'SFG-6.9 / G30', basis: 'spec-default' }),
  o({ key: 'chargeBonusOn', type: 'number', default: 5, min: 1, max: 7, integer: true, description: 'The charge bonus die adds distance on this face or higher (7 = never).', section: 'SFG-7.2', basis: 'text' }),
  o({ key: 'chargeBonusUM', type: 'numbers', default: [1, 2], description: 'Charge bonus distance for infantry and for cavalry.', section: 'SFG-7.2', basis: 'text' }),
  o({ key: 'reactionAfterBonus', type: 'boolean', default: true, description: 'The charged unit chooses its reaction after seeing the charge bonus roll.', section: 'SFG-7.3 / G31', basis: 'spec-default' }),
  o({ key: 'evadeTable', type: 'numbers', default: [0, 0, 1, 1, 2, 2], description: 'Evade distance in UM by the d6 (faces 1..6).', section: 'SFG-7.3 / G11', basis: 'spec-default' }),
  o({ key: 'failedChargeMovesFull', type: 'boolean', default: true, description: 'A charger that cannot reach its target still moves its full allowance plus bonus towards it.', section: 'SFG-7.5', basis: 'spec-default' }),
  o({ key: 'meleeLoserRetreatTable', type: 'numbers', default: [1, 1, 1, 2, 2, 2], description: "Melee loser's pushback in UM by the d6; a 6 disorders.", section: 'SFG-8.6', basis: 'text' }),
  o({ key: 'meleeLossDisorderDie', type: 'enum', values: ['retreat', 'meleeDice'], default: 'retreat', description: "The loser is disordered by a 6 on its retreat die ('retreat') or on any of its melee dice ('meleeDice').", section: 'SFG-9.3 / G2c', basis: 'spec-default' }),
  o({ key: 'reorganiseTable', type: 'numbers', default: [1, 1, 1, 2, 2, 2], description: "A winning charger's reorganise move in UM by the d6.", section: 'SFG-8.7', basis: 'text' }),
  o({ key: 'breakthroughTable', type: 'numbers', default: [0, 0, 0, 1, 1, 2], description: 'Breakthrough move in UM by the d6.', section: 'SFG-8.7', basis: 'text' }),
  o({ key: 'breakthroughCountsAsCharge', type: 'boolean', default: false, description: 'A breakthrough melee also gets the charge +1 and the charging-column +1.', section: 'SFG-8.7', basis: 'spec-default' }),
  o({ key: 'chargeBonusInSecondRound', type: 'boolean', default: true, description: 'The charge +1 die per base also applies in the second round after a no-casualty draw.', section: 'SFG-8.8 / G32', basis: 'spec-default' }),
  o({ key: 'supportMode', type: 'enum', values: ['lenient', 'strict'], default: 'lenient', description: "Supporting bases: every base not in contact ('lenient'), or only bases beside or directly behind engaged ones ('strict').", section: 'SFG-8.5 / G13', basis: 'spec-default' }),
  o({ key: 'supportMax', type: 'number', default: 3, min: 0, max: 10, integer: true, description: 'Cap on the support bonus (+1 per 2 supporting bases).', section: 'SFG-8.5', basis: 'text' }),
  o({ key: 'chargingColumnTypes', type: 'enum', values: ['attackAndMarch', 'attackOnly'], default: 'attackAndMarch', description: 'Which columns earn the charging-column +1.', section: 'SFG-8.5 / G22', basis: 'spec-default' }),
  o({ key: 'drawRetreatUM', type: 'numbers', default: [1, 3], description: 'Retreat of both sides after a draw: non-cavalry, cavalry.', section: 'SFG-8.8 / G24', basis: 'text' }),
  o({ key: 'decimationMode', type: 'enum', values: ['bases', 'casualties'], default: 'bases', description: "Decimated at 2/3 of the starting bases lost ('bases': 3L ≥ 2N0) or at 2/3 of the casualty capacity ('casualties').", section: 'SFG-9.2 / G2b', basis: 'spec-default' }),
  o({ key: 'compulsoryDecimatedTest', type: 'boolean', default: false, description: "Every decimated unit takes a command test at the end of its division's window.", section: 'SFG-9.5 / G27', basis: 'spec-default' }),
  o({ key: 'contactTieBreak', type: 'enum', values: ['minDefender', 'closestToStart'], default: 'minDefender', description: 'Among charge placements with the most attacking bases in contact: fewest defenders in contact, or least lateral shift.', section: 'SFG-7.5 / 12.6', basis: 'spec-default' }),
  o({ key: 'cornerContactCounts', type: 'boolean', default: false, description: 'Bases touching only at a corner count as in contact.', section: 'SFG-8.1 / 12.6', basis: 'spec-default' }),
  o({ key: 'entryDelayTable', type: 'numbers', default: [0, 0, 1, 1, 2, 2], description: 'Turns of delay of an off-table division by the d6.', section: 'SFG-3.2', basis: 'text' }),
  o({ key: 'extraEntryDelay', type: 'number', default: 0, min: 0, max: 2, integer: true, description: 'Further delay for bad weather or ground.', section: 'SFG-3.2', basis: 'text' }),
  o({ key: 'reserveScheduledTurn', type: 'number', default: 2, min: 1, max: 30, integer: true, description: 'Turn on which reserve divisions roll for entry.', section: 'SFG-10.4 / G28', basis: 'spec-default' }),
  o({ key: 'reserveFraction', type: 'number', default: 0.2, min: 0, max: 1, description: 'At most floor(units × this) units may start in reserve.', section: 'SFG-10.4', basis: 'text' }),
  o({ key: 'deploymentDepthUM', type: 'number', default: 6, min: 1, max: 12, description: 'Depth of each deployment strip along the long edge.', section: 'SFG-10.2', basis: 'text' }),
  o({ key: 'objectiveRadiusUM', type: 'number', default: 2, min: 0, max: 12, description: 'A brigade holds an objective with part of its footprint within this distance.', section: 'SFG-10.5 / G12 [P]', basis: 'spec-default' }),
  o({ key: 'objectiveIneligible', type: 'enum', values: ['decimatedAndDisordered', 'either'], default: 'decimatedAndDisordered', description: 'Brigades that cannot hold objectives: decimated and disordered, or either.', section: 'SFG-10.5 / G26', basis: 'spec-default' }),
  o({ key: 'scoreMode', type: 'enum', values: ['points', 'bases'], default: 'points', description: "Tie-break game score: points of enemy units removed plus half of enemy brigades decimated ('points'), or enemy bases eliminated ('bases').", section: 'SFG-10.6 / G12', basis: 'spec-default' }),
  o({ key: 'endWhenEliminated', type: 'boolean', default: true, description: 'The battle ends at once when one side has no unit left on or off the table; the other side wins.', section: 'SFG-10.6 [R, volley]', basis: 'provisional' }),
];

/** Typed view of the options, read once per setup. */
export interface SfgConfig {
  turns: number;
  tableW: number;
  tableD: number;
  rangeInclusive: boolean;
  commandRadius: number;
  commandPassInclusive: boolean;
  generalValues: [number, number, number];
  orderMalusPerBrigade: boolean;
  distanceStep: number;
  failedDivisionOrderEnds: boolean;
  divisionOrderAllowsFormation: boolean;
  divisionMinEnemy: number;
  generalsMove: number;
  musketRange: number;
  coverToHit: [number, number, number];
  artilleryMaxRange: number;
  artilleryCoverMax: boolean;
  naturalRuleInMelee: boolean;
  fireRetreatTable: number[];
  fireRetreatPerTwoHits: boolean;
  fireRetreatAwayFromFirer: boolean;
  unlimberedBatteryRetreats: boolean;
  chargeBonusOn: number;
  chargeBonusInf: number;
  chargeBonusCav: number;
  reactionAfterBonus: boolean;
  evadeTable: number[];
  failedChargeMovesFull: boolean;
  meleeLoserRetreatTable: number[];
  meleeLossDisorderOnDice: boolean;
  reorganiseTable: number[];
  breakthroughTable: number[];
  breakthroughCountsAsCharge: boolean;
  chargeBonusInSecondRound: boolean;
  supportStrict: boolean;
  supportMax: number;
  marchColumnCharges: boolean;
  drawRetreat: number;
  drawRetreatCavalry: number;
  decimationByCasualties: boolean;
  compulsoryDecimatedTest: boolean;
  contactClosestToStart: boolean;
  cornerContactCounts: boolean;
  entryDelayTable: number[];
  extraEntryDelay: number;
  reserveScheduledTurn: number;
  reserveFraction: number;
  deploymentDepth: number;
  objectiveRadius: number;
  objectiveIneligibleEither: boolean;
  scoreByBases: boolean;
  endWhenEliminated: boolean;
}

function six(v: unknown, key: string): number[] {
  const a = v as number[];
  if (!Array.isArray(a) || a.length !== 6) throw new RangeError(`option ${key}: expected 6 numbers (one per d6 face)`);
  return a.slice();
}

function n(v: unknown, count: number, key: string): number[] {
  const a = v as number[];
  if (!Array.isArray(a) || a.length !== count) throw new RangeError(`option ${key}: expected ${count} numbers`);
  return a.slice();
}

export function readSfgOptions(opt: Options): SfgConfig {
  const g = (k: string): unknown => {
    if (!(k in opt)) throw new RangeError(`option ${k} missing`);
    return opt[k];
  };
  const gv = n(g('generalValues'), 3, 'generalValues');
  const cov = n(g('coverToHit'), 3, 'coverToHit');
  const cb = n(g('chargeBonusUM'), 2, 'chargeBonusUM');
  const dr = n(g('drawRetreatUM'), 2, 'drawRetreatUM');
  return {
    turns: g('turns') as number,
    tableW: g('tableWidthUM') as number,
    tableD: g('tableDepthUM') as number,
    rangeInclusive: g('rangeInclusive') as boolean,
    commandRadius: g('commandRadiusUM') as number,
    commandPassInclusive: g('commandPassInclusive') as boolean,
    generalValues: [gv[0], gv[1], gv[2]],
    orderMalusPerBrigade: g('orderMalusScope') === 'brigade',
    distanceStep: g('distanceMalusStepUM') as number,
    failedDivisionOrderEnds: g('failedDivisionOrderEndsActivation') as boolean,
    divisionOrderAllowsFormation: g('divisionOrderAllowsFormation') as boolean,
    divisionMinEnemy: g('divisionOrderMinEnemyDistUM') as number,
    generalsMove: g('generalsMoveUM') as number,
    musketRange: g('musketRangeUM') as number,
    coverToHit: [cov[0], cov[1], cov[2]],
    artilleryMaxRange: g('artilleryMaxRangeUM') as number,
    artilleryCoverMax: g('artilleryCoverMode') === 'max',
    naturalRuleInMelee: g('naturalRuleInMelee') as boolean,
    fireRetreatTable: six(g('fireRetreatTable'), 'fireRetreatTable'),
    fireRetreatPerTwoHits: g('fireRetreatPerTwoHits') as boolean,
    fireRetreatAwayFromFirer: g('fireRetreatDirection') === 'awayFromFirer',
    unlimberedBatteryRetreats: g('unlimberedBatteryRetreats') as boolean,
    chargeBonusOn: g('chargeBonusOn') as number,
    chargeBonusInf: cb[0],
    chargeBonusCav: cb[1],
    reactionAfterBonus: g('reactionAfterBonus') as boolean,
    evadeTable: six(g('evadeTable'), 'evadeTable'),
    failedChargeMovesFull: g('failedChargeMovesFull') as boolean,
    meleeLoserRetreatTable: six(g('meleeLoserRetreatTable'), 'meleeLoserRetreatTable'),
    meleeLossDisorderOnDice: g('meleeLossDisorderDie') === 'meleeDice',
    reorganiseTable: six(g('reorganiseTable'), 'reorganiseTable'),
    breakthroughTable: six(g('breakthroughTable'), 'breakthroughTable'),
    breakthroughCountsAsCharge: g('breakthroughCountsAsCharge') as boolean,
    chargeBonusInSecondRound: g('chargeBonusInSecondRound') as boolean,
    supportStrict: g('supportMode') === 'strict',
    supportMax: g('supportMax') as number,
    marchColumnCharges: g('chargingColumnTypes') === 'attackAndMarch',
    drawRetreat: dr[0],
    drawRetreatCavalry: dr[1],
    decimationByCasualties: g('decimationMode') === 'casualties',
    compulsoryDecimatedTest: g('compulsoryDecimatedTest') as boolean,
    contactClosestToStart: g('contactTieBreak') === 'closestToStart',
    cornerContactCounts: g('cornerContactCounts') as boolean,
    entryDelayTable: six(g('entryDelayTable'), 'entryDelayTable'),
    extraEntryDelay: g('extraEntryDelay') as number,
    reserveScheduledTurn: g('reserveScheduledTurn') as number,
    reserveFraction: g('reserveFraction') as number,
    deploymentDepth: g('deploymentDepthUM') as number,
    objectiveRadius: g('objectiveRadiusUM') as number,
    objectiveIneligibleEither: g('objectiveIneligible') === 'either',
    scoreByBases: g('scoreMode') === 'bases',
    endWhenEliminated: g('endWhenEliminated') as boolean,
  };
}
