/**
 * SFG-7.5 / §12.6: the outcome of planning a charge: the contact edge, where the charger ends,
 * and how many bases touch on each side (filled by planCharge in contact.ts).
 */
export const EDGE_FRONT = 0;
export const EDGE_FLANK = 1;
export const EDGE_REAR = 2;

export class ChargePlan {
  edge = EDGE_FRONT;
  px = 0;
  py = 0;
  fx = 0;
  fy = 1;
  attackers = 0;
  defenders = 0;
  /** Largest front-corner displacement (UM). */
  need = 0;
}
