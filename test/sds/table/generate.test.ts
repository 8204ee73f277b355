import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { sticks } from '../../../src/rulesets/sds/options.js';
import {
  generateCoreTerrain,
  generateTournamentTerrain,
  newTerrainReport,
  placeUnusedPointsFences,
  pointRectDistance,
  pointSegmentDistance,
  rectRectDistance,
  segmentRectDistance,
  segmentSegmentDistance,
} from '../../../src/rulesets/sds/table/index.js';
import type { Table, TerrainReport } from '../../../src/rulesets/sds/table/index.js';

const st = sticks(28);
const { S, M, L } = st;
const scr = new Float64Array(2);
const EPS = 1e-6;

function sectorOf(x0: number, y0: number, x1: number, y1: number): number {
  const e = x0 >= 450 - EPS && x1 <= 900 + EPS;
  const w = x0 >= -EPS && x1 <= 450 + EPS;
  const n = y0 >= 450 - EPS && y1 <= 900 + EPS;
  const s = y0 >= -EPS && y1 <= 450 + EPS;
  if (w && s) return 0;
  if (e && s) return 1;
  if (e && n) return 2;
  if (w && n) return 3;
  return -1;
}

function sizeKey(w: number, h: number): string {
  return `${Math.min(w, h)}x${Math.max(w, h)}`;
}

function spacingOk(t: Table, gap: number): void {
  const as = t.areas;
  const ls = t.linears;
  for (let i = 0; i < as.length; i++) {
    for (let j = i + 1; j < as.length; j++) {
      expect(rectRectDistance(as[i].x0, as[i].y0, as[i].x1, as[i].y1, as[j].x0, as[j].y0, as[j].x1, as[j].y1)).toBeGreaterThanOrEqual(gap - EPS);
    }
    for (const l of ls) expect(segmentRectDistance(l.ax, l.ay, l.bx, l.by, as[i].x0, as[i].y0, as[i].x1, as[i].y1, scr)).toBeGreaterThanOrEqual(gap - EPS);
  }
  for (let i = 0; i < ls.length; i++) {
    for (let j = i + 1; j < ls.length; j++) {
      expect(segmentSegmentDistance(ls[i].ax, ls[i].ay, ls[i].bx, ls[i].by, ls[j].ax, ls[j].ay, ls[j].bx, ls[j].by)).toBeGreaterThanOrEqual(gap - EPS);
    }
  }
}

describe('SDS 10.5 tournament terrain v2.1', () => {
  const SEEDS = 400;
  const changes = new Map<string, number>();
  const tables: Table[] = [];
  const reports: TerrainReport[] = [];
  for (let seed = 1; seed <= SEEDS; seed++) {
    const rep = newTerrainReport();
    tables.push(generateTournamentTerrain(new SeededDice(seed), { width: 900, height: 900 }, st, undefined, rep));
    reports.push(rep);
    changes.set(rep.attackerChange, (changes.get(rep.attackerChange) ?? 0) + 1);
  }

  it('every area piece lies in one sector, the one recorded, and is S/M/L sided', () => {
    for (let k = 0; k < SEEDS; k++) {
      const t = tables[k];
      expect(reports[k].areaSector.length).toBe(t.areas.length);
      t.areas.forEach((a, i) => {
        expect(sectorOf(a.x0, a.y0, a.x1, a.y1)).toBe(reports[k].areaSector[i]);
        expect([S, M, L]).toContain(a.x1 - a.x0);
        expect([S, M, L]).toContain(a.y1 - a.y0);
      });
    }
  });

  it("sizes are used at most once; one area per sector except the attacker's addition", () => {
    for (let k = 0; k < SEEDS; k++) {
      const t = tables[k];
      const keys = t.areas.map((a) => sizeKey(a.x1 - a.x0, a.y1 - a.y0));
      expect(new Set(keys).size).toBe(keys.length);
      const perSector = [0, 0, 0, 0];
      for (const s of reports[k].areaSector) perSector[s]++;
      const extra = reports[k].attackerChange === 'addArea' ? 1 : 0;
      const removed = reports[k].attackerChange === 'removeArea' ? 1 : 0;
      expect(t.areas.length).toBe(4 + extra - removed);
      expect(perSector.filter((c) => c === 0).length).toBe(removed);
      expect(perSector.filter((c) => c === 2).length).toBe(extra);
    }
  });

  it("one 1S linear piece per sector (± the attacker's change), inside its sector", () => {
    for (let k = 0; k < SEEDS; k++) {
      const t = tables[k];
      const rep = reports[k];
      const extra = rep.attackerChange === 'addLinear' ? 1 : 0;
      const removed = rep.attackerChange === 'removeLinear' ? 1 : 0;
      expect(t.linears.length).toBe(4 + extra - removed);
      t.linears.forEach((l, i) => {
        expect(Math.hypot(l.bx - l.ax, l.by - l.ay)).toBeCloseTo(S, 9);
        expect(sectorOf(Math.min(l.ax, l.bx), Math.min(l.ay, l.by), Math.max(l.ax, l.bx), Math.max(l.ay, l.by))).toBe(rep.linearSector[i]);
      });
    }
  });

  it('pieces are at least 1S apart', () => {
    for (const t of tables) spacingOk(t, S);
  });

  it('four single trees, on the table and clear of everything by one base', () => {
    for (const t of tables) {
      expect(t.trees.length).toBe(4);
      for (const tr of t.trees) {
        expect(tr.x - tr.r).toBeGreaterThanOrEqual(0);
        expect(tr.y + tr.r).toBeLessThanOrEqual(900);
        for (const a of t.areas) expect(pointRectDistance(tr.x, tr.y, a.x0, a.y0, a.x1, a.y1) - tr.r).toBeGreaterThanOrEqual(S / 3 - EPS);
        for (const l of t.linears) expect(pointSegmentDistance(tr.x, tr.y, l.ax, l.ay, l.bx, l.by) - tr.r).toBeGreaterThanOrEqual(S / 3 - EPS);
      }
    }
  });

  it('the attacker always makes exactly one change, and every kind of change occurs', () => {
    expect(changes.get('none') ?? 0).toBe(0);
    for (const c of ['removeArea', 'removeLinear', 'addArea', 'addLinear', 'moveArea']) expect(changes.get(c) ?? 0).toBeGreaterThan(0);
    for (const r of reports) expect(r.dropped).toBe(0);
  });

  it('a moved piece stays in its sector but changes place', () => {
    let seen = 0;
    for (let k = 0; k < SEEDS; k++) {
      if (reports[k].attackerChange !== 'moveArea') continue;
      seen++;
      const line = reports[k].lines.find((l) => l.startsWith('attacker moves'));
      expect(line).toBeDefined();
      const i = reports[k].changedIndex;
      const a = tables[k].areas[i];
      expect(line).toContain(`to (${a.x0}, ${a.y0})`);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('is deterministic for a dice stream and fills a caller-owned table', () => {
    const a = generateTournamentTerrain(new SeededDice(99), { width: 900, height: 900 }, st);
    const out: Table = { width: 0, height: 0, areas: [], linears: [], trees: [] };
    const b = generateTournamentTerrain(new SeededDice(99), { width: 900, height: 900 }, st, out);
    expect(b).toBe(out);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe('SDS 2.3 core terrain', () => {
  it('scripted rolls: nothing, nothing, two hills in quarter 4 and its third feature moved to the empty quarter 1', () => {
    const faces = [
      4, // quarter 1 (NW): nothing
      5,
      6, // quarter 2 (NE): nothing, nothing
      6,
      6, // quarter 3 (SE): nothing, nothing
      6,
      1,
      1,
      1,
      1, // quarter 4 (SW): small hill S×S at the sector's corner (random faces 1 → 0)
      6,
      1,
      1,
      6,
      6, // another S×S hill, random faces 6 → 5/6 of the free range
      2,
      1,
      1,
      1,
      1, // difficult S×S (d3 faces 1,1) → goes to quarter 1 (NW) at its corner
    ];
    const dice = new ScriptedDice(faces);
    const t = generateCoreTerrain(dice, { width: 900, height: 900 }, st);
    expect(dice.remaining).toBe(0);
    expect(t.areas.map((a) => [a.kind, a.x0, a.y0, a.x1, a.y1])).toEqual([
      ['hill', 0, 0, 75, 75],
      ['hill', 313, 313, 388, 388],
      ['difficult', 0, 450, 75, 525],
    ]);
    expect(t.linears.length).toBe(0);
    expect(t.trees.length).toBe(0);
  });

  it('over many seeds: every feature inside a quarter, ≥ 1S from every other, sizes legal', () => {
    let dropped = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const rep = newTerrainReport();
      const t = generateCoreTerrain(new SeededDice(seed), { width: 900, height: 900 }, st, undefined, rep);
      dropped += rep.dropped;
      spacingOk(t, S);
      for (const a of t.areas) {
        expect(sectorOf(a.x0, a.y0, a.x1, a.y1)).toBeGreaterThanOrEqual(0);
        const max = a.kind === 'building' || a.kind === 'hill' ? M : L;
        expect(a.x1 - a.x0).toBeLessThanOrEqual(max);
        expect(a.y1 - a.y0).toBeLessThanOrEqual(max);
        expect(a.x1 - a.x0).toBeGreaterThanOrEqual(S);
      }
      for (const l of t.linears) {
        expect(sectorOf(Math.min(l.ax, l.bx), Math.min(l.ay, l.by), Math.max(l.ax, l.bx), Math.max(l.ay, l.by))).toBeGreaterThanOrEqual(0);
        expect(l.kind === 'fence' || l.kind === 'lowWall').toBe(true);
      }
      for (let i = 0; i < t.trees.length; i++) {
        const a = t.trees[i];
        for (const ar of t.areas) expect(pointRectDistance(a.x, a.y, ar.x0, ar.y0, ar.x1, ar.y1) - a.r).toBeGreaterThanOrEqual(S - EPS);
        for (let j = i + 1; j < t.trees.length; j++) {
          const b = t.trees[j];
          expect(Math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r).toBeGreaterThanOrEqual(S - EPS);
        }
      }
    }
    // crowded quarters are rare: at most a few pieces in 300 tables
    expect(dropped).toBeLessThan(30);
  });
});

describe('SDS 10.3 unused-points fences', () => {
  it("one 1S piece per full 5 points, at most 3, in the lower-points player's half, parallel to his edge", () => {
    for (const [diff, n] of [
      [4, 0],
      [5, 1],
      [9, 1],
      [12, 2],
      [15, 3],
      [40, 3],
    ] as const) {
      for (let edge = 0 as 0 | 1 | 2 | 3; edge < 4; edge = (edge + 1) as 0 | 1 | 2 | 3) {
        const t = generateTournamentTerrain(new SeededDice(diff * 10 + edge), { width: 900, height: 900 }, st);
        const before = t.linears.length;
        expect(placeUnusedPointsFences(new SeededDice(7 + edge), t, st, edge, diff)).toBe(n);
        const added = t.linears.slice(before);
        expect(added.length).toBe(n);
        for (const l of added) {
          expect(Math.hypot(l.bx - l.ax, l.by - l.ay)).toBeCloseTo(S, 9);
          expect(l.kind === 'fence' || l.kind === 'hedge').toBe(true);
          const inHalf = (x: number, y: number): boolean => (edge === 0 ? y <= 450 : edge === 2 ? y >= 450 : edge === 3 ? x <= 450 : x >= 450);
          expect(inHalf(l.ax, l.ay) && inHalf(l.bx, l.by)).toBe(true);
          if (edge === 0 || edge === 2) expect(l.ay).toBe(l.by);
          else expect(l.ax).toBe(l.bx);
        }
        if (edge === 3) break;
      }
    }
  });
});
