import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateWindow, etaText, makeProgress } from '../../src/cli/progress.js';

/** stderr made a terminal outside CI; what the bar draws collects in `text`. */
function drawnOnTerminal(): { text: string } {
  (process.stderr as { isTTY?: boolean }).isTTY = true;
  delete process.env.CI;
  const drawn = { text: '' };
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    drawn.text += chunk.toString();
    return true;
  });
  return drawn;
}

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

describe('rate and ETA from one moving window', () => {
  const wasTTY = process.stderr.isTTY;
  const ci = process.env.CI;
  afterEach(() => {
    (process.stderr as { isTTY?: boolean }).isTTY = wasTTY;
    if (ci === undefined) delete process.env.CI;
    else process.env.CI = ci;
    vi.restoreAllMocks();
  });
  it('the ETA is the remaining games at the rate shown, and the rate forgets a slow start', () => {
    const w = new RateWindow(10_000);
    // a slow start (worker start-up): 100 games in the first 10 s, then 1,000 games/s
    w.add(0, 0);
    w.add(10_000, 100);
    for (let t = 11_000; t <= 30_000; t += 1_000) w.add(t, 100 + (t - 10_000));
    expect(w.rate()).toBeCloseTo(1000, 6);
    // an average since the start would say (20,100 / 30 s) = 670 games/s
    expect(w.eta(50_100)).toBeCloseTo((50_100 - 20_100) / w.rate(), 9);
  });
  it('right after --resume: the restored chunks (one burst at the start) are not counted as played', () => {
    const w = new RateWindow(10_000);
    w.add(0, 0);
    // 9,000 restored games reported within a few milliseconds, then 100 games/s
    for (let k = 1; k <= 9; k++) w.add(k, 1000 * k);
    for (let t = 1_000; t <= 5_000; t += 1_000) w.add(t, 9000 + t / 10);
    // measured from the end of the burst (t = 9 ms): 500 games in 4.991 s; counting the burst
    // would say 9,500 games in 5 s
    expect(w.rate()).toBeCloseTo(500 / 4.991, 9);
    expect(w.eta(10_000)).toBeCloseTo((10_000 - 9_500) / w.rate(), 9);
  });
  it('is unknown before two samples', () => {
    const w = new RateWindow();
    expect(w.rate()).toBe(0);
    expect(etaText(w.eta(100))).toBe('--');
    w.add(5, 0);
    expect(etaText(w.eta(100))).toBe('--');
  });
  it('writes the ETA in minutes and seconds', () => {
    expect(etaText(42.4)).toBe('42s');
    expect(etaText(65)).toBe('1m 05s');
    expect(etaText(3 * 3600 + 120)).toBe('3h 02m');
  });
  it('shows the live statistic on the line (a TTY)', () => {
    const drawn = drawnOnTerminal();
    const p = makeProgress('test');
    p.update(10, 100, 'France 46.1% so far');
    p.status('2 open; nearest: A v B, LLR +2.1 (moved at +4.4, within at −3.0)');
    p.update(100, 100);
    p.stop();
    expect(drawn.text).toContain('France 46.1% so far');
    expect(drawn.text).toContain('LLR +2.1');
  });
  it('says the rate is unknown (--), not 0 games/s, before any chunk has finished', () => {
    const drawn = drawnOnTerminal();
    const p = makeProgress('test');
    p.update(0, 100);
    p.stop();
    expect(drawn.text).toContain('0/100 games | -- games/s | ETA --');
  });
});
