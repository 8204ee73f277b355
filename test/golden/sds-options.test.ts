import { describe, it } from 'vitest';
import { checkGolden, GOLDEN_TIMEOUT_MS } from './golden.js';

describe('golden tallies: sds (options)', () => {
  it('plays exactly the recorded games', () => checkGolden('sds', 'options'), GOLDEN_TIMEOUT_MS);
});
