import { describe, expect, it } from 'vitest';
import { CONTACT_TOASTS } from './messages.ts';
import { CONTACT_MAX_LENGTHS, CONTACT_MESSAGES, CONTACT_MIN_LENGTHS, ContactEnquirySchema } from './schema.ts';

const valid = {
  name: 'Jo Citizen',
  email: 'jo@example.com.au',
  company: 'Citizen Staffing',
  phone: '0400 123 456',
  message: 'We are thinking about selling next year.',
  captcha: 'token',
};

function messagesFor(values: Record<string, unknown>): Record<string, string[]> {
  const result = ContactEnquirySchema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    messages[field] = [...(messages[field] ?? []), issue.message];
  }
  return messages;
}

describe('the enquiry form schema', () => {
  it('uses the spec minimum lengths: name 2, company 2, phone 6, message 10, captcha 1', () => {
    expect(CONTACT_MIN_LENGTHS).toEqual({ name: 2, company: 2, phone: 6, message: 10, captcha: 1 });
  });

  it('carries the six validation messages word for word', () => {
    expect(CONTACT_MESSAGES).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      company: 'Company name must be at least 2 characters.',
      phone: 'Please enter a valid phone number.',
      message: 'Message must be at least 10 characters.',
      captcha: 'Please complete the captcha verification.',
    });
  });

  it('accepts a complete enquiry and trims what was typed', () => {
    const parsed = ContactEnquirySchema.parse({ ...valid, name: '  Jo Citizen  ', email: ' jo@example.com.au ' });
    expect(parsed).toEqual({
      ...valid,
      revenueBand: '',
      headcountBand: '',
      workforceMix: '',
      sellTimeframe: '',
      contactPreference: '',
      bestTimeToCall: '',
      noConfirmation: false,
    });
  });

  it('accepts an enquiry without company and phone, leaving them empty', () => {
    const parsed = ContactEnquirySchema.parse({ ...valid, company: '', phone: undefined });
    expect(parsed.company).toBe('');
    expect(parsed.phone).toBe('');
  });

  it.each([
    ['name', 'J', 'Name must be at least 2 characters.'],
    ['name', '  J  ', 'Name must be at least 2 characters.'],
    ['name', undefined, 'Name must be at least 2 characters.'],
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['email', 'jo@', 'Please enter a valid email address.'],
    ['email', 'jo@example.com\r\nBcc: victim@example.com', 'Please enter a valid email address.'],
    ['email', '', 'Please enter a valid email address.'],
    ['company', 'C', 'Company name must be at least 2 characters.'],
    ['phone', '12345', 'Please enter a valid phone number.'],
    ['phone', 'abcdefghij', 'Please enter a valid phone number.'],
    ['phone', '07 3000 000x', 'Please enter a valid phone number.'],
    ['phone', '+61 (7) 30', 'Please enter a valid phone number.'],
    ['phone', '--------', 'Please enter a valid phone number.'],
    ['message', 'Too short', 'Message must be at least 10 characters.'],
    ['message', 42, 'Message must be at least 10 characters.'],
    ['captcha', '', 'Please complete the captcha verification.'],
    ['captcha', undefined, 'Please complete the captcha verification.'],
  ])('rejects %s = %j with the spec message', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })).toEqual({ [field]: [message] });
  });

  it.each([
    ['name', 'Jo'],
    ['company', 'AB'],
    ['phone', '123456'],
    ['message', '0123456789'],
    ['captcha', 'x'],
  ])('accepts %s at exactly its minimum length', (field, value) => {
    expect(messagesFor({ ...valid, [field]: value })).toEqual({});
  });

  it.each([['0400 123 456'], ['+61 7 3000 0000'], ['(07) 3000-0000'], ['07.3000.0000']])(
    'accepts the phone number %s: digits, spaces and + ( ) - . with at least 6 digits',
    (phone) => {
      expect(messagesFor({ ...valid, phone })).toEqual({});
    },
  );

  it('reports every invalid field at once', () => {
    expect(Object.keys(messagesFor({ name: '', email: '', company: 'x', phone: '1', message: '', captcha: '' })).sort()).toEqual([
      'captcha',
      'company',
      'email',
      'message',
      'name',
      'phone',
    ]);
  });

  it('caps each field with a message naming the limit', () => {
    expect(messagesFor({ ...valid, message: 'x'.repeat(CONTACT_MAX_LENGTHS.message + 1) })).toEqual({
      message: ['Message must be at most 5,000 characters.'],
    });
    expect(messagesFor({ ...valid, name: 'x'.repeat(201) })).toEqual({ name: ['Name must be at most 200 characters.'] });
  });
});

describe('the enquiry toasts', () => {
  it('are the spec texts word for word', () => {
    expect(CONTACT_TOASTS).toEqual({
      noCaptchaToken: 'Please complete the captcha verification.',
      insertFailed: 'Sorry, there was an error submitting your enquiry. Please try again.',
      storedButEmailsFailed: "Your enquiry was submitted but we couldn't send confirmation emails. We'll still get back to you!",
      success: 'Thank you! Your enquiry has been submitted successfully and confirmation emails have been sent.',
    });
  });
});
