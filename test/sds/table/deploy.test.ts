import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../../src/rulesets/kit/scriptedDice.js';
import { sticks } from '../../../src/rulesets/sds/options.js';
import {
  canStand,
  choosePreferredEdge,
  deploymentPositions,
  generateTournamentTerrain,
  oppositeEdge,
  pointSegmentDistance,
  rollEntryEdge,
  ZoneGrid,
} from '../../../src/rulesets/sds/table/index.js';
import type { Edge, Table } from '../../../src/rulesets/sds/table/index.js';
import { table } from './helpers.js';

const st = sticks(28);

describe('SDS 10.6 entry edge', () => {
  it('1 → the edge to the left of the preferred one, 2 → to the right, 3–6 → the preferred edge', () => {
    const roll = (face: number, pref: Edge): Edge => rollEntryEdge(new ScriptedDice([face]), pref);
    // attacker at the south edge looking north: left is west (3), right is east (1)
    expect(roll(1, 0)).toBe(3);
    expect(roll(2, 0)).toBe(1);
    for (const f of [3, 4, 5, 6]) expect(roll(f, 0)).toBe(0);
    // at the north edge looking south: left is east, right is west
    expect(roll(1, 2)).toBe(1);
    expect(roll(2, 2)).toBe(3);
    expect(roll(1, 1)).toBe(0);
    expect(roll(2, 3)).toBe(0);
    expect(oppositeEdge(0)).toBe(2);
    expect(oppositeEdge(3)).toBe(1);
  });

  it('frequencies match 1/6, 1/6, 4/6 within 4 standard errors', () => {
    const N = 60_000;
    const dice = new SeededDice(20261123);
    const count = [0, 0, 0, 0];
    for (let i = 0; i < N; i++) count[rollEntryEdge(dice, 2)]++;
    const check = (observed: number, p: number): void => {
      const se = Math.sqrt((p * (1 - p)) / N);
      expect(Math.abs(observed / N - p)).toBeLessThanOrEqual(4 * se);
    };
    check(count[1], 1 / 6); // left of north = east
    check(count[3], 1 / 6); // right of north = west
    check(count[2], 4 / 6);
    expect(count[0]).toBe(0);
  });
});

function distToEdge(t: Table, e: Edge, x: number, y: number): number {
  return e === 0 ? y : e === 1 ? t.width - x : e === 2 ? t.height - y : x;
}

describe('SDS 2.4 / 10.6 deployment within 1M of the edge', () => {
  const R = 12.5;
  it('on an empty table: two ranks of six, the leader in the centre of the second rank', () => {
    const t = table();
    const radii = Array(12).fill(R);
    const p = deploymentPositions(t, 0, st.M, radii, new SeededDice(3), undefined, 4);
    const ys = Array.from({ length: 12 }, (_, i) => p[2 * i + 1]);
    expect(ys.filter((y) => Math.abs(y - (st.M - R)) < 1e-9).length).toBe(6);
    expect(ys.filter((y) => Math.abs(y - (st.M - 3 * R)) < 1e-9).length).toBe(6);
    expect(p[9]).toBeCloseTo(st.M - 3 * R, 9); // leader (index 4) in rank 2
    const rank2 = Array.from({ length: 12 }, (_, i) => i)
      .filter((i) => Math.abs(ys[i] - (st.M - 3 * R)) < 1e-9)
      .map((i) => p[2 * i])
      .sort((a, b) => a - b);
    expect(p[8]).toBe(rank2[2]); // third of six from the left: the centre-left slot
    // base to base along the rank
    for (let k = 1; k < 6; k++) expect(rank2[k] - rank2[k - 1]).toBeCloseTo(2 * R, 9);
  });

  it('on generated tables, every edge: inside the zone, on the table, legal ground, no overlaps', () => {
    const radii = Array(14).fill(R);
    const mounted = Array(14).fill(0);
    mounted[12] = 1;
    mounted[13] = 1;
    for (let seed = 1; seed <= 120; seed++) {
      const t = generateTournamentTerrain(new SeededDice(seed), { width: 900, height: 900 }, st);
      for (const e of [0, 1, 2, 3] as Edge[]) {
        const p = deploymentPositions(t, e, st.M, radii, new SeededDice(seed * 4 + e), mounted, 0);
        for (let i = 0; i < 14; i++) {
          const x = p[2 * i];
          const y = p[2 * i + 1];
          const d = distToEdge(t, e, x, y);
          expect(d - R).toBeGreaterThanOrEqual(-1e-9);
          expect(d + R).toBeLessThanOrEqual(st.M + 1e-9);
          expect(canStand(t, x, y, R, mounted[i] === 1)).toBe(true);
          for (const l of t.linears) expect(pointSegmentDistance(x, y, l.ax, l.ay, l.bx, l.by)).toBeGreaterThanOrEqual(R - 1e-9);
          for (let j = 0; j < i; j++) expect(Math.hypot(p[2 * j] - x, p[2 * j + 1] - y)).toBeGreaterThanOrEqual(2 * R - 1e-6);
        }
      }
    }
  });

  it('falls back to free legal spots when the zone is crowded, still without overlaps', () => {
    // buildings leave only a narrow strip of the zone free
    const t = table([
      { kind: 'building', x0: 0, y0: 0, x1: 400, y1: 120 },
      { kind: 'building', x0: 500, y0: 0, x1: 900, y1: 120 },
    ]);
    const radii = Array(8).fill(R);
    const p = deploymentPositions(t, 0, st.M, radii, new SeededDice(1));
    for (let i = 0; i < 8; i++) {
      expect(canStand(t, p[2 * i], p[2 * i + 1], R, false)).toBe(true);
      expect(p[2 * i + 1] + R).toBeLessThanOrEqual(st.M + 1e-9);
      for (let j = 0; j < i; j++) expect(Math.hypot(p[2 * j] - p[2 * i], p[2 * j + 1] - p[2 * i + 1])).toBeGreaterThanOrEqual(2 * R - 1e-6);
    }
  });

  it('the fallback offers the zone grid nearest first, equal distances in the row-by-row scan order', () => {
    // the first legal free point offered is then the one a full scan keeping the first strictly
    // nearer legal point would pick
    const dice = new SeededDice(11);
    const grid = new ZoneGrid();
    for (let k = 0; k < 200; k++) {
      const r = dice.int(2) ? R : 20;
      const len = 300 + dice.int(600);
      const step = Math.max(1, r / 2);
      // whole millimetres and grid points, so that equal distances occur
      const wantA = r + (dice.int(2) ? dice.int(len - 2 * r) : dice.int(Math.floor((len - 2 * r) / step)) * step);
      const wantD = r + dice.int(st.M - 2 * r);
      const scan: [number, number, number, number, number][] = [];
      let row = 0;
      for (let d = r; d <= st.M - r + 1e-9; d += step, row++) {
        let col = 0;
        for (let a = r; a <= len - r + 1e-9; a += step, col++) scan.push([(a - wantA) * (a - wantA) + (d - wantD) * (d - wantD), row, col, a, d]);
      }
      scan.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
      grid.start(r, len, st.M, step, wantA, wantD);
      const offered: number[][] = [];
      while (grid.next()) offered.push([grid.a, grid.d]);
      expect(offered).toEqual(scan.map((e) => [e[3], e[4]]));
    }
  });

  it('is deterministic for a dice stream', () => {
    const t = generateTournamentTerrain(new SeededDice(5), { width: 900, height: 900 }, st);
    const radii = Array(10).fill(R);
    expect(Array.from(deploymentPositions(t, 1, st.M, radii, new SeededDice(8)))).toEqual(
      Array.from(deploymentPositions(t, 1, st.M, radii, new SeededDice(8))),
    );
  });
});

describe("SDS 10.6 the attacker's preferred edge (heuristic)", () => {
  it('picks the half with the most cover pieces', () => {
    const t = table(
      [
        { kind: 'wood', x0: 100, y0: 700, x1: 200, y1: 800 },
        { kind: 'building', x0: 600, y0: 650, x1: 700, y1: 750 },
      ],
      [],
      [{ x: 450, y: 800, r: 15 }],
    );
    expect(choosePreferredEdge(t, new ScriptedDice([]))).toBe(2);
  });
});
