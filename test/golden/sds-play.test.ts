import { describe, it } from 'vitest';
import { checkGolden, GOLDEN_TIMEOUT_MS } from './golden.js';

describe('golden tallies: sds (play)', () => {
  it('plays exactly the recorded games', () => checkGolden('sds', 'play'), GOLDEN_TIMEOUT_MS);
});
