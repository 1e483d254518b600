// The newsletter's sending rate and DKIM signing in the configuration.
import { describe, expect, it } from 'vitest';
import { problemsFor } from './config.testing.ts';
import { parseConfig } from './config.ts';

const KEY = '-----BEGIN PRIVATE KEY-----\\nMIIEvQ\\n-----END PRIVATE KEY-----';

describe('mail configuration', () => {
  it('sends newsletters at 120 a minute unless NEWSLETTER_SEND_RATE says otherwise', () => {
    expect(parseConfig({}).mail.newsletterRate).toBe(120);
    expect(parseConfig({ NEWSLETTER_SEND_RATE: '30' }).mail.newsletterRate).toBe(30);
    expect(problemsFor({ NEWSLETTER_SEND_RATE: '0' }).join('\n')).toContain('NEWSLETTER_SEND_RATE');
  });

  it('signs with DKIM only when the domain, selector and key are all set, with \\n in the key read as line breaks', () => {
    expect(parseConfig({}).mail.dkim).toBeUndefined();
    const dkim = parseConfig({ DKIM_DOMAIN: 'calderrowe.com.au', DKIM_SELECTOR: 'news2026', DKIM_PRIVATE_KEY: KEY }).mail.dkim;
    expect(dkim).toEqual({
      domain: 'calderrowe.com.au',
      selector: 'news2026',
      privateKey: '-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----',
    });
  });

  it('refuses a DKIM set missing one of its three variables, or a key that is not PEM, never showing the key', () => {
    expect(problemsFor({ DKIM_DOMAIN: 'calderrowe.com.au', DKIM_PRIVATE_KEY: KEY })).toEqual([
      'DKIM_SELECTOR is required when DKIM_DOMAIN and DKIM_PRIVATE_KEY are set (got undefined)',
    ]);
    expect(problemsFor({ DKIM_DOMAIN: 'calderrowe.com.au', DKIM_SELECTOR: 'news2026', DKIM_PRIVATE_KEY: 'not-a-pem' })).toEqual([
      'DKIM_PRIVATE_KEY must be a PEM private key (-----BEGIN PRIVATE KEY-----…) (got (hidden))',
    ]);
  });
});
