/**
 * Exact hand-to-hand odds (SDS 5.1–5.3, Appendix B): enumerate the 36 pairs of natural dice
 * through the same meleeOutcome the game uses.
 */
import { meleeOutcome } from '../mechanics/combat.js';
import { defaultSdsOptions, type SdsOptions } from '../options.js';
import { type Fraction, frac } from '../../kit/fraction.js';

interface MeleeInput {
  attackerC: number;
  defenderC: number;
  /** SDS 2.10: the attacker spent one extra action: −1 [T]. */
  powerBlow?: boolean;
  /** Other modifiers to each side's total (overlaps, obstacle, high ground, mounted…). */
  attackerMod?: number;
  defenderMod?: number;
  /** The defender is fallen: +fallenMeleeBonus [A], and a beaten fallen defender is killed. */
  defenderFallen?: boolean;
  /** The attacker is fallen (only with fallenMayAttack): a beaten fallen attacker is killed. */
  attackerFallen?: boolean;
}

interface SideWins {
  /** Results inflicted on the losing side. */
  recoil: Fraction;
  fall: Fraction;
  kill: Fraction;
  gruesome: Fraction;
  anyKill: Fraction;
  total: Fraction;
}

export interface MeleeOdds {
  attackerMod: number;
  defenderMod: number;
  attacker: SideWins;
  defender: SideWins;
  tie: Fraction;
}

function meleeTotals(inp: MeleeInput, opts: SdsOptions = defaultSdsOptions): [number, number] {
  const am = inp.attackerC + (inp.attackerMod ?? 0) + (inp.defenderFallen ? opts.fallenMeleeBonus : 0);
  const dm = inp.defenderC + (inp.defenderMod ?? 0) - (inp.powerBlow ? 1 : 0);
  return [am, dm];
}

export function meleeOdds(inp: MeleeInput, opts: SdsOptions = defaultSdsOptions): MeleeOdds {
  const [am, dm] = meleeTotals(inp, opts);
  const att = [0, 0, 0, 0, 0];
  const def = [0, 0, 0, 0, 0];
  let tie = 0;
  for (let a = 1; a <= 6; a++)
    for (let d = 1; d <= 6; d++) {
      const r = meleeOutcome(a, d, am, dm, inp.attackerFallen ?? false, inp.defenderFallen ?? false, opts);
      if (r === 0) tie++;
      else if (r > 0) att[r]++;
      else def[-r]++;
    }
  const side = (c: number[]): SideWins => ({
    recoil: frac(c[1], 36),
    fall: frac(c[2], 36),
    kill: frac(c[3], 36),
    gruesome: frac(c[4], 36),
    anyKill: frac(c[3] + c[4], 36),
    total: frac(c[1] + c[2] + c[3] + c[4], 36),
  });
  return { attackerMod: am, defenderMod: dm, attacker: side(att), defender: side(def), tie: frac(tie, 36) };
}

export function meleeTotal(m: MeleeOdds): Fraction {
  return m.attacker.total.add(m.defender.total).add(m.tie);
}
