// Standard Webhooks signatures (spec 1.0, symmetric): a secret is `whsec_` and the base64 of 32 random
// bytes; a signature is `v1,` and the base64 HMAC-SHA256, keyed with the decoded secret, of
// `id.timestamp.body`, the body's exact bytes; the header lists one signature per secret, space
// separated, so a receiver keeps verifying while a rotated secret is replaced.
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
/** The spec asks for 24 to 64 bytes. */
export const SECRET_BYTES = 32;

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** The key a secret stands for. */
function keyOf(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/** `v1,` and the signature of one message with one secret; `timestamp` in whole seconds since 1970. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const signature = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${signature}`;
}

/** The three headers of one attempt: the id, the attempt's time, and a signature per secret. */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, id, timestamp, body)).join(' '),
  };
}
