import { describe, expect, it } from 'vitest';
import { manifestOf } from '../../../src/analysis/shared/manifest.js';
import { loadScenario } from '../../../src/scenario/load.js';

// Issue 32 item 7: a report's manifest names the provisional readings in force, e.g. the flag
// lost when its bearer flees off the table (A25) and the gruesome-kill test (SBH, A28).
describe('report manifest: provisional readings in force', () => {
  it("lists every provisional option with its value, and no option of the rules' text", () => {
    const sc = loadScenario('scenarios/sds/default.yaml');
    const m = manifestOf('run', sc, {}) as { provisionalReadings: Record<string, unknown> };
    expect(m.provisionalReadings.flagLostWhen).toBe('bearerRemoved');
    expect(m.provisionalReadings.gruesomeMoraleTest).toBe(true);
    const provisional = sc.ruleset.options.filter((o) => o.basis === 'provisional').map((o) => o.key);
    expect(Object.keys(m.provisionalReadings)).toEqual(provisional);
    expect(m.provisionalReadings).not.toHaveProperty('scale'); // basis: text
  });
});
