// The valuation calculator's maths: EBITDA multiples of 3x (lower) and 6x (higher), and a custom
// multiple from 3 to 6 in steps of 0.1 (default 4.5). Amounts are US dollars without decimals.

import { formatUsd } from '#src/ui/format.ts';

export const LOWER_MULTIPLE = 3;
export const HIGHER_MULTIPLE = 6;
export const MULTIPLIER_MIN = 3;
export const MULTIPLIER_MAX = 6;
export const MULTIPLIER_STEP = 0.1;
export const DEFAULT_MULTIPLIER = 4.5;

/** Keeps only digits and dots, as the profit field does on every keystroke. */
export function sanitiseProfitInput(raw: string): string {
  return raw.replace(/[^\d.]/g, '');
}

/** The profit the input stands for; anything unreadable counts as 0. */
export function parseProfit(input: string): number {
  const value = Number.parseFloat(sanitiseProfitInput(input));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** A multiplier snapped to the slider's range and 0.1 steps. */
export function clampMultiplier(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_MULTIPLIER;
  const stepped = Math.round(value / MULTIPLIER_STEP) * MULTIPLIER_STEP;
  return Math.min(MULTIPLIER_MAX, Math.max(MULTIPLIER_MIN, Number(stepped.toFixed(1))));
}

export interface Valuation {
  lower: number;
  higher: number;
  custom: number;
  multiplier: number;
}

/** The three figures, or null until the profit is above 0 (the results stay hidden until then). */
export function calculateValuation(profit: number, multiplier = DEFAULT_MULTIPLIER): Valuation | null {
  if (!(profit > 0)) return null;
  const safeMultiplier = clampMultiplier(multiplier);
  return {
    lower: profit * LOWER_MULTIPLE,
    higher: profit * HIGHER_MULTIPLE,
    custom: profit * safeMultiplier,
    multiplier: safeMultiplier,
  };
}

/** The message a "Discuss this valuation" link pre-fills in the contact form. */
export function valuationEnquiryMessage(profit: number, valuation: Valuation): string {
  return [
    `I used the valuation calculator with an annual net profit of ${formatUsd(profit)}.`,
    `It showed a range of ${formatUsd(valuation.lower)} (3x) to ${formatUsd(valuation.higher)} (6x), and ${formatUsd(valuation.custom)} at ${valuation.multiplier.toFixed(1)}x.`,
    'I would like to discuss what my recruitment business could be worth.',
  ].join(' ');
}
