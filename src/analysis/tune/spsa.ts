/**
 * SPSA (simultaneous perturbation stochastic approximation, Spall 1992), as fishtest tunes chess
 * engines: each step perturbs every parameter at once by ±c_k, measures f(θ+) − f(θ−) (here: a
 * match between the two on the same seeds) and moves θ along that difference. Two evaluations a
 * step whatever the number of parameters; gains a_k = a/(k+1+A)^0.602, c_k = c/(k+1)^0.101.
 * Parameters are scaled to [0, 1] over their declared ranges, so one step size fits all.
 */
import type { Dice } from '../../rulesets/kit/dice.js';

export interface SpsaParam {
  min: number;
  max: number;
  start: number;
}

export interface SpsaSettings {
  iterations: number;
  /** Step gain, in range units per unit of measured difference. */
  a: number;
  /** Perturbation, in range units. */
  c: number;
  /** Stability constant (about a tenth of the iterations). */
  A: number;
}

export const SPSA_ALPHA = 0.602;
export const SPSA_GAMMA = 0.101;

export function defaultSettings(iterations: number): SpsaSettings {
  return { iterations, a: 0.5, c: 0.1, A: Math.max(1, Math.round(iterations / 10)) };
}

function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** Where a run stopped: the next step and θ in [0, 1] units (a checkpoint to resume from). */
export interface SpsaState {
  k: number;
  u: number[];
}

/**
 * Maximises an objective seen only through `measure(plus, minus, k)`: an estimate of
 * f(plus) − f(minus) (e.g. 2·score − 1 of plus against minus). Step k's perturbation comes from
 * `rngFor(k)` alone, so a run resumed from a state plays exactly the steps it would have.
 * Returns θ in parameter units.
 */
export async function spsa(
  params: readonly SpsaParam[],
  settings: SpsaSettings,
  rngFor: (k: number) => Dice,
  measure: (plus: number[], minus: number[], k: number) => Promise<number>,
  onStep?: (state: SpsaState, theta: number[], difference: number) => void,
  from?: SpsaState,
): Promise<number[]> {
  const span = params.map((p) => p.max - p.min);
  const toX = (u: number[]) => u.map((v, i) => params[i].min + clamp01(v) * span[i]);
  const u = from ? [...from.u] : params.map((p, i) => (span[i] > 0 ? (p.start - p.min) / span[i] : 0));
  const delta = params.map(() => 0);
  for (let k = from?.k ?? 0; k < settings.iterations; k++) {
    const rng = rngFor(k);
    const ak = settings.a / (k + 1 + settings.A) ** SPSA_ALPHA;
    const ck = settings.c / (k + 1) ** SPSA_GAMMA;
    for (let i = 0; i < delta.length; i++) delta[i] = rng.int(2) === 0 ? -1 : 1;
    const plus = toX(u.map((v, i) => v + ck * delta[i]));
    const minus = toX(u.map((v, i) => v - ck * delta[i]));
    const d = await measure(plus, minus, k);
    for (let i = 0; i < u.length; i++) u[i] = clamp01(u[i] + (ak * d) / (2 * ck * delta[i]));
    onStep?.({ k: k + 1, u: [...u] }, toX(u), d);
  }
  return toX(u);
}
