import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files (wall seconds in a full run on 2 cores, 2026-11-26), started first so both
 * workers end together; vitest's own order on a fresh clone is by file size, which would leave
 * the six-line golden files to run alone at the end.
 */
const SLOW_FIRST = [
  'test/readme/commands-1.test.ts', // new: about 150 under load
  'test/readme/commands-2.test.ts', // new: about 150 under load
  'test/analysis/suites-decide.test.ts', // 148 under load
  'test/readme/outputs.test.ts', // new: about 80 under load
  'test/golden/sds-play.test.ts', // 87
  'test/safety/resume.test.ts', // 75
  'test/queue/queue.test.ts', // 60
  'test/safety/determinism.test.ts', // 59
  'test/rulesets/conformance.test.ts', // 57
  'test/cli/run.test.ts', // 46
  'test/golden/sds-options.test.ts', // 38
  'test/safety/shard.test.ts', // 32
  'test/analysis/compare.test.ts', // 31
  'test/analysis/policies.test.ts', // 24
  'test/analysis/compare-null.test.ts', // 23
  'test/sds/game/games.test.ts', // 20
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.indexOf(relative(this.ctx.config.root, f.moduleId));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    // a stable sort: the other files keep vitest's order
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // vitest's default is cores - 1: one worker on 2 cores, which leaves a core idle for most files
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // a worker keeps its loaded modules from file to file instead of importing src/ (vega
    // included) afresh for each: src keeps no game state in modules, and the CLI resets its read
    // policy per command, so files do not see each other's state
    isolate: false,
    sequence: { sequencer: SlowFirst },
  },
});
