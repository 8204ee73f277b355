/**
 * SDS table: plain data (structured-clonable, it travels to the workers inside the Setup).
 * Units: millimetres. Origin at the south-west corner, x east, y north.
 * Edges: 0 = south (y = 0), 1 = east (x = width), 2 = north (y = height), 3 = west (x = 0).
 */
import type { SdsOptions } from '../options.js';

export type { Sticks } from '../options.js';

export type Edge = 0 | 1 | 2 | 3;

export type AreaKind = 'wood' | 'difficult' | 'hill' | 'building';

/** Axis-aligned rectangle, x0 < x1, y0 < y1 (SDS 1.6, 10.5). */
export interface AreaFeature {
  kind: AreaKind;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Buildings only: brick/stone (heavy cover) rather than wood (light). SDS 4.5, 10.5. */
  heavyCover: boolean;
}

export type LinearKind = 'fence' | 'hedge' | 'lowWall';

/** A linear obstacle: a segment of zero thickness, at most 1S long (SDS 1.6, 10.5). */
export interface LinearFeature {
  kind: LinearKind;
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

/** A single tree (SDS 1.6, 4.5): a disc that gives light cover to one model touching it. */
export interface SingleTree {
  x: number;
  y: number;
  r: number;
}

export interface Table {
  width: number;
  height: number;
  areas: AreaFeature[];
  linears: LinearFeature[];
  trees: SingleTree[];
  /**
   * Short stick in mm (SDS 1.2); used by the wood 1S rule of SDS 4.6. When absent, width / 12
   * (true for all three scales: 600/50, 900/75, 1200/100).
   */
  shortStick?: number;
  /**
   * SDS 4.4 gap rule: rectangles filling every gap narrower than 20 mm between two blocking
   * areas (woods, hills, buildings). Filled by `prepareTable`; absent means none.
   */
  losBridges?: AreaFeature[];
  /**
   * Derived, not part of the table: the areas by role (areaindex.ts), kept with the table it
   * indexes (a prepared game owns its table) and rebuilt when the area list changes.
   */
  areaIndex?: AreaIndex;
  /** Derived scratch of moveToward (move.ts), made on the first move over this table. */
  moveScratch?: Float64Array;
  /** Derived, not part of the table: moveToward's culling boxes of the features (MoveBoxes). */
  moveBoxes?: MoveBoxes;
  /** Derived scratch: the kit's segment–rectangle clipping answer for moves and terrain placement (clipScratch). */
  clip?: Float64Array;
  /** Derived scratch of sight (sight.ts), made on the first sight line over this table. */
  sightScratch?: SightScratch;
}

/**
 * The boxes moveToward (move.ts) culls the table's features with, as one flat array (a number
 * field of an object is a pointer and a box to load): from 0 per area x0, y0, x1, y1 (its kind
 * in `kind`: 1 difficult, 2 wood, 3 hill, 4 building); from treeAt per tree x − r, x + r,
 * y − r, y + r; from linearAt per linear obstacle the least and greatest x, then y, of its
 * ends. Refilled when a feature list is replaced or changes length, as AreaIndex: a feature
 * edited in place after the first move over the table needs a new list (tables are built and
 * edited before play, generate.ts).
 */
/**
 * The buffers and per-call facts of one table's sight lines (sight.ts, kept on the table as its
 * AreaIndex is): each call of sightIn sets them before its helpers read them.
 */
export interface SightScratch {
  /** A's centre and radius, B's, and the sight line's far end (sight.ts S_* slots). */
  readonly p: Float64Array;
  /** clipSegmentRect's answer (entry and exit along the line). */
  readonly clip: Float64Array;
  /** The wood A (B) is in (partly, edge or deep), the hill A (B) stands on; −1: none. */
  woodA: number;
  woodB: number;
  hillA: number;
  hillB: number;
  /** Cover class of the blocking areas near the target on the last blocked line (−1: none). */
  nearClass: number;
  /**
   * The sight-blocking areas that can meet one of the call's three lines (their joint bounding
   * box), in table order, and whether each lies near the target (3 target radii): the same for
   * all three lines, so worked out once per call; nCand of them.
   */
  cand: Int16Array;
  candNear: Uint8Array;
  nCand: number;
}

export interface MoveBoxes {
  areas: readonly AreaFeature[];
  nAreas: number;
  trees: readonly SingleTree[];
  nTrees: number;
  linears: readonly LinearFeature[];
  nLinears: number;
  box: Float64Array;
  kind: Uint8Array;
  treeAt: number;
  linearAt: number;
}

/**
 * The table's areas by role, as index lists in table order, so the movement and sight loops
 * (hundreds of calls per game) visit only the areas that can matter to them (areaindex.ts).
 */
export interface AreaIndex {
  areas: readonly AreaFeature[];
  count: number;
  /** Impassable for foot (buildings) / for mounted models (buildings and woods), SDS 3.2. */
  hardFoot: Int16Array;
  hardMounted: Int16Array;
  /** Everything that can be broken terrain: difficult areas, woods, hills (SDS 3.2). */
  soft: Int16Array;
  woods: Int16Array;
  hills: Int16Array;
  /** Areas that can block a sight line: all but difficult ground (SDS 4.4). */
  sightBlockers: Int16Array;
}

/** The movement options the table needs (a structural subset of SdsOptions). */
export type TableMoveOptions = Pick<SdsOptions, 'brokenTerrainStep' | 'obstacleCrossing' | 'hillIsDifficult'> & {
  /** Figure scale (15 | 28 | 40); tells which stick a budget is. Default 28. */
  scale?: number;
};

/** Codes in out[3] of `moveToward`: why the move ended short of the target point. */
export const MOVE_FREE = 0; // reached the target point or used the whole allowance
export const MOVE_LINEAR = 1; // a linear obstacle ended the move (SDS 3.4)
export const MOVE_BLOCKED = 2; // impassable terrain: building, tree, wood for a mounted model
export const MOVE_EDGE = 3; // the table edge
export const MOVE_DIFFICULT = 4; // stopped at the edge of difficult terrain it could not usefully enter

/** What `renderTableSvg` draws for one model. */
export interface TableModel {
  x: number;
  y: number;
  r: number;
  side: 0 | 1;
  label: string;
  fallen: boolean;
  mounted: boolean;
}

export interface TableTrail {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  side: 0 | 1;
}

/** What the terrain generators did, for the replay narration and the tests. */
export interface TerrainReport {
  /** SDS 10.5 attacker's change actually applied. */
  attackerChange: 'removeArea' | 'removeLinear' | 'addArea' | 'addLinear' | 'moveArea' | 'none';
  /** Index (in areas or linears of the final table) of the piece added/moved; -1 otherwise. */
  changedIndex: number;
  /** Sector / quarter (0 SW, 1 SE, 2 NE, 3 NW) of each area piece, parallel to areas. */
  areaSector: number[];
  /** Sector of each linear piece, parallel to linears. */
  linearSector: number[];
  /** Placements that needed the deterministic fallback scan. */
  fallbacks: number;
  /** Pieces that could not be placed at all (core mode only, crowded quarters). */
  dropped: number;
  /** One line per step, in the game's terms. */
  lines: string[];
}
