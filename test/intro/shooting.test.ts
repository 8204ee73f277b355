import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { activationPhase } from '../../src/rulesets/intro/rules/activation.js';
import { endOfTurn } from '../../src/rulesets/intro/rules/endOfTurn.js';
import { meleePhase } from '../../src/rulesets/intro/rules/melee.js';
import { movementPhase } from '../../src/rulesets/intro/rules/movement.js';
import { recoveryPhase } from '../../src/rulesets/intro/rules/recovery.js';
import { shoot, shootingPhase, shotValue } from '../../src/rulesets/intro/rules/shooting.js';
import { DECIDE_SHOOTER, DECIDE_SHOT_TARGET, HOLD, STOP } from '../../src/rulesets/intro/decisions.js';
import { M_COUNTERS, M_HITS, M_SHOTS } from '../../src/rulesets/intro/state.js';
import { rangeBand, rangeBandSquared } from '../../src/rulesets/intro/table/geometry.js';
import { IntroGame } from '../../src/rulesets/intro/game.js';
import { ArrayLog, loadText, makeSetup, passivePolicy, rng, scriptedPolicy, stateWith, within4SE } from './helpers.js';

// INT-5.3 shooting phase, INT-1.5 range bands, INT-4.3 line of sight

describe('INT-1.5 / INT-5.3.7 range bands and the TODO range malus', () => {
  const makeGame = (bands: number[]) => new IntroGame(makeSetup([[4, 3]], [[3, 3]], { rangeBandsCm: bands }));
  const shooterAt = (d: number, options: Record<string, unknown> = {}) => {
    const st = stateWith(makeSetup([[4, 3]], [[3, 3]], options), [
      [10, 10],
      [10, 10 + d],
    ]);
    return shotValue(st, 0, 1);
  };
  it('with TODO rules on: throw and short no malus, medium −1, long −2, bounds inclusive', () => {
    expect(shooterAt(5)).toBe(4);
    expect(shooterAt(20)).toBe(4);
    expect(shooterAt(20.01)).toBe(3);
    expect(shooterAt(50)).toBe(3);
    expect(shooterAt(50.01)).toBe(2);
    expect(shooterAt(100)).toBe(2);
    expect(shooterAt(100.01)).toBe(-1); // out of range
  });
  it('with TODO rules off every range up to 100 cm is the same', () => {
    expect(shooterAt(70, { applyTodoRules: false })).toBe(4);
    expect(shooterAt(101, { applyTodoRules: false })).toBe(-1);
  });
  it('poor visibility stacks −1 medium / −2 long on the range malus; a value of 0 always misses', () => {
    expect(shooterAt(30, { visibility: 'poor' })).toBe(2);
    expect(shooterAt(60, { visibility: 'poor' })).toBe(0);
    expect(shooterAt(15, { visibility: 'poor' })).toBe(4);
    expect(shooterAt(60, { visibility: 'poor', applyTodoRules: false })).toBe(4);
    const st = stateWith(makeSetup([[4, 3]], [[3, 3]], { visibility: 'poor' }), [
      [10, 10],
      [10, 70],
    ]);
    st.state.active[0] = 1;
    expect(shoot(st, 0, 1, new ScriptedDice([1]))).toBe(false);
  });
  it('the band of a squared distance is the band of its square root, to the last bit', () => {
    // rangeBandSquared (shotValue, the greedy shot targets) against rangeBand of Math.sqrt, at
    // each bound's square and the doubles either side of its limit, for whole and odd bounds
    const next = (x: number, step: 1n | -1n) => {
      const bits = new BigInt64Array(1);
      const value = new Float64Array(bits.buffer);
      value[0] = x;
      bits[0] += step;
      return value[0];
    };
    for (const bands of [
      [5, 20, 50, 100],
      [5.3, 20.1, 33.3, 99.9],
      [0.7, 1.1, 1.3, 2.9],
    ]) {
      const st = makeGame(bands);
      for (let k = 0; k < 4; k++) {
        const b = bands[k];
        const l = st.cfg.bandLimit2[k];
        for (const d2 of [b * b, next(b * b, -1n), next(b * b, 1n), l, next(l, -1n), next(l, 1n), next(next(l, 1n), 1n)]) {
          expect(rangeBandSquared(st, d2), `${d2} in bands ${bands}`).toBe(rangeBand(st, Math.sqrt(d2)));
        }
        // the limit is the band's last square: one double more is in the next band
        expect(rangeBandSquared(st, l)).toBe(k);
        expect(rangeBandSquared(st, next(l, 1n))).toBe(k + 1);
      }
    }
  });
});

describe('INT-4.3 / G-I8 line of sight', () => {
  it('a unit squarely in the way hides the target; one off to the side does not', () => {
    const st = stateWith(
      makeSetup(
        [[4, 3]],
        [
          [3, 3],
          [3, 3],
        ],
      ),
      [
        [50, 10],
        [50, 40],
        [50, 25],
      ],
    );
    expect(shotValue(st, 0, 1)).toBe(-1);
    st.state.x[2] = 53; // clear of the centre line: at most 2 of 5 sample rays blocked
    st.invalidateSight();
    expect(shotValue(st, 0, 1)).toBe(3);
  });
  it('losBlockedByUnits off: units never block', () => {
    const st = stateWith(
      makeSetup(
        [[4, 3]],
        [
          [3, 3],
          [3, 3],
        ],
        { losBlockedByUnits: false },
      ),
      [
        [50, 10],
        [50, 40],
        [50, 25],
      ],
    );
    expect(shotValue(st, 0, 1)).toBe(3);
  });
  it('impassable terrain blocks sight by default, rough terrain does not', () => {
    const text = (kind: string) =>
      `ruleset: intro\nterrain:\n  - { type: ${kind}, x: 40, y: 20, w: 20, h: ` +
      `5 }\nsides:\n  - name: A\n    units: [{ cmb: 4, abi: 3 }]\n  - name: B\n ` +
      `   units: [{ cmb: 3, abi: 3 }]\n`;
    const pos: [number, number][] = [
      [50, 10],
      [50, 40],
    ];
    expect(shotValue(stateWith(loadText(text('impassable')), pos), 0, 1)).toBe(-1);
    expect(shotValue(stateWith(loadText(text('rough')), pos), 0, 1)).toBe(3);
  });
});

describe('INT-5.3 shooting phase', () => {
  it('only active units shoot; a hit is pending damage and changes nothing until the end of turn', () => {
    const st = stateWith(
      makeSetup(
        [
          [4, 3],
          [4, 3],
        ],
        [[3, 3]],
      ),
      [
        [40, 10],
        [60, 10],
        [50, 25],
      ],
    );
    st.state.active[0] = 1; // unit 1 stays inactive and is never offered
    const a = scriptedPolicy([0, 2]);
    shootingPhase(st, [a, passivePolicy], rng([4]));
    expect(a.asked).toEqual([DECIDE_SHOOTER, DECIDE_SHOT_TARGET]);
    expect(st.state.pending[2]).toBe(1);
    expect(st.state.damage[2]).toBe(0);
    expect(st.state.combatUsed[0]).toBe(1);
    expect(st.state.shot[0]).toBe(1);
    expect(st.state.actions[0]).toBe(1);
    expect(st.stat(M_SHOTS, 0)).toBe(1);
    expect(st.stat(M_HITS, 0)).toBe(1);
    endOfTurn(st);
    expect(st.state.damage[2]).toBe(1);
    expect(st.state.pending[2]).toBe(0);
  });

  it('a unit with both actions spent cannot shoot; a unit may hold fire', () => {
    const st = stateWith(
      makeSetup(
        [
          [4, 3],
          [4, 3],
        ],
        [[3, 3]],
      ),
      [
        [40, 10],
        [60, 10],
        [50, 25],
      ],
    );
    st.state.active[0] = 1;
    st.state.actions[0] = 2;
    st.state.active[1] = 1;
    const a = scriptedPolicy([1, STOP]);
    shootingPhase(st, [a, passivePolicy], rng([]));
    expect(st.state.declined[1]).toBe(1);
    expect(st.stat(M_SHOTS, 0)).toBe(0);
  });

  it('engine hit frequency at medium range is (CMB − 1)/6 for every CMB (4 SE on 20 000 shots)', () => {
    const st = stateWith(
      makeSetup(
        [
          [1, 3],
          [2, 3],
          [3, 3],
          [4, 3],
          [5, 3],
        ],
        [[3, 3]],
      ),
      [
        [10, 10],
        [20, 10],
        [30, 10],
        [40, 10],
        [50, 10],
        [30, 45],
      ],
    );
    const dice = new SeededDice(2024);
    const N = 20000;
    for (let cmb = 1; cmb <= 5; cmb++) {
      const s = cmb - 1;
      let hits = 0;
      for (let i = 0; i < N; i++) {
        st.state.pending[5] = 0;
        if (shoot(st, s, 5, dice)) hits++;
      }
      expect(shotValue(st, s, 5)).toBe(cmb - 1);
      expect(within4SE(hits, N, (cmb - 1) / 6)).toBe(true);
    }
  });
});

describe('INT-5.3.5 / §6 deferred ranged damage', () => {
  it('a unit shot to dead still moves, fights and counter-attacks that turn, then dies', () => {
    // A: two shooters (0, 1) and a weak unit (2); B: one prone unit (3) with CMB 4
    const st = stateWith(
      makeSetup(
        [
          [5, 5],
          [5, 5],
          [1, 5],
        ],
        [[4, 4]],
      ),
      [
        [55, 10],
        [65, 10],
        [80, 30],
        [60, 30],
      ],
    );
    st.state.damage[3] = 1;
    st.state.order[0] = 0;
    st.state.order[1] = 1;
    const a = scriptedPolicy([0, 1, 2, /* shoot */ 0, 3, 1, 3, STOP, /* move */ HOLD, HOLD, HOLD, /* melee */ 2, 3]);
    const b = scriptedPolicy([3, /* recovery */ STOP, /* shooting */ STOP, /* move: close on 2 */ 2, /* melee */ 3, 2]);
    const dice = new ScriptedDice([1, 1, 1, 1, /* shots */ 1, 2, /* A melee + counter */ 6, 2, /* B melee + counter */ 3, 6]);
    const r = { dice, ai: new SeededDice(1) };
    const log = new ArrayLog();
    const pol = [a, b] as const;
    activationPhase(st, pol, r, log);
    recoveryPhase(st, pol, r, log);
    shootingPhase(st, pol, r, log);
    expect(st.state.pending[3]).toBe(2);
    expect(st.state.damage[3]).toBe(1);
    movementPhase(st, pol, r, log);
    // prone: half of 20 cm, towards unit 2 at 20 cm
    expect(st.state.x[3]).toBeCloseTo(70, 6);
    expect(st.state.y[3]).toBeCloseTo(30, 6);
    meleePhase(st, pol, r, log);
    expect(st.stat(M_COUNTERS, 1)).toBe(1); // it counter-attacked unit 2
    expect(st.state.damage[2]).toBe(2); // hit by the counter-attack and by its own attack
    expect(st.state.alive[3]).toBe(1);
    endOfTurn(st, log);
    expect(st.state.alive[3]).toBe(0);
    expect(st.state.damage[3]).toBe(3);
    expect(dice.remaining).toBe(0);
    expect(log.lines.some((l) => l.includes('takes 2 ranged damage'))).toBe(true);
  });
});

describe('G-I8 sight-line search matches a brute-force reference', () => {
  it('on 300 random crowded tables, every pair agrees with checking every unit on every ray', () => {
    const units: [number, number][] = Array.from({ length: 15 }, () => [3, 3]);
    const st = stateWith(makeSetup(units, units), []);
    const { ai } = { ai: new SeededDice(77) };
    const r = st.cfg.radius;
    const clear = (s: number, t: number, px: number, py: number) => {
      for (let u = 0; u < st.n; u++) {
        if (u === s || u === t || st.state.alive[u] === 0) continue;
        const dx = px - st.state.x[s];
        const dy = py - st.state.y[s];
        const len2 = dx * dx + dy * dy;
        const k = Math.max(0, Math.min(1, ((st.state.x[u] - st.state.x[s]) * dx + (st.state.y[u] - st.state.y[s]) * dy) / len2));
        if (Math.hypot(st.state.x[s] + k * dx - st.state.x[u], st.state.y[s] + k * dy - st.state.y[u]) < r - 1e-7) return false;
      }
      return true;
    };
    let visible = 0;
    let hidden = 0;
    for (let g = 0; g < 300; g++) {
      for (let u = 0; u < st.n; u++) {
        st.state.x[u] = 5 + ai.random() * 50;
        st.state.y[u] = 5 + ai.random() * 50;
        st.state.alive[u] = ai.random() < 0.9 ? 1 : 0;
      }
      st.invalidateSight();
      for (let s = 0; s < 15; s++) {
        for (let t = 15; t < 30; t++) {
          if (!st.state.alive[s] || !st.state.alive[t]) continue;
          const pts = [
            [0, 0],
            [r, 0],
            [-r, 0],
            [0, r],
            [0, -r],
          ];
          const seen = pts.filter(([ox, oy]) => clear(s, t, st.state.x[t] + ox, st.state.y[t] + oy)).length >= 3;
          const ours = shotValue(st, s, t) >= 0 || Math.hypot(st.state.x[s] - st.state.x[t], st.state.y[s] - st.state.y[t]) > 100;
          expect(ours).toBe(seen);
          if (seen) visible++;
          else hidden++;
        }
      }
    }
    // the sample must exercise both answers
    expect(visible).toBeGreaterThan(1000);
    expect(hidden).toBeGreaterThan(1000);
  });
});
