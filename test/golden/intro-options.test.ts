import { describe, it } from 'vitest';
import { checkGolden, GOLDEN_TIMEOUT_MS } from './golden.js';

describe('golden tallies: intro (options)', () => {
  it('plays exactly the recorded games', () => checkGolden('intro', 'options'), GOLDEN_TIMEOUT_MS);
});
