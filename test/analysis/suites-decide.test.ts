// The shipped CI suites reach a verdict within their own caps: for identical rules and for every
// shipped example variant (those the README runs are checked by test/readme/ too), with no warning
// that the cap is below the gate's design; and `volley plan --suite` prints a compare command
// that works when pasted.
import { describe, expect, it } from 'vitest';
import { volley } from '../helpers/cli.js';
import { makeSandbox, REPO } from '../safety/sandbox.js';

const CAP_WARNING = /game cap .* is below what the test needs/;

/** [suite, variant (none: identical rules), the verdict's exit code] */
const CASES: [string, string | undefined, number][] = [
  ['scenarios/sds/suites/ci.yaml', 'scenarios/sds/suites/variant-identical.yaml', 0],
  ['scenarios/sds/suites/ci.yaml', 'scenarios/sds/suites/variant-line-c3.yaml', 1],
  ['scenarios/intro/suite.yaml', 'scenarios/intro/variant-identical.yaml', 0],
  ['scenarios/intro/suite.yaml', 'scenarios/intro/variant-elite-cmb.yaml', 1],
  ['scenarios/sfg/suites/ci.yaml', undefined, 0],
  ['scenarios/alg/suite.yaml', undefined, 0],
];

describe('shipped CI suites decide within their caps', () => {
  const box = makeSandbox();
  it.each(CASES)('%s with %s', async (suite, variant, exit) => {
    process.chdir(box);
    try {
      const r = await volley('compare', suite, ...(variant ? ['--variant', variant] : []));
      expect(r.code, r.stderr).toBe(exit);
      expect(r.stderr).not.toMatch(CAP_WARNING);
    } finally {
      process.chdir(REPO);
    }
  });

  it('plan --suite prints a compare command that runs when pasted', async () => {
    process.chdir(box);
    try {
      const plan = await volley(
        'plan',
        '--suite',
        'scenarios/intro/suite.yaml',
        '--variant',
        'scenarios/intro/variant-elite-cmb.yaml',
        '--pilot-games',
        '200',
        '-w',
        '0',
      );
      expect(plan.code, plan.stderr).toBe(0);
      const m = /^Recommended \([\d,]+ games per matchup and arm\): volley (compare .+)$/m.exec(plan.stdout);
      expect(m, plan.stdout).not.toBeNull();
      const words = m![1].split(' ');
      expect(words.slice(0, 4)).toEqual(['compare', 'scenarios/intro/suite.yaml', '--variant', 'scenarios/intro/variant-elite-cmb.yaml']);
      expect(words.at(-2)).toBe('--max-games');
      expect(words.at(-1)).toMatch(/^\d+$/);
      const pasted = await volley(...words);
      expect(pasted.code, pasted.stderr).toBe(1);
    } finally {
      process.chdir(REPO);
    }
  });
});
