/**
 * Coverage of shared/rules/intro-mechanics.md: every numbered section with its status and the
 * test that checks it (`volley rules intro --coverage`). 'option' = implemented, with its open
 * points (the G-I gaps of §9) as named rule options.
 */
import type { CoverageEntry } from '../types.js';

const T = 'test/intro/';

export const introCoverage: CoverageEntry[] = [
  { section: 'INT-1.1', title: 'Equipment', status: 'implemented', why: 'd6 only; damage is a per-unit counter', test: `${T}end-of-turn.test.ts` },
  {
    section: 'INT-1.2',
    title: 'Measurement [P]',
    status: 'option',
    why: 'centimetres; table tableCm 120 × 80, units discs of unitRadiusCm 1.25, deployDepthCm 15 (G-I12)',
    test: `${T}movement.test.ts`,
  },
  { section: 'INT-1.3', title: 'Units', status: 'implemented', why: 'a unit is one element with one position', test: `${T}army-building.test.ts` },
  { section: 'INT-1.4', title: 'Characteristics CMB and ABI', status: 'implemented', why: 'integers 1–5, checked at load', test: `${T}army-building.test.ts` },
  { section: 'INT-1.5', title: 'Range bands', status: 'option', why: 'rangeBandsCm [5, 20, 50, 100], upper bounds inclusive', test: `${T}shooting.test.ts` },
  { section: 'INT-2.1', title: 'Budget', status: 'implemented', why: 'scenario budget (default 150), per side if given', test: `${T}army-building.test.ts` },
  { section: 'INT-2.2', title: 'Unit cost', status: 'option', why: 'cost = CMB + ABI (costFormula, G-I13)', test: `${T}army-building.test.ts` },
  { section: 'INT-2.3', title: 'Building', status: 'implemented', why: 'lists within the budget; unspent points are lost', test: `${T}army-building.test.ts` },
  {
    section: 'INT-3.1',
    title: 'Damage track',
    status: 'option',
    why: 'ready, prone (half move), wounded (no move; woundedCanFight, G-I6), dead (removed)',
    test: `${T}end-of-turn.test.ts`,
  },
  {
    section: 'INT-4.1',
    title: 'Player order',
    status: 'option',
    why: 'highest d6, ties re-roll; fixed or rerollEachTurn (playerOrder, G-I14)',
    test: `${T}activation.test.ts`,
  },
  {
    section: 'INT-4.2',
    title: 'Action test',
    status: 'implemented',
    why: '1d6 ≤ value, no natural 1 or 6; exact odds: volley odds intro test',
    test: `${T}activation.test.ts`,
  },
  {
    section: 'INT-4.3',
    title: 'Limits per turn; 50% visible',
    status: 'option',
    why: 'two actions, one combat action; sight by losSamples points, losThreshold, losBlockedByUnits (G-I8)',
    test: `${T}shooting.test.ts`,
  },
  {
    section: 'INT-4.4',
    title: 'The action list',
    status: 'option',
    why: 'activationIsAction (G-I2), moveCountsAsAction; impassable terrain needs an ABI test',
    test: `${T}movement.test.ts`,
  },
  {
    section: 'INT-5.1',
    title: 'Activation phase',
    status: 'option',
    why: 'ABI test per unit, each tried once, the phase ends at the first failure (activationStopsOnFail, G-I1)',
    test: `${T}activation.test.ts`,
  },
  {
    section: 'INT-5.2',
    title: 'Recovery phase',
    status: 'option',
    why: 'recoveryPerPlayerPerTurn, recoveryNeedsTest, failedRecoveryUsesAction (G-I3)',
    test: `${T}recovery.test.ts`,
  },
  {
    section: 'INT-5.3',
    title: 'Shooting phase',
    status: 'option',
    why: 'damage pending to the end of the turn; TODO malus applyTodoRules, rangeMalus, visibility, visibilityMalus; odds: volley odds intro shot',
    test: `${T}shooting.test.ts`,
  },
  {
    section: 'INT-5.4',
    title: 'Movement phase',
    status: 'option',
    why: 'simultaneous, moveCm 20, roughMoveCm 10, prone half; overlaps by simultaneousMoves (G-I10)',
    test: `${T}movement.test.ts`,
  },
  {
    section: 'INT-5.5',
    title: 'Melee phase',
    status: 'option',
    why: 'meleeReachCm 10 (G-I4), counter-attack counterAttackFree (G-I5); odds: volley odds intro melee',
    test: `${T}melee.test.ts`,
  },
  {
    section: 'INT-5.6',
    title: 'End of turn',
    status: 'implemented',
    why: 'pending damage, removal, flags reset, victory check',
    test: `${T}end-of-turn.test.ts`,
  },
  {
    section: 'INT-7',
    title: 'Victory [R]',
    status: 'option',
    why: 'last side standing, or maxTurns then atTimeLimit and victoryTieBreak (G-I11)',
    test: `${T}victory.test.ts`,
  },
  { section: 'INT-8', title: 'TODO rules', status: 'option', why: 'applyTodoRules (default on, as §8 recommends)', test: `${T}shooting.test.ts` },
];
