import { describe, expect, it } from 'vitest';
import { normalQuantile } from '../../src/engine/stats/normal.js';
import { volley } from '../helpers/cli.js';

/** The closed form, written out independently: n = ⌈((z(1−α/2) + z(power))·σ/δ)²⌉. */
function closedForm(sd: number, delta: number, alpha: number, power: number): number {
  return Math.max(1, Math.ceil((((normalQuantile(1 - alpha / 2) + normalQuantile(power)) * sd) / delta) ** 2 - 1e-9));
}

describe('volley plan', () => {
  it('--sd: games from the closed form (unpaired: per game)', async () => {
    const r = await volley('plan', '--delta', '0.03', '--sd', '0.5', '--no-pairs', '--json');
    expect(r.code, r.stderr).toBe(0);
    const p = JSON.parse(r.stdout);
    expect(p.plan.unit).toBe('game');
    expect(p.plan.units).toBe(closedForm(0.5, 0.03, 0.05, 0.8));
    expect(p.plan.units).toBe(2181); // (1.95996 + 0.84162)² · 0.25 / 0.0009 = 2180.2
    expect(p.plan.games).toBe(2181);
  });

  it('--paired: sd per pair, two games per unit; two-sample doubles the units per arm', async () => {
    const r = await volley('plan', '--delta', '0.05', '--alpha', '0.01', '--power', '0.9', '--sd', '0.3', '--paired', '--json');
    const p = JSON.parse(r.stdout);
    const n = closedForm(0.3, 0.05, 0.01, 0.9);
    expect(p.plan.unit).toBe('pair');
    expect(p.plan.units).toBe(n);
    expect(p.plan.games).toBe(2 * n);
    const t = JSON.parse((await volley('plan', '--delta', '0.05', '--sd', '0.3', '--no-pairs', '--design', 'two-sample', '--json')).stdout);
    expect(t.plan.units).toBe(Math.ceil(2 * (((normalQuantile(0.975) + normalQuantile(0.8)) * 0.3) / 0.05) ** 2 - 1e-9));
    expect(t.plan.games).toBe(2 * t.plan.units);
  });

  it('--pilot: plays the scenario and plans from its measured spread, paired and unpaired', async () => {
    const r = await volley('plan', '--delta', '0.03', '--pilot', 'scenarios/intro/default.yaml', '--pilot-games', '200', '--workers', '0', '--json');
    expect(r.code, r.stderr).toBe(0);
    const p = JSON.parse(r.stdout);
    expect(p.pilot.games).toBe(200);
    expect(p.alternatives).toHaveLength(2);
    const [paired, single] = p.alternatives;
    expect(paired.unit).toBe('pair');
    expect(single.unit).toBe('game');
    expect(paired.units).toBe(closedForm(paired.sd, 0.03, 0.05, 0.8));
    expect(single.units).toBe(closedForm(single.sd, 0.03, 0.05, 0.8));
    // the text form says the same
    const text = await volley('plan', '--delta', '0.03', '--pilot', 'scenarios/intro/default.yaml', '--pilot-games', '200', '--workers', '0');
    expect(text.stdout).toContain(`${paired.games} games`);
  });

  it('needs exactly one of --sd and --pilot', async () => {
    expect((await volley('plan', '--delta', '0.03')).code).toBe(2);
    expect((await volley('plan', '--sd', '0.5', '--pilot', 'scenarios/intro/mirror.yaml')).code).toBe(2);
    expect((await volley('plan', '--sd', '-1')).code).toBe(2);
  });
});
