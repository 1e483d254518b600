// The contact form's optional questions about the business (revenue, headcount, permanent/contract
// mix, when the owner might sell) and how the visitor would like to be contacted: their choices and
// labels, shared by the form, the server, the inbox and the e-mails. Every question may be left
// unanswered or answered "I'd rather not say".
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import { CONTACT_PREFERENCES, type ContactPreference } from './tables.ts';

export { CONTACT_PREFERENCES, type ContactPreference };

export const RATHER_NOT_SAY = 'rather-not-say';
export const RATHER_NOT_SAY_LABEL = "I'd rather not say";

export const QUALIFYING_QUESTIONS = {
  revenueBand: {
    label: 'Annual revenue',
    column: 'revenue_band',
    options: {
      'under-2m': 'Under $2 million',
      '2m-10m': '$2–10 million',
      '10m-50m': '$10–50 million',
      'over-50m': 'Over $50 million',
    },
  },
  headcountBand: {
    label: 'Internal staff (excluding contractors)',
    column: 'headcount_band',
    options: { '1-10': '1–10', '11-50': '11–50', '51-200': '51–200', 'over-200': 'Over 200' },
  },
  workforceMix: {
    label: 'Permanent / contract mix',
    column: 'workforce_mix',
    options: {
      'mostly-permanent': 'Mostly permanent placements',
      balanced: 'A mix of both',
      'mostly-contract': 'Mostly contract and temporary',
    },
  },
  sellTimeframe: {
    label: 'When you might sell',
    column: 'sell_timeframe',
    options: {
      'within-12-months': 'Within 12 months',
      '1-3-years': 'In 1 to 3 years',
      'over-3-years': 'More than 3 years away',
      exploring: 'Just exploring',
    },
  },
} as const;

export type QualifyingField = keyof typeof QUALIFYING_QUESTIONS;
export const QUALIFYING_FIELDS = Object.keys(QUALIFYING_QUESTIONS) as QualifyingField[];

export const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = { email: 'E-mail', phone: 'Phone' };

export const BEST_TIME_MAX_LENGTH = 100;

export const QUALIFYING_MESSAGES = {
  badChoice: (label: string) => `${label}: choose one of the listed answers.`,
  badPreference: 'Contact preference must be phone or e-mail.',
  phoneNeeded: 'Please enter a phone number so we can call you.',
  bestTimeTooLong: `Best time to call must be at most ${BEST_TIME_MAX_LENGTH} characters.`,
  bestTimeSingleLine: singleLineMessage('Best time to call'),
} as const;

/** The stored value's label ("I'd rather not say" included); null when not answered. */
export function qualifyingLabel(field: QualifyingField, value: string | null): string | null {
  if (value === null) return null;
  if (value === RATHER_NOT_SAY) return RATHER_NOT_SAY_LABEL;
  return (QUALIFYING_QUESTIONS[field].options as Record<string, string>)[value] ?? value;
}

const choice = (field: QualifyingField) => {
  const { label, options } = QUALIFYING_QUESTIONS[field];
  return z
    .enum(['', RATHER_NOT_SAY, ...Object.keys(options)] as [string, ...string[]], { error: QUALIFYING_MESSAGES.badChoice(label) })
    .default('');
};

/** The optional part of the enquiry form; '' is "not answered". */
export const QualifyingShape = {
  revenueBand: choice('revenueBand'),
  headcountBand: choice('headcountBand'),
  workforceMix: choice('workforceMix'),
  sellTimeframe: choice('sellTimeframe'),
  contactPreference: z.enum(['', ...CONTACT_PREFERENCES], { error: QUALIFYING_MESSAGES.badPreference }).default(''),
  bestTimeToCall: z
    .string()
    .trim()
    .max(BEST_TIME_MAX_LENGTH, QUALIFYING_MESSAGES.bestTimeTooLong)
    .refine(isSingleLine, QUALIFYING_MESSAGES.bestTimeSingleLine)
    .default(''),
  noConfirmation: z.boolean({ error: 'No confirmation must be true or false.' }).default(false),
};
