import { describe, expect, expectTypeOf, it } from 'vitest';
import { options, type OptionsView } from '../../src/rulesets/kit/options.js';

const set = options()
  .bool('fallenMayAttack', false, 'SDS 5.7', 'provisional', 'A fallen model may attack.')
  .choice('ratioFloor', ['raw', 'clamp1'], 'raw', 'SDS 4.10', 'provisional', 'Ratio floor.')
  .numeral('scale', ['15', '28', '40'], '28', 'SDS 1.2', 'text', 'Figure scale.')
  .int('maxTurns', 30, 1, 1000, 'SDS 2.17', 'spec-default', 'Turn cap.')
  .nums('rifleBonuses', [2, 2, 1], 'SDS 4.2', 'provisional', 'Rifle bonuses.');

describe('option builder', () => {
  it('lists the documented options in order', () => {
    expect(set.defs.map((d) => d.key)).toEqual(['fallenMayAttack', 'ratioFloor', 'scale', 'maxTurns', 'rifleBonuses']);
    expect(set.defs[1]).toMatchObject({ type: 'enum', values: ['raw', 'clamp1'], default: 'raw', section: 'SDS 4.10' });
    expect(set.defs[3]).toMatchObject({ type: 'number', integer: true, min: 1, max: 1000 });
  });

  it('reads defaults, overrides, numerals as numbers, and copies lists', () => {
    const v = set.read({ ratioFloor: 'clamp1', scale: '15' });
    expect(v).toEqual({ fallenMayAttack: false, ratioFloor: 'clamp1', scale: 15, maxTurns: 30, rifleBonuses: [2, 2, 1] });
    v.rifleBonuses[0] = 9;
    expect(set.read().rifleBonuses).toEqual([2, 2, 1]);
  });

  it('infers the typed view from the list', () => {
    type View = OptionsView<typeof set>;
    expectTypeOf<View['ratioFloor']>().toEqualTypeOf<'raw' | 'clamp1'>();
    expectTypeOf<View['scale']>().toEqualTypeOf<number>();
    expectTypeOf<View['fallenMayAttack']>().toEqualTypeOf<boolean>();
    expectTypeOf<View['rifleBonuses']>().toEqualTypeOf<number[]>();
  });
});
