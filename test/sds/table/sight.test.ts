import { describe, it, expect } from 'vitest';
import { sight } from '../../../src/rulesets/sds/table/index.js';
import { table, R } from './helpers.js';

const wood = { kind: 'wood' as const, x0: 300, y0: 300, x1: 600, y1: 600 };

describe('SDS 4.4 line of sight: woods, hills, buildings, the 20 mm gap', () => {
  it('a wood between the models blocks; a line past it does not', () => {
    const t = table([wood]);
    expect(sight(t, 100, 450, R, 800, 450, R, false)).toBe(-1);
    expect(sight(t, 100, 700, R, 800, 700, R, false)).toBe(0);
  });

  it('a line grazing past a wood corner is clear when one torso line passes', () => {
    const t = table([wood]);
    // centre line at y = 603 passes 3 mm above the wood; the lower torso line dips into it
    expect(sight(t, 100, 603, R, 800, 603, R, false)).toBe(0); // wood far from target: no cover
  });

  it('a hill blocks, except for a model standing on it', () => {
    const t = table([{ kind: 'hill', x0: 400, y0: 300, x1: 500, y1: 600 }]);
    expect(sight(t, 100, 450, R, 800, 450, R, false)).toBe(-1);
    expect(sight(t, 450, 450, R, 800, 450, R, false)).toBe(0);
    expect(sight(t, 100, 450, R, 450, 450, R, false)).toBe(0);
  });

  it('a building blocks', () => {
    const t = table([{ kind: 'building', x0: 400, y0: 300, x1: 500, y1: 600 }]);
    expect(sight(t, 100, 450, R, 800, 450, R, false)).toBe(-1);
  });

  it('a gap narrower than 20 mm between two buildings blocks; a wider one does not', () => {
    const narrow = table([
      { kind: 'building', x0: 300, y0: 300, x1: 400, y1: 600 },
      { kind: 'building', x0: 410, y0: 300, x1: 500, y1: 600 },
    ]);
    expect(narrow.losBridges!.length).toBe(1);
    expect(sight(narrow, 405, 100, R, 405, 800, R, false)).toBe(-1);
    const wide = table([
      { kind: 'building', x0: 300, y0: 300, x1: 400, y1: 600 },
      { kind: 'building', x0: 430, y0: 300, x1: 530, y1: 600 },
    ]);
    expect(wide.losBridges!.length).toBe(0);
    expect(sight(wide, 415, 100, R, 415, 800, R, false)).toBe(0);
  });
});

describe('SDS 4.6 firearms and woods', () => {
  const t = table([wood]);
  const edgeX = 300 + R + 1; // inside, 1 mm from touching the inside edge

  it('a target at the inside edge is seen, in light cover', () => {
    expect(sight(t, 100, 450, R, edgeX, 450, R, false)).toBe(1);
  });

  it('a model at the inside edge shoots out normally, but not across its own wood', () => {
    expect(sight(t, edgeX, 450, R, 100, 450, R, false)).toBe(0);
    expect(sight(t, edgeX, 450, R, 800, 450, R, false)).toBe(-1);
  });

  it('a model partly in a wood shoots and is shot normally', () => {
    expect(sight(t, 100, 450, R, 305, 450, R, false)).toBe(0);
    expect(sight(t, 305, 450, R, 100, 450, R, false)).toBe(0);
  });

  it('a model deep in a wood neither shoots nor is shot, except inside the wood within 1S at −1', () => {
    expect(sight(t, 100, 450, R, 450, 450, R, false)).toBe(-1);
    expect(sight(t, 450, 450, R, 100, 450, R, false)).toBe(-1);
    expect(sight(t, 400, 450, R, 450, 450, R, false)).toBe(1); // 25 mm apart
    expect(sight(t, 350, 450, R, 450, 450, R, false)).toBe(1); // exactly 1S edge to edge
    expect(sight(t, 350, 450, R, 450.5, 450, R, false)).toBe(-1); // just beyond 1S
    expect(sight(t, 350, 450, R, 500, 450, R, false)).toBe(-1); // 125 mm > 1S
    expect(sight(t, edgeX, 450, R, edgeX + 100, 450, R, false)).toBe(1); // edge to deep, 75 mm
  });

  it('two models at the inside edge of the same wood see each other only within 1S', () => {
    expect(sight(t, edgeX, 450, R, edgeX, 520, R, false)).toBe(1);
    expect(sight(t, edgeX, 350, R, edgeX, 550, R, false)).toBe(-1);
  });

  it('SDS 4.4: a fallen model at the edge of a wood is not visible', () => {
    expect(sight(t, 100, 450, R, edgeX, 450, R, true)).toBe(-1);
    expect(sight(t, 100, 450, R, 305, 450, R, true)).toBe(-1);
    expect(sight(t, 100, 700, R, 800, 700, R, true)).toBe(0); // fallen in the open: visible
  });
});

describe('SDS 4.5 cover classes', () => {
  it('hedge and fence near the target: light; low wall: heavy; far from the target: none', () => {
    for (const [kind, cls] of [
      ['hedge', 1],
      ['fence', 1],
      ['lowWall', 2],
    ] as const) {
      const t = table([], [{ kind, ax: 500, ay: 400, bx: 500, by: 500 }]);
      expect(sight(t, 100, 450, R, 520, 450, R, false)).toBe(cls); // obstacle 20 mm from the target's centre
      expect(sight(t, 100, 450, R, 700, 450, R, false)).toBe(0); // 200 mm away from it
      expect(sight(t, 480, 450, R, 800, 450, R, false)).toBe(0); // shooter firing over his own obstacle
    }
  });

  it('cover reaches one base width from the target: crossing at 37.5 mm from its centre counts, 40 does not', () => {
    const t = table([], [{ kind: 'hedge', ax: 500, ay: 400, bx: 500, by: 500 }]);
    expect(sight(t, 100, 450, R, 537.5, 450, R, false)).toBe(1);
    expect(sight(t, 100, 450, R, 540, 450, R, false)).toBe(0);
  });

  it('SDS 4.4: a fallen model behind a linear obstacle is not visible', () => {
    const t = table([], [{ kind: 'fence', ax: 500, ay: 400, bx: 500, by: 500 }]);
    expect(sight(t, 100, 450, R, 520, 450, R, true)).toBe(-1);
  });

  it('a single tree touching the target covers it when the line passes the tree', () => {
    const t = table([], [], [{ x: 500, y: 450, r: 15 }]);
    expect(sight(t, 100, 450, R, 528.5, 450, R, false)).toBe(1);
    expect(sight(t, 800, 450, R, 528.5, 450, R, false)).toBe(0); // tree behind the target
    expect(sight(t, 100, 450, R, 560, 450, R, false)).toBe(0); // not touching the tree
  });

  it('a target partly hidden by a building next to it: brick heavy, wooden light; far away: none', () => {
    const brick = table([{ kind: 'building', x0: 400, y0: 300, x1: 500, y1: 600, heavyCover: true }]);
    const timber = table([{ kind: 'building', x0: 400, y0: 300, x1: 500, y1: 600, heavyCover: false }]);
    expect(sight(brick, 100, 603, R, 520, 603, R, false)).toBe(2);
    expect(sight(timber, 100, 603, R, 520, 603, R, false)).toBe(1);
    expect(sight(brick, 100, 603, R, 800, 603, R, false)).toBe(0);
  });
});
