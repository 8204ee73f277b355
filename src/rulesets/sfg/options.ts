import type { Options, RuleOption } from '../types.js';
import { options } from '../kit/options.js';

/**
 * Every [R] resolution and [P] proposal of shared/rules/sfg-lite-mechanics.md that the engine
 * implements, as a named rule option with the spec's default (§14), built with the kit's option
 * builder. Gaps whose alternative is not implemented are listed as such by coverage.ts, not here:
 * an option always changes play. `readSfgOptions` turns the builder's typed view into the
 * engine's config (pairs of numbers split, enums turned into flags).
 */
const sfgOptionSet = options()
  .int('turns', 6, 1, 30, 'SFG-10.6', 'text', 'Game turns of the pitched battle.')
  .number('tableWidthUM', 36, 24, 72, 'SFG-1.2 [P]', 'spec-default', 'Table width (long edge) in UM; 180 cm at 5 cm per UM.')
  .number('tableDepthUM', 24, 18, 48, 'SFG-1.2 [P]', 'spec-default', 'Table depth (short edge) in UM; 120 cm.')
  .bool('rangeInclusive', true, 'SFG-0', 'spec-default', "'Within N UM' includes N exactly.")
  .number(
    'commandRadiusUM',
    12,
    0,
    1000,
    'SFG-4.2 / G1',
    'spec-default',
    'Command radius from the general to the nearest point of the unit (1000 ' + '= unlimited).',
  )
  .bool('commandPassInclusive', true, 'SFG-4.1 / G2', 'spec-default', 'A command test passes on 2d6 ≤ value (false: strictly lower).')
  .nums('generalValues', [7, 8, 9], 'SFG-4.1 / G3', 'spec-default', 'Command values of poor, standard and good generals.')
  .choice(
    'orderMalusScope',
    ['general', 'brigade'],
    'general',
    'SFG-4.4 / G4',
    'spec-default',
    "The cumulative −1 per earlier order counts the general's orders this turn ('general') " + "or the orders this brigade already received ('brigade').",
  )
  .number('distanceMalusStepUM', 4, 0.5, 100, 'SFG-4.4 / G19', 'text', '−1 on the command test per full step of this many UM between general and brigade.')
  .bool(
    'failedDivisionOrderEndsActivation',
    true,
    'SFG-4.3 / G34',
    'spec-default',
    "A failed first division-order test ends the general's orders (false: " + 'he may still give brigade orders).',
  )
  .bool('divisionOrderAllowsFormation', true, 'SFG-4.3 / G29', 'spec-default', 'Under a division order a unit may change formation instead of moving.')
  .bool(
    'corpsOrderEnabled',
    false,
    'SFG-4.3 / G7',
    'spec-default',
    'The corps general (one per side, moving with his army) gives one ' +
      'brigade order per turn after every division has activated: value 8, ' +
      'normal modifiers, his own distance and command radius, to a unit of a ' +
      'division that used no division order (false: he has no function).',
  )
  .bool(
    'attachedBatteryDiesOnPushback',
    true,
    'SFG-4.6',
    'spec-default',
    'A battery attached to a brigade that loses a melee and is pushed back ' +
      'is destroyed with it (false: it stays, detached; it is destroyed only ' +
      'if the brigade is removed).',
  )
  .number(
    'divisionOrderMinEnemyDistUM',
    6,
    0,
    30,
    'SFG-4.3',
    'text',
    'No unit moving under a division order may come within this distance of ' + 'an enemy (one already inside may not close).',
  )
  .number('generalsMoveUM', 12, 0, 100, 'SFG-3.3 / G5', 'text', "A general's move in the generals' phase, terrain ignored (unless generalsUseTerrainRates).")
  .bool(
    'generalsUseTerrainRates',
    false,
    'SFG-5.1 / 5.9 / G5',
    'spec-default',
    "The generals' row of the movement table applies in the generals' " +
      'phase (open and road 12, broken and difficult ground 6, obstacle 4, ' +
      "scaled by generalsMoveUM / 12): a general's move, and the reach " +
      'within which he may attach to a brigade, go at the slowest rate of the ' +
      'ground his straight path touches (rivers count as difficult ground, ' +
      'fords as obstacles). False: terrain is ignored.',
  )
  .number('musketRangeUM', 6, 1, 30, 'SFG-6.2', 'text', 'Musketry range from the firing base centre.')
  .nums('coverToHit', [4, 5, 6], 'SFG-6.5 / G35', 'text', 'Fire and melee to-hit against open, light and heavy cover.')
  .number('artilleryMaxRangeUM', 20, 3, 20, 'SFG-6.6 / G9b', 'spec-default', 'Artillery fires up to this range (the 20–30 UM band of the table is empty).')
  .bool(
    'rifledLongRange',
    false,
    'SFG-6.6 / G9b [P]',
    'spec-default',
    'Rifled batteries fire 1 die hitting on 6 at over 20 and up to 30 UM (the ' +
      'spec\'s optional long-range profile). The text\'s range table has a "fino a 30 UM" column ' +
      'holding "–" and says fire depends on "il calibro dei cannoni" without defining calibre: it ' +
      'gives rifled guns nothing of their own (false: they play as field guns).',
  )
  .choice(
    'artilleryCoverMode',
    ['shift', 'max'],
    'shift',
    'SFG-6.6 / G9',
    'spec-default',
    "Cover against artillery: 'shift' adds +1 (light) or +2 (heavy) to " + "the band's number; 'max' uses the larger of band and cover numbers.",
  )
  .bool('naturalRuleInMelee', true, 'SFG-8.3 / G18', 'spec-default', 'In melee too a natural 6 always hits and a natural 1 always misses.')
  .nums('fireRetreatTable', [1, 1, 1, 1, 1, 2], 'SFG-6.9', 'text', 'Fire pushback in UM by the d6 (faces 1..6); a 6 also disorders.')
  .bool(
    'fireRetreatPerTwoHits',
    false,
    'SFG-6.9 / G6',
    'spec-default',
    'One pushback test per full 2 casualties of one firing action (false: ' + 'one test when it inflicts 2 or more).',
  )
  .choice(
    'fireRetreatDirection',
    ['ownRear', 'awayFromFirer'],
    'ownRear',
    'SFG-6.9',
    'spec-default',
    'A unit pushed back by fire moves straight to its own rear, or directly ' + 'away from the firer (facing kept).',
  )
  .bool(
    'unlimberedBatteryRetreats',
    false,
    'SFG-6.9 / G30',
    'spec-default',
    'An unlimbered battery pushed back by fire moves (false: it stays and ' + 'is only disordered on a 6).',
  )
  .int('chargeBonusOn', 5, 1, 7, 'SFG-7.2', 'text', 'The charge bonus die adds distance on this face or higher (7 = never).')
  .nums('chargeBonusUM', [1, 2], 'SFG-7.2', 'text', 'Charge bonus distance for infantry and for cavalry.')
  .bool('reactionAfterBonus', true, 'SFG-7.3 / G31', 'spec-default', 'The charged unit chooses its reaction after seeing the charge bonus roll.')
  .nums('evadeTable', [0, 0, 1, 1, 2, 2], 'SFG-7.3 / G11', 'spec-default', 'Evade distance in UM by the d6 (faces 1..6).')
  .bool(
    'failedChargeMovesFull',
    true,
    'SFG-7.5',
    'spec-default',
    'A charger that cannot reach its target still moves its full allowance ' + 'plus bonus towards it.',
  )
  .nums('meleeLoserRetreatTable', [1, 1, 1, 2, 2, 2], 'SFG-8.6', 'text', "Melee loser's pushback in UM by the d6; a 6 disorders.")
  .choice(
    'meleeLossDisorderDie',
    ['retreat', 'meleeDice'],
    'retreat',
    'SFG-9.3 / G2c',
    'spec-default',
    "The loser is disordered by a 6 on its retreat die ('retreat') or on " + "any of its melee dice ('meleeDice').",
  )
  .nums('reorganiseTable', [1, 1, 1, 2, 2, 2], 'SFG-8.7', 'text', "A winning charger's reorganise move in UM by the d6.")
  .nums('breakthroughTable', [0, 0, 0, 1, 1, 2], 'SFG-8.7', 'text', 'Breakthrough move in UM by the d6.')
  .bool('breakthroughCountsAsCharge', false, 'SFG-8.7', 'spec-default', 'A breakthrough melee also gets the charge +1 and the charging-column +1.')
  .bool(
    'chargeBonusInSecondRound',
    true,
    'SFG-8.8 / G32',
    'spec-default',
    'The charge +1 die per base also applies in the second round after a ' + 'no-casualty draw.',
  )
  .choice(
    'supportMode',
    ['lenient', 'strict'],
    'lenient',
    'SFG-8.5 / G13',
    'spec-default',
    "Supporting bases: every base not in contact ('lenient'), or only " + "bases beside or directly behind engaged ones ('strict').",
  )
  .int('supportMax', 3, 0, 10, 'SFG-8.5', 'text', 'Cap on the support bonus (+1 per 2 supporting bases).')
  .choice(
    'chargingColumnTypes',
    ['attackAndMarch', 'attackOnly'],
    'attackAndMarch',
    'SFG-8.5 / G22',
    'spec-default',
    'Which columns earn the charging-column +1.',
  )
  .nums('drawRetreatUM', [1, 3], 'SFG-8.8 / G24', 'text', 'Retreat of both sides after a draw: non-cavalry, cavalry.')
  .choice(
    'decimationMode',
    ['bases', 'casualties'],
    'bases',
    'SFG-9.2 / G2b',
    'spec-default',
    "Decimated at 2/3 of the starting bases lost ('bases': 3L ≥ 2N0) or " + "at 2/3 of the casualty capacity ('casualties').",
  )
  .bool('compulsoryDecimatedTest', false, 'SFG-9.5 / G27', 'spec-default', "Every decimated unit takes a command test at the end of its division's window.")
  .choice(
    'contactTieBreak',
    ['minDefender', 'closestToStart'],
    'minDefender',
    'SFG-7.5 / 12.6',
    'spec-default',
    'Among charge placements with the most attacking bases in contact: ' + 'fewest defenders in contact, or least lateral shift.',
  )
  .bool('cornerContactCounts', false, 'SFG-8.1 / 12.6', 'spec-default', 'Bases touching only at a corner count as in contact.')
  .nums('entryDelayTable', [0, 0, 1, 1, 2, 2], 'SFG-3.2', 'text', 'Turns of delay of an off-table division by the d6.')
  .int('extraEntryDelay', 0, 0, 2, 'SFG-3.2', 'text', 'Further delay for bad weather or ground.')
  .choice(
    'arrivalEntry',
    ['edge', 'road'],
    'edge',
    'SFG-3.2',
    'text',
    'Where off-table divisions enter: anywhere along their own long edge ' +
      "within x ∈ [6, W−6] ('edge'), or only by road ('road', the text's " +
      'alternative to extraEntryDelay for bad ground): march columns and ' +
      'limbered guns packed nose to tail up each road that meets the own ' +
      'edge, the last with its back on the edge, within deploymentDepthUM of ' +
      'it [R]; units with no room wait for a later activation. With no road ' +
      'on the table the division enters by the edge.',
  )
  .int('reserveScheduledTurn', 2, 1, 30, 'SFG-10.4 / G28', 'spec-default', 'Turn on which reserve divisions roll for entry.')
  .number('reserveFraction', 0.2, 0, 1, 'SFG-10.4', 'text', 'At most floor(units × this) units may start in reserve.')
  .int(
    'terrainPieces',
    0,
    0,
    12,
    'SFG-12.7 [P]',
    'spec-default',
    'Terrain pieces the pitched-battle generator places between the ' +
      'deployment strips (broken ground, woods, a town, a hill). 0, the ' +
      'default: the text places no terrain (SFG §3.0 sets up the pitched ' +
      'battle without any), so the battle as written is played on open ground ' +
      '(scenarios/sfg/terrain-table.yaml plays with terrain).',
  )
  .int(
    'obstaclePieces',
    0,
    0,
    12,
    'SFG-12.7 [P]',
    'spec-default',
    'Linear obstacles (hedges and walls, 3–6 UM) the generator places ' + 'between the deployment strips (0 = none).',
  )
  .int(
    'worksPieces',
    0,
    0,
    2,
    'SFG-6.9 / 5.1 [P]',
    'spec-default',
    'Prepared works (SFG-6.9: "posizioni preparate (trincee, abbattute, barricate ' +
      'improvvisate)", a linear defensive position, an obstacle by SFG-5.1) laid for each side: ' +
      'this many 6 UM lines parallel to its own edge, 0.25 UM in front of its deployment strip ' +
      "(so a brigade deployed on the strip's edge defends them), one in each equal section of " +
      'x ∈ [6, W−6]. The text says what works do but not who builds them or where (its one ' +
      'scenario places no terrain): 0, the default, is the battle as written.',
  )
  .choice(
    'worksCover',
    ['heavy', 'light'],
    'heavy',
    'SFG-6.5 / 6.9 [R]',
    'spec-default',
    "Cover that prepared works give their defenders. The text's cover table names no works; its " +
      'heavy-cover examples are "muri alti, gabbioni" (high walls, gabions: G35), the one field ' +
      "work it lists, so 'heavy' (the default); 'light' reads trenches and improvised barricades " +
      'with its light examples ("steccati, muretti bassi").',
  )
  .int(
    'roadPieces',
    0,
    0,
    4,
    'SFG-12.7 / 5.6 [P]',
    'spec-default',
    'Roads the pitched-battle generator lays across the table from long ' +
      'edge to long edge, straight, slanting up to 4 UM (0 = none). A march ' +
      'column, or limbered guns, facing along a road with its centre within ' +
      '0.5 UM of it moves 8 UM along it whatever the ground.',
  )
  .int(
    'riverPieces',
    0,
    0,
    2,
    'SFG-12.7 / 5.2 [P]',
    'spec-default',
    "Rivers the pitched-battle generator lays across no-man's-land from " +
      'short edge to short edge, straight, 1 UM wide, slanting at most 4 UM ' +
      '(0 = none). Roads bridge them.',
  )
  .int(
    'fordsPerRiver',
    2,
    0,
    4,
    'SFG-5.2 [P]',
    'spec-default',
    'Fords on each generated river, 2 UM long, one in each equal section of ' +
      'its length. A ford is an obstacle (SFG-5.2): a move whose leading line ' +
      'of bases touches one goes at the obstacle rate (foot 1, mounted ' +
      'cavalry 2, limbered guns 1; manhandled guns may not), and a retreat or ' +
      'pursuit across it pays 2 UM (SFG-8.9).',
  )
  .choice(
    'riverCrossing',
    ['wade', 'fordsOnly'],
    'wade',
    'SFG-8.9 [R]',
    'spec-default',
    "A river away from its fords: 'wade' = difficult ground, costing " +
      'movement only while the leading line of bases is inside it (SFG-8.9; ' +
      'each UM inside costs open/rate UM: foot 2 UM a UM, mounted cavalry and ' +
      "guns may not enter); 'fordsOnly' = nobody crosses except at a ford.",
  )
  .choice(
    'woodsCost',
    ['frontLine', 'centre'],
    'frontLine',
    'SFG-8.9 / 5.5 / G8',
    'text',
    "How woods slow a move. 'frontLine' (SFG-8.9: \"rivers and woods cost " +
      'movement only while the unit\'s front line of bases is inside them"): ' +
      'as for a river, each UM the leading line of bases (the front edge, or ' +
      'the rear edge of a move backwards) travels inside woods costs ' +
      'open/rate UM [R] (foot 2 UM a UM; mounted cavalry and guns may not let ' +
      'it enter, nor have the footprint centre in woods where the move ' +
      'starts, half-way or ends); the rest of the brigade in the wood costs ' +
      "nothing. 'centre': G8 read strictly by the footprint centre: a move " +
      'whose centre stands, passes half-way or ends in woods goes at the ' +
      'woods rate for the whole move. Towns, broken ground and obstacles ' +
      'follow G8 either way.',
  )
  .choice(
    'roughTerrainMode',
    ['strict', 'exitAllowed', 'proportional'],
    'exitAllowed',
    'SFG-5.5 / G8',
    'spec-default',
    'How rough ground (broken ground, towns, woods under woodsCost ' +
      "'centre') slows a move, sampled by the footprint centre. 'strict': " +
      'a move whose centre stands, passes half-way or ends in rough ground ' +
      "goes at the slowest rate touched for the whole move. 'exitAllowed' " +
      "(the spec's G8 default; kept off so shipped results do not move): a " +
      'unit whose centre starts in a rough piece and whose whole footprint is ' +
      "out of that piece within that piece's rate (scaled like the move) " +
      'makes the move at the open rate, limited to the open allowance; any ' +
      "other ground it touches still counts as under 'strict'. " +
      "'proportional': each UM the centre travels in ground of rate R costs " +
      'open/R UM (ground it may not enter refuses the move).',
  )
  .choice(
    'hillCrests',
    ['offHill', 'reverseSlope', 'none'],
    'offHill',
    'SFG-6.2 / 12.5 [P]',
    'spec-default',
    "Each hill's crest (its long centre line, end to end) is blocking " +
      'terrain for lines of fire (§12.5: "woods beyond 1 UM deep, buildings, ' +
      "crests\"). 'offHill': a line of fire crossing it is blocked unless " +
      'the firer or the target stands on that hill (most base centres on it: ' +
      "it looks over its own crest); 'reverseSlope': blocked whoever stands " +
      "where (troops on a hill see only their side of the crest); 'none': " +
      'hills hide nothing.',
  )
  .number(
    'woodsVisibilityUM',
    1,
    0,
    10,
    'SFG-6.2 / G16',
    'spec-default',
    'A line of fire running through more than this many UM of woods or ' + 'houses is blocked (so troops inside are seen, and fire, only near the ' + 'edge).',
  )
  .number('deploymentDepthUM', 6, 1, 12, 'SFG-10.2', 'text', 'Depth of each deployment strip along the long edge.')
  .choice(
    'placement',
    ['players', 'random'],
    'players',
    'SFG-10.3 / 10.4',
    'text',
    "Who places objectives and divisions. 'players' (the text: \"ogni giocatore posiziona ... 2 " +
      'obiettivi", "i giocatori schierano alternandosi una divisione a testa"): each side\'s policy ' +
      'places its 2 objectives (A first, alternating) at a legal point of a 1 UM grid, then the ' +
      'sides, the first drawn by a die, alternate placing one whole division each in a free sector of ' +
      "their strip. 'random': uniformly random legal objectives and a shuffled sector order, each " +
      "side's divisions placed at once (volley's first table; scenarios/sfg/random-placement.yaml).",
  )
  .number('objectiveRadiusUM', 2, 0, 12, 'SFG-10.5 / G12 [P]', 'spec-default', 'A brigade holds an objective with part of its footprint within this distance.')
  .choice(
    'objectiveIneligible',
    ['decimatedAndDisordered', 'either'],
    'decimatedAndDisordered',
    'SFG-10.5 / G26',
    'spec-default',
    'Brigades that cannot hold objectives: decimated and disordered, or either.',
  )
  .choice(
    'scoreMode',
    ['points', 'bases'],
    'bases',
    'SFG-10.6 / G12',
    'text',
    'Tie-break game score. The text: "in caso di pareggio si vedrà chi ha ' +
      'raggiunto un numero maggiore di punteggio partita" (on equal ' +
      'objectives, whoever reached the greater game score) and never defines ' +
      'it; the only tally of a battle it keeps is of bases, "un numero di ' +
      'perdite ... raggiunto il quale la base viene eliminata" (text §1.3, ' +
      'SFG-1.6), and it prices nothing in points (SFG-13 is a proposal, [P]). ' +
      "So 'bases' (the default): enemy bases eliminated (a removed unit " +
      "counts all its bases). 'points': the spec's G12 reading, SFG-13 " +
      'proposal points of enemy units removed plus half of enemy brigades ' +
      'decimated.',
  )
  .bool(
    'endWhenEliminated',
    true,
    'SFG-10.6 [R, volley]',
    'provisional',
    'The battle ends at once when one side has no unit left on or off the ' + 'table; the other side wins.',
  );

export const sfgOptions: RuleOption[] = sfgOptionSet.defs;

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
  corpsOrderEnabled: boolean;
  attachedBatteryDiesOnPushback: boolean;
  generalsMove: number;
  /** SFG-5.9 / G5: the generals' row of the movement table applies. */
  generalsUseTerrainRates: boolean;
  musketRange: number;
  coverToHit: [number, number, number];
  artilleryMaxRange: number;
  /** G9b [P]: rifled batteries reach the 20–30 UM band. */
  rifledLongRange: boolean;
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
  arrivalByRoad: boolean;
  reserveScheduledTurn: number;
  reserveFraction: number;
  deploymentDepth: number;
  /** SFG-10.3 / 10.4 placement 'random' (false: the players place, the text). */
  randomPlacement: boolean;
  terrainPieces: number;
  obstaclePieces: number;
  /** SFG-6.9 [P]: prepared works laid for each side. */
  worksPieces: number;
  /** SFG-6.5 / 6.9 worksCover 'heavy'. */
  worksHeavy: boolean;
  roadPieces: number;
  riverPieces: number;
  fordsPerRiver: number;
  riverFordsOnly: boolean;
  /** SFG-8.9 woodsCost 'frontLine' (false: 'centre', G8 strict). */
  woodsFrontLine: boolean;
  /** SFG-5.5 / G8 roughTerrainMode 'exitAllowed'. */
  roughExitAllowed: boolean;
  /** SFG-5.5 / G8 roughTerrainMode 'proportional'. */
  roughProportional: boolean;
  woodsVisibility: number;
  /** §12.5 hillCrests not 'none'. */
  crests: boolean;
  /** §12.5 hillCrests 'offHill': a unit on the hill looks over its crest. */
  crestOnHillSees: boolean;
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
  // the builder's typed view: a key or value the options do not declare fails the type check
  const v = sfgOptionSet.read(opt);
  const gv = n(v.generalValues, 3, 'generalValues');
  const cov = n(v.coverToHit, 3, 'coverToHit');
  const cb = n(v.chargeBonusUM, 2, 'chargeBonusUM');
  const dr = n(v.drawRetreatUM, 2, 'drawRetreatUM');
  return {
    turns: v.turns,
    tableW: v.tableWidthUM,
    tableD: v.tableDepthUM,
    rangeInclusive: v.rangeInclusive,
    commandRadius: v.commandRadiusUM,
    commandPassInclusive: v.commandPassInclusive,
    generalValues: [gv[0], gv[1], gv[2]],
    orderMalusPerBrigade: v.orderMalusScope === 'brigade',
    distanceStep: v.distanceMalusStepUM,
    failedDivisionOrderEnds: v.failedDivisionOrderEndsActivation,
    divisionOrderAllowsFormation: v.divisionOrderAllowsFormation,
    divisionMinEnemy: v.divisionOrderMinEnemyDistUM,
    corpsOrderEnabled: v.corpsOrderEnabled,
    attachedBatteryDiesOnPushback: v.attachedBatteryDiesOnPushback,
    generalsMove: v.generalsMoveUM,
    generalsUseTerrainRates: v.generalsUseTerrainRates,
    musketRange: v.musketRangeUM,
    coverToHit: [cov[0], cov[1], cov[2]],
    artilleryMaxRange: v.artilleryMaxRangeUM,
    rifledLongRange: v.rifledLongRange,
    artilleryCoverMax: v.artilleryCoverMode === 'max',
    naturalRuleInMelee: v.naturalRuleInMelee,
    fireRetreatTable: six(v.fireRetreatTable, 'fireRetreatTable'),
    fireRetreatPerTwoHits: v.fireRetreatPerTwoHits,
    fireRetreatAwayFromFirer: v.fireRetreatDirection === 'awayFromFirer',
    unlimberedBatteryRetreats: v.unlimberedBatteryRetreats,
    chargeBonusOn: v.chargeBonusOn,
    chargeBonusInf: cb[0],
    chargeBonusCav: cb[1],
    reactionAfterBonus: v.reactionAfterBonus,
    evadeTable: six(v.evadeTable, 'evadeTable'),
    failedChargeMovesFull: v.failedChargeMovesFull,
    meleeLoserRetreatTable: six(v.meleeLoserRetreatTable, 'meleeLoserRetreatTable'),
    meleeLossDisorderOnDice: v.meleeLossDisorderDie === 'meleeDice',
    reorganiseTable: six(v.reorganiseTable, 'reorganiseTable'),
    breakthroughTable: six(v.breakthroughTable, 'breakthroughTable'),
    breakthroughCountsAsCharge: v.breakthroughCountsAsCharge,
    chargeBonusInSecondRound: v.chargeBonusInSecondRound,
    supportStrict: v.supportMode === 'strict',
    supportMax: v.supportMax,
    marchColumnCharges: v.chargingColumnTypes === 'attackAndMarch',
    drawRetreat: dr[0],
    drawRetreatCavalry: dr[1],
    decimationByCasualties: v.decimationMode === 'casualties',
    compulsoryDecimatedTest: v.compulsoryDecimatedTest,
    contactClosestToStart: v.contactTieBreak === 'closestToStart',
    cornerContactCounts: v.cornerContactCounts,
    entryDelayTable: six(v.entryDelayTable, 'entryDelayTable'),
    extraEntryDelay: v.extraEntryDelay,
    arrivalByRoad: v.arrivalEntry === 'road',
    reserveScheduledTurn: v.reserveScheduledTurn,
    reserveFraction: v.reserveFraction,
    deploymentDepth: v.deploymentDepthUM,
    randomPlacement: v.placement === 'random',
    terrainPieces: v.terrainPieces,
    obstaclePieces: v.obstaclePieces,
    worksPieces: v.worksPieces,
    worksHeavy: v.worksCover === 'heavy',
    roadPieces: v.roadPieces,
    riverPieces: v.riverPieces,
    fordsPerRiver: v.fordsPerRiver,
    riverFordsOnly: v.riverCrossing === 'fordsOnly',
    woodsFrontLine: v.woodsCost === 'frontLine',
    roughExitAllowed: v.roughTerrainMode === 'exitAllowed',
    roughProportional: v.roughTerrainMode === 'proportional',
    woodsVisibility: v.woodsVisibilityUM,
    crests: v.hillCrests !== 'none',
    crestOnHillSees: v.hillCrests === 'offHill',
    objectiveRadius: v.objectiveRadiusUM,
    objectiveIneligibleEither: v.objectiveIneligible === 'either',
    scoreByBases: v.scoreMode === 'bases',
    endWhenEliminated: v.endWhenEliminated,
  };
}
