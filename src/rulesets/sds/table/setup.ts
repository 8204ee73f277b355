/**
 * Game set-up: tournament procedure v2.1 (SDS 10.3–10.6) and core rules (SDS 2.2–2.5).
 */
import type { Dice } from '../../kit/dice.js';
import { fencesGoTo, roleRollModifier, unusedPointsFences } from '../mechanics/scoring.js';
import type { Edge, Table } from './types.js';
import { generateCoreTerrain, generateTournamentTerrain, placeUnusedPointsFences } from './generate.js';
import { deploymentPositions, rollEntryEdge } from './deploy.js';
import { B_SCOUT, leaderOf, sideEnd, sideStart } from '../state.js';
import type { Game } from '../game.js';

function scouts(g: Game, side: number): number {
  const s = g.st;
  let k = 0;
  for (let i = sideStart(s, side), e = sideEnd(s, side); i < e; i++) if (s.rules[i] & B_SCOUT) k++;
  return k;
}

/** Everything before the first turn. `terrainDice` is independent of the lists (mirrored pairs share terrain). */
export function setupGame(g: Game, terrainDice: Dice, table: Table): void {
  const s = g.st;
  const cfg = g.cfg;
  const tournament = cfg.o.mode === 'tournament';
  // SDS 10.4 / 2.2: attacker and defender (tournament: the winner is the defender)
  let r0 = 0;
  let r1 = 0;
  do {
    r0 = g.dice.d6() + roleRollModifier(scouts(g, 0), s.listPoints[0], tournament);
    r1 = g.dice.d6() + roleRollModifier(scouts(g, 1), s.listPoints[1], tournament);
  } while (r0 === r1);
  // core SDS 2.2: the winner chooses; the simulator's players choose to defend (they lay the terrain)
  const defender = r0 > r1 ? 0 : 1;
  s.attacker = 1 - defender;
  // SDS 10.5 / 2.3: terrain from the list-independent stream
  const sizes = { width: cfg.sk.table, height: cfg.sk.table };
  cfg.table = tournament ? generateTournamentTerrain(terrainDice, sizes, cfg.sk, table) : generateCoreTerrain(terrainDice, sizes, cfg.sk, table);
  // SDS 10.6: the attacker prefers the south edge and rolls; core SDS 2.4: he simply chooses it
  const atkEdge: Edge = tournament ? rollEntryEdge(g.dice, 0) : 0;
  s.edge[s.attacker] = atkEdge;
  s.edge[defender] = ((atkEdge + 2) % 4) as Edge;
  // SDS 10.3: unused-points fences for the lower list, placed before the defender deploys
  if (tournament && cfg.o.unusedPointsTerrain !== 'off') {
    const to = fencesGoTo(s.listPoints[0], s.listPoints[1]);
    if (to !== null) {
      const placed = placeUnusedPointsFences(terrainDice, cfg.table, cfg.sk, s.edge[to] as Edge, Math.abs(s.listPoints[0] - s.listPoints[1]));
      if (g.log)
        g.log.event(
          `Unused points (SDS 10.3): ${s.listPoints[0]} vs ${s.listPoints[1]} → ` +
            `${unusedPointsFences(s.listPoints[0], s.listPoints[1])} fence(s) for ` +
            `side ${to === 0 ? 'A' : 'B'}, ${placed} placed in its half`,
        );
    }
  }
  // SDS 10.6 / 2.4: defender deploys within 1M of his edge, then the attacker
  deploy(g, defender);
  deploy(g, s.attacker);
  computeCoverSpots(g);
  noteTerrain(g);
  s.firstSide = rollInitiative(g.dice, s.attacker, tournament);
}

/**
 * SDS 2.5 / 10.6: initiative, one die per side (side 0's first); the higher plays first. A tie
 * means the attacker starts (tournament) or a re-roll (core rules).
 */
export function rollInitiative(dice: Dice, attacker: number, tournament: boolean): number {
  for (;;) {
    const a = dice.d6();
    const b = dice.d6();
    if (a !== b) return a > b ? 0 : 1;
    if (tournament) return attacker;
  }
}

function deploy(g: Game, side: number): void {
  const s = g.st;
  const scratch = g.scratch;
  const f = sideStart(s, side);
  const e = sideEnd(s, side);
  const lead = leaderOf(s, side);
  const pos = deploymentPositions(
    g.cfg.table,
    s.edge[side] as Edge,
    g.cfg.M,
    s.r.subarray(f, e),
    g.ai,
    s.mounted.subarray(f, e),
    lead >= 0 ? lead - f : -1,
    scratch.deployBuf,
    scratch.formations[side],
  );
  for (let i = f; i < e; i++) {
    s.x[i] = pos[2 * (i - f)];
    s.y[i] = pos[2 * (i - f) + 1];
  }
  scratch.moveMemo.changed(s);
}

/** Spots that give cover (behind linear obstacles, by trees, at wood edges), for the policies. */
function computeCoverSpots(g: Game): void {
  const cfg = g.cfg;
  const scratch = g.scratch;
  const t = cfg.table;
  const R = cfg.baseR + 1;
  let n = 0;
  const cap = scratch.coverX.length;
  for (const l of t.linears) {
    const mx = (l.ax + l.bx) / 2;
    const my = (l.ay + l.by) / 2;
    let nx = -(l.by - l.ay);
    let ny = l.bx - l.ax;
    const len = Math.sqrt(nx * nx + ny * ny) || 1;
    nx /= len;
    ny /= len;
    if (n < cap) {
      scratch.coverX[n] = mx + nx * R;
      scratch.coverY[n++] = my + ny * R;
    }
    if (n < cap) {
      scratch.coverX[n] = mx - nx * R;
      scratch.coverY[n++] = my - ny * R;
    }
  }
  for (const tr of t.trees) {
    const d = tr.r + cfg.baseR + 0.5;
    if (n < cap) {
      scratch.coverX[n] = tr.x + d;
      scratch.coverY[n++] = tr.y;
    }
    if (n < cap) {
      scratch.coverX[n] = tr.x - d;
      scratch.coverY[n++] = tr.y;
    }
    if (n < cap) {
      scratch.coverX[n] = tr.x;
      scratch.coverY[n++] = tr.y + d;
    }
    if (n < cap) {
      scratch.coverX[n] = tr.x;
      scratch.coverY[n++] = tr.y - d;
    }
  }
  for (const a of t.areas) {
    if (a.kind !== 'wood') continue;
    const cx = (a.x0 + a.x1) / 2;
    const cy = (a.y0 + a.y1) / 2;
    const inset = cfg.baseR + 1; // touching the inside edge (SDS 4.6: light cover, may shoot out)
    if (n < cap) {
      scratch.coverX[n] = cx;
      scratch.coverY[n++] = a.y0 + inset;
    }
    if (n < cap) {
      scratch.coverX[n] = cx;
      scratch.coverY[n++] = a.y1 - inset;
    }
    if (n < cap) {
      scratch.coverX[n] = a.x0 + inset;
      scratch.coverY[n++] = cy;
    }
    if (n < cap) {
      scratch.coverX[n] = a.x1 - inset;
      scratch.coverY[n++] = cy;
    }
  }
  // keep only spots where a base can stand
  let k = 0;
  for (let i = 0; i < n; i++) {
    const x = scratch.coverX[i];
    const y = scratch.coverY[i];
    if (x - cfg.baseR < 0 || y - cfg.baseR < 0 || x + cfg.baseR > t.width || y + cfg.baseR > t.height) continue;
    scratch.coverX[k] = x;
    scratch.coverY[k++] = y;
  }
  scratch.nCover = k;
}

/** Which kinds of terrain the table has (hills, woods, linear obstacles). */
export function noteTerrain(g: Game): void {
  const cfg = g.cfg;
  const scratch = g.scratch;
  scratch.hasHills = false;
  scratch.hasWoods = false;
  for (const a of cfg.table.areas) {
    if (a.kind === 'hill') scratch.hasHills = true;
    else if (a.kind === 'wood') scratch.hasWoods = true;
  }
  scratch.hasLinears = cfg.table.linears.length > 0;
}
