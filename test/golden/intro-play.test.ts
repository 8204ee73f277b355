import { describe, it } from 'vitest';
import { checkGolden, GOLDEN_TIMEOUT_MS } from './golden.js';

describe('golden tallies: intro (play)', () => {
  it('plays exactly the recorded games', () => checkGolden('intro', 'play'), GOLDEN_TIMEOUT_MS);
});
