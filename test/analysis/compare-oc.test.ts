import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csOf, exitCodeOf, gateDecision, type MatchupVerdict } from '../../src/analysis/compare/run.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { operatingPoint, type GateDesign } from '../../src/engine/stats/gateDesign.js';
import { binomialRange } from '../helpers/binomial.js';
import { shapeAt } from '../helpers/diffStream.js';

/**
 * Operating characteristic of the compare gate: the real decision function (gateDecision) run on
 * synthetic per-pair difference streams whose shapes are real difference histograms
 * (test/fixtures/difference-histograms.json), moved to a chosen δ. Each histogram is first made
 * symmetric (mean exactly 0), then exponentially tilted, p(x)·e^{λx} normalised, until its mean is
 * δ: the support and the look of the real stream stay, only the mean moves.
 * Bounds are exact binomial ranges at the 0.1% level per side around the promised rate (α/K at
 * |δ| ≤ h0, β at |δ| = tolerance), so a failure means the promise does not hold, not bad luck.
 * The 95% confidence sequence compare.md shows is checked the same way: read at the stop, it may
 * miss δ in at most 5% of runs.
 * VOLLEY_SLOW=1 runs ten times the repetitions.
 */
const fixtures = JSON.parse(readFileSync('test/fixtures/difference-histograms.json', 'utf8')) as { histograms: { name: string; pairs: number[] }[] };
const SLOW = process.env.VOLLEY_SLOW === '1';
const REPS = SLOW ? 20000 : 2000;
/** Looks every 100 pairs (the default --batch 200 games). */
const BATCH = 100;
const design: GateDesign = { h0: 0.015, tolerance: 0.03, alpha: 0.05, beta: 0.05, matchups: 1 };
/** Designs checked: the default at a short cap, and the shipped suites' designs at their caps (in pairs). */
const DESIGNS: { label: string; d: GateDesign; cap: number }[] = [
  { label: 'default, 1 matchup', d: design, cap: 500 },
  { label: 'scenarios/intro/suite.yaml', d: { ...design, matchups: 2 }, cap: 4000 },
  { label: 'scenarios/sds/suites/ci.yaml', d: { h0: 0.025, tolerance: 0.05, alpha: 0.05, beta: 0.05, matchups: 5 }, cap: 3000 },
];

const VALUES = Array.from({ length: 9 }, (_, i) => (i - 4) / 4);

function sdOf(p: number[]): number {
  const m = p.reduce((a, x, i) => a + x * VALUES[i], 0);
  return Math.sqrt(p.reduce((a, x, i) => a + x * (VALUES[i] - m) ** 2, 0));
}

interface Tally {
  moved: number;
  within: number;
  inconclusive: number;
  meanUnits: number;
  sdUnits: number;
  /** Runs whose 95% confidence sequence, read at the stop, misses δ. */
  csMiss: number;
}

/** Runs the gate `reps` times on streams with per-pair probabilities p, up to `cap` pairs. */
function simulate(p: number[], d: GateDesign, cap: number, reps: number, seed: number, delta = NaN): Tally {
  const cdf = p.map((_, i) => p.slice(0, i + 1).reduce((a, b) => a + b, 0));
  cdf[8] = 1;
  const dice = new SeededDice(seed);
  const t = { moved: 0, within: 0, inconclusive: 0 };
  let csMiss = 0;
  let sum = 0;
  let sumSq = 0;
  const hist = new Array<number>(9);
  for (let r = 0; r < reps; r++) {
    hist.fill(0);
    let units = 0;
    for (;;) {
      const m = Math.min(BATCH, cap - units);
      for (let k = 0; k < m; k++) {
        const u = dice.random();
        let b = 0;
        while (u >= cdf[b]) b++;
        hist[b]++;
      }
      units += m;
      const g = gateDecision(hist, true, d, units >= cap);
      if (g.stop) {
        t[g.verdict!]++;
        const cs = csOf(g.sprt.n, g.sprt.mean, Math.sqrt(g.sprt.variance), cap);
        if (!(cs.deltaCsLo <= delta && delta <= cs.deltaCsHi)) csMiss++;
        break;
      }
    }
    sum += units;
    sumSq += units * units;
  }
  const meanUnits = sum / reps;
  return { ...t, meanUnits, sdUnits: Math.sqrt(Math.max(0, sumSq / reps - meanUnits * meanUnits)), csMiss };
}

/** Rows of the operating-characteristic table (printed with VOLLEY_OC_TABLE=1). */
const table: string[] = [];

describe('compare gate operating characteristic on real difference shapes', () => {
  fixtures.histograms.forEach((h, hIndex) => {
    for (const { label, d: dz, cap } of DESIGNS) {
      it(`${h.name}, ${label} design, cap ${cap} pairs: α/K at δ = 0 and ±h0, β at ±tolerance, expected games as stated`, () => {
        const design = dz;
        const cases: [number, 'alpha' | 'beta'][] = [
          [0, 'alpha'],
          [design.h0, 'alpha'],
          [-design.h0, 'alpha'],
          [design.tolerance, 'beta'],
          [-design.tolerance, 'beta'],
        ];
        cases.forEach(([delta, kind], c) => {
          const p = shapeAt(h.pairs, delta);
          const sim = simulate(p, design, cap, REPS, 1000 * hIndex + 10 * cap + c, delta);
          const oc = operatingPoint(design, sdOf(p), delta, BATCH, cap);
          const promise = kind === 'alpha' ? design.alpha / design.matchups : design.beta;
          const wrong = kind === 'alpha' ? sim.moved : sim.within;
          expect(wrong, `${kind} at δ = ${delta}`).toBeLessThanOrEqual(binomialRange(REPS, promise).hi);
          // the interval compare.md shows, read where the test stopped, covers δ at 95% or more
          expect(sim.csMiss, `confidence sequence at δ = ${delta}`).toBeLessThanOrEqual(binomialRange(REPS, 0.05).hi);
          // compare.md's stated expected games (numerical, normal approximation) against the simulation:
          // within 4 standard errors of the simulated mean plus half a batch for the grid of looks
          const se = sim.sdUnits / Math.sqrt(REPS);
          expect(Math.abs(sim.meanUnits - oc.expectedUnits), `expected pairs at δ = ${delta}`).toBeLessThanOrEqual(4 * se + BATCH / 2);
          table.push(
            `| ${h.name} | ${label}: ±${100 * design.tolerance}, K ` +
              `${design.matchups}, cap ${2 * cap} | ${(100 * delta).toFixed(1)} | ` +
              `${(sim.moved / REPS).toFixed(4)} | ${(sim.within / REPS).toFixed(4)} | ` +
              `${(sim.inconclusive / REPS).toFixed(4)} | ` +
              `${(2 * sim.meanUnits).toFixed(0)} | ` +
              `${(2 * oc.expectedUnits).toFixed(0)} | ` +
              `${(sim.csMiss / REPS).toFixed(4)} |`,
          );
        });
      });
    }
  });

  it('suite level: five matchups all at |δ| = h0 raise any false alarm at most α of the time (Bonferroni split)', () => {
    const k = 5;
    const d: GateDesign = { ...design, matchups: k };
    const reps = SLOW ? 4000 : 400;
    const cap = 2000;
    let anyAlarm = 0;
    const dice = new SeededDice(77);
    for (let r = 0; r < reps; r++) {
      const verdicts: MatchupVerdict[] = [];
      for (let m = 0; m < k; m++) {
        const h = fixtures.histograms[m % fixtures.histograms.length];
        const p = shapeAt(h.pairs, m % 2 === 0 ? d.h0 : -d.h0);
        verdicts.push(simulate(p, d, cap, 1, Math.floor(dice.random() * 2 ** 31)).moved > 0 ? 'moved' : 'within');
      }
      if (exitCodeOf(verdicts, false) === 1) anyAlarm++;
    }
    expect(anyAlarm).toBeLessThanOrEqual(binomialRange(reps, d.alpha).hi);
  });

  it('prints the table on request', () => {
    if (process.env.VOLLEY_OC_TABLE === '1') {
      process.stdout.write(
        [
          '| stream shape | design: tolerance (points), matchups, cap (games per ' +
            'arm) | δ (points) | P(moved) | P(within) | P(inconclusive) | mean ' +
            'games per arm | stated (compare.md) | CS misses δ |',
          '|---|---|---|---|---|---|---|---|---|',
          ...table,
          '',
        ].join('\n'),
      );
    }
    expect(table.length).toBe(fixtures.histograms.length * DESIGNS.length * 5);
  });
});

describe('compare gate verdicts', () => {
  const hist = (counts: Record<number, number>) => Array.from({ length: 9 }, (_, i) => counts[i] ?? 0);

  it('a large change is flagged within two looks; no change passes; the cap without a verdict is inconclusive, never a guess', () => {
    expect(gateDecision(hist({ 4: 120, 6: 60, 8: 20 }), true, design, false).verdict).toBe('moved');
    expect(gateDecision(hist({ 4: 2000 }), true, design, false).verdict).toBe('within');
    // |Δ| = 2.25 points, between h0 and the tolerance, on 400 pairs: no bound crossed
    const mid = hist({ 3: 20, 4: 334, 5: 36, 6: 10 });
    expect(gateDecision(mid, true, design, false)).toMatchObject({ stop: false, verdict: undefined });
    expect(gateDecision(mid, true, design, true)).toMatchObject({ stop: true, verdict: 'inconclusive' });
  });

  it('exit codes: 0 all within, 1 any moved, 4 none moved but some inconclusive; --expect-change swaps 0 and 1', () => {
    expect(exitCodeOf(['within', 'within'], false)).toBe(0);
    expect(exitCodeOf(['within', 'moved', 'inconclusive'], false)).toBe(1);
    expect(exitCodeOf(['within', 'inconclusive'], false)).toBe(4);
    expect(exitCodeOf(['within', 'moved'], true)).toBe(0);
    expect(exitCodeOf(['within', 'inconclusive'], true)).toBe(4);
    expect(exitCodeOf(['within'], true)).toBe(1);
  });
});
