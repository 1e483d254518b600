import { describe, expect, it } from 'vitest';
import { formatUsd } from '#src/ui/format.ts';
import {
  calculateValuation,
  clampMultiplier,
  DEFAULT_MULTIPLIER,
  HIGHER_MULTIPLE,
  LOWER_MULTIPLE,
  MULTIPLIER_MAX,
  MULTIPLIER_MIN,
  MULTIPLIER_STEP,
  parseProfit,
  sanitiseProfitInput,
  valuationEnquiryMessage,
} from './valuation.ts';

describe('valuation calculator', () => {
  it('uses 3x for the lower range, 6x for the higher, and a 3 to 6 slider in 0.1 steps starting at 4.5', () => {
    expect([LOWER_MULTIPLE, HIGHER_MULTIPLE]).toEqual([3, 6]);
    expect([MULTIPLIER_MIN, MULTIPLIER_MAX, MULTIPLIER_STEP, DEFAULT_MULTIPLIER]).toEqual([3, 6, 0.1, 4.5]);
  });

  it.each([
    ['$1,250,000', '1250000'],
    ['abc12.5xyz', '12.5'],
    ['1 000 000', '1000000'],
    ['-500', '500'],
    ['1.2.3', '1.2.3'],
  ])('keeps only digits and dots in %j', (raw, kept) => {
    expect(sanitiseProfitInput(raw)).toBe(kept);
  });

  it('reads unreadable or empty profit as 0', () => {
    expect(parseProfit('')).toBe(0);
    expect(parseProfit('.')).toBe(0);
    expect(parseProfit('1.2.3')).toBe(1.2);
  });

  it('shows no results until the profit is above 0', () => {
    expect(calculateValuation(0)).toBeNull();
    expect(calculateValuation(-1)).toBeNull();
    expect(calculateValuation(Number.NaN)).toBeNull();
  });

  it.each([
    [500_000, 4.5, { lower: 1_500_000, higher: 3_000_000, custom: 2_250_000 }],
    [1_000_000, 3, { lower: 3_000_000, higher: 6_000_000, custom: 3_000_000 }],
    [750_000, 6, { lower: 2_250_000, higher: 4_500_000, custom: 4_500_000 }],
    [1_234_567, 5.2, { lower: 3_703_701, higher: 7_407_402, custom: 6_419_748.4 }],
  ])('values a profit of %d at %dx', (profit, multiplier, expected) => {
    const valuation = calculateValuation(profit, multiplier);
    expect(valuation?.lower).toBeCloseTo(expected.lower, 5);
    expect(valuation?.higher).toBeCloseTo(expected.higher, 5);
    expect(valuation?.custom).toBeCloseTo(expected.custom, 5);
  });

  it('keeps the multiplier on the slider', () => {
    expect(clampMultiplier(2)).toBe(3);
    expect(clampMultiplier(7)).toBe(6);
    expect(clampMultiplier(4.26)).toBe(4.3);
    expect(clampMultiplier(Number.NaN)).toBe(4.5);
  });

  it('formats amounts in US dollars without decimals', () => {
    expect(formatUsd(2_250_000)).toBe('$2,250,000');
    expect(formatUsd(6_419_748.4)).toBe('$6,419,748');
    expect(formatUsd(1499.5)).toBe('$1,500');
  });

  it('writes an enquiry message with the figures', () => {
    const valuation = calculateValuation(500_000, 4.5);
    if (!valuation) throw new Error('expected a valuation');
    expect(valuationEnquiryMessage(500_000, valuation)).toBe(
      'I used the valuation calculator with an annual net profit of $500,000. It showed a range of $1,500,000 (3x) to $3,000,000 (6x), and $2,250,000 at 4.5x. I would like to discuss what my recruitment business could be worth.',
    );
  });
});
