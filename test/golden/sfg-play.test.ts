import { describe, it } from 'vitest';
import { checkGolden, GOLDEN_TIMEOUT_MS } from './golden.js';

describe('golden tallies: sfg (play)', () => {
  it('plays exactly the recorded games', () => checkGolden('sfg', 'play'), GOLDEN_TIMEOUT_MS);
});
