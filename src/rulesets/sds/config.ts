/**
 * The SDS Config: what the options and the set-up fix for every game of a setup (the options
 * resolved, the sticks and the distances the rules measure in, the weapon tables, the models'
 * names) and the table each game's set-up lays (table/setup.ts). Nothing here changes during
 * play, so the search never saves it; the rules state is state.ts, the caches the Game's Scratch.
 */
import { stickLength, sticks, type SdsOptions, type Sticks } from './options.js';
import type { Table } from './table/types.js';
import { FIREARM_NAMES } from './state.js';
import { bandBonuses, bandStep, canShootAndReload, maxRange } from './mechanics/weapons.js';

export class SdsConfig {
  /** The options, read in every hot loop. */
  readonly o: SdsOptions;
  /** Movement options for Light Infantry that ignore broken terrain (SDS 7.2 option). */
  readonly oLight: SdsOptions;
  readonly sk: Sticks;
  /** The sticks (mm, SDS 1.2). */
  readonly S: number;
  readonly M: number;
  readonly L: number;
  /** Move distances and radii (mm) the options set in sticks. */
  readonly footMove: number;
  readonly mountedMove: number;
  readonly ncoRange: number;
  readonly gruesomeRadius: number;
  /** A base's radius (mm). */
  readonly baseR: number;
  /** Maximum range (mm) of each firearm index (SDS 4.2). */
  readonly rangeOf = new Float64Array(FIREARM_NAMES.length);
  /** Band length (mm) and bonuses per band of each firearm index (SDS 4.2). */
  readonly bandStepOf = new Float64Array(FIREARM_NAMES.length);
  readonly bandBonusesOf: (readonly number[])[] = FIREARM_NAMES.map(() => []);
  /** 1 where the firearm may Shoot and Reload (SDS 2.15: not rifles). */
  readonly shootReloadOf = new Uint8Array(FIREARM_NAMES.length);
  /** Each model's name (loadSquads). */
  readonly names: string[];
  /** This game's table (table/setup.ts lays it before the first turn). */
  table: Table;

  constructor(o: SdsOptions, cap: number) {
    // a spread copy: readSdsOptions builds its object key by key, which leaves V8 with a
    // dictionary-mode object, and the rules read these options in every hot loop
    this.o = { ...o };
    this.oLight = { ...o, brokenTerrainStep: 0 };
    const sk = sticks(o.scale);
    this.sk = sk;
    this.S = sk.S;
    this.M = sk.M;
    this.L = sk.L;
    this.footMove = stickLength(o.footMove, sk);
    this.mountedMove = stickLength(o.mountedMove, sk);
    this.ncoRange = stickLength(o.ncoCommandRange, sk);
    this.gruesomeRadius = stickLength(o.gruesomeRadius, sk);
    // SDS 1.5: bases Ø25 mm at 28 mm; scaled with the sticks for other scales
    this.baseR = 12.5 * (sk.S / 75);
    // weapon tables per firearm index (the string switches of weapons.ts, read once per setup)
    for (let f = 0; f < FIREARM_NAMES.length; f++) {
      this.rangeOf[f] = maxRange(FIREARM_NAMES[f], sk, this.o);
      this.bandStepOf[f] = bandStep(FIREARM_NAMES[f], sk);
      this.bandBonusesOf[f] = bandBonuses(FIREARM_NAMES[f], this.o);
      this.shootReloadOf[f] = canShootAndReload(FIREARM_NAMES[f]) ? 1 : 0;
    }
    this.names = new Array<string>(cap).fill('');
    this.table = { width: sk.table, height: sk.table, areas: [], linears: [], trees: [], shortStick: sk.S };
  }
}
