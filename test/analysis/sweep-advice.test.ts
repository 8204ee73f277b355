// The sweep's recommendation in words: fair cost against price, the current value against the
// fair one, and even points outside the rules' legal values flagged with the ruleset's reason.
import { describe, expect, it } from 'vitest';
import { currentSentence, fairCostSentence, legalFlag, priceWords, problemOf, slopeWords } from '../../src/analysis/sweep/advice.js';
import { InputError } from '../../src/rulesets/errors.js';

describe('fair cost against the price', () => {
  it('says expensive, cheap or fairly priced against the 95% interval', () => {
    expect(fairCostSentence(26, 24, 22, 25.5)).toBe('fair cost 24 pts [22, 26]; at 26 pts it is slightly expensive');
    expect(priceWords(26, 18, 14, 21)).toBe('expensive');
    expect(priceWords(26, 24, 22, 27)).toBe('fairly priced');
    expect(priceWords(15, 17, 15.5, 19)).toBe('slightly cheap');
    expect(priceWords(15, 40, 30, 50)).toBe('cheap');
    expect(fairCostSentence(26, NaN, NaN, NaN)).toBe('');
    // issue 27 item 3: a fair cost below 0 is never shown without saying what it means
    expect(fairCostSentence(15, -7, -29, 14)).toBe(
      'fair cost -7 pts [-29, 14] (no measurable value: cost it at the ' +
        'minimum); at 15 pts it is expensive: no measurable value: cost it at ' +
        'the minimum',
    );
    expect(priceWords(15, -7, -29, 14)).toBe('expensive: no measurable value: cost it at the minimum');
  });
});

describe('legal window', () => {
  const why = 'the squad totals 413 points; SDS 10.3 requires 385–405';
  const legality = [
    { x: 335, legal: false, why: 'the squad totals 335 points; SDS 10.3 requires 385–405' },
    { x: 361, legal: false, why: 'the squad totals 361 points; SDS 10.3 requires 385–405' },
    { x: 387, legal: true },
    { x: 413, legal: false, why },
  ];
  it('flags an even point beyond a rejected value, quoting the ruleset', () => {
    expect(legalFlag(426.4, legality, ' pts')).toBe(`lies above the legal window: the rules reject 413 pts (${why})`);
    expect(legalFlag(426.4, legality, ' pts', [415, 440])).toBe(`lies above the legal window: the rules reject 413 pts (${why})`);
    // an interval reaching back below the rejected value is said
    expect(legalFlag(420.9, legality, ' pts', [388.1, 504.1])).toBe(
      `lies above the legal window: the rules reject 413 pts (${why}), though ` + `its 95% interval reaches down to 388.1 pts`,
    );
  });
  it('says "may" where the edge lies between two swept values (412.5 between legal 387 and rejected 413)', () => {
    expect(legalFlag(412.5, legality, ' pts')).toBe(`may lie above the legal window: 387 pts is legal, but the rules reject 413 pts (${why})`);
    expect(legalFlag(370, legality, ' pts')).toMatch(/^may lie below the legal window: 387 pts is legal, but the rules reject 361 pts/);
  });
  it('says nothing for a legal value or when every swept value is legal', () => {
    expect(legalFlag(387, legality, ' pts')).toBe('');
    expect(
      legalFlag(
        500,
        [
          { x: 1, legal: true },
          { x: 2, legal: true },
        ],
        '',
      ),
    ).toBe('');
    expect(legalFlag(500, [], '')).toBe('');
  });
});

describe('current value against the fair one', () => {
  const sides: [string, string] = ['France line company', 'Great Britain line company'];
  it('for a worth sweep: points short of even, with the score at the current total', () => {
    const s = currentSentence({ value: 11, x: 387 }, { score: 0.42, lo: 0.4, hi: 0.44 }, { x: 412.5, lo: 405, hi: 420 }, sides, ' pts');
    expect(s).toBe(
      'at the current 387 pts France line company scores 42.0% [40.0, 44.0] ' +
        '(Great Britain line company favoured); about 26 pts more would make it ' +
        'even',
    );
  });
  it('for a value sweep: the direction of the fair value, or "within the fair interval"', () => {
    expect(currentSentence({ value: 4, x: 4 }, undefined, { x: 3.89, lo: 3.84, hi: 3.95 }, sides, '')).toBe(
      'at the current value 4; the fair value is lower by about 0.11',
    );
    expect(currentSentence({ value: 4, x: 4 }, undefined, { x: 3.95, lo: 3.8, hi: 4.1 }, sides, '')).toMatch(
      /: within the fair interval, so it is fair as it is$/,
    );
  });
});

describe('plain words', () => {
  it('the slope per list point', () => {
    expect(slopeWords(0.00144, 'France')).toBe("near an even game, 10 more list points raise France's score by about 1.4 percentage points");
    expect(slopeWords(NaN, 'France')).toBe('');
  });
  it("an InputError's problem without file, field and fix", () => {
    const e = new InputError(
      'scenarios/sds/lists/france-line.yaml',
      'models',
      'the squad totals 413 points; SDS 10.3 requires 385–405',
      'remove 8+ points of models',
      5,
    );
    expect(problemOf(e)).toBe('the squad totals 413 points; SDS 10.3 requires 385–405');
  });
});
