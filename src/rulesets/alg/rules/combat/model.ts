/**
 * The combat rules the turn engine calls (spec §5 asks for ActionCostModel, ShootModel,
 * MeleeModel and WoundModel behind named interfaces). AlG's own action list, shooting and melee
 * are not in the condensed text (G-A1..G-A3); `standin.ts` is the only implementation, chosen by
 * the `combat: standin` option, and the real rules would be a second one. The engine never
 * rolls a combat die itself.
 */
/** Generic in the game type so that game.ts can hold one without an import cycle. */
export interface CombatRules<Game> {
  readonly name: string;
  /** PA costs (P1, P2, P3, P5, P7, P8 standing up). */
  readonly moveCost: number;
  readonly chargeCost: number;
  readonly shootCost: number;
  readonly meleeCost: number;
  readonly fleeCost: number;
  readonly standUpCost: number;
  /** P4: PA to reload every unloaded weapon of unit u (0 = nothing to reload). */
  reloadCost(g: Game, u: number): number;
  /** P3: figure i may shoot figure j now (loaded, in range, neither in melee). */
  canShoot(g: Game, i: number, j: number): boolean;
  /** P3 with the ALG-3.6 reactions: u shoots at v; v may shoot back at the same time or have gone prone. */
  volley(g: Game, u: number, v: number, shootBack: boolean): void;
  /** P5: every member of u in contact fights one simultaneous exchange (meleeExchange=reaction: only the units marked in g.scratch.fightsBack strike back). */
  melee(g: Game, u: number): void;
  /** P7: every enemy in contact strikes once, then the fleeing members move Mov away. */
  flee(g: Game, u: number): void;
}
