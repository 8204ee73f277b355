import { describe, it } from 'vitest';
import { conformanceChecks, type ConformanceCase } from '../../src/rulesets/kit/conformance.js';
import type { AnyRuleset } from '../../src/rulesets/types.js';

/** Registers the kit's conformance checks for `ruleset` as vitest cases. */
export function testRuleset(ruleset: AnyRuleset, cases: ConformanceCase[], gamesPerPairing?: number): void {
  describe(`${ruleset.id} conforms to the game contract`, () => {
    for (const c of conformanceChecks(ruleset, cases, gamesPerPairing)) it(c.name, () => c.run());
  });
}
