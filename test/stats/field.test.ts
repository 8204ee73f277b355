import { describe, it, expect } from 'vitest';
import { fieldScore, zFor } from '../../src/engine/stats/index.js';

describe('score against the field', () => {
  it('equal weights: mean of the cells, se = √(Σ se²)/k', () => {
    const f = fieldScore([
      { score: 0.6, se: 0.03 },
      { score: 0.4, se: 0.04 },
    ]);
    expect(f.score).toBeCloseTo(0.5, 15);
    expect(f.se).toBeCloseTo(0.025, 15); // √(0.0009 + 0.0016)/2
    expect(f.lo).toBeCloseTo(0.5 - zFor(0.95) * 0.025, 14);
  });
  it('weights from a poule file; weight 0 drops an opponent; clipped to [0, 1]', () => {
    const f = fieldScore(
      [
        { score: 0.9, se: 0.1 },
        { score: 0.3, se: 0.01 },
        { score: 0.0, se: 0.5 },
      ],
      [3, 1, 0],
    );
    expect(f.score).toBeCloseTo((2.7 + 0.3) / 4, 15);
    expect(f.se).toBeCloseTo(Math.sqrt(9 * 0.01 + 0.0001) / 4, 15);
    expect(fieldScore([{ score: 0.99, se: 0.1 }]).hi).toBe(1);
    expect(() => fieldScore([{ score: 0.5, se: 0.1 }], [1, 2])).toThrow(RangeError);
  });
});
