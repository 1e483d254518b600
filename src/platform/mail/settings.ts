// The mail settings: the SMTP server (unset: .eml files), the From address and the retry policy.
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
});

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string | undefined;
  maxAttempts: number;
  retryBaseSeconds: number;
}

export function mailSettings(env: z.output<typeof mailVariables>): MailSettings {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
  };
}
