// The interval printed beside a compare verdict agrees with it (issue 30, item 2): on simulated
// streams with known δ, the test's interval lies beyond ±h0 exactly when the verdict is "moved"
// and inside ±T exactly when it is "within", and covers δ at its stated level.
import { describe, expect, it } from 'vitest';
import { compareTerminalRows } from '../../src/analysis/compare/report.js';
import { csOf, testIntervalOf, type CompareResult } from '../../src/analysis/compare/run.js';
import type { GateDesign } from '../../src/engine/stats/gateDesign.js';
import { binomialRange } from '../helpers/binomial.js';
import { DIFF_SHAPES, gateRun, SeededDice, shapeAt } from '../helpers/diffStream.js';

const REPS = 600;
const design: GateDesign = { h0: 0.015, tolerance: 0.03, alpha: 0.05, beta: 0.05, matchups: 2 };
const CAP = 4000;
const EPS = 1e-12;

describe('the interval beside a compare verdict', () => {
  it.each(DIFF_SHAPES.map((h, i) => [h.name, i] as const))(
    '%s: its position agrees with the verdict in every run and it covers δ ' + 'at its level',
    (_name, hIndex) => {
      const dice = new SeededDice(4242 + hIndex);
      let csDisagrees = 0;
      for (const delta of [0, design.h0, 0.0225, design.tolerance, 0.045]) {
        const p = shapeAt(DIFF_SHAPES[hIndex].pairs, delta);
        const miss = { moved: 0, within: 0, inconclusive: 0 };
        const runs = { moved: 0, within: 0, inconclusive: 0 };
        for (let r = 0; r < REPS; r++) {
          const g = gateRun(p, design, CAP, 100, dice);
          const v = g.verdict!;
          const t = testIntervalOf(g.sprt.n, g.sprt.mean, g.sprt.variance, design, v);
          const beyondH0 = t.deltaTestLo > design.h0 - EPS || t.deltaTestHi < -design.h0 + EPS;
          const insideT = t.deltaTestLo >= -design.tolerance - EPS && t.deltaTestHi <= design.tolerance + EPS;
          if (v === 'moved') expect(beyondH0, `moved at δ = ${delta}`).toBe(true);
          if (v === 'within') expect(insideT, `within at δ = ${delta}`).toBe(true);
          if (v === 'inconclusive') expect(beyondH0 || insideT, `inconclusive at δ = ${delta}`).toBe(false);
          runs[v]++;
          if (!(t.deltaTestLo <= delta && delta <= t.deltaTestHi)) miss[v]++;
          // the 95% confidence sequence the page used to print beside the verdict
          const cs = csOf(g.sprt.n, g.sprt.mean, Math.sqrt(g.sprt.variance), CAP);
          if (
            (v === 'moved' && cs.deltaCsLo < design.h0 && cs.deltaCsHi > -design.h0) ||
            (v === 'within' && (cs.deltaCsLo < -design.tolerance || cs.deltaCsHi > design.tolerance))
          )
            csDisagrees++;
        }
        // coverage at every look: moved and inconclusive rows at 1 − α/K, within rows at 1 − 2β
        expect(miss.moved + miss.inconclusive, `misses at δ = ${delta}`).toBeLessThanOrEqual(binomialRange(REPS, design.alpha / design.matchups).hi);
        expect(miss.within, `within misses at δ = ${delta}`).toBeLessThanOrEqual(binomialRange(REPS, 2 * design.beta).hi);
      }
      // the defect the test interval removes: the confidence sequence contradicts verdicts
      expect(csDisagrees).toBeGreaterThan(0);
    },
  );

  it('the terminal rows show the test interval with its coverage', () => {
    const m = {
      listA: 'A',
      listB: 'B',
      verdict: 'moved',
      delta: 0.05,
      deltaAdjusted: 0.05,
      deltaTestLo: 0.02,
      deltaTestHi: 0.08,
      deltaTestLevel: 0.975,
      deltaCsLo: 0.01,
      deltaCsHi: 0.09,
      base: { score: 0.5 },
      variant: { score: 0.55 },
      games: 800,
    };
    const rows = compareTerminalRows({ matchups: [m] } as unknown as CompareResult);
    expect(rows[0][2]).toBe('+5.0 [+2.0, +8.0] (97.5%)');
  });
});
