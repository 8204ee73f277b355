// --tolerance keeps the suite's h0: as --help promises (issue 30, item 8).
import { describe, expect, it } from 'vitest';
import { gateHypotheses } from '../../src/analysis/compare/run.js';
import { InputError } from '../../src/rulesets/errors.js';

describe('the gate hypotheses: each from its flag, else the suite, else the default', () => {
  const suite = { tolerance: 0.05, h0: 0.025 };
  it('--tolerance alone keeps the suite h0:', () => {
    expect(gateHypotheses('s.yaml', suite, { tolerance: 0.04 })).toEqual({ tolerance: 0.04, h0: 0.025 });
  });
  it('no flags: the suite values; no suite values: 0.03 and T/2', () => {
    expect(gateHypotheses('s.yaml', suite, {})).toEqual({ tolerance: 0.05, h0: 0.025 });
    expect(gateHypotheses('s.yaml', {}, {})).toEqual({ tolerance: 0.03, h0: 0.015 });
    expect(gateHypotheses('s.yaml', {}, { tolerance: 0.04 })).toEqual({ tolerance: 0.04, h0: 0.02 });
    expect(gateHypotheses('s.yaml', suite, { h0: 0.01 })).toEqual({ tolerance: 0.05, h0: 0.01 });
  });
  it('a --tolerance at or below the suite h0: is bad input naming the file, h0 and the fix', () => {
    expect(() => gateHypotheses('s.yaml', suite, { tolerance: 0.02 })).toThrow(InputError);
    expect(() => gateHypotheses('s.yaml', suite, { tolerance: 0.02 })).toThrow(/s\.yaml.*h0.*--h0/);
  });
});
