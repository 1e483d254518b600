// What the mixed-traffic benchmarks (bench:memory, bench:soak) send: the public pages a visitor
// reads, the admin reads staff make, and an enquiry as the contact form sends it.
import { issueFormStamp } from '../src/features/contact/form-stamp.server.ts';
import { createTestCaptchaToken } from '../src/platform/captcha/test-token.server.ts';

export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/services/business-sales',
  '/resources',
  '/resources/insights',
  '/resources/insights/how-recruitment-businesses-are-valued-ebitda-multiples',
  '/resources/valuation-calculator',
  '/contact',
  '/sitemap.xml',
  '/rss.xml',
];

export const ADMIN_READS = [
  '/api/admin/submissions',
  '/api/admin/team',
  '/api/admin/users',
  '/admin',
  '/admin/contact-submissions',
];

/** One enquiry's JSON body, with a test-mode captcha token and a form stamp shown a minute ago. */
export function enquiryBody(
  signingKey: string,
  visitor: { name: string; email: string; company: string; message: string },
): string {
  return JSON.stringify({
    ...visitor,
    phone: '07 3000 0000',
    captcha: createTestCaptchaToken(signingKey),
    website: '',
    formStamp: issueFormStamp(signingKey, new Date(Date.now() - 60_000)),
  });
}

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
