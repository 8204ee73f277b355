// SFG-5.1 / 5.2 / 5.5 / 6.2 / 6.5 / 4.4 / 8.3 / §12.5 / §12.7: terrain pieces. The generator
// (placement, determinism, the open table by default), cover to-hit, lines of fire through woods
// (G16) and across hill crests, the rough-terrain command modifier, movement rates in rough
// ground, melee to-hit against cover, and the pieces in the replay SVG.
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { rectsOverlap } from '../../src/rulesets/kit/facingRect.js';
import { engaging, fireDice, firePushback } from '../../src/rulesets/sfg/rules/fire.js';
import { retreat } from '../../src/rulesets/sfg/rules/retreat.js';
import { brigadeOrderValue } from '../../src/rulesets/sfg/rules/command.js';
import { pushMoves } from '../../src/rulesets/sfg/rules/moves.js';
import { generalReach } from '../../src/rulesets/sfg/rules/generalMove.js';
import { fightMelee } from '../../src/rulesets/sfg/rules/melee.js';
import { planCharge, ChargePlan } from '../../src/rulesets/sfg/rules/contact.js';
import { generateTerrain } from '../../src/rulesets/sfg/table/terrainGen.js';
import { Piece } from '../../src/rulesets/sfg/table/terrain.js';
import { renderSvg } from '../../src/rulesets/sfg/replay.js';
import { OB_HEDGE, OB_WALL, T_BROKEN, T_HILL, T_OPEN, T_TOWN, T_WOODS, W_FORD, W_RIVER } from '../../src/rulesets/sfg/mechanics/terrain.js';
import { T_MOVE } from '../../src/rulesets/sfg/decisions.js';
import { ranks } from '../../src/rulesets/sfg/mechanics/formation.js';
import { GUN_HOWITZER } from '../../src/rulesets/sfg/state.js';
import type { Game } from '../../src/rulesets/sfg/game.js';
import { army, brigade, cavalry, division, makeGame, put, script } from './helpers.js';

/** Lays one axis-aligned piece of `kind` centred at (x, y), w × d UM. */
function lay(g: Game, kind: number, x: number, y: number, w: number, d: number): void {
  const p = g.terrain.pieces[g.terrain.n++];
  p.kind = kind;
  p.cx = x;
  p.cy = y;
  p.fx = 0;
  p.fy = 1;
  p.hw = w / 2;
  p.hd = d / 2;
}

function duel(o = {}): Game {
  return makeGame(army('A', [division('a', [brigade('a1', 6)])]), army('B', [division('b', [brigade('b1', 6)])]), o);
}

describe('§12.7 the terrain generator', () => {
  it('places terrainPieces pieces between the strips, ≥ 1 UM from the strips, the edges and each other; the same seed, the same table', () => {
    const g = duel({ terrainPieces: 8 });
    generateTerrain(g, new SeededDice(11));
    expect(g.terrain.n).toBeGreaterThan(0);
    const first = g.terrain.pieces.slice(0, g.terrain.n).map((p) => ({ ...p }));
    for (let i = 0; i < g.terrain.n; i++) {
      const p = g.terrain.pieces[i];
      for (let k = 0; k < 4; k++) {
        const sx = k & 1 ? 1 : -1;
        const sy = k & 2 ? 1 : -1;
        const x = p.cx + sx * p.hw * p.fy + sy * p.hd * p.fx;
        const y = p.cy - sx * p.hw * p.fx + sy * p.hd * p.fy;
        expect(x).toBeGreaterThanOrEqual(1 - 1e-9);
        expect(x).toBeLessThanOrEqual(g.cfg.tableW - 1 + 1e-9);
        expect(y).toBeGreaterThanOrEqual(g.cfg.deploymentDepth + 1 - 1e-9);
        expect(y).toBeLessThanOrEqual(g.cfg.tableD - g.cfg.deploymentDepth - 1 + 1e-9);
      }
      for (let j = 0; j < i; j++) {
        const grown = Object.assign(new Piece(), p, { hw: p.hw + 1 - 1e-6, hd: p.hd + 1 - 1e-6 });
        expect(rectsOverlap(grown, g.terrain.pieces[j])).toBe(false);
      }
    }
    generateTerrain(g, new SeededDice(11));
    expect(g.terrain.pieces.slice(0, g.terrain.n).map((p) => ({ ...p }))).toEqual(first);
  });
  it('terrainPieces 0 (the default): the open table, and the AI stream is not touched', () => {
    const g = duel();
    const ai = new SeededDice(5);
    generateTerrain(g, ai);
    expect(g.terrain.n).toBe(0);
    expect(ai.int(1 << 30)).toBe(new SeededDice(5).int(1 << 30));
  });
});

describe('SFG-6.5 cover and SFG-6.2.6 / G16 woods', () => {
  const out = new Int32Array(3);
  it('musketry needs 4+ at a target in the open or broken ground, 5+ in woods (light), 6+ in a town (heavy)', () => {
    for (const [kind, need] of [
      [T_OPEN, 4],
      [T_BROKEN, 4],
      [T_WOODS, 5],
      [T_TOWN, 6],
    ]) {
      const g = duel();
      // the target stands inside the piece, its front within 1 UM of the edge facing the firer
      if (kind !== T_OPEN) lay(g, kind, 10, 15, 8, 2);
      put(g, 0, 10, 10);
      put(g, 1, 10, 14, 0, -1);
      expect(fireDice(g, g.units[0], g.units[1], false, true, out)).toBeGreaterThan(0);
      expect(out[1]).toBe(need);
    }
  });
  it('a line of fire through more than 1 UM of woods is blocked; a target within 1 UM of the wood edge can be shot', () => {
    const g = duel();
    lay(g, T_WOODS, 10, 12.5, 8, 2);
    put(g, 0, 10, 10);
    put(g, 1, 10, 14.5, 0, -1); // the wood lies between, 2 UM thick
    expect(engaging(g, g.units[0], g.units[1], new Float64Array(1))).toBe(0);
    const h = duel();
    lay(h, T_WOODS, 10, 14.5, 8, 3);
    put(h, 0, 10, 12);
    put(h, 1, 10, 13.6, 0, -1); // front edge 0.6 UM inside the wood
    expect(engaging(h, h.units[0], h.units[1], new Float64Array(1))).toBeGreaterThan(0);
    h.cfg.woodsVisibility = 0.5;
    expect(engaging(h, h.units[0], h.units[1], new Float64Array(1))).toBe(0);
  });
});

describe('§12.5 levels: a battery on a hill fires over friends below', () => {
  it('a friendly brigade in the open blocks a battery in the open, not one on a hill', () => {
    for (const [hill, sees] of [
      [false, false],
      [true, true],
    ]) {
      const g = makeGame(army('A', [division('a', [brigade('a1', 4)], 1)]), army('B', [division('b', [brigade('b1', 6)])]));
      if (hill) lay(g, T_HILL, 10, 5, 6, 4);
      put(g, 1, 10, 6); // the battery (unit 1), front at y 6
      put(g, 0, 10, 9); // the friendly brigade in front of it, in the open
      put(g, 2, 10, 14, 0, -1);
      expect(engaging(g, g.units[1], g.units[2], new Float64Array(1)) > 0).toBe(sees);
    }
  });
});

describe("§12.5 crests: a hill's crest (its long centre line) blocks a line of fire crossing it (hillCrests)", () => {
  // a hill 6 × 2 UM centred at (10, 10): its crest runs from (7, 10) to (13, 10); a1 (A, 6 bases in
  // line, 4.8 UM wide) faces +y, b1 (B) faces −y, each `ya` / `yb` its front line
  function across(ya: number, yb: number, o = {}, bx = 10): Game {
    const g = duel(o);
    lay(g, T_HILL, 10, 10, 6, 2);
    put(g, 0, 10, ya);
    put(g, 1, bx, yb, 0, -1);
    return g;
  }
  const fire = (g: Game, i: number, j: number): number => engaging(g, g.units[i], g.units[j], new Float64Array(1));
  it('the crest between two units off the hill (4.5 UM apart, in musketry range): neither sees the other; with hillCrests none every front base fires', () => {
    const g = across(8, 12.5);
    expect(fire(g, 0, 1)).toBe(0);
    expect(fire(g, 1, 0)).toBe(0);
    const h = across(8, 12.5, { hillCrests: 'none' });
    expect(fire(h, 0, 1)).toBe(6);
    expect(fire(h, 1, 0)).toBe(6);
  });
  it("off to the side, past the crest's end: seen again", () => {
    // b1 spans x 14.6–19.4; a1's two right-hand bases (centres x 11.2 and 12) have its corner
    // (14.6, 12.5) within 6 UM; the line from x 12 passes y 10 at x 13.2, beyond the crest's end at
    // 13, the one from 11.2 at 12.8, across the crest
    expect(fire(across(8, 12.5, { hillCrests: 'none' }, 17), 0, 1)).toBe(2);
    expect(fire(across(8, 12.5, {}, 17), 0, 1)).toBe(1);
  });
  it('a target on the hill beyond the crest: offHill (the default) sees it, it looks over its own crest; reverseSlope does not', () => {
    // b1's bases stand at y 10.5–10.9, on the hill's far slope
    expect(across(8, 10.5).units[1].cy).toBeCloseTo(10.7, 9);
    expect(fire(across(8, 10.5), 0, 1)).toBe(6);
    expect(fire(across(8, 10.5), 1, 0)).toBe(6);
    expect(fire(across(8, 10.5, { hillCrests: 'reverseSlope' }), 0, 1)).toBe(0);
    expect(fire(across(8, 10.5, { hillCrests: 'reverseSlope' }), 1, 0)).toBe(0);
  });
  it('both on the near side of the crest (the target on the near slope): nothing to cross, whatever the mode', () => {
    for (const hillCrests of ['offHill', 'reverseSlope']) expect(fire(across(6, 9.6, { hillCrests }), 0, 1)).toBe(6);
  });
  it('artillery too: a battery off the hill does not see over the crest (one on the hill does)', () => {
    for (const [y, sees] of [
      [7, false],
      [9.9, true],
    ] as const) {
      const g = makeGame(army('A', [division('a', [], 1)]), army('B', [division('b', [brigade('b1', 6)])]));
      lay(g, T_HILL, 10, 10, 6, 2);
      put(g, 0, 10, y); // the battery, centre 0.8 UM behind its front
      put(g, 1, 10, 14, 0, -1);
      expect(engaging(g, g.units[0], g.units[1], new Float64Array(1)) > 0).toBe(sees);
    }
  });
  it("the replay SVG draws each hill's crest (not with hillCrests none)", () => {
    expect(renderSvg(across(8, 12.5), 'test')).toContain('<title>crest</title>');
    expect(renderSvg(across(8, 12.5, { hillCrests: 'none' }), 'test')).not.toContain('<title>crest</title>');
  });
});

describe('SFG-4.4 rough terrain on the command test', () => {
  it('a brigade with most of its bases in broken ground tests at −1', () => {
    const g = duel();
    put(g, 0, 10, 6);
    const open = brigadeOrderValue(g, g.divisions[0], g.units[0]);
    lay(g, T_BROKEN, 10, 6, 10, 3);
    expect(brigadeOrderValue(g, g.divisions[0], g.units[0])).toBe(open - 1);
  });
});

describe('SFG-5.1 / 5.5 movement through rough ground', () => {
  function longest(g: Game, i: number): number {
    g.opts.clear();
    pushMoves(g, g.units[i], g.opts, false);
    const u = g.units[i];
    let best = 0;
    for (let k = 0; k < g.opts.n; k++) if (g.opts.type[k] === T_MOVE) best = Math.max(best, Math.hypot(g.opts.px[k] - u.px, g.opts.py[k] - u.py));
    return best;
  }
  it('infantry moves 4 UM in the open but 2 UM starting in woods', () => {
    const g = duel();
    put(g, 0, 10, 6);
    put(g, 1, 30, 20, 0, -1);
    expect(longest(g, 0)).toBeCloseTo(4, 6);
    lay(g, T_WOODS, 10, 6, 12, 4);
    expect(longest(g, 0)).toBeLessThanOrEqual(2 + 1e-9);
    expect(longest(g, 0)).toBeGreaterThan(1.5);
  });
  it('mounted cavalry may not enter woods (SFG-5.1 "No"): no move ends in the wood', () => {
    const g = makeGame(army('A', [division('a', [cavalry('c', 4)])]), army('B', [division('b', [brigade('b1', 6)])]));
    put(g, 0, 10, 6);
    put(g, 1, 30, 20, 0, -1);
    lay(g, T_WOODS, 10, 10, 12, 3);
    g.opts.clear();
    pushMoves(g, g.units[0], g.opts, false);
    for (let k = 0; k < g.opts.n; k++) {
      if (g.opts.type[k] !== T_MOVE || g.opts.aux[k] !== 1) continue;
      // the footprint centre in the option's formation (mounted bases are 1 UM deep)
      const cy = g.opts.py[k] - (g.opts.fy[k] * ranks(g.opts.form[k], 4)) / 2;
      expect(g.terrain.kindAt(g.opts.px[k], cy)).not.toBe(T_WOODS);
    }
  });
});

describe('SFG-5.5 / G8 roughTerrainMode', () => {
  function longest(g: Game): number {
    g.opts.clear();
    pushMoves(g, g.units[0], g.opts, false);
    const u = g.units[0];
    let best = 0;
    // straight ahead only (the unit faces +y): the other candidates cross other ground
    for (let k = 0; k < g.opts.n; k++)
      if (g.opts.type[k] === T_MOVE && Math.abs(g.opts.px[k] - u.px) < 1e-9 && g.opts.fy[k] === 1) best = Math.max(best, g.opts.py[k] - u.py);
    return best;
  }
  /**
   * Infantry (open 4 UM, broken 2 UM) whose centre stands 0.1 UM inside the front edge of a broken
   * piece covering its rear half: its footprint is out after hd + 0.1 ≤ 2 UM.
   */
  function edge(mode: string): Game {
    const g = duel({ roughTerrainMode: mode });
    put(g, 0, 10, 6);
    put(g, 1, 30, 20, 0, -1);
    const u = g.units[0];
    expect(u.hd + 0.1).toBeLessThan(2);
    lay(g, T_BROKEN, 10, u.cy + 0.1 - 1.5, 12, 3);
    expect(g.terrain.unitKind(u)).toBe(T_BROKEN);
    return g;
  }
  /** The same unit deep in a broken piece 12 × 10 UM: no footprint gets out within 2 UM. */
  function deep(mode: string): Game {
    const g = duel({ roughTerrainMode: mode });
    put(g, 0, 10, 6);
    put(g, 1, 30, 20, 0, -1);
    lay(g, T_BROKEN, 10, 6, 12, 10);
    return g;
  }
  it("'strict': a move starting in broken ground goes 2 UM even when it could leave it", () => {
    expect(duel().cfg.roughExitAllowed).toBe(true); // the default is the spec's 'exitAllowed'
    expect(longest(edge('strict'))).toBeLessThanOrEqual(2 + 1e-9);
    expect(longest(edge('strict'))).toBeGreaterThan(1.8);
    expect(longest(deep('strict'))).toBeLessThanOrEqual(2 + 1e-9);
  });
  it("'exitAllowed': a unit that gets its whole footprint out within 2 UM moves the full open 4 UM; one that cannot still goes 2", () => {
    expect(longest(edge('exitAllowed'))).toBeCloseTo(4, 9);
    expect(longest(deep('exitAllowed'))).toBeLessThanOrEqual(2 + 1e-9);
    expect(longest(deep('exitAllowed'))).toBeGreaterThan(1.8);
  });
  it("'exitAllowed': ground entered after leaving still limits the move (the slowest rate touched)", () => {
    const g = edge('exitAllowed');
    // a second broken piece from 2 UM ahead of the front: the centre of a 4 UM move ends in it,
    // so the move stops before its centre reaches that piece (a move into it goes 2 UM at most)
    lay(g, T_BROKEN, 10, 6 + 3.5, 12, 3);
    const u = g.units[0];
    expect(longest(g)).toBeLessThan(4 - 0.1);
    expect(longest(g)).toBeLessThanOrEqual(Math.max(2, 8 - u.cy) + 1e-9);
  });
  it("'proportional': each UM the centre travels in broken ground costs 2 UM", () => {
    // 0.1 UM of the path inside: 4 UM less the 0.1 UM extra, to the bisection's 4/32 UM
    const e = longest(edge('proportional'));
    expect(e).toBeLessThanOrEqual(3.9 + 1e-9);
    expect(e).toBeGreaterThan(3.9 - 4 / 32 - 1e-9);
    // the whole path inside: 2 UM
    const d = longest(deep('proportional'));
    expect(d).toBeLessThanOrEqual(2 + 1e-9);
    expect(d).toBeGreaterThan(1.8);
  });
});

describe('SFG-5.9 / G5 generalsUseTerrainRates', () => {
  it('off (the default): a general goes 12 UM whatever the ground', () => {
    const g = duel();
    lay(g, T_BROKEN, 10, 10, 12, 4);
    g.terrain.addObstacle(OB_HEDGE, 0, 16, 20, 16);
    expect(generalReach(g, 10, 10, 10, 30)).toBe(12);
  });
  it('on: 12 UM in the open, 6 when his path touches broken ground or woods, 4 when it crosses a hedge or a ford, 6 through a river', () => {
    const on = { generalsUseTerrainRates: true };
    const g = duel(on);
    expect(generalReach(g, 10, 2, 10, 30)).toBe(12);
    lay(g, T_BROKEN, 10, 10, 12, 2);
    // starting outside, entering broken ground 8 UM ahead: the whole move at 6
    expect(generalReach(g, 10, 1, 10, 30)).toBe(6);
    // a target short of it: his path does not touch it
    expect(generalReach(g, 10, 1, 10, 8)).toBe(12);
    const w = duel(on);
    lay(w, T_WOODS, 10, 10, 12, 2);
    expect(generalReach(w, 10, 10, 10, 30)).toBe(6);
    const h = duel(on);
    h.terrain.addObstacle(OB_HEDGE, 0, 16, 20, 16);
    expect(generalReach(h, 10, 10, 10, 30)).toBe(4);
    expect(generalReach(h, 10, 10, 10, 15)).toBe(12);
    const r = duel(on);
    r.terrain.addWater(W_RIVER, 0, 0, 16, 20, 16);
    expect(generalReach(r, 10, 10, 10, 30)).toBe(6);
    r.terrain.addWater(W_FORD, 0, 8, 16, 12, 16);
    expect(generalReach(r, 10, 10, 10, 30)).toBe(4);
  });
  it('the row scales with generalsMoveUM', () => {
    const g = duel({ generalsUseTerrainRates: true, generalsMoveUM: 6 });
    lay(g, T_BROKEN, 10, 10, 12, 2);
    expect(generalReach(g, 10, 5, 10, 30)).toBe(3);
  });
});

describe('SFG-8.3 melee to-hit against cover', () => {
  function firstRound(kind: number): RegExpMatchArray | null {
    const g = duel();
    put(g, 0, 10, 10);
    put(g, 1, 10, 11.5, 0, -1);
    if (kind !== T_OPEN) lay(g, kind, 10, 12.5, 8, 3);
    const plan = new ChargePlan();
    expect(planCharge(g, g.units[0], g.units[1], 5, plan)).toBe(true);
    g.units[0].place(plan.px, plan.py, plan.fx, plan.fy);
    const lines: string[] = [];
    g.log = { event: (t: string) => lines.push(t) };
    // every melee die of the first round shows 5 (a hit at 4+ or 5+, a miss at 6+)
    script(g, new Array(40).fill(5), new SeededDice(3));
    fightMelee(g, g.units[0], g.units[1], plan, true, false);
    return lines.join('\n').match(/melee round 1: A:a1 (\d+)d6 \(\d+ bases\) → (\d+) hits/);
  }
  it('5s hit a defender in the open (4+) but not one in a town (6+)', () => {
    const open = firstRound(T_OPEN);
    expect(open).not.toBeNull();
    expect(Number(open![2])).toBe(Number(open![1]));
    const town = firstRound(T_TOWN);
    expect(town).not.toBeNull();
    expect(Number(town![2])).toBe(0);
  });
});

describe('SFG-6.6 built-up areas: only at their edge, except by howitzers', () => {
  it('a brigade 3 UM inside a town is out of sight of a field battery 8 UM off, and in sight of a howitzer', () => {
    const g = makeGame(army('A', [division('a', [brigade('a1', 6)], 1)]), army('B', [division('b', [brigade('b1', 4)])]));
    lay(g, T_TOWN, 10, 15, 10, 8); // y 11..19
    const gun = put(g, 1, 10, 6);
    gun.limbered = false;
    put(g, 0, 30, 3);
    const e = put(g, 2, 10, 14.5, 0, -1); // front 3.5 UM inside the town's near edge
    const out = new Float64Array(1);
    expect(engaging(g, gun, e, out)).toBe(0);
    gun.gun = GUN_HOWITZER;
    expect(engaging(g, gun, e, out)).toBe(1);
    // woods still hide it from a howitzer
    g.terrain.pieces[0].kind = T_WOODS;
    expect(engaging(g, gun, e, out)).toBe(0);
  });
});

describe('SFG-8.8.3 draws: defenders in cover stay', () => {
  it('a draw with casualties: in the open both fall back 1 UM; infantry defending woods (light cover) stays, the charger falls back', () => {
    for (const [kind, back] of [
      [T_OPEN, 1],
      [T_WOODS, 0],
    ]) {
      const g = duel();
      put(g, 0, 10, 10);
      const d = put(g, 1, 10, 11.5, 0, -1);
      if (kind !== T_OPEN) lay(g, kind, 10, 12.5, 8, 3);
      const plan = new ChargePlan();
      expect(planCharge(g, g.units[0], d, 5, plan)).toBe(true);
      const a = g.units[0];
      a.place(plan.px, plan.py, plan.fx, plan.fy);
      const ay = a.py;
      // 18 charger dice: two 6s (2 hits at 4+ or 5+); 12 defender dice: two 6s (2 hits): 2 to 2
      script(g, [6, 6, ...Array(16).fill(1), 6, 6, ...Array(10).fill(1)]);
      expect(fightMelee(g, a, d, plan, true, false)).toBe(0);
      expect(d.py).toBeCloseTo(11.5 + back, 9);
      expect(a.py).toBeCloseTo(ay - 1, 9);
    }
  });
});

describe('SFG-6.9.4 / 9.3.2 pushback and retreat in terrain', () => {
  it('a unit defending buildings rolls its pushback die but stays; in woods it goes back 1 UM', () => {
    for (const [kind, back] of [
      [T_TOWN, 0],
      [T_WOODS, 1],
    ]) {
      const g = duel();
      lay(g, kind, 10, 15, 8, 3);
      put(g, 0, 10, 10);
      const e = put(g, 1, 10, 14, 0, -1);
      script(g, [3]);
      firePushback(g, g.units[0], e, 2);
      expect(e.py).toBeCloseTo(14 + back, 9);
      expect(e.disordered).toBe(false);
    }
  });
  it('retreating into rough ground from outside it disorders; in the open it does not', () => {
    for (const [kind, dis] of [
      [T_OPEN, false],
      [T_BROKEN, true],
    ] as const) {
      const g = duel();
      if (kind !== T_OPEN) lay(g, kind, 10, 4, 8, 2);
      const u = put(g, 0, 10, 6.4);
      retreat(g, u, 0, -1, 2);
      expect(u.py).toBeCloseTo(4.4, 9);
      expect(u.disordered).toBe(dis);
    }
  });
});

describe('§12.7 / SFG-5.1 / 6.5 / 6.9.4 / 8.9 linear obstacles', () => {
  const out = new Int32Array(3);
  it('the generator lays obstaclePieces hedges and walls, 3–6 UM long, inside the band between the deployment strips', () => {
    const g = duel({ obstaclePieces: 5 });
    generateTerrain(g, new SeededDice(4));
    const t = g.terrain;
    expect(t.nObs).toBe(5);
    for (let k = 0; k < t.nObs; k++) {
      const len = Math.hypot(t.ox1[k] - t.ox0[k], t.oy1[k] - t.oy0[k]);
      expect(len).toBeGreaterThanOrEqual(3 - 1e-9);
      expect(len).toBeLessThanOrEqual(6 + 1e-9);
      for (const y of [t.oy0[k], t.oy1[k]]) {
        expect(y).toBeGreaterThanOrEqual(g.cfg.deploymentDepth + 1 - 1e-9);
        expect(y).toBeLessThanOrEqual(g.cfg.tableD - g.cfg.deploymentDepth - 1 + 1e-9);
      }
    }
  });
  it('a target defending a hedge (front edge within 0.5 UM, crossed by the line of fire) needs 5+; the same hedge 2 UM in front of it gives nothing', () => {
    for (const [hy, need] of [
      [13.7, 5],
      [12, 4],
    ]) {
      const g = duel();
      g.terrain.addObstacle(OB_HEDGE, 5, hy, 15, hy);
      put(g, 0, 10, 10);
      put(g, 1, 10, 14, 0, -1);
      expect(fireDice(g, g.units[0], g.units[1], false, true, out)).toBeGreaterThan(0);
      expect(out[1]).toBe(need);
    }
  });
  it('defenders of a wall roll the pushback die but stay; of a hedge they go back (G10)', () => {
    for (const [kind, back] of [
      [OB_WALL, 0],
      [OB_HEDGE, 1],
    ]) {
      const g = duel();
      g.terrain.addObstacle(kind, 5, 13.7, 15, 13.7);
      put(g, 0, 10, 10);
      const e = put(g, 1, 10, 14, 0, -1);
      script(g, [3]);
      firePushback(g, g.units[0], e, 2);
      expect(e.py).toBeCloseTo(14 + back, 9);
    }
  });
  it('a move whose path crosses a hedge goes at most 1 UM (infantry)', () => {
    const g = duel();
    put(g, 0, 10, 6);
    put(g, 1, 30, 20, 0, -1);
    g.terrain.addObstacle(OB_HEDGE, 4, 6.3, 16, 6.3);
    g.opts.clear();
    pushMoves(g, g.units[0], g.opts, false);
    const u = g.units[0];
    let crossing = 0;
    for (let k = 0; k < g.opts.n; k++) {
      if (g.opts.type[k] !== T_MOVE || g.opts.form[k] !== u.formation) continue;
      const cy = g.opts.py[k] - g.opts.fy[k] * u.hd;
      if ((u.cy - 6.3) * (cy - 6.3) >= 0) continue; // did not cross
      crossing++;
      expect(Math.hypot(g.opts.px[k] - u.px, g.opts.py[k] - u.py)).toBeLessThanOrEqual(1 + 1e-9);
    }
    expect(crossing).toBeGreaterThan(0);
  });
  it('SFG-8.9: a 1 UM retreat that meets a hedge stops at it (crossing would cost 2 UM)', () => {
    const g = duel();
    const u = put(g, 0, 10, 6);
    g.terrain.addObstacle(OB_HEDGE, 4, 5.3, 16, 5.3);
    retreat(g, u, 0, -1, 1);
    expect(u.cy).toBeCloseTo(5.3, 9);
  });
});

describe('§12.7 replay', () => {
  it('draws each piece as a polygon titled with its kind, under the units', () => {
    const g = duel();
    lay(g, T_WOODS, 10, 12, 6, 3);
    lay(g, T_TOWN, 20, 12, 3, 3);
    g.terrain.addObstacle(OB_WALL, 2, 9, 6, 9);
    put(g, 0, 10, 6);
    const svg = renderSvg(g, 'test');
    expect(svg).toContain('<title>wall</title>');
    expect(svg).toContain('<title>woods</title>');
    expect(svg).toContain('<title>town</title>');
    expect(svg.indexOf('<title>woods</title>')).toBeLessThan(svg.indexOf('a1 6/6'));
  });
  it('the legend wraps within the table width and names only the ground on the table; side-by-side labels take different rows', () => {
    const g = makeGame(
      army('A', [division('a', [brigade('Long-named First Brigade', 6), brigade('Long-named Second Brigade', 6)])]),
      army('B', [division('b', [brigade('b1', 6)])]),
    );
    lay(g, T_WOODS, 10, 12, 6, 3);
    g.terrain.addObstacle(OB_HEDGE, 2, 9, 6, 9);
    put(g, 0, 10, 6);
    put(g, 1, 15, 6);
    put(g, 2, 10, 20, 0, -1);
    const svg = renderSvg(g, 'test');
    const width = Number(svg.match(/width="(\d+)"/)![1]);
    const legend = [...svg.matchAll(/<text x="4" y="(\d+)" font-size="12">([^<]*)<\/text>/g)];
    expect(legend.length).toBeGreaterThan(1);
    // 12 px DejaVu Sans averages under 7.2 px a character
    for (const m of legend) expect(m[2].length * 7.2).toBeLessThanOrEqual(width);
    const text = legend.map((m) => m[2]).join(' ');
    expect(text).toContain('woods = green');
    expect(text).toContain('hedge = dashed green line');
    expect(text).not.toContain('town');
    expect(text).not.toContain('river');
    expect(Number(svg.match(/height="(\d+)"/)![1])).toBeGreaterThan(Number(legend[legend.length - 1][1]));
    const row = (name: string): number => Number(svg.match(new RegExp(`y="([\\d.]+)" font-size="9" text-anchor="middle">${name}`))![1]);
    expect(row('Long-named First Brigade')).not.toBe(row('Long-named Second Brigade'));
  });
});
