// The Privacy Policy's HTML: sanitised on save with the article page's own allowlist, and filled in on
// the page with the firm's current details and the enquiry retention rule.
import { escapeHtml } from '#src/platform/mail/message.ts';
import { type Company, formatCompanyAddress } from '../public-shell/company.ts';
import { sanitizeArticleHtml } from '../rich-text/sanitize.server.ts';
import { retentionPhrase } from './privacy-schema.ts';

export function sanitizePolicyHtml(html: string): string {
  return sanitizeArticleHtml(html).trim();
}

/** The policy as the page shows it: sanitised again (a row edited by hand stays safe) and its placeholders filled in. */
export function renderPrivacyPolicy(body: string, company: Company, retentionDays: number | null): string {
  const values: Record<string, string> = {
    '{firm}': company.name,
    '{legalName}': company.legalName,
    '{email}': company.email,
    '{phone}': company.phone,
    '{address}': formatCompanyAddress(company),
    '{retention}': retentionPhrase(retentionDays),
  };
  return sanitizePolicyHtml(body).replace(/\{(firm|legalName|email|phone|address|retention)\}/g, (placeholder) =>
    escapeHtml(values[placeholder] ?? placeholder),
  );
}
