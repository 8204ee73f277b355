/**
 * The table's areas by role, as index lists in table order, so the movement and sight loops
 * (hundreds of calls per game) visit only the areas that can matter to them. Built once per
 * area list; loops over a list visit the same areas in the same order as a full scan that
 * skips the others, so results are unchanged.
 */
import { indexByRole } from '../../kit/areaIndex.js';
import type { AreaFeature, Table } from './types.js';

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

const indexes = new WeakMap<Table, AreaIndex>();
let lastTable: Table | null = null;
let lastIndex: AreaIndex | null = null;

/** The table's AreaIndex, rebuilt whenever its area list is replaced or changes length. */
export function areaIndex(table: Table): AreaIndex {
  let ix = table === lastTable ? lastIndex : indexes.get(table) ?? null;
  if (ix === null || ix.areas !== table.areas || ix.count !== table.areas.length) {
    const as = table.areas;
    ix = {
      areas: as,
      count: as.length,
      ...indexByRole(as, {
        hardFoot: (a: AreaFeature) => a.kind === 'building',
        hardMounted: (a: AreaFeature) => a.kind === 'building' || a.kind === 'wood',
        soft: (a: AreaFeature) => a.kind === 'difficult' || a.kind === 'wood' || a.kind === 'hill',
        woods: (a: AreaFeature) => a.kind === 'wood',
        hills: (a: AreaFeature) => a.kind === 'hill',
        sightBlockers: (a: AreaFeature) => a.kind !== 'difficult',
      }),
    };
    indexes.set(table, ix);
  }
  lastTable = table;
  lastIndex = ix;
  return ix;
}
