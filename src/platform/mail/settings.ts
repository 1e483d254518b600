// The mail settings: the SMTP server (unset: .eml files), the From address, the retry policy, DKIM
// signing and the newsletter's sending rate.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { wholeNumber } from '../settings.ts';

/** MAIL_FROM: "name@example.com" or "Display Name <name@example.com>". */
const mailFromSchema = z
  .string()
  .optional()
  .refine(
    (value) => {
      if (value === undefined) return true;
      const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
      return !/[\r\n]/.test(value) && z.email().safeParse(address.trim()).success;
    },
    { error: 'must be an e-mail address, optionally with a name: Calder & Rowe Advisory <no-reply@example.com.au>' },
  );

export const mailVariables = z.object({
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465' })
    .optional(),
  MAIL_FROM: mailFromSchema,
  MAIL_MAX_ATTEMPTS: wholeNumber(1, 50).default(10),
  MAIL_RETRY_BASE_SECONDS: wholeNumber(1, 86_400).default(60),
  DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, {
      error: 'must be a domain name such as calderrowe.com.au',
    })
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9._-]*[a-z0-9])?$/i, { error: 'must be a DNS label such as mail2026' })
    .optional(),
  /** The PEM text; a line break may be written as \n (one line in .env). */
  DKIM_PRIVATE_KEY: z
    .string()
    .transform((value) => value.replace(/\\n/g, '\n'))
    .refine((value) => /-----BEGIN (RSA )?PRIVATE KEY-----/.test(value), {
      error: 'must be a PEM private key (-----BEGIN PRIVATE KEY-----…)',
    })
    .optional(),
  NEWSLETTER_SEND_RATE: wholeNumber(1, 100_000).default(120),
});

/** DKIM signing of every e-mail: all three variables or none. */
export interface DkimSettings {
  domain: string;
  selector: string;
  privateKey: string;
}

/** The three DKIM variables go together. */
export function checkDkimVariables(
  env: Pick<z.output<typeof mailVariables>, 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY'>,
  ctx: z.RefinementCtx,
): void {
  const names = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;
  const set = names.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === names.length) return;
  for (const name of names) {
    if (env[name] === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when ${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set`,
      });
  }
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string | undefined;
  maxAttempts: number;
  retryBaseSeconds: number;
  dkim: DkimSettings | undefined;
  /** Newsletter e-mails a minute, at most. */
  newsletterRate: number;
}

export function mailSettings(env: z.output<typeof mailVariables>): MailSettings {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
    dkim:
      env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
        ? { domain: env.DKIM_DOMAIN, selector: env.DKIM_SELECTOR, privateKey: env.DKIM_PRIVATE_KEY }
        : undefined,
    newsletterRate: env.NEWSLETTER_SEND_RATE,
  };
}
