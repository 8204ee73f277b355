import { describe, expect, it } from 'vitest';
import { indexByRole, indexWhere } from '../../src/rulesets/kit/areaIndex.js';

describe('area index', () => {
  const areas = [{ kind: 'wood' }, { kind: 'hill' }, { kind: 'wood' }, { kind: 'building' }];
  it('lists the positions of the items that play a role, in table order', () => {
    expect(Array.from(indexWhere(areas, (a) => a.kind === 'wood'))).toEqual([0, 2]);
    expect(Array.from(indexWhere(areas, () => false))).toEqual([]);
  });
  it('builds one index per role', () => {
    const ix = indexByRole(areas, { woods: (a) => a.kind === 'wood', hard: (a) => a.kind !== 'hill' });
    expect(Array.from(ix.woods)).toEqual([0, 2]);
    expect(Array.from(ix.hard)).toEqual([0, 2, 3]);
  });
});
