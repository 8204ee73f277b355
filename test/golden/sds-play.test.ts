import { describe, it } from 'vitest';
import { checkGolden } from './golden.js';

describe('golden tallies: sds (play)', () => {
  it('plays exactly the recorded games', () => checkGolden('sds', 'play'));
});
