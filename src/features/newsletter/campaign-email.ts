// A newsletter e-mail built from a published insight: HTML with inline styles (mail programs drop
// style sheets) and a plain-text part, images and links made absolute, links to the site tagged
// utm_source=newsletter, the firm's identity as the Spam Act s17 asks (name, address, e-mail, phone
// from Site Settings) and a visible unsubscribe link. Built once per campaign; each recipient's
// unsubscribe address replaces UNSUBSCRIBE_MARK when the e-mail is sent.
import { escapeHtml } from '#src/platform/mail/message.ts';
import type { PublicInsight } from '../insights/types.ts';
import { type Company, formatCompanyAddress } from '../public-shell/company.ts';
import { UNSUBSCRIBE_PATH } from './terms.ts';

/** Stands for the recipient's unsubscribe address in a campaign's stored bodies. */
export const UNSUBSCRIBE_MARK = '%%UNSUBSCRIBE_URL%%';

export interface CampaignEmail {
  subject: string;
  html: string;
  text: string;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}/${token}`;
}

/** The address made absolute; a link to the site gets the newsletter's UTM tags. */
export function campaignLink(href: string, siteUrl: string, campaign: string): string {
  let url: URL;
  try {
    url = new URL(href, `${siteUrl}/`);
  } catch {
    return href;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.href;
  if (url.origin === new URL(siteUrl).origin) {
    url.searchParams.set('utm_source', 'newsletter');
    url.searchParams.set('utm_medium', 'email');
    url.searchParams.set('utm_campaign', campaign);
  }
  return url.href;
}

const STYLES: Record<string, string> = {
  p: 'margin:0 0 16px;font-size:16px;line-height:1.6;color:#1e293b',
  h2: 'margin:28px 0 12px;font-family:Georgia,serif;font-size:22px;line-height:1.3;color:#0b2545',
  h3: 'margin:24px 0 8px;font-family:Georgia,serif;font-size:19px;line-height:1.3;color:#0b2545',
  h4: 'margin:20px 0 8px;font-size:17px;color:#0b2545',
  ul: 'margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6;color:#1e293b',
  ol: 'margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6;color:#1e293b',
  li: 'margin:0 0 6px',
  blockquote: 'margin:0 0 16px;padding-left:16px;border-left:4px solid #cbd5e1;color:#334155',
  a: 'color:#1d4ed8;text-decoration:underline',
  img: 'max-width:100%;height:auto;border:0',
};

/** The sanitised article HTML with inline styles, absolute images and tagged links. */
export function inlineArticleHtml(content: string, siteUrl: string, campaign: string): string {
  return content.replace(/<(p|h2|h3|h4|ul|ol|li|blockquote|a|img)(\s[^>]*)?>/gi, (_tag, name: string, attributes = '') => {
    const element = name.toLowerCase();
    const rewritten = (attributes as string).replace(/\s(href|src)="([^"]*)"/gi, (_match, attribute: string, value: string) => {
      const raw = value.replace(/&amp;/g, '&');
      const absolute =
        attribute.toLowerCase() === 'href' ? campaignLink(raw, siteUrl, campaign) : new URL(raw, `${siteUrl}/`).href;
      return ` ${attribute}="${escapeHtml(absolute)}"`;
    });
    return `<${element}${rewritten} style="${STYLES[element]}">`;
  });
}

/** The article as plain text: paragraphs and list items on their own lines, links as "text (address)". */
export function articleText(content: string, siteUrl: string, campaign: string): string {
  return content
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_match, href: string, text: string) => {
      const url = campaignLink(href.replace(/&amp;/g, '&'), siteUrl, campaign);
      return `${text} (${url})`;
    })
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|h2|h3|h4|ul|ol|blockquote)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The firm's identity lines (Spam Act s17): name, address, e-mail and phone. */
export function firmLines(company: Company): string[] {
  return [company.name, formatCompanyAddress(company), `E-mail: ${company.email}`, `Phone: ${company.phone}`];
}

export function buildCampaignEmail(insight: PublicInsight, company: Company, siteUrl: string): CampaignEmail {
  const campaign = insight.id;
  const articleUrl = campaignLink(`/resources/insights/${encodeURIComponent(insight.id)}`, siteUrl, campaign);
  const image = insight.image_url ? new URL(insight.image_url, `${siteUrl}/`).href : null;
  const why = `You receive this because you subscribed to ${company.name}'s newsletter.`;
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(insight.title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;font-family:Arial,Helvetica,sans-serif">
<tr><td style="padding:20px 32px;background:#0b2545;color:#ffffff;font-family:Georgia,serif;font-size:20px">${escapeHtml(company.name)}</td></tr>
${image ? `<tr><td><img src="${escapeHtml(image)}" alt="${escapeHtml(insight.image?.alt ?? '')}" width="600" style="display:block;width:100%;height:auto;border:0"></td></tr>` : ''}
<tr><td style="padding:32px">
<p style="margin:0 0 8px;font-size:13px;text-transform:uppercase;letter-spacing:1px;color:#475569">${escapeHtml(insight.category)}</p>
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:28px;line-height:1.25;color:#0b2545">${escapeHtml(insight.title)}</h1>
<p style="margin:0 0 24px;font-size:17px;line-height:1.6;color:#334155">${escapeHtml(insight.excerpt)}</p>
${inlineArticleHtml(insight.content, siteUrl, campaign)}
<p style="margin:24px 0 0"><a href="${escapeHtml(articleUrl)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Read it on our website</a></p>
</td></tr>
<tr><td style="padding:24px 32px;background:#f8fafc;font-size:13px;line-height:1.6;color:#475569">
${firmLines(company)
  .map((line) => escapeHtml(line))
  .join('<br>')}<br><br>
${escapeHtml(why)} <a href="${UNSUBSCRIBE_MARK}" style="color:#1d4ed8;text-decoration:underline">Unsubscribe</a> in one click.
</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    company.name,
    '',
    insight.title.toUpperCase(),
    '',
    insight.excerpt,
    '',
    articleText(insight.content, siteUrl, campaign),
    '',
    `Read it on our website: ${articleUrl}`,
    '',
    '--',
    ...firmLines(company),
    '',
    why,
    `Unsubscribe in one click: ${UNSUBSCRIBE_MARK}`,
  ].join('\n');
  return { subject: insight.title, html, text };
}

/** The stored bodies with one recipient's unsubscribe address put in. */
export function personalise(email: CampaignEmail, unsubscribe: string): CampaignEmail {
  return {
    subject: email.subject,
    html: email.html.replaceAll(UNSUBSCRIBE_MARK, escapeHtml(unsubscribe)),
    text: email.text.replaceAll(UNSUBSCRIBE_MARK, unsubscribe),
  };
}
