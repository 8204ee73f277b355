import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProgress } from '../../src/cli/progress.js';

describe('progress bar', () => {
  const wasTTY = process.stderr.isTTY;
  const ci = process.env.CI;
  afterEach(() => {
    (process.stderr as { isTTY?: boolean }).isTTY = wasTTY;
    if (ci === undefined) delete process.env.CI;
    else process.env.CI = ci;
    vi.restoreAllMocks();
  });

  function writesWhile(setup: () => void, quiet = false): number {
    setup();
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const p = makeProgress('test', quiet);
    p.update(10, 100);
    p.update(100, 100);
    p.stop();
    return spy.mock.calls.length;
  }

  it('stays silent when stderr is not a terminal', () => {
    expect(writesWhile(() => ((process.stderr as { isTTY?: boolean }).isTTY = false))).toBe(0);
  });

  it('stays silent in CI even on a terminal', () => {
    expect(
      writesWhile(() => {
        (process.stderr as { isTTY?: boolean }).isTTY = true;
        process.env.CI = 'true';
      }),
    ).toBe(0);
  });

  it('stays silent with --quiet', () => {
    expect(
      writesWhile(() => {
        (process.stderr as { isTTY?: boolean }).isTTY = true;
        delete process.env.CI;
      }, true),
    ).toBe(0);
  });
});
