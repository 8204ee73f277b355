import { expect } from 'vitest';
import type { Fraction } from '../../../src/rulesets/kit/fraction.js';

/** |observed − exact| ≤ 4 standard errors of a binomial proportion over n trials. */
export function expectWithin4SE(count: number, n: number, exact: Fraction | number, label = ''): void {
  const p = typeof exact === 'number' ? exact : exact.toNumber();
  const se = Math.sqrt((p * (1 - p)) / n);
  const obs = count / n;
  if (p === 0 || p === 1) {
    expect(obs, label).toBe(p);
    return;
  }
  expect(Math.abs(obs - p), `${label}: observed ${obs.toFixed(4)} vs exact ${p.toFixed(4)} (4 SE = ${(4 * se).toFixed(4)})`).toBeLessThanOrEqual(4 * se);
}
