import { describe, it } from 'vitest';
import { checkGolden } from './golden.js';

describe('golden tallies: intro (play)', () => {
  it('plays exactly the recorded games', () => checkGolden('intro', 'play'));
});
