/**
 * The table's areas by role (AreaIndex in types.ts). Built once per area list and kept on the
 * table itself (each prepared game owns its table: no module-level cache); loops over a list
 * visit the same areas in the same order as a full scan that skips the others, so results are
 * unchanged.
 */
import { indexByRole } from '../../kit/areaIndex.js';
import type { AreaFeature, AreaIndex, Table } from './types.js';

export type { AreaIndex } from './types.js';

/** The table's AreaIndex, rebuilt whenever its area list is replaced or changes length. */
export function areaIndex(table: Table): AreaIndex {
  let ix = table.areaIndex;
  if (ix === undefined || ix.areas !== table.areas || ix.count !== table.areas.length) {
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
    table.areaIndex = ix;
  }
  return ix;
}
