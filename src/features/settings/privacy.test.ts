// The Privacy Policy's text: the default follows APP 1 and 5, placeholders are filled with the firm's
// current details (escaped) and the retention rule, and anything beyond the article allowlist is dropped.
import { describe, expect, it } from 'vitest';
import { collectionNoticeText } from '../contact/CollectionNotice.tsx';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { renderPrivacyPolicy } from './privacy.server.ts';
import { DEFAULT_PRIVACY_POLICY } from './privacy-default.ts';
import { PRIVACY_MESSAGES, PrivacyPolicySchema, retentionPhrase } from './privacy-schema.ts';

describe('the privacy policy', () => {
  it('says, by default, what is collected, why, who sees it, how long it is kept, and how to ask for access or deletion', () => {
    const html = renderPrivacyPolicy(DEFAULT_PRIVACY_POLICY, DEFAULT_COMPANY, 365);
    for (const heading of [
      'What we collect',
      'Why we collect it',
      'Who sees it',
      'How long we keep it',
      'Seeing, correcting or deleting your information',
      'Complaints',
    ]) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain('Calder &amp; Rowe Advisory Pty Ltd (“Calder &amp; Rowe Advisory”');
    expect(html).toContain('We keep your enquiry for no longer than 365 days after it arrives.');
    // The CRM hand-off by webhook (features/webhooks), a disclosure the firm chooses to make.
    expect(html).toContain(
      'If Calder &amp; Rowe Advisory connects a customer relationship management (CRM) system or an automation service',
    );
    expect(html).toContain('<a href="mailto:enquiries@calderrowe.com.au">enquiries@calderrowe.com.au</a>');
    expect(html).toContain('Level 12, 300 Queen Street, Brisbane QLD 4000, Australia');
    expect(html).not.toMatch(/\{(firm|legalName|email|phone|address|retention)\}/);
    expect(PrivacyPolicySchema.safeParse({ body: DEFAULT_PRIVACY_POLICY }).success).toBe(true);
  });

  it('promises only as long as needed when ENQUIRY_RETENTION_DAYS is not set', () => {
    expect(retentionPhrase(null)).toBe(
      'only for as long as we need it to deal with your enquiry and any work that follows from it',
    );
    expect(retentionPhrase(1)).toBe('for no longer than 1 day after it arrives');
    expect(renderPrivacyPolicy('<h2>Keeping</h2><p>Kept {retention}.</p>', DEFAULT_COMPANY, null)).toContain(
      'Kept only for as long as we need it',
    );
  });

  it('names the firm as the settings hold it now, escaped, and drops what an article may not hold', () => {
    const firm = { ...DEFAULT_COMPANY, name: 'Rowe <b>& Co</b>', email: 'privacy@rowe.example' };
    const html = renderPrivacyPolicy('<h2>Us</h2><p onclick="x()">{firm} at {email}</p><script>alert(1)</script>', firm, null);
    expect(html).toBe('<h2>Us</h2><p>Rowe &lt;b&gt;&amp; Co&lt;/b&gt; at privacy@rowe.example</p>');
  });

  it.each([
    ['an empty policy', '', PRIVACY_MESSAGES.required],
    ['markup with no words', '<h2></h2><p> </p>', PRIVACY_MESSAGES.required],
    ['a policy without a heading', '<p>We keep your details safe.</p>', PRIVACY_MESSAGES.noHeading],
  ])('refuses %s: %j', (_case, body, message) => {
    const result = PrivacyPolicySchema.safeParse({ body });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('gives the collection notice under the contact form its facts: what, why, who, how long, access and deletion', () => {
    expect(collectionNoticeText(90)).toBe(
      'We collect your name, e-mail address and message, and anything else you choose to tell us about you and your business, only to reply to your enquiry. Only our staff see them, and we keep them for no longer than 90 days. You can ask to see, correct or delete them at any time.',
    );
    expect(collectionNoticeText(null)).toContain('we keep them only as long as we need them to deal with your enquiry.');
  });
});
