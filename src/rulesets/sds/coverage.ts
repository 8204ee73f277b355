/**
 * Coverage of the SDS mechanics reference: every numbered section (SDS 1.1 … SDS 10.13) with its
 * implementation status and the test file that covers it. Printed by `volley rules sds --coverage`.
 * 'option' = implemented, and the section's uncertain parts are named rule options (options.ts),
 * listed in `options`; each of them changes play when flipped and is played under both values by
 * a test (test/sds/core/coverage.test.ts checks that every named option exists and is tested).
 */
import type { CoverageEntry } from '../types.js';

type CoverageStatus = 'implemented' | 'option' | 'not-implemented';

const C = 'test/sds/core/';

interface SdsCoverageEntry extends CoverageEntry {
  status: CoverageStatus;
  /** 'option' sections: the rule options (keys of options.ts) that resolve its uncertain parts. */
  options?: string[];
}

export const sdsCoverage: SdsCoverageEntry[] = [
  { section: 'SDS 1.1', title: 'Dice', status: 'implemented', why: 'd6 only (engine Dice)', test: `${C}activation-2.7.test.ts` },
  {
    section: 'SDS 1.2',
    title: 'Measuring sticks',
    status: 'option',
    why: 'option scale 15|28|40 → sticks()',
    test: `${C}options-11.test.ts`,
    options: ['scale'],
  },
  { section: 'SDS 1.3', title: 'Ground scale', status: 'not-implemented', why: 'immaterial to play' },
  {
    section: 'SDS 1.4',
    title: 'Pre-measuring',
    status: 'not-implemented',
    why: 'nothing to implement or test: a permission to the players; policies ' + 'read any distance',
  },
  {
    section: 'SDS 1.5',
    title: 'Bases (tournament)',
    status: 'option',
    why:
      'every model is a Ø25 mm disc, distances edge to edge; cavalryMeasure ' +
      'frontToRear implemented; rectangular cavalry bases are not modelled ' +
      '(no option)',
    test: 'test/sds/game/options.test.ts',
    options: ['cavalryMeasure'],
  },
  {
    section: 'SDS 1.6',
    title: 'Terrain sizes (core)',
    status: 'implemented',
    why: 'terrain pieces sized S–L (table generation)',
    test: 'test/sds/table/generate.test.ts',
  },
  {
    section: 'SDS 2.1',
    title: 'Sides and squads',
    status: 'option',
    why: 'lists per nation; requireLeader option',
    test: `${C}lists-9-10.3.test.ts`,
    options: ['requireLeader'],
  },
  {
    section: 'SDS 2.2',
    title: 'Attacker and defender (core rules)',
    status: 'implemented',
    why:
      'roleRollModifier (+1 per Scout) and the core set-up roll; in core mode ' +
      'the winner always chooses to defend (a simulator choice); ties ' +
      're-rolled',
    test: 'test/sds/game/setup-2.2-10.4.test.ts',
  },
  {
    section: 'SDS 2.3',
    title: 'Terrain set-up (core rules)',
    status: 'implemented',
    why: 'generateCoreTerrain: quarter tables, wood sub-roll, ≥ 1S apart, the ' + 'third quarter-4 feature may go to quarter 1',
    test: 'test/sds/table/generate.test.ts',
  },
  {
    section: 'SDS 2.4',
    title: 'Deployment (core rules)',
    status: 'implemented',
    why: 'deploymentPositions within 1M of each edge',
    test: 'test/sds/table/deploy.test.ts',
  },
  {
    section: 'SDS 2.5',
    title: 'Initiative',
    status: 'implemented',
    why: 'rollInitiative after deployment (tie: re-roll in core mode, attacker ' + 'starts in tournaments)',
    test: 'test/sds/game/initiative-2.5.test.ts',
  },
  {
    section: 'SDS 2.6',
    title: 'Turns',
    status: 'option',
    why: 'turn loop: ends at a turnover or when all models have been activated; ' + 'mayPassVoluntarily option',
    test: 'test/sds/game/activation.test.ts',
    options: ['mayPassVoluntarily'],
  },
  {
    section: 'SDS 2.7',
    title: 'Activation',
    status: 'implemented',
    why:
      'rollActivation/turnover (no option: nothing in it is uncertain); the ' +
      'MDS "double six on activation" rule is not modelled (its text is ' +
      'unknown)',
    test: 'test/sds/core/activation-2.7.test.ts',
  },
  {
    section: 'SDS 2.8',
    title: 'Effective Quality',
    status: 'option',
    why:
      'effectiveQuality; the bonus only from a superior of higher rank ' +
      '(Officer > NCO > private); commandBonusStacks, commandBonusOnMorale ' +
      'options; Élan always adds',
    test: 'test/sds/game/command-2.8.test.ts',
    options: ['commandBonusStacks', 'commandBonusOnMorale'],
  },
  {
    section: 'SDS 2.9',
    title: 'Command range',
    status: 'option',
    why: 'commandRange (1L Leader, ncoCommandRange for NCOs, 1S without LOS); ' + 'game command bonus',
    test: 'test/sds/game/activation.test.ts',
    options: ['ncoCommandRange'],
  },
  {
    section: 'SDS 2.10',
    title: 'Actions a model can take',
    status: 'option',
    why: 'maxAimActions option; aimed shot / power blow −1 [T]',
    test: `${C}combat-4.10-5.2.test.ts`,
    options: ['maxAimActions'],
  },
  {
    section: 'SDS 2.11',
    title: 'Group actions — general',
    status: 'option',
    why: 'one roll at the worst Quality; 2+ failures pass the turn and end the ' + "Leader's actions; groupFreshOnly, leaderInGroup options",
    test: 'test/sds/game/groups.test.ts',
    options: ['groupFreshOnly', 'leaderInGroup'],
  },
  { section: 'SDS 2.12', title: 'Group move', status: 'implemented', why: 'group move keeping base contact', test: 'test/sds/game/groups.test.ts' },
  { section: 'SDS 2.13', title: 'Regroup', status: 'implemented', why: 'Regroup: members end in contact or do not move', test: 'test/sds/game/groups.test.ts' },
  {
    section: 'SDS 2.14',
    title: 'Volley',
    status: 'option',
    why: 'worst C and worst band; −1 [T] per extra shooter (targetShotMod); ' + 'volleyTargetLegalFor option',
    test: 'test/sds/game/groups.test.ts',
    options: ['volleyTargetLegalFor'],
  },
  {
    section: 'SDS 2.15',
    title: 'Shoot and Reload',
    status: 'implemented',
    why:
      'ranks (ranks.ts): front = up to 3 nearest the enemy, rear = up to 3 ' +
      'touching and behind them; offered when one rank is wholly loaded ' +
      '(front or rear), never to rifles; loaded rear muskets go forward ' +
      'first; the front rank fires individual shots (aimed with 3 actions) or ' +
      'one Volley; the rear reloads; the ranks exchange muskets; spare ' +
      'actions are used by each member',
    test: 'test/sds/game/shoot-reload-2.15.test.ts',
  },
  {
    section: 'SDS 2.16',
    title: 'Mixed groups',
    status: 'implemented',
    why: 'worst Quality for the group roll, worst Combat for volleys, own Combat ' + 'for individual shots',
    test: 'test/sds/game/mixed-groups-2.16.test.ts',
  },
  {
    section: 'SDS 2.17',
    title: 'Game length',
    status: 'option',
    why: 'maxTurns option: an undecided game is a draw on time',
    test: 'test/sds/game/games.test.ts',
    options: ['maxTurns'],
  },
  { section: 'SDS 2.18', title: 'Scenarios', status: 'not-implemented', why: 'the scenario texts are not available; tournament encounters only' },
  {
    section: 'SDS 3.1',
    title: 'Movement per action',
    status: 'option',
    why: 'footMove, mountedMove options; contact with an enemy always ends the ' + 'move (no option)',
    test: 'test/sds/table/move.test.ts',
    options: ['footMove', 'mountedMove'],
  },
  {
    section: 'SDS 3.2',
    title: 'Difficult and impassable terrain',
    status: 'option',
    why:
      'brokenTerrainStep, hillIsDifficult options; woods closed to mounted ' +
      'models; a base stopped at the edge of broken ground or a building ' +
      '(within float error) enters it, or is blocked, on its next move ' +
      '(table/move.ts touchingRect)',
    test: 'test/sds/table/move.test.ts',
    options: ['brokenTerrainStep', 'hillIsDifficult'],
  },
  {
    section: 'SDS 3.3',
    title: 'Friends',
    status: 'option',
    why: 'passThroughFriends option (text unknown): pass through, never end on a friend',
    test: 'test/sds/game/melee.test.ts',
    options: ['passThroughFriends'],
  },
  {
    section: 'SDS 3.4',
    title: 'Doors, openings, obstacles',
    status: 'option',
    why: 'obstacleCrossing option; doors, stairs, ladders and falling are not ' + 'implemented (buildings cannot be entered in tournaments)',
    test: 'test/sds/table/move.test.ts',
    options: ['obstacleCrossing'],
  },
  {
    section: 'SDS 3.5',
    title: 'Standing up',
    status: 'implemented',
    why: 'stand up: 1 action before moving, shooting or attacking; reload ' + 'allowed while fallen',
    test: 'test/sds/game/stand-up-3.5.test.ts',
  },
  {
    section: 'SDS 3.6',
    title: 'Leaving a hand-to-hand fight',
    status: 'implemented',
    why:
      'free attack from each enemy in contact, only when the leaver really ' +
      'moves (rolled before it goes); only harm to the leaver applies; a ' +
      'leaver beaten or pushed back does not move on',
    test: 'test/sds/game/melee.test.ts',
  },
  {
    section: 'SDS 3.7',
    title: 'Dismounting and remounting',
    status: 'implemented',
    why:
      'single dismount (the horse runs away, no remount); group ' +
      'dismount/remount for 2 group actions with a horse-holder who cannot ' +
      'move; horses run if he is hurt, engaged or fails morale',
    test: 'test/sds/game/dismount.test.ts',
  },
  {
    section: 'SDS 3.8',
    title: 'Reloading',
    status: 'option',
    why: 'reloadCost; reloadMusket, reloadRifle, reloadBow, reloadCarryOver, ' + 'startLoaded options; reload allowed fallen, not in contact',
    test: 'test/sds/game/options.test.ts',
    options: ['reloadMusket', 'reloadRifle', 'reloadBow', 'reloadCarryOver', 'startLoaded'],
  },
  {
    section: 'SDS 3.9',
    title: 'One attack per turn',
    status: 'implemented',
    why: 'one attack (shot or blow) per turn; an aimed shot needs two actions; a ' + 'move into contact after an attack is only a move',
    test: 'test/sds/game/one-attack-3.9.test.ts',
  },
  {
    section: 'SDS 4.1',
    title: 'Procedure (shooting)',
    status: 'implemented',
    why: 'rollShot / shotOutcome, shooterShotMod, targetShotMod',
    test: `${C}combat-4.10-5.2.test.ts`,
  },
  {
    section: 'SDS 4.2',
    title: 'Weapons table',
    status: 'option',
    why: 'bandBonus/maxRange; musketMaxBands, rifleBonuses, ' + 'carbine/pistol/bow/blunderbuss bonus options',
    test: `${C}weapons-4.2.test.ts`,
    options: ['musketMaxBands', 'rifleBonuses', 'carbineBonuses', 'pistolBonuses', 'bowBonuses', 'blunderbussBonuses'],
  },
  {
    section: 'SDS 4.3',
    title: 'Target priority',
    status: 'implemented',
    why: 'nearest visible enemy; cover and fallen may be skipped; mounted ' + 'exception when the line crosses no model',
    test: 'test/sds/game/shooting.test.ts',
  },
  {
    section: 'SDS 4.4',
    title: 'Line of sight',
    status: 'option',
    why:
      'table sight(): woods, hills, buildings, 20 mm gaps, fallen behind ' +
      'obstacles; modelsBlockLOS option (a model on the line hides the ' +
      'target: legalTargets)',
    test: 'test/sds/table/sight.test.ts',
    options: ['modelsBlockLOS'],
  },
  {
    section: 'SDS 4.5',
    title: 'Cover',
    status: 'option',
    why: 'light −1 [A]; heavyCover option',
    test: `${C}combat-4.10-5.2.test.ts`,
    options: ['heavyCover'],
  },
  {
    section: 'SDS 4.6',
    title: 'Firearms and woods',
    status: 'implemented',
    why: 'woodStatus and sight(): deep inside only within 1S at −1, inside edge ' + 'light cover',
    test: 'test/sds/table/sight.test.ts',
  },
  {
    section: 'SDS 4.7',
    title: 'No shooting into or out of melee',
    status: 'implemented',
    why: 'no shooting into or out of melee',
    test: 'test/sds/game/shooting.test.ts',
  },
  {
    section: 'SDS 4.8',
    title: 'Shooting from horseback',
    status: 'option',
    why: 'canFireMounted; mountedFire option',
    test: `${C}weapons-4.2.test.ts`,
    options: ['mountedFire'],
  },
  {
    section: 'SDS 4.9',
    title: 'Shooting at a fallen soldier',
    status: 'option',
    why: 'fallenShotBonus, fallenShotLethal options',
    test: `${C}combat-4.10-5.2.test.ts`,
    options: ['fallenShotBonus', 'fallenShotLethal'],
  },
  {
    section: 'SDS 4.10',
    title: 'Shooting results',
    status: 'option',
    why: 'resolveOpposed; ratioFloor, parityDie options',
    test: `${C}combat-4.10-5.2.test.ts`,
    options: ['ratioFloor', 'parityDie'],
  },
  {
    section: 'SDS 4.11',
    title: 'Running out of ammunition',
    status: 'option',
    why: 'outOfAmmo option (trigger unknown)',
    test: `${C}combat-4.10-5.2.test.ts`,
    options: ['outOfAmmo'],
  },
  {
    section: 'SDS 4.12',
    title: 'Hasty fire',
    status: 'implemented',
    why: '−1 [A] on the point-blank shot at a charging rider (SDS 5.10.5)',
    test: 'test/sds/game/cavalry.test.ts',
  },
  { section: 'SDS 5.1', title: 'Procedure (hand-to-hand)', status: 'implemented', why: 'rollMelee / meleeOutcome', test: `${C}combat-4.10-5.2.test.ts` },
  {
    section: 'SDS 5.2',
    title: 'Melee results',
    status: 'option',
    why: 'resolveOpposed; ratioFloor, parityDie, blockedRecoil, followUp options',
    test: `${C}combat-4.10-5.2.test.ts`,
    options: ['ratioFloor', 'parityDie', 'blockedRecoil', 'followUp'],
  },
  {
    section: 'SDS 5.3',
    title: 'Melee modifiers',
    status: 'option',
    why: 'meleeMod (power blow, overlap, obstacle, high ground, mounted, ' + 'fallen); fallenMeleeBonus option',
    test: `${C}combat-4.10-5.2.test.ts`,
    options: ['fallenMeleeBonus'],
  },
  {
    section: 'SDS 5.4',
    title: 'Weapons in hand-to-hand; better weapons',
    status: 'not-implemented',
    why:
      'ranking and effects unknown: no better-weapon effect (option ' +
      'betterWeapon has the one value off, so it cannot change play); flag ' +
      'any verdict about lancers or sword-armed officers',
  },
  { section: 'SDS 5.5', title: 'Ambush', status: 'not-implemented', why: 'rule text unknown; no effect' },
  {
    section: 'SDS 5.6',
    title: 'Recoil',
    status: 'option',
    why: 'one base width directly away from the winner; blocked by models, ' + 'terrain, edge (→ falls, blockedRecoil); followUp option',
    test: 'test/sds/game/options.test.ts',
    options: ['blockedRecoil', 'followUp'],
  },
  {
    section: 'SDS 5.7',
    title: 'Fallen models',
    status: 'option',
    why: 'fallenMayAttack option; fallen overlap and defence (game)',
    test: `${C}combat-4.10-5.2.test.ts`,
    options: ['fallenMayAttack'],
  },
  {
    section: 'SDS 5.8',
    title: 'Group against group',
    status: 'implemented',
    why:
      'after a group move each member acts model by model (move, fight, apply ' +
      "results, next model), or, with the group move's all-move-first order " +
      '(groupFight.ts), every member whose move ends in contact with the ' +
      'nearest enemy it can reach and leaves it an action to fight charges it ' +
      'first (each move narrated) and then the members fight one by one ' +
      '(front first), so two can gang up for the overlap',
    test: 'test/sds/game/group-fight-5.8.test.ts',
  },
  {
    section: 'SDS 5.9',
    title: 'Fear',
    status: 'option',
    why: '1-die Fear test before the contacting move; fallen Fear models cause ' + 'none; fearCausersIgnoreFear option',
    test: 'test/sds/game/cavalry.test.ts',
    options: ['fearCausersIgnoreFear'],
  },
  {
    section: 'SDS 5.10',
    title: 'Cavalry charging infantry',
    status: 'option',
    why:
      'infantry test (3 dice, Fear −1 per die): eliminated / fight / fire ' +
      'factor; switch target within 1S (it tests at once, or only before the ' +
      'move that reaches it: riderSwitchTest; not when another rider touches it); ' +
      "with none, a free move of the player's choice stopping 1 cm from every " +
      'enemy; hasty shot; chargeFireFactor option',
    test: 'test/sds/game/cavalry.test.ts',
    options: ['chargeFireFactor', 'riderSwitchTest'],
  },
  {
    section: 'SDS 5.11',
    title: 'The French Old Guard',
    status: 'implemented',
    why: 'Old Guard profile (Fear) in the French catalogue; target tests at −1, ' + '1–2 successes fight at −1 Combat',
    test: 'test/sds/game/cavalry.test.ts',
  },
  {
    section: 'SDS 5.12',
    title: 'Woods (hand-to-hand)',
    status: 'implemented',
    why: 'cavalry at a wood edge: no +1, no test',
    test: 'test/sds/game/cavalry.test.ts',
  },
  {
    section: 'SDS 5.13',
    title: 'Free attacks on fleeing models',
    status: 'option',
    why: 'see SDS 6.4; freeActivationCountsAsAttack option',
    test: 'test/sds/game/morale.test.ts',
    options: ['freeActivationCountsAsAttack'],
  },
  {
    section: 'SDS 6.1',
    title: 'The morale test',
    status: 'option',
    why: 'moraleQuality (Steadfast, Fear, command bonus option)',
    test: `${C}morale-6.test.ts`,
    options: ['commandBonusOnMorale'],
  },
  {
    section: 'SDS 6.2',
    title: 'Outcomes',
    status: 'option',
    why: 'moraleResult; fleeCostsNextActivation option',
    test: `${C}morale-6.test.ts`,
    options: ['fleeCostsNextActivation'],
  },
  {
    section: 'SDS 6.3',
    title: 'Direction of flight',
    status: 'option',
    why:
      'toward the flag (stop on contact; already touching → edge), else ' +
      "nearest edge (tournament: not the enemy's), going round trees and " +
      'buildings (one bend, fleePath.ts; a boxed-in model stays); ' +
      'fleeTerrainSlows, coreFleeEdge, fleeProvokesFreeAttacks options',
    test: 'test/sds/game/flight-6.3.test.ts',
    options: ['fleeTerrainSlows', 'coreFleeEdge', 'fleeProvokesFreeAttacks'],
  },
  {
    section: 'SDS 6.4',
    title: 'Squad-wide tests and the free activation',
    status: 'option',
    why:
      'squad tests flag bearer first; flights as results come; free ' +
      'activation of enemies within 1S (a shot needs line of sight; a charge ' +
      'is offered only when its move ends in contact); "1 (ed 1 sola)": one ' +
      'per model in a cascade, freeActivationLimit option',
    test: 'test/sds/game/free-activation-6.4.test.ts',
    options: ['freeActivationLimit'],
  },
  {
    section: 'SDS 6.5',
    title: 'When to test',
    status: 'option',
    why:
      'lossTriggerReached; gruesomeMoraleTest (the gruesome-kill test is SBH, ' +
      'in neither seed), gruesomeRadius, thresholdTestOnce, ' +
      'moraleTriggerOrder options',
    test: `${C}morale-6.test.ts`,
    options: ['gruesomeMoraleTest', 'gruesomeRadius', 'thresholdTestOnce', 'moraleTriggerOrder'],
  },
  {
    section: 'SDS 6.6',
    title: 'Loss threshold',
    status: 'option',
    why: 'lossThreshold ⌊N/3⌋+1 (+1 Russians); lossTrigger option',
    test: `${C}morale-6.test.ts`,
    options: ['lossTrigger'],
  },
  {
    section: 'SDS 6.7',
    title: 'End of the game — rout',
    status: 'implemented',
    why:
      'routs() checked at every removal: the game ends at the event that ' +
      'routs a squad; one removal cannot rout both squads, so A27 never ' +
      'arises in play (a position set up routing on both sides is a draw)',
    test: 'test/sds/game/rout-scoring.test.ts',
  },
  {
    section: 'SDS 6.8',
    title: 'The flag',
    status: 'option',
    why:
      'flag dropped when the bearer is killed; pick-up for 1 action (capture ' + 'or recovery); flagLostWhen option (bearerRemoved, bearerDown, ' + 'captured)',
    test: 'test/sds/game/flag-lost-6.8.test.ts',
    options: ['flagLostWhen'],
  },
  {
    section: 'SDS 7.1',
    title: 'Special rules with known effects',
    status: 'option',
    why:
      'Leader, NCO, Élan, Fear, Fearless, Mounted, Flag Bearer, Scout, ' +
      'Steadfast, Short Move in the game; ncoSucceedsLeader option; Élan ' +
      'applies to every activation (an intent-dependent reading cannot be ' +
      'known before the roll; no option); Hero and Poor Leadership effects ' +
      'unknown (no effect)',
    test: 'test/sds/core/activation-2.7.test.ts',
    options: ['ncoSucceedsLeader'],
  },
  {
    section: 'SDS 7.2',
    title: 'Special rules with unknown effects',
    status: 'option',
    why:
      'one option per rule, default none (Slow: one move action per ' +
      'activation); every listed effect is implemented; Engineer, Reluctant, ' +
      'Unreliable and Unpredictable have no known effect (one-value options, ' +
      'none)',
    test: 'test/sds/game/options-audit.test.ts',
    options: ['cuirass', 'green', 'lightInfantry', 'marksman', 'musician', 'poorShot', 'slow', 'strong', 'wavering', 'weak'],
  },
  {
    section: 'SDS 7.3',
    title: 'National characteristics',
    status: 'implemented',
    why: 'Russia: loss threshold +1; the others unknown (none)',
    test: `${C}morale-6.test.ts`,
  },
  { section: 'SDS 8.1', title: 'Points formula', status: 'implemented', why: 'formulaPoints', test: `${C}points-8.test.ts` },
  { section: 'SDS 8.2', title: 'Worked check — French line infantryman', status: 'implemented', test: `${C}points-8.test.ts` },
  {
    section: 'SDS 8.3',
    title: 'Other checks',
    status: 'implemented',
    why: 'every row a test (the unresolved Dragoon on foot as a negative test)',
    test: `${C}points-8.test.ts`,
  },
  {
    section: 'SDS 8.4',
    title: 'Cost table',
    status: 'implemented',
    why: 'ITEM_COSTS / GROUP_COSTS; unknown costs are illustrative and flagged',
    test: `${C}points-8.test.ts`,
  },
  { section: 'SDS 8.5', title: 'Squad size', status: 'implemented', why: 'list validation 385–405 (tournament)', test: `${C}lists-9-10.3.test.ts` },
  {
    section: 'SDS 9.1',
    title: 'France',
    status: 'implemented',
    why: 'scenarios/sds/profiles/france.yaml (published/derived rows + ' + 'illustrative ones)',
    test: `${C}lists-9-10.3.test.ts`,
  },
  { section: 'SDS 9.2', title: 'Great Britain', status: 'implemented', why: 'scenarios/sds/profiles/great-britain.yaml', test: `${C}lists-9-10.3.test.ts` },
  { section: 'SDS 9.3', title: 'Prussia', status: 'implemented', why: 'illustrative profiles only (none published)', test: `${C}lists-9-10.3.test.ts` },
  { section: 'SDS 9.4', title: 'Austria', status: 'implemented', why: 'illustrative profiles only (none published)', test: `${C}lists-9-10.3.test.ts` },
  {
    section: 'SDS 9.5',
    title: 'Russia',
    status: 'implemented',
    why: 'illustrative profiles incl. Cossacks (Mounted); Duri a cedere',
    test: `${C}lists-9-10.3.test.ts`,
  },
  { section: 'SDS 9.6', title: 'Other lists seen', status: 'not-implemented', why: 'MDS nations are not shipped' },
  {
    section: 'SDS 9.7',
    title: 'Lists the simulator can ship today',
    status: 'implemented',
    why: 'rows carry source: published | derived | illustrative',
    test: `${C}lists-9-10.3.test.ts`,
  },
  {
    section: 'SDS 10.1',
    title: 'Scale and kit',
    status: 'implemented',
    why: '28 mm sticks and 900×900 table (painting/referee rules not relevant)',
    test: `${C}options-11.test.ts`,
  },
  {
    section: 'SDS 10.2',
    title: 'Allowed lists and rules',
    status: 'implemented',
    why: '≤ 5 Individualistic/Civilian, one Hero, catalogue profiles only',
    test: `${C}lists-9-10.3.test.ts`,
  },
  {
    section: 'SDS 10.3',
    title: 'Points',
    status: 'option',
    why: '385–405; unusedPointsFences (D → 1S fences, max 3) to the lower total, ' + 'in his half; unusedPointsTerrain option',
    test: 'test/sds/table/generate.test.ts',
    options: ['unusedPointsTerrain', 'enforcePointsWindow'],
  },
  {
    section: 'SDS 10.4',
    title: 'Attacker and defender',
    status: 'implemented',
    why: 'roleRollModifier: +1 per Scout, +1 if ≤ 400 points; the winner ' + 'defends; ties re-rolled',
    test: 'test/sds/game/setup-2.2-10.4.test.ts',
  },
  {
    section: 'SDS 10.5',
    title: 'Terrain',
    status: 'implemented',
    why: 'generateTournamentTerrain: one S/M/L area and one linear piece per ' + "sector, the attacker's change, two trees each",
    test: 'test/sds/table/generate.test.ts',
  },
  {
    section: 'SDS 10.6',
    title: 'Entry edge and deployment',
    status: 'implemented',
    why: 'rollEntryEdge (1 left, 2 right, 3–6 preferred), deployment within 1M, ' + 'initiative tie → attacker',
    test: 'test/sds/table/deploy.test.ts',
  },
  { section: 'SDS 10.7', title: 'Time', status: 'option', why: 'maxTurns option', test: 'test/sds/game/games.test.ts', options: ['maxTurns'] },
  {
    section: 'SDS 10.8',
    title: 'Victory and scoring',
    status: 'implemented',
    why: 'tournamentPoints, finalLosses; tie-break metrics (officers, flags) in ' + 'the outcome',
    test: 'test/sds/core/scoring-10.8.test.ts',
  },
  {
    section: 'SDS 10.9',
    title: 'Poules and allowed matchups',
    status: 'implemented',
    why: 'poule per list, matchupAllowed, poules/cross.yaml',
    test: `${C}lists-9-10.3.test.ts`,
  },
  {
    section: 'SDS 10.10',
    title: 'Pairings',
    status: 'implemented',
    why:
      'volley tournament: round 1 across poules, Swiss by tournament points, ' +
      'main/secondary substitution, tie-breaks (officers, flags); rematches ' +
      'allowed as the rules state; avoiding them is an opt-in house rule ' +
      '(avoidRematches: true)',
    test: 'test/analysis/tournament.test.ts',
  },
  { section: 'SDS 10.11', title: 'Optional secret objectives', status: 'not-implemented', why: 'optional; extra points not given' },
  {
    section: 'SDS 10.12',
    title: 'Squad morale tests in tournaments',
    status: 'implemented',
    why: 'lossThreshold reproduces the 17-column table',
    test: `${C}morale-6.test.ts`,
  },
  {
    section: 'SDS 10.13',
    title: 'Tournament clarifications of the core rules',
    status: 'not-implemented',
    why: 'an index, not a rule: each clarification is folded into (and tested ' + 'under) its own section above',
  },
];
