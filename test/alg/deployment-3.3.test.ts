// ALG-3.3 deployment from event markers: 1 PA, (a) farther than both Movs from the nearest
// enemies or (b) a marker area no enemy occupies; markers are used up; own-edge default (G-A14).
import { describe, expect, it } from 'vitest';
import { deploymentStep, markerOpen } from '../../src/rulesets/alg/rules/deployment.js';
import { prepareAlg } from '../../src/rulesets/alg/play.js';
import { char, force, game, HERO, options, place, squad } from './helpers.js';

describe('ALG-3.3 deployment', () => {
  it('G-A14: without scenario markers each side gets one entry point per unit on its own edge (side 1 mirrored)', () => {
    const g = prepareAlg({ sides: [force('A', [char('A1', HERO)], [squad('S', 3)]), force('B', [char('B1', HERO)])], cover: [], options: options() });
    expect(Array.from(g.state.markerSide)).toEqual([0, 0, 1]);
    expect(Array.from(g.state.markerY)).toEqual([1, 1, 23]);
    expect(Array.from(g.state.markerX)).toEqual([12, 24, 18]);
  });
  it('scenario markers are measured from the own edge and own left corner', () => {
    const a = force('A', [char('A1', HERO)]);
    const b = force('B', [char('B1', HERO)]);
    a.markers = [{ x: 5, depth: 2, r: 3 }];
    b.markers = [{ x: 5, depth: 2, r: 3 }];
    const g = prepareAlg({ sides: [a, b], cover: [], options: options() });
    expect([g.state.markerX[0], g.state.markerY[0], g.state.markerX[1], g.state.markerY[1]]).toEqual([5, 2, 31, 22]);
  });
  it('(a) and (b): an enemy within either Mov closes a marker unless the marker area is free of enemies', () => {
    const g = game(force('A', [char('A1', HERO)]), force('B', [char('B1', HERO, { healthy: { mo: 7, ti: 4, mi: 5, ca: 4, mov: 6 } })]));
    // marker 0 of side 0 at (18, 1), radius 2
    place(g, 1, 18, 5.5); // 4.5 away: beyond the area (b holds), within the enemy's Mov 6 (a fails)
    expect(markerOpen(g, 0, 0)).toBe(true);
    place(g, 1, 18, 2.5); // inside the area and within Mov: closed
    expect(markerOpen(g, 0, 0)).toBe(false);
    place(g, 1, 18, 8); // 7 away: beyond both Movs (a)
    expect(markerOpen(g, 0, 0)).toBe(true);
  });
  it('an ordered off-table unit enters for 1 PA, its figures around the marker without overlap; the marker is used up', () => {
    const g = game(force('A', [], [squad('S', 5)]), force('B', [char('B1', HERO)]));
    g.state.die[0] = 3;
    g.state.pa[0] = 3;
    deploymentStep(g);
    expect(g.state.pa[0]).toBe(2);
    expect(Array.from(g.state.onTable.subarray(0, 5))).toEqual([1, 1, 1, 1, 1]);
    for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) expect(g.dist(i, j)).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(g.state.markerUsed[0]).toBe(1);
    // the unordered enemy stays off the table
    expect(g.state.onTable[5]).toBe(0);
  });
});
