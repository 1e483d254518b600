// The process's mailer, built from the configuration: the transport (SMTP or .eml files), the From
// address and the retry policy. Shared by the requests that send at once and the outbox worker.
import { join } from 'node:path';
import type { AppConfig } from '../config.ts';
import { DEFAULT_LEASE_SECONDS, type Mailer } from './outbox.server.ts';
import { createMailTransport } from './transport.server.ts';

export function createMailer(config: AppConfig, defaultFrom: string): Mailer {
  return {
    transport: createMailTransport({
      smtpUrl: config.mail.smtpUrl,
      outboxDirectory: join(config.dataDir, 'outbox'),
      dkim: config.mail.dkim,
    }),
    from: config.mail.from ?? defaultFrom,
    policy: {
      maxAttempts: config.mail.maxAttempts,
      retryBaseSeconds: config.mail.retryBaseSeconds,
      leaseSeconds: DEFAULT_LEASE_SECONDS,
    },
  };
}
