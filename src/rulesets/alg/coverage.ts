/**
 * Coverage of shared/rules/alg-dcde-mechanics.md: every numbered section with its status and
 * the test that checks it (`volley rules alg --coverage`). 'option' = implemented with its open
 * points as named rule options; 'stand-in' = spec §5 placeholder, not AlG.
 */
import type { CoverageEntry } from '../types.js';

const T = 'test/alg/';

export const algCoverage: CoverageEntry[] = [
  {
    section: 'ALG-1.1',
    title: 'Unit of measure',
    status: 'implemented',
    why: 'um throughout; foot base 1 um, mounted 2 um; table size tableUM (volley)',
    test: `${T}zoc-1.test.ts`,
  },
  { section: 'ALG-1.2', title: 'Facing has no effect', status: 'implemented', why: 'figures are discs without facing', test: `${T}zoc-1.test.ts` },
  {
    section: 'ALG-1.3',
    title: 'No overlap',
    status: 'implemented',
    why: 'every move and placement keeps centres ≥ r1 + r2 apart',
    test: `${T}zoc-1.test.ts`,
  },
  {
    section: 'ALG-1.4',
    title: 'Zone of control',
    status: 'option',
    why:
      'ZOC radius = base diameter; a base may not enter (or go deeper into) ' +
      'an un-shaken enemy ZOC except to charge it ' +
      "(zocAllowsOnlyChargeTarget); shaken enemies' ZOC is crossed; forced " +
      'flight and rout moves ignore ZOC (volley)',
    test: `${T}zoc-1.test.ts`,
  },
  {
    section: 'ALG-1.5',
    title: 'Dice',
    status: 'implemented',
    why: 'd6 activation, d10 morale (exact odds: volley odds alg); the stand-in ' + 'combat also uses d10',
    test: `${T}odds-frequencies.test.ts`,
  },
  {
    section: 'ALG-2.1',
    title: 'Character classes',
    status: 'implemented',
    why:
      'hero out at its 3rd wound / value 3, protagonist 2nd / 2, extra 1st / ' +
      '1; only extras form squads, heroes and protagonists join as officer or ' +
      'leader (validated)',
    test: `${T}data-setup.test.ts`,
  },
  {
    section: 'ALG-2.2',
    title: 'Characteristics and the wounded line',
    status: 'option',
    why:
      'Mo, Ti, Mi, CA, Mov; woundedLineFrom (G-A4), defaultWoundedPenalty ' +
      'when a list gives no wounded line; abilities ignored (G-A19, not an ' +
      'option: none are listed)',
    test: `${T}morale-4.2.test.ts`,
  },
  {
    section: 'ALG-2.3',
    title: 'Armour class',
    status: 'option',
    why: 'higher CA wounds more easily (G-A17, used by the stand-in P6); shield ' + '−1; caMin',
    test: `${T}combat-standin.test.ts`,
  },
  { section: 'ALG-2.4', title: 'State', status: 'implemented', why: 'state.ts: figures and units as typed arrays, reset per game', test: `${T}games.test.ts` },
  {
    section: 'ALG-3.1',
    title: 'Activation and initiative',
    status: 'option',
    why: 'pool: autonomous characters, un-shaken squads, officers; ' + 'off-table units count (G-A12); 1–3 valid; most 3s, tie keeps, turn 1 ' + 'random',
    test: `${T}activation-3.1.test.ts`,
  },
  {
    section: 'ALG-3.2',
    title: 'Orders',
    status: 'implemented',
    why:
      'non-initiative side places first; one die per unit (G-A10 ' +
      'maxDicePerUnit = 1, the only reading with a shared pool: no option); ' +
      'unplaced dice lost',
    test: `${T}activation-3.1.test.ts`,
  },
  {
    section: 'ALG-3.3',
    title: 'Deployment from event markers',
    status: 'option',
    why:
      'ordered off-table units enter for 1 PA at a marker (consumed) meeting ' +
      '(a) distance > both Movs or (b) a marker area free of enemies; ' +
      'deploymentPoints (G-A14); event encounters themselves are not defined',
    test: `${T}deployment-3.3.test.ts`,
  },
  {
    section: 'ALG-3.4',
    title: 'Impulses by descending PA',
    status: 'implemented',
    why: 'slots 3, 2, 1; initiative side first in each slot; residual PA act in ' + 'their slot; wait 1 PA; stop keeps residual, pass drops PA',
    test: `${T}impulses-3.4.test.ts`,
  },
  {
    section: 'ALG-3.5',
    title: 'Non-activated characters',
    status: 'option',
    why:
      'one 1-PA action per character without a die (each member of a squad in ' +
      'turn), initiative side first; charge only shaken targets; in melee ' +
      'fight or flee (a shaken character: flee, or rally); a separated member ' +
      'may only rejoin (squadCoherencyUM, G-A11); a routing squad makes one ' +
      'rout move as a whole (G-A25)',
    test: `${T}non-activated-3.5.test.ts`,
  },
  {
    section: 'ALG-3.6',
    title: 'Reactions',
    status: 'option',
    why:
      'shot at: shoot back simultaneously or go prone; charged: ' +
      'counter-charge (meets the charger); forced into melee: fight back ' +
      'simultaneously, every defender (meleeExchange=simultaneous, the ' +
      'stand-in P5) or only as a reaction (reaction); reactionCostsPA (G-A9). ' +
      'Effects are stand-ins',
    test: `${T}reactions-3.6.test.ts`,
  },
  {
    section: 'ALG-3.7',
    title: 'End of turn',
    status: 'implemented',
    why: 'dice and PA removed, marks cleared, defeat checked (a side at 0 is beaten)',
    test: `${T}impulses-3.4.test.ts`,
  },
  {
    section: 'ALG-4.1',
    title: 'Morale triggers',
    status: 'partial',
    why:
      'M1–M6 implemented; several hits of one volley: shotMoraleTests; M7 ' + 'improvised attack/move is not defined in the text (G-A18: not ' + 'available)',
    test: `${T}morale-4.2.test.ts`,
  },
  {
    section: 'ALG-4.2',
    title: 'Morale test and modifiers',
    status: 'option',
    why:
      'moraleMode (G-A5), squadTest (G-A7), chargeThreatMovMultiple (G-A8; ' +
      'the clear-path check is not modelled), moraleStrengthThresholds ' +
      '(G-A21), officerIsLeader (G-A23), flagLostOnBearerDeath (G-A24); ' +
      'passed and fully passed both pass (G-A6: counted in metric fullPasses, ' +
      'no effect)',
    test: `${T}morale-4.2.test.ts`,
  },
  {
    section: 'ALG-4.3',
    title: 'Army steadfastness',
    status: 'option',
    why:
      'value × 3/4, 1/2, 1/4 by stakes, rounded up; losses on elimination and ' +
      'forced flight, either beating the army at once; both armies broken by ' +
      'one simultaneous exchange draw; half back on recovery; ' +
      'steadfastnessAccounting (G-A13), fleeIncludesSeekCover',
    test: `${T}steadfastness-4.3.test.ts`,
  },
  {
    section: 'ALG-4.4',
    title: 'Consequences of failure',
    status: 'option',
    why:
      'C1/C3 break off the melee at once (out of contact, then towards ' +
      'cover), C2 must move to cover, a shaken character in contact may flee, ' +
      'recovery on reaching cover (G-A15 cover rectangles) or by a rally test ' +
      '(shakenCharactersRally); C4–C6 rout to the entry edge with every PA, a ' +
      'test before each move, one figure lost per failure, one rally test a ' +
      'turn (routRally, rallyCostPA); routMoves (G-A25)',
    test: `${T}morale-4.2.test.ts`,
  },
  {
    section: 'ALG-4.5',
    title: 'End of the game',
    status: 'partial',
    why:
      'steadfastness ≤ 0 ends it at once; scenario objectives are not in the ' +
      "text (not implemented); maxTurns (volley's own, G-A20: run reports " +
      'give the share of games it decides) and timeoutRule',
    test: `${T}steadfastness-4.3.test.ts`,
  },
  {
    section: 'ALG-5',
    title: 'PLACEHOLDER combat P1–P10 [P]',
    status: 'stand-in',
    why:
      'combat: standin (rules/combat/standin.ts, one module): P1–P9 as specified; ' +
      'difficult terrain (P1 halving) and P10 collaborative actions not ' +
      'modelled (no terrain types or tasks). NOT AlG rules: every report says ' +
      'win rates measure the stand-in',
    test: `${T}combat-standin.test.ts`,
  },
  {
    section: 'ALG-6',
    title: 'What a simulator can implement',
    status: 'implemented',
    why: 'the engine covers the "can implement" list; the "cannot" list is ' + 'stand-in or absent as stated above',
    test: `${T}games.test.ts`,
  },
  {
    section: 'ALG-7',
    title: 'Gaps G-A1..G-A25',
    status: 'option',
    why: 'each resolution that changes play is a rule option (volley rules alg); ' + 'G-A6, G-A18, G-A19 change nothing here and are noted in their sections',
    test: `${T}games.test.ts`,
  },
];
