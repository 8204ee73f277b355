import { describe, it } from 'vitest';
import { checkGolden } from './golden.js';

describe('golden tallies: intro (options)', () => {
  it('plays exactly the recorded games', () => checkGolden('intro', 'options'));
});
