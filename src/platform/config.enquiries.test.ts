// The enquiry retention and reminder settings (the rest of config.ts is covered in config.test.ts and its neighbours).
import { describe, expect, it } from 'vitest';
import { problemsFor } from './config.testing.ts';
import { parseConfig } from './config.ts';

describe('the enquiry retention setting', () => {
  it('keeps enquiries for ever unless ENQUIRY_RETENTION_DAYS is set', () => {
    expect(parseConfig({}).enquiryRetentionDays).toBeNull();
    expect(parseConfig({ ENQUIRY_RETENTION_DAYS: '730' }).enquiryRetentionDays).toBe(730);
  });

  it.each([['0'], ['-5'], ['two years'], ['1.5'], ['36501']])('refuses ENQUIRY_RETENTION_DAYS=%j by name', (raw) => {
    expect(problemsFor({ ENQUIRY_RETENTION_DAYS: raw })).toEqual([
      `ENQUIRY_RETENTION_DAYS must be a whole number between 1 and 36500 (got ${JSON.stringify(raw)})`,
    ]);
  });
});

describe('the enquiry reminder setting', () => {
  it('reminds after 4 business hours unless ENQUIRY_REMINDER_BUSINESS_HOURS says otherwise', () => {
    expect(parseConfig({}).enquiryReminderBusinessHours).toBe(4);
    expect(parseConfig({ ENQUIRY_REMINDER_BUSINESS_HOURS: '8' }).enquiryReminderBusinessHours).toBe(8);
  });

  it.each([['0'], ['2.5'], ['soon'], ['201']])('refuses ENQUIRY_REMINDER_BUSINESS_HOURS=%j by name', (raw) => {
    expect(problemsFor({ ENQUIRY_REMINDER_BUSINESS_HOURS: raw })).toEqual([
      `ENQUIRY_REMINDER_BUSINESS_HOURS must be a whole number between 1 and 200 (got ${JSON.stringify(raw)})`,
    ]);
  });
});
