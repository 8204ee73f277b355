import { describe, expect, it } from 'vitest';
import { defaultSettings, spsa } from '../../src/analysis/tune/spsa.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';

describe('SPSA (issue 31, the tuner)', () => {
  it('finds the optimum of a noisy synthetic objective from differences alone', async () => {
    // f(θ) = −Σ ((θ_i − t_i)/range_i)², seen only as f(plus) − f(minus) plus noise of sd 0.05
    const params = [
      { min: 0, max: 10, start: 1 },
      { min: -5, max: 5, start: 4 },
      { min: 0, max: 1, start: 0.5 },
    ];
    const target = [7, -2, 0.2];
    const f = (x: number[]) => -x.reduce((s, v, i) => s + ((v - target[i]) / (params[i].max - params[i].min)) ** 2, 0);
    const noise = new SeededDice(7);
    const gauss = () => Math.sqrt(-2 * Math.log(1 - noise.random())) * Math.cos(2 * Math.PI * noise.random());
    const theta = await spsa(
      params,
      defaultSettings(600),
      (k) => new SeededDice(11 + k),
      async (p, m) => f(p) - f(m) + 0.05 * gauss(),
    );
    theta.forEach((v, i) => expect(Math.abs(v - target[i]) / (params[i].max - params[i].min), `param ${i}`).toBeLessThan(0.05));
  });

  it('stays inside the declared ranges when the optimum lies outside', async () => {
    const params = [{ min: 0, max: 1, start: 0.5 }];
    const theta = await spsa(
      params,
      defaultSettings(100),
      (k) => new SeededDice(3 + k),
      async (p, m) => p[0] - m[0],
    );
    expect(theta[0]).toBe(1);
  });

  it('a run resumed from a checkpoint ends where the whole run ends', async () => {
    const params = [
      { min: 0, max: 10, start: 2 },
      { min: 0, max: 1, start: 0.9 },
    ];
    const f = (x: number[]) => -((x[0] - 6) ** 2) / 100 - (x[1] - 0.3) ** 2;
    const measure = async (p: number[], m: number[]) => f(p) - f(m);
    const whole = await spsa(params, defaultSettings(40), (k) => new SeededDice(5 + k), measure);
    let saved: { k: number; u: number[] } | undefined;
    await spsa(
      params,
      { ...defaultSettings(40), iterations: 17 },
      (k) => new SeededDice(5 + k),
      measure,
      (s) => (saved = s),
    );
    expect(saved!.k).toBe(17);
    const resumed = await spsa(params, defaultSettings(40), (k) => new SeededDice(5 + k), measure, undefined, saved);
    expect(resumed).toEqual(whole);
  });
});
