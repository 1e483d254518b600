// The enquiry retention setting (the rest of config.ts is covered in config.test.ts and its neighbours).
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
