import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY as company } from '../public-shell/company.ts';
import {
  CONFIRMATION_KIND,
  CONFIRMATION_NAME_MAX_LENGTH,
  confirmationEmail,
  confirmationGreeting,
  NOTIFICATION_KIND,
  notificationEmail,
  notificationEmails,
} from './emails.ts';
import type { ContactEnquiry } from './schema.ts';

const enquiry: ContactEnquiry = {
  name: 'Jo <b>Citizen</b>',
  email: 'jo@example.com.au',
  company: 'Smith & "Sons" Staffing',
  phone: '',
  message: 'Line one <script>alert(1)</script>\nLine two',
  captcha: 'token',
  revenueBand: '',
  headcountBand: '',
  workforceMix: '',
  sellTimeframe: '',
  contactPreference: '',
  bestTimeToCall: '',
  noConfirmation: false,
};
const context = {
  id: '0f7c2d1e-0000-4000-8000-000000000001',
  enquiry,
  company,
  notifyEmails: ['partners@example.com.au'],
  siteUrl: 'https://www.example.com.au',
  receivedAt: new Date('2025-03-04T05:06:00Z'),
};

describe('enquiry e-mails', () => {
  it('confirm to the visitor with replies going to the firm', () => {
    const email = confirmationEmail(context);
    expect(email).toMatchObject({
      kind: CONFIRMATION_KIND,
      to: 'jo@example.com.au',
      replyTo: company.email,
      relatedId: context.id,
      subject: `Thank you for your enquiry - ${company.name}`,
    });
    expect(email.text).toContain('If you did not send us an enquiry, you can ignore this e-mail.');
  });

  it('carry no free text the visitor wrote in the confirmation: no message, no company, no phone', () => {
    const aimed = {
      ...enquiry,
      name: 'Jo Citizen',
      company: 'Cheap loans at www.spam.example',
      phone: '07 3000 0000',
      message: 'Claim your prize at https://phish.example today',
    };
    const { text, html, subject } = confirmationEmail({ ...context, enquiry: aimed });
    for (const part of [text, html, subject]) {
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('phish.example');
      expect(part).not.toContain('Claim your prize');
      expect(part).not.toContain('07 3000 0000');
    }
    expect(text).toMatch(/^Dear Jo Citizen,$/m);
  });

  it.each([
    ['Jo Citizen', 'Dear Jo Citizen,'],
    ["Mary-Jane O'Brien", "Dear Mary-Jane O'Brien,"],
    ['Zoë Ng', 'Dear Zoë Ng,'],
    ['Jo <b>Citizen</b>', 'Hello,'],
    ['Visit www.spam.example', 'Hello,'],
    ['Call 0400 000 000', 'Hello,'],
    ['Win a free prize today now', 'Hello,'],
    ['A'.repeat(CONFIRMATION_NAME_MAX_LENGTH + 1), 'Hello,'],
  ])('greet %j only when the name is short plain letters: %j', (name, greeting) => {
    expect(CONFIRMATION_NAME_MAX_LENGTH).toBe(30);
    expect(confirmationGreeting(name)).toBe(greeting);
    expect(confirmationEmail({ ...context, enquiry: { ...enquiry, name } }).text.split('\n')[0]).toBe(greeting);
  });

  it('notify the firm with replies going to the visitor', () => {
    const email = notificationEmail(context, 'partners@example.com.au');
    expect(email).toMatchObject({ kind: NOTIFICATION_KIND, to: 'partners@example.com.au', replyTo: 'jo@example.com.au' });
    expect(email.subject).toBe('New website enquiry from Jo <b>Citizen</b> (Smith & "Sons" Staffing)');
    expect(email.text).toContain(`Reference: ${context.id}`);
    expect(email.text).toContain('4 March 2025 at 3:06 pm');
  });

  it('notify each enquiry recipient of the site settings with an e-mail of their own', () => {
    const emails = notificationEmails({ ...context, notifyEmails: ['partners@example.com.au', 'jo.rowe@example.com.au'] });
    expect(emails.map((email) => email.to)).toEqual(['partners@example.com.au', 'jo.rowe@example.com.au']);
    expect(new Set(emails.map((email) => email.subject)).size).toBe(1);
  });

  it('sign with the details the site settings hold', () => {
    const renamed = { ...company, name: 'Rowe Partners', phone: '(07) 3000 1234', phoneInternational: '+61730001234' };
    const { text, html, replyTo } = confirmationEmail({ ...context, company: { ...renamed, email: 'hello@rowe.example' } });
    expect(text).toContain('call us on (07) 3000 1234');
    expect(text).toMatch(/^Rowe Partners$/m);
    expect(html).toContain('href="tel:+61730001234"');
    expect(replyTo).toBe('hello@rowe.example');
  });

  it('escape everything the visitor typed in the notification HTML part', () => {
    const { html } = notificationEmail(context, 'partners@example.com.au');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Citizen');
    expect(html).toContain('Line one &lt;script&gt;alert(1)&lt;/script&gt;<br>\nLine two');
    expect(html).toContain('Smith &amp; &quot;Sons&quot; Staffing');
    expect(html).toContain('Jo &lt;b&gt;Citizen&lt;/b&gt;');
  });

  it('leave out phone and company lines that were not given', () => {
    const { text, html } = notificationEmail(
      { ...context, enquiry: { ...enquiry, company: '', phone: '' } },
      'partners@example.com.au',
    );
    expect(text).not.toMatch(/^Company:/m);
    expect(text).not.toMatch(/^Phone:/m);
    expect(html).not.toContain('>Phone<');
    const withPhone = notificationEmail(
      { ...context, enquiry: { ...enquiry, phone: '07 3000 0000' } },
      'partners@example.com.au',
    );
    expect(withPhone.text).toMatch(/^Phone: 07 3000 0000$/m);
  });

  it('keep line breaks in a name out of the notification subject', () => {
    const email = notificationEmail(
      { ...context, enquiry: { ...enquiry, company: '', name: 'Eve\r\nBcc: victim@example.com' } },
      'partners@example.com.au',
    );
    expect(email.subject).toBe('New website enquiry from Eve Bcc: victim@example.com');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
