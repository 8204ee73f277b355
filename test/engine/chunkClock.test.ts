import { describe, expect, it } from 'vitest';
import { CHUNK_TIME_FACTOR, UNTIMED_FLOOR_FACTOR, chunkClock, chunkClocks, clockKey } from '../../src/engine/runner.js';

describe('chunk time bound (a game that never ends fails the run instead of hanging it)', () => {
  it('is a raised floor until chunks have been timed, then CHUNK_TIME_FACTOR times the median time per game, at least the floor', () => {
    const clock = chunkClock(1);
    expect(clock.limitMs(100)).toBe(1000 * UNTIMED_FLOOR_FACTOR);
    clock.record(1, 100);
    expect(clock.limitMs(100)).toBe(1000);
    for (const ms of [200, 300, 400, 400]) clock.record(ms, 100); // 2, 3, 4, 4 ms a game (and 0.01)
    expect(clock.limitMs(100)).toBe(CHUNK_TIME_FACTOR * 3 * 100);
  });

  it('learns each matchup and pair of policies apart: quick games do not shorten the bound of slow ones', () => {
    const clocks = chunkClocks(1);
    const quick = clockKey({ matchupId: 'm', policies: ['aggressive', 'aggressive'] });
    const slow = clockKey({ matchupId: 'm', policies: ['search', 'aggressive'] });
    expect(slow).not.toBe(quick);
    for (let i = 0; i < 10; i++) clocks.record(quick, 50, 50); // 1 ms a game
    expect(clocks.limitMs(quick, 50)).toBe(Math.max(1000, CHUNK_TIME_FACTOR * 1 * 50));
    // the search pairing has no history yet: the untimed floor bounds it, not 50 × the quick games' time
    expect(clocks.limitMs(slow, 50)).toBe(1000 * UNTIMED_FLOOR_FACTOR);
    clocks.record(slow, 5000, 50); // 100 ms a game
    expect(clocks.limitMs(slow, 50)).toBe(CHUNK_TIME_FACTOR * 100 * 50);
    expect(clocks.limitMs(quick, 50)).toBe(Math.max(1000, CHUNK_TIME_FACTOR * 1 * 50));
  });
});
