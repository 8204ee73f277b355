/**
 * SFG-8.2–8.5 for the play invariants: the expected melee score edge of a charge (the charger's
 * expected score less the target's) with `a` bases in contact against `d`, each side hitting by the
 * enemy's cover (SFG-8.3; the charger's cover where it will stand is not known before the move:
 * the open), before any reaction fire.
 */
import type { Game } from '../game.js';
import { targetCover } from '../rules/fire.js';
import { hittingFaces } from '../mechanics/dice.js';
import { isColumn } from '../mechanics/formation.js';
import { meleeDicePerBase, supportBonus } from '../mechanics/melee.js';
import { ARTILLERY, CAVALRY, type Unit } from '../state.js';

export function expectedChargeEdge(g: Game, u: Unit, t: Unit, flank: boolean, a: number, d: number): number {
  const { meleeA: aSide, meleeD: dSide } = g.policyScratch;
  aSide.cavalryChargingFoot = u.arm === CAVALRY && u.mounted && t.arm !== CAVALRY;
  aSide.onEnemyFlank = flank;
  dSide.artillery = t.arm === ARTILLERY;
  const nat = g.cfg.naturalRuleInMelee;
  const pa = hittingFaces(g.cfg.coverToHit[targetCover(g, u, t)], (u.disordered ? -1 : 0) + (u.arm === CAVALRY && !u.mounted ? -1 : 0), nat) / 6;
  const pd = hittingFaces(g.cfg.coverToHit[0], (t.disordered ? -1 : 0) + (flank ? -1 : 0), nat) / 6;
  const att = a * meleeDicePerBase(aSide) * pa + supportBonus(u.bases - a, g.cfg.supportMax);
  const def = d * meleeDicePerBase(dSide) * pd + (t.arm === ARTILLERY ? 0 : supportBonus(t.bases - d, g.cfg.supportMax));
  const col = u.arm !== ARTILLERY && isColumn(u.formation) ? 1 : 0;
  const exp = (u.quality > t.quality ? 1 : 0) - (t.quality > u.quality ? 1 : 0);
  return att + col + exp - def;
}
