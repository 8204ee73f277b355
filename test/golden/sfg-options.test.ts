import { describe, it } from 'vitest';
import { checkGolden, GOLDEN_TIMEOUT_MS } from './golden.js';

describe('golden tallies: sfg (options)', () => {
  it('plays exactly the recorded games', () => checkGolden('sfg', 'options'), GOLDEN_TIMEOUT_MS);
});
