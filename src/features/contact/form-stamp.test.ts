import { describe, expect, it } from 'vitest';
import { checkFormStamp, FORM_STAMP_MAX_AGE_SECONDS, formStampUse, issueFormStamp } from './form-stamp.server.ts';

const signingKey = 'k'.repeat(64);
const issued = new Date('2025-01-01T00:00:00Z');
const secondsLater = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('the form stamp', () => {
  it('accepts a form sent after the minimum fill time and within two hours', () => {
    const stamp = issueFormStamp(signingKey, issued);
    expect(checkFormStamp(stamp, { signingKey, minFillSeconds: 3, now: secondsLater(3) })).toBe('ok');
    expect(checkFormStamp(stamp, { signingKey, minFillSeconds: 3, now: secondsLater(2 * 3600) })).toBe('ok');
  });

  it('expires two hours after the page was shown', () => {
    expect(FORM_STAMP_MAX_AGE_SECONDS).toBe(2 * 60 * 60);
    const stamp = issueFormStamp(signingKey, issued);
    expect(checkFormStamp(stamp, { signingKey, minFillSeconds: 3, now: secondsLater(2 * 3600 + 1) })).toBe('expired');
    expect(checkFormStamp(stamp, { signingKey, minFillSeconds: 3, now: secondsLater(86_400 * 7) })).toBe('expired');
  });

  it('flags a form sent faster than a person could fill it', () => {
    const stamp = issueFormStamp(signingKey, issued);
    expect(checkFormStamp(stamp, { signingKey, minFillSeconds: 3, now: secondsLater(2.9) })).toBe('too-fast');
  });

  it('is different for every page shown, even in the same millisecond, so each has its own single use', () => {
    const first = issueFormStamp(signingKey, issued);
    const second = issueFormStamp(signingKey, issued);
    expect(first).not.toBe(second);
    expect(formStampUse(first).useId).not.toBe(formStampUse(second).useId);
    expect(formStampUse(first).expiresAt.getTime()).toBeGreaterThan(secondsLater(FORM_STAMP_MAX_AGE_SECONDS).getTime());
  });

  it.each([
    ['an empty stamp', ''],
    ['another key', issueFormStamp('z'.repeat(64), issued)],
    ['a moved time', issueFormStamp(signingKey, issued).replace(/^\d+/, String(issued.getTime() - 60_000))],
    ['a stamp from the future', issueFormStamp(signingKey, secondsLater(3600))],
  ])('calls %s forged', (_, stamp) => {
    expect(checkFormStamp(stamp, { signingKey, minFillSeconds: 3, now: secondsLater(10) })).toBe('forged');
  });
});
