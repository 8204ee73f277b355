/**
 * Coverage of shared/rules/sfg-lite-mechanics.md: every numbered section with its status and
 * the test that checks it (`volley rules sfg --coverage`). 'option' = implemented, with its
 * open points as named rule options; 'partial' says what is missing.
 */
import type { CoverageEntry } from '../types.js';

const T = 'test/sfg/';

export const sfgCoverage: CoverageEntry[] = [
  {
    section: 'SFG-1.1',
    title: 'Unit of measure',
    status: 'implemented',
    why: 'all distances in UM, continuous (G20: no rounding)',
    test: `${T}formation-1.5.test.ts`,
  },
  { section: 'SFG-1.2', title: 'Table [P]', status: 'option', why: 'tableWidthUM 36 × tableDepthUM 24', test: `${T}victory-10.test.ts` },
  {
    section: 'SFG-1.3',
    title: 'Base sizes',
    status: 'implemented',
    why: 'infantry/dismounted 0.8 × 0.4, cavalry 1 × 1, battery 1.2 × 1.6 ' + '(constants; not a per-scenario option)',
    test: `${T}formation-1.5.test.ts`,
  },
  {
    section: 'SFG-1.4',
    title: 'Unit types',
    status: 'option',
    why:
      'brigades, batteries (attachable to brigades, SFG-4.6), division ' +
      'generals, divisions; the corps general has no function by default (G7) ' +
      'and with corpsOrderEnabled gives one order a turn (one per side, not ' +
      'in the orders of battle)',
    test: `${T}corps-g7.test.ts`,
  },
  { section: 'SFG-1.5', title: 'Formations and footprints', status: 'implemented', test: `${T}formation-1.5.test.ts` },
  { section: 'SFG-1.6', title: 'Base combat values', status: 'implemented', test: `${T}melee-8.test.ts` },
  { section: 'SFG-1.7', title: 'Dice', status: 'implemented', why: 'd6, 2d6, d10 from the game dice stream', test: `${T}initiative-3.4.test.ts` },
  {
    section: 'SFG-2',
    title: 'State',
    status: 'implemented',
    why: 'state.ts (Unit, Division, Objective); per-turn flags reset in SFG-3.1',
    test: `${T}games.test.ts`,
  },
  { section: 'SFG-3.1', title: 'Reset', status: 'implemented', test: `${T}games.test.ts` },
  {
    section: 'SFG-3.2',
    title: 'Off-table arrivals',
    status: 'option',
    why:
      'entryDelayTable, extraEntryDelay (initiative-3.4.test.ts); ' +
      "arrivalEntry 'road' (roads-5.6.test.ts): the text's road-only entry, " +
      'march columns and limbered guns nose to tail up each road from the own ' +
      'edge within the deployment depth, the rest waiting [R]',
    test: `${T}roads-5.6.test.ts`,
  },
  {
    section: 'SFG-3.3',
    title: "Generals' movement",
    status: 'option',
    why:
      'generalsMoveUM; attach/detach is a policy decision (K_GENERAL); ' +
      'generalsUseTerrainRates not implemented (generals ignore terrain, the ' +
      'G5 default)',
    test: `${T}command-4.test.ts`,
  },
  { section: 'SFG-3.4', title: 'Division initiative', status: 'implemented', test: `${T}initiative-3.4.test.ts` },
  {
    section: 'SFG-3.5',
    title: 'Division activations and the fire-only sub-window',
    status: 'implemented',
    why:
      'a window ends on no further order, a failed test, a melee lost by one ' +
      'of its units, or a division order; then its units that have not fired ' +
      'may fire',
    test: `${T}activation-3.5.test.ts`,
  },
  { section: 'SFG-3.6', title: 'End of turn', status: 'implemented', test: `${T}victory-10.test.ts` },
  { section: 'SFG-4.1', title: 'Command test', status: 'option', why: 'commandPassInclusive (G2), generalValues (G3)', test: `${T}command-4.test.ts` },
  { section: 'SFG-4.2', title: 'Command radius', status: 'option', why: 'commandRadiusUM (G1)', test: `${T}command-4.test.ts` },
  {
    section: 'SFG-4.3',
    title: 'Division order',
    status: 'option',
    why:
      'divisionOrderMinEnemyDistUM, divisionOrderAllowsFormation (G29), ' +
      'failedDivisionOrderEndsActivation (G34); 4.3.5 also bars the corps ' +
      'order (corpsOrderEnabled, G7: see corps-g7.test.ts)',
    test: `${T}movement-5.test.ts`,
  },
  {
    section: 'G7',
    title: 'Corps general',
    status: 'option',
    why:
      "corpsOrderEnabled (default false: no function). On: each side's corps " +
      "general moves in the generals' phase (placed 3 UM behind the centre of " +
      'his army, then up to generalsMoveUM towards that point [R], not a ' +
      'policy decision), and after every activation gives one brigade order ' +
      '(K_CORPS_ORDER: move, charge or attach) at value 8 with the normal ' +
      'modifiers, his own distance and the command radius, to a unit of a ' +
      'division that used no division order; the side that won the initiative ' +
      'first [R]',
    test: `${T}corps-g7.test.ts`,
  },
  {
    section: 'SFG-4.4',
    title: 'Brigade order and the modifier table',
    status: 'option',
    why:
      'orderMalusScope (G4), distanceMalusStepUM (G19); the rough-terrain row ' +
      'by the majority of base centres (broken, woods, town pieces, and ' +
      'rivers and fords: rivers-5.2.test.ts; linear obstacles count only ' +
      'while crossed, not as ground stood on)',
    test: `${T}command-4.test.ts`,
  },
  {
    section: 'SFG-4.5',
    title: 'Orders a passed test buys',
    status: 'implemented',
    why: 'move, charge, formation change with half move, battery move or ' + 'attachment (SFG-4.6), (dis)mount as formation change (G15)',
    test: `${T}movement-5.test.ts`,
  },
  {
    section: 'SFG-4.6',
    title: 'Attached batteries',
    status: 'option',
    why:
      'a battery order (T_ATTACH; a move action, a limbered battery also ' +
      'spends its unlimber) puts it unlimbered beyond the left or right end ' +
      'of a stationary (not moved or charged this turn) infantry brigade of ' +
      'its division, within its 1 UM manhandled or 4 UM limbered move; not ' +
      'between two bases [R]. Attached: no move or pivot of its own, arc ' +
      "along the brigade's facing; fires with the brigade in reaction to a " +
      'charge; when the brigade moves by an order the policy moves it along ' +
      '(one action, only if it can still act and, under a division order, its ' +
      'slot keeps the 6 UM rule) or leaves it, detached (K_ATTACHED_MOVE; a ' +
      'battery that has fired cannot follow, SFG-5.8, so the heuristic ' +
      "generals hold an attached battery's free fire while it can still act: " +
      'it follows, then fires in the closing window, ' +
      'attach-policy-4.6.test.ts); any other move of the brigade (a charge, a ' +
      'pushback by fire: an unlimbered battery does not retreat, G30) leaves ' +
      'it behind. Lost melee: destroyed with a removed brigade, or a ' +
      'pushed-back one (attachedBatteryDiesOnPushback); a fleeing brigade ' +
      'takes it along',
    test: `${T}attach-4.6.test.ts`,
  },
  {
    section: 'SFG-5.1',
    title: 'Movement allowances',
    status: 'option',
    why:
      'open, broken, difficult and obstacle rates by arm (mounted cavalry and ' +
      'guns may not enter difficult ground, manhandled guns may not cross ' +
      'obstacles); road 8 for march columns and limbered guns (SFG-5.6, ' +
      'roads-5.6.test.ts); generals ignore terrain by default (G5); ' +
      'generalsUseTerrainRates applies their row (12 open, 6 broken or ' +
      'difficult ground and rivers, 4 across an obstacle or ford, scaled by ' +
      "generalsMoveUM / 12) to the move and attach reach in the generals' " +
      'phase, the slowest ground the straight path touches (generalMove.ts)',
    test: `${T}terrain-5.test.ts`,
  },
  {
    section: 'SFG-5.2',
    title: 'Terrain classes',
    status: 'option',
    why:
      'area pieces: broken ground, woods and towns (difficult), hills ' +
      '(terrainPieces); linear obstacles: hedges and walls (obstaclePieces), ' +
      'prepared works (worksPieces); ' +
      'roads (roadPieces); rivers with fords (riverPieces, fordsPerRiver, ' +
      'rivers-5.2.test.ts): a ford counts as an obstacle (obstacle rate for a ' +
      'move whose leading line of bases touches it, 2 UM in a retreat or ' +
      'pursuit); a river away from fords is difficult ground judged by the ' +
      "leading line (SFG-8.9, riverCrossing 'wade') or impassable " +
      "('fordsOnly'); all default 0 = the open table. A brigade with most " +
      'base centres in a river or ford stands in rough ground (SFG-4.4 −1, ' +
      'SFG-9.3.2)',
    test: `${T}terrain-5.test.ts`,
  },
  {
    section: 'SFG-5.3',
    title: 'Move geometry',
    status: 'implemented',
    why: 'straight, oblique ±45°, wheel ≤ 90° about the front-centre for half, ' + 'back half; candidates per §12.8',
    test: `${T}movement-5.test.ts`,
  },
  {
    section: 'SFG-5.4',
    title: 'Formation change',
    status: 'implemented',
    why: 'new formation about the same front-centre, then up to half a move',
    test: `${T}movement-5.test.ts`,
  },
  {
    section: 'SFG-5.5',
    title: 'Rough terrain',
    status: 'option',
    why:
      "G8 by the footprint centre, roughTerrainMode: 'exitAllowed' (the " +
      "default, the spec's): a unit whose centre starts in a rough piece and " +
      "whose footprint is wholly out of it within that piece's rate moves at " +
      "the open rate (other ground touched still limits it); 'strict': a move " +
      'touching rough ground (where it starts, half-way or at the end) goes ' +
      'at the slowest rate touched, scaled like the open move; ' +
      "'proportional': each UM of the centre's path in ground of rate R costs " +
      'open/R UM. Woods and rivers instead by the leading line of bases ' +
      '(SFG-8.9, woodsCost, woods-8.9.test.ts); charges keep their own reach ' +
      '(chargeReach.ts, G31)',
    test: `${T}terrain-5.test.ts`,
  },
  {
    section: 'SFG-5.6',
    title: 'Roads',
    status: 'option',
    why:
      'roadPieces (generator, default 0): straight roads from long edge to ' +
      'long edge; a march column or limbered guns facing along a road (within ' +
      '0.05 rad) with the footprint centre within 0.5 UM of it [P] move up to ' +
      '8 UM straight along it, the centre staying on the road the whole move, ' +
      'whatever the ground (a road through woods or a town, or across a ' +
      'hedge); off its line a march column may wheel onto it (ordinary ' +
      'rates). road-only entry of arrivals is arrivalEntry (SFG-3.2); a road ' +
      'crossing a river bridges it (a road move ignores the water) [R]',
    test: `${T}roads-5.6.test.ts`,
  },
  {
    section: 'SFG-5.7',
    title: 'Moving through friends',
    status: 'implemented',
    why:
      'voluntary moves pass only batteries and disordered friends, never ' +
      'enemies, checked over the whole ground the footprint sweeps (a move: ' +
      'the new facing and formation from the anchor to the end; a charge and ' +
      'a failed charge: the hull of the footprints at the start and the end, ' +
      '§12.6.4); forced moves through friends disorder',
    test: `${T}through-units-5.7.test.ts`,
  },
  {
    section: 'SFG-5.8',
    title: 'Artillery actions',
    status: 'implemented',
    why: 'two actions of move/fire/limber/unlimber, nothing after firing, only ' + 'unlimbered batteries fire',
    test: `${T}movement-5.test.ts`,
  },
  { section: 'SFG-5.9', title: 'Generals move only in their phase', status: 'implemented', test: `${T}command-4.test.ts` },
  {
    section: 'SFG-6.1',
    title: 'When units fire',
    status: 'implemented',
    why: 'once a turn: in the window (free, any time), the fire-only sub-window, ' + 'or in reaction',
    test: `${T}fire-6.test.ts`,
  },
  {
    section: 'SFG-6.2',
    title: 'Musketry eligibility',
    status: 'option',
    why:
      '6 UM from the base centre, 45° arc from the front corners, line of ' +
      'fire through units; woods and built-up areas by G16 ' +
      '(woodsVisibilityUM: a line of fire through more of them is blocked, so ' +
      'troops inside fire and are seen only near the edge); hill crests by ' +
      '§12.5 (hillCrests)',
    test: `${T}terrain-5.test.ts`,
  },
  {
    section: 'SFG-6.3',
    title: 'Target selection',
    status: 'implemented',
    why: 'nearest to the firer centre among engageable enemies, or the nearest ' + 'intact (G17 splitFire=false)',
    test: `${T}fire-6.test.ts`,
  },
  { section: 'SFG-6.4', title: 'Musketry dice', status: 'implemented', test: `${T}fire-6.test.ts` },
  {
    section: 'SFG-6.5',
    title: 'To-hit by cover',
    status: 'option',
    why:
      "coverToHit by the better of the piece holding most of the target's " +
      'base centres (woods light, town heavy, broken ground and hills open ' +
      '[R]) and an obstacle it defends (front edge within 0.5 UM, crossed by ' +
      "the line from the firer's centre; hedges and walls light)",
    test: `${T}terrain-5.test.ts`,
  },
  {
    section: 'SFG-6.6',
    title: 'Artillery fire',
    status: 'option',
    why:
      "range table, artilleryCoverMode (G9) against the target's cover, " +
      'artilleryMaxRangeUM (G9b), rifledLongRange (G9b [P]: rifled batteries ' +
      'fire 1 die on 6 at 20–30 UM; rifled-g9b.test.ts); howitzers hit units anywhere inside ' +
      'built-up areas (other guns only within woodsVisibilityUM of the edge, ' +
      'G16; terrain-5.test.ts)',
    test: `${T}fire-6.test.ts`,
  },
  { section: 'SFG-6.7', title: 'Fire modifiers', status: 'implemented', test: `${T}fire-6.test.ts` },
  { section: 'SFG-6.8', title: 'Casualties from fire', status: 'implemented', test: `${T}status-9.test.ts` },
  {
    section: 'SFG-6.9',
    title: 'Pushed back by fire',
    status: 'option',
    why:
      'fireRetreatTable, fireRetreatPerTwoHits (G6), fireRetreatDirection, ' +
      'unlimberedBatteryRetreats (G30); units defending buildings (most bases ' +
      'in a town), a wall or prepared works roll but stay, defenders of hedges go back (G10); ' +
      'prepared works (trenches, abatis, barricades) are linear obstacles laid by worksPieces ' +
      'in front of each strip, heavy cover by worksCover (works-6.9.test.ts)',
    test: `${T}terrain-5.test.ts`,
  },
  {
    section: 'SFG-7.1',
    title: 'Declaring a charge',
    status: 'implemented',
    why: 'declared before the order test; brigades only; once a turn',
    test: `${T}charge-7.test.ts`,
  },
  { section: 'SFG-7.2', title: 'Charge bonus', status: 'option', why: 'chargeBonusOn, chargeBonusUM', test: `${T}charge-7.test.ts` },
  {
    section: 'SFG-7.3',
    title: 'Reaction: stand and fire, or evade',
    status: 'option',
    why:
      'reactionAfterBonus (G31), evadeTable (G11); batteries cannot evade; a ' +
      'standing target that has not fired "may fire" (policy K_REACTION_FIRE; ' +
      'the heuristic generals always fire); attached batteries fire with a ' +
      'standing brigade (SFG-4.6) and their casualties count for the SFG-7.4 ' +
      'dice',
    test: `${T}charge-7.test.ts`,
  },
  { section: 'SFG-7.4', title: 'Charger under reaction fire', status: 'implemented', test: `${T}charge-7.test.ts` },
  {
    section: 'SFG-7.5',
    title: 'The charge move (conform, flank and rear)',
    status: 'option',
    why:
      'contactTieBreak, cornerContactCounts, failedChargeMovesFull; reach = ' +
      'both front corners within allowance + bonus, paid for the terrain on ' +
      'the path (G31, charge-7.test.ts: the slowest ground the footprint ' +
      'centre touches sets the allowance and the bonus is added to it [R], an ' +
      'obstacle or ford crossed holds it to the obstacle rate, a river costs ' +
      'extra while the front line is in it; the catch of an evader and a ' +
      "failed charge's full move pay it too); the hull of the footprints at " +
      'the start and the end crosses no enemy nor a friend it may not pass ' +
      '(§12.6.4, SFG-5.7, through-units-5.7.test.ts); [R] the charger ends ' +
      'touching no enemy but its target (within 0.05 UM, as any other move: ' +
      'the melee is with the target alone; fighting every enemy touched is ' +
      'not implemented)',
    test: `${T}melee-8.test.ts`,
  },
  { section: 'SFG-8.1', title: 'Bases in contact', status: 'implemented', why: 'breakpoint search of §12.6 (8 v 6 → 7 v 6)', test: `${T}melee-8.test.ts` },
  { section: 'SFG-8.2', title: 'Dice per contacting base', status: 'implemented', test: `${T}melee-8.test.ts` },
  {
    section: 'SFG-8.3',
    title: 'Melee to-hit',
    status: 'option',
    why: "naturalRuleInMelee (G18); each side needs the enemy's cover (SFG-6.5)",
    test: `${T}terrain-5.test.ts`,
  },
  { section: 'SFG-8.4', title: 'Simultaneous', status: 'implemented', test: `${T}melee-8.test.ts` },
  {
    section: 'SFG-8.5',
    title: 'Result: support, charging column, experience',
    status: 'option',
    why:
      "supportMode (G13; 'strict' counts bases beside and behind the engaged " +
      'run), supportMax, chargingColumnTypes (G22), experience from quality ' +
      '(G23)',
    test: `${T}melee-8.test.ts`,
  },
  {
    section: 'SFG-8.6',
    title: 'Loser',
    status: 'option',
    why: 'meleeLoserRetreatTable, meleeLossDisorderDie (G2c); flanked units turn ' + 'to face; a battery that must retreat is destroyed',
    test: `${T}melee-8.test.ts`,
  },
  {
    section: 'SFG-8.7',
    title: "Winner's options",
    status: 'option',
    why:
      'stand / reorganise / break through (policy K_WINNER), reorganiseTable; ' +
      'a reorganise falls straight back from where it fought [R], and the ' +
      'policy chooses (K_REORGANISE) its facing (as it was, or turned to the ' +
      'nearest enemy, at most 90°) and formation, by a way clear of units it ' +
      'may not pass (SFG-5.7) to a place touching no enemy, else it stays; ' +
      'breakthroughTable, breakthroughCountsAsCharge; a breakthrough goes ' +
      'towards the nearest enemy any part of which is within 45° of the front ' +
      '(§12.4 at the brigade front edge; nearest by the brigade centre to ' +
      'that part), else straight ahead',
    test: `${T}winner-8.7.test.ts`,
  },
  {
    section: 'SFG-8.8',
    title: 'Draws',
    status: 'option',
    why:
      'second round, cavalry falls back (G24), drawRetreatUM, ' +
      'chargeBonusInSecondRound (G32); infantry and artillery defending in ' +
      'light or heavy cover do not fall back, the attacker does (8.8.3, 8.10; ' +
      'terrain-5.test.ts)',
    test: `${T}melee-8.test.ts`,
  },
  {
    section: 'SFG-8.9',
    title: 'Obstacles during retreat and pursuit',
    status: 'option',
    why:
      'a retreat or a pursuit (the breakthrough move) crossing an obstacle or ' +
      'a ford pays 2 UM of its distance, short of that it stops at it; a ' +
      'breakthrough target beyond one is out of reach; a charger that beats ' +
      'the defender of an obstacle and breaks through (die not 0) only takes ' +
      'the obstacle [R]: it advances at most until its front edge is on the ' +
      'obstacle line, is covered by it as the defender was, and crosses it ' +
      'free until it moves on (Unit.heldObstacle); defenders of an obstacle ' +
      'get its cover in melee (melee-8.test.ts). Rivers and woods cost ' +
      'movement only while the leading line of bases is in them: each UM it ' +
      'travels inside costs open/rate UM [R] (rivers: rivers-5.2.test.ts; ' +
      "woods: woodsCost 'frontLine', the default, in moves and charge reach; " +
      "'centre' = the strict G8 footprint-centre reading; units that may not " +
      'enter woods also keep their centre out)',
    test: `${T}woods-8.9.test.ts`,
  },
  {
    section: 'SFG-8.10',
    title: 'After melee',
    status: 'implemented',
    why: 'contact always broken; removed units go before any retreat',
    test: `${T}melee-8.test.ts`,
  },
  { section: 'SFG-9.1', title: 'Allocating casualties', status: 'implemented', test: `${T}status-9.test.ts` },
  { section: 'SFG-9.2', title: 'Loss thresholds', status: 'option', why: 'decimationMode (G2b)', test: `${T}status-9.test.ts` },
  {
    section: 'SFG-9.3',
    title: 'Disorder: causes',
    status: 'implemented',
    why:
      'pushback 6, retreat through friends, failed test when decimated, melee ' +
      'loss, evade, charger fire dice, scenario start; retreat into rough ' +
      'terrain from outside it (where most bases end) [R]',
    test: `${T}terrain-5.test.ts`,
  },
  {
    section: 'SFG-9.4',
    title: 'Disorder: effects',
    status: 'implemented',
    why:
      'command −1 (command-4.test.ts), no division order, melee −1 ' +
      '(activation-3.5.test.ts), fire −1 (fire-6.test.ts), friends pass ' +
      'through (through-units-5.7.test.ts)',
    test: `${T}activation-3.5.test.ts`,
  },
  { section: 'SFG-9.5', title: 'Disorder: recovery and collapse', status: 'option', why: 'compulsoryDecimatedTest (G27)', test: `${T}command-4.test.ts` },
  { section: 'SFG-9.6', title: 'Scenario start', status: 'implemented', why: 'brigades may start disordered (data)', test: `${T}data-setup.test.ts` },
  { section: 'SFG-10.1', title: 'Armies on the long edges', status: 'implemented', test: `${T}victory-10.test.ts` },
  { section: 'SFG-10.2', title: 'Deployment zone', status: 'option', why: 'deploymentDepthUM', test: `${T}victory-10.test.ts` },
  {
    section: 'SFG-10.3',
    title: 'Objectives',
    status: 'implemented',
    why:
      "placement 'players' (the text): each side's policy chooses its points (K_OBJECTIVE, A first, " +
      "alternating) among the legal ones of a 1 UM grid; 'random': the AI stream under the distance rules",
    test: `${T}placement-10.3.test.ts`,
  },
  {
    section: 'SFG-10.4',
    title: 'Deployment and reserves',
    status: 'option',
    why:
      'one whole division at a time, the sides alternating from a drawn first ' +
      'player, each in the sector of its strip its policy chooses (K_DEPLOY_DIVISION; ' +
      "placement 'random': shuffled sectors), formation by policy (K_DEPLOY); which units " +
      "stay in reserve is the list's choice, not the policy's; reserves " +
      'and late arrivals are data (reserve:, arrives:), reserveFraction, ' +
      'reserveScheduledTurn (G28)',
    test: `${T}data-setup.test.ts`,
  },
  {
    section: 'SFG-10.5',
    title: 'Holding objectives [P/R]',
    status: 'option',
    why: 'objectiveRadiusUM, objectiveIneligible (G26); last holder keeps it',
    test: `${T}victory-10.test.ts`,
  },
  {
    section: 'SFG-10.6',
    title: 'Victory',
    status: 'option',
    why:
      'objectives, then game score (scoreMode, G12: enemy bases eliminated by ' +
      'default, the only tally the text keeps; proposal points as the ' +
      'option), else draw; endWhenEliminated',
    test: `${T}victory-10.test.ts`,
  },
  {
    section: 'SFG-12',
    title: '2D model',
    status: 'option',
    why:
      'oriented rectangles, SAT overlap, footprint distances, 45° arc clip, ' +
      'line of fire, contact search; 12.7 terrain as area rectangles and ' +
      'obstacle segments from the generator (terrainPieces, obstaclePieces), ' +
      'by majority of base centres; a battery on a hill fires over friends ' +
      "below (12.5); each hill's crest, its long centre line end to end [P], " +
      "is blocking terrain for lines of fire (12.5, hillCrests: 'offHill', " +
      'the default, blocks a line crossing it unless the firer or the target ' +
      "stands on that hill; 'reverseSlope' blocks it whoever stands where; " +
      "'none'), drawn in the replay SVG; roads as straight centre lines " +
      '(roadPieces); rivers with fords as 1 UM bands of stretches ' +
      '(riverPieces, rivers-5.2.test.ts); charges pay the terrain on their ' +
      'path (charge-7.test.ts)',
    test: `${T}terrain-5.test.ts`,
  },
  {
    section: 'SFG-13',
    title: 'Points scheme [P]',
    status: 'implemented',
    why:
      'PROPOSAL values as data; a scenario may override them under points:; ' +
      "rifled batteries priced as field guns (10, not the proposal's 12: " +
      "that price is for G9b's 20–30 UM band, which the text does not give them " +
      '(rifledLongRange, off by default); a scenario playing that option may set 12 under points:)',
    test: `${T}data-setup.test.ts`,
  },
  {
    section: 'SFG-15',
    title: 'AI decision points',
    status: 'implemented',
    why:
      'decisions.ts: general, activation, division moves, orders, fire, ' +
      'reaction, winner, objective placement, division deployment and formation; the default (assault) beats random with ' +
      'its win-rate interval above 95%',
    test: `${T}games.test.ts`,
  },
];
