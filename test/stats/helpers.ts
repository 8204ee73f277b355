import type { SeededDice } from '../../src/rulesets/kit/dice.js';

/** Number of successes in n Bernoulli(p) trials. */
export function binomial(d: SeededDice, n: number, p: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) if (d.random() < p) s++;
  return s;
}

/** One game: 2 = win, 1 = draw, 0 = loss (half points). */
export function game(d: SeededDice, pWin: number, pDraw: number): number {
  const u = d.random();
  return u < pWin ? 2 : u < pWin + pDraw ? 1 : 0;
}

/** Exact binomial pmf for k = 0..n by the ratio recursion (no lgamma in JS). */
export function binomialPmf(n: number, p: number): number[] {
  const out = new Array<number>(n + 1);
  out[0] = (1 - p) ** n;
  for (let k = 0; k < n; k++) out[k + 1] = ((out[k] * (n - k)) / (k + 1)) * (p / (1 - p));
  return out;
}

/** 4 standard errors of an estimated proportion from r runs around the true value p. */
export function fourSe(p: number, r: number): number {
  return 4 * Math.sqrt((p * (1 - p)) / r);
}
