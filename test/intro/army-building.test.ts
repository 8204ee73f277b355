import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/rulesets/errors.js';
import { introRuleset } from '../../src/rulesets/intro/index.js';
import { unitCost } from '../../src/rulesets/intro/setup.js';
import { loadFile, loadText } from './helpers.js';

// INT-2: army building
const side = (name: string, units: string) => `  - name: ${name}\n    units:\n${units}`;
const unit = (cmb: number, abi: number, count = 1) => `      - { cmb: ${cmb}, abi: ${abi}, count: ${count} }\n`;

describe('INT-2.2 unit cost', () => {
  it('a basic unit costs 6, an excellent one 10, and each step is a point (cost = CMB + ABI)', () => {
    expect(unitCost(3, 3, 'cmb+abi')).toBe(6);
    expect(unitCost(5, 5, 'cmb+abi')).toBe(10);
    expect(unitCost(4, 3, 'cmb+abi')).toBe(7);
    expect(unitCost(1, 1, 'cmb+abi')).toBe(2);
  });
  it("the 'increasesOnly' variant gives no discount below 3 (G-I13)", () => {
    expect(unitCost(1, 1, 'increasesOnly')).toBe(6);
    expect(unitCost(5, 2, 'increasesOnly')).toBe(8);
  });
});

describe('INT-2.1/2.3 budget and lists', () => {
  it('expands counts and sums the points; unspent points are simply lost', () => {
    const s = loadText(`ruleset: intro\nbudget: 100\nsides:\n${side('A', unit(5, 5, 3) + unit(3, 2, 2))}${side('B', unit(3, 3))}`);
    expect(s.sides[0].units).toHaveLength(5);
    expect(s.sides[0].points).toBe(40);
    expect(s.sides[0].budget).toBe(100);
    expect(s.sides[1].points).toBe(6);
    expect(introRuleset.sides(s)).toEqual([
      { name: 'A', points: 40 },
      { name: 'B', points: 6 },
    ]);
  });

  it('the budget defaults to 150 (top of the suggested 100-150) and a side may set its own', () => {
    const s = loadText(`ruleset: intro\nsides:\n${side('A', unit(3, 3))}  - name: B\n    budget: 120\n    units:\n${unit(3, 3)}`);
    expect(s.sides[0].budget).toBe(150);
    expect(s.sides[1].budget).toBe(120);
  });

  it('over budget is an InputError naming file, YAML path, line and the fix', () => {
    let err: unknown;
    try {
      loadFile('scenarios/intro/bad/over-budget.yaml');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    const e = err as InputError;
    expect(e.file).toBe('scenarios/intro/bad/over-budget.yaml');
    expect(e.field).toBe('sides[1].units');
    // the `units:` key (14) or its first item (15), depending on how lineOf maps a value
    expect([14, 15]).toContain(e.line);
    expect(e.message).toContain('130 points, over its budget of 120');
    expect(e.message).toContain('remove units worth at least 10 points');
  });

  it('rejects characteristics outside 1-5, unknown keys, missing units and a single side', () => {
    const bad = (text: string, field: string) => {
      expect(() => loadText(text)).toThrow(InputError);
      try {
        loadText(text);
      } catch (e) {
        expect((e as InputError).field).toBe(field);
      }
    };
    bad(`ruleset: intro\nsides:\n${side('A', unit(6, 3))}${side('B', unit(3, 3))}`, 'sides[0].units[0].cmb');
    bad(`ruleset: intro\nsides:\n${side('A', unit(3, 0))}${side('B', unit(3, 3))}`, 'sides[0].units[0].abi');
    bad(`ruleset: intro\nsides:\n${side('A', '      - { cmb: 3, abi: 3, cnt: 2 }\n')}${side('B', unit(3, 3))}`, 'sides[0].units[0].cnt');
    bad(`ruleset: intro\nsides:\n${side('A', unit(3, 3))}`, 'sides');
    bad(`ruleset: intro\nsides:\n  - name: A\n    units: []\n${side('B', unit(3, 3))}`, 'sides[0].units');
    bad(`ruleset: intro\nweather: fog\nsides:\n${side('A', unit(3, 3))}${side('B', unit(3, 3))}`, 'weather');
    bad(`ruleset: intro\noptions:\n  rangeMalus: [0, 1]\nsides:\n${side('A', unit(3, 3))}${side('B', unit(3, 3))}`, 'options.rangeMalus');
  });

  it('terrain rectangles are validated and impassable blocks sight by default', () => {
    const s = loadText(
      `ruleset: intro\nterrain:\n  - { type: rough, x: 10, y: 30, w: 20, h: ` +
        `10 }\n  - { type: impassable, x: 50, y: 30, w: 10, h: 10 ` +
        `}\nsides:\n${side('A', unit(3, 3))}${side('B', unit(3, 3))}`,
    );
    expect(s.terrain.map((t) => [t.kind, t.blocksSight])).toEqual([
      ['rough', false],
      ['impassable', true],
    ]);
    expect(() =>
      loadText(`ruleset: intro\nterrain:\n  - { type: swamp, x: 1, y: 1, w: 1, h: 1 ` + `}\nsides:\n${side('A', unit(3, 3))}${side('B', unit(3, 3))}`),
    ).toThrow(/terrain type/);
  });

  it('`visibility: poor` sets the option unless options.visibility is given', () => {
    const base = `sides:\n${side('A', unit(3, 3))}${side('B', unit(3, 3))}`;
    expect(loadText(`ruleset: intro\nvisibility: poor\n${base}`).options.visibility).toBe('poor');
    expect(loadText(`ruleset: intro\nvisibility: poor\noptions:\n  visibility: normal\n${base}`).options.visibility).toBe('normal');
  });

  it('the shipped scenarios load and keep their budgets', () => {
    const d = loadFile('scenarios/intro/default.yaml');
    expect(d.sides.map((x) => x.points)).toEqual([120, 120]);
    const m = loadFile('scenarios/intro/mirror.yaml');
    expect(m.sides[0].units).toEqual(m.sides[1].units);
    expect(m.sides[0].points).toBe(120);
  });

  it('swapSides exchanges the sides, and swapping twice gives the setup back', () => {
    const d = loadFile('scenarios/intro/default.yaml');
    const s = introRuleset.swapSides(d);
    expect(s.sides[0].name).toBe('Levy');
    expect(s.sides[1].name).toBe('Veterans');
    expect(introRuleset.swapSides(s)).toEqual(d);
  });

  it('every spec ambiguity is a documented option with its section', () => {
    const keys = introRuleset.options.map((o) => o.key);
    for (const k of [
      'applyTodoRules',
      'rangeMalus',
      'visibility',
      'meleeReachCm',
      'counterAttackFree',
      'woundedCanFight',
      'recoveryPerPlayerPerTurn',
      'recoveryNeedsTest',
      'activationStopsOnFail',
      'moveCountsAsAction',
      'maxTurns',
      'tableCm',
      'deployDepthCm',
      'losSamples',
      'losThreshold',
      'playerOrder',
      'costFormula',
      'victoryTieBreak',
      'simultaneousMoves',
    ]) {
      expect(keys).toContain(k);
    }
    for (const o of introRuleset.options) {
      expect(o.section).toMatch(/INT-|G-I/);
      expect(o.description.length).toBeGreaterThan(10);
    }
    expect(introRuleset.options.find((o) => o.key === 'maxTurns')?.default).toBe(10);
  });
});
