export { Fraction, frac } from './fraction.js';
export { activationOdds, successDistribution, type ActivationOdds } from './activation.js';
export { moraleOdds, moraleTotal, chargeTestOdds, type MoraleOdds, type ChargeTestOdds } from './morale.js';
export { shotOdds, shotBonus, type ShotInput, type ShotOdds } from './shot.js';
export { meleeOdds, meleeTotals, meleeTotal, type MeleeInput, type MeleeOdds, type SideWins } from './melee.js';
