import type { AreaFeature, LinearFeature, SingleTree, Table, TableMoveOptions } from '../../../src/rulesets/sds/table/index.js';
import { prepareTable } from '../../../src/rulesets/sds/table/index.js';

/** A 900×900 table (28 mm scale, S = 75) with the given pieces. */
export function table(areas: Partial<AreaFeature>[] = [], linears: LinearFeature[] = [], trees: SingleTree[] = []): Table {
  return prepareTable({
    width: 900,
    height: 900,
    shortStick: 75,
    areas: areas.map((a) => ({ kind: 'wood', x0: 0, y0: 0, x1: 0, y1: 0, heavyCover: false, ...a }) as AreaFeature),
    linears,
    trees,
  });
}

export const R = 12.5;
export const OPTS: TableMoveOptions = { brokenTerrainStep: 1, obstacleCrossing: 'endsMove', hillIsDifficult: false, scale: 28 };
