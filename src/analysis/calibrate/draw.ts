import type { Dice } from '../../rulesets/kit/dice.js';
import type { CalibrationProfile } from '../../rulesets/types.js';

/**
 * One random list: a target total drawn uniformly from the window, then profiles picked
 * uniformly among those that still fit (printed cost within what is left, under their copy
 * limit) until none fits. Null when the list ends below the window's minimum (the caller draws
 * again). Whether the list is legal is the game's to say (loadSetup), not this function's.
 */
export function drawList(profiles: CalibrationProfile[], window: [number, number], rng: Dice): number[] | null {
  const counts = new Array<number>(profiles.length).fill(0);
  const target = window[0] + rng.int(window[1] - window[0] + 1);
  let total = 0;
  const fits: number[] = [];
  for (;;) {
    fits.length = 0;
    profiles.forEach((p, i) => {
      if (counts[i] < p.max && total + p.cost <= target) fits.push(i);
    });
    if (fits.length === 0) break;
    const i = fits[rng.int(fits.length)];
    counts[i]++;
    total += profiles[i].cost;
  }
  return total >= window[0] ? counts : null;
}

export function listTotal(profiles: CalibrationProfile[], counts: number[]): number {
  return counts.reduce((s, n, i) => s + n * profiles[i].cost, 0);
}
