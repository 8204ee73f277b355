// ALG-1.1–1.4: bases of 1 um, no overlap, and the zone of control: no entering an un-shaken
// enemy's ZOC except to charge it; a shaken enemy's ZOC may be crossed.
import { describe, expect, it } from 'vitest';
import { moveToward } from '../../src/rulesets/alg/rules/movement.js';
import { SEEK_COVER } from '../../src/rulesets/alg/state.js';
import { char, force, game, HERO, place } from './helpers.js';

function setup(opts = {}) {
  const g = game(force('A', [char('A1', HERO), char('A2', HERO)]), force('B', [char('B1', HERO), char('B2', HERO)]), { options: opts });
  place(g, 0, 10, 5);
  place(g, 2, 10, 12);
  return g;
}

describe('ALG-1.4 zone of control', () => {
  it('a move stops at the edge of an enemy ZOC (centre 1.5 um away: ZOC radius 1 + own radius 0.5)', () => {
    const g = setup();
    moveToward(g, 0, 10, 12, 1, 20, -1, false);
    expect(g.state.y[0]).toBeLessThanOrEqual(12 - 1.5 + 1e-6);
    expect(g.state.y[0]).toBeGreaterThan(12 - 1.5 - 0.25 - 1e-6);
  });
  it("a charge may enter its target's ZOC and ends in base contact", () => {
    const g = setup();
    moveToward(g, 0, 10, 12, 1, 20, 2, false);
    expect(g.dist(0, 2)).toBeCloseTo(1, 6);
    expect(g.inContact(0, 2)).toBe(true);
  });
  it("a charge may not pass through another enemy's ZOC (zocAllowsOnlyChargeTarget); with false it may", () => {
    for (const [flag, blocked] of [
      [true, true],
      [false, false],
    ] as const) {
      const g = setup({ zocAllowsOnlyChargeTarget: flag });
      place(g, 3, 11.2, 8.5); // B2 beside the path: its ZOC (reach 1.5) covers it
      place(g, 1, 8.8, 8.5); // A2 on the other side: no way round the ZOC
      moveToward(g, 0, 10, 12, 1, 20, 2, false);
      expect(g.inContact(0, 2)).toBe(!blocked);
    }
  });
  it("a shaken enemy's ZOC may be crossed", () => {
    const g = setup();
    g.state.shaken[2] = SEEK_COVER;
    moveToward(g, 0, 10, 12, 1, 20, -1, false);
    expect(g.dist(0, 2)).toBeCloseTo(1, 6);
  });
  it('ALG-1.3: no base ever overlaps another (a blocked move stops short)', () => {
    const g = setup();
    place(g, 1, 10, 7); // a friend in the way, slides round it
    moveToward(g, 0, 10, 9, 0, 20, -1, false);
    expect(g.dist(0, 1)).toBeGreaterThanOrEqual(1 - 1e-6);
  });
});
