// Self-hosted ALTCHA proof of work (altcha-lib v2): signed challenges with an expiry, and
// verification of the widget's payload (base64 JSON of the challenge and the found solution).
import '#src/platform/validation/zod-jitless.ts';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { CaptchaCheck } from './verdict.ts';

/** Fast in WebCrypto in every browser; the widget solves it in the altcha pbkdf2 worker. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** A challenge is good for this long after it is issued: long enough to type a message. */
export const ALTCHA_CHALLENGE_TTL_SECONDS = 20 * 60;

export async function createAltchaChallenge(options: { hmacKey: string; cost: number; now?: Date }): Promise<Challenge> {
  const now = options.now ?? new Date();
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: options.cost,
    deriveKey,
    expiresAt: new Date(now.getTime() + ALTCHA_CHALLENGE_TTL_SECONDS * 1000),
    hmacSignatureSecret: options.hmacKey,
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{8,128}$/),
      salt: z.string().regex(/^[0-9a-f]{8,128}$/),
      cost: z.number().int().positive().max(10_000_000),
      keyLength: z.number().int().positive().max(128),
      keyPrefix: z.string().regex(/^[0-9a-f]{1,256}$/),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().int().positive(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().min(1).max(512),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative().max(0xffffffff),
    derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/),
    time: z.number().optional(),
  }),
});

/** Decodes the widget's payload; null when it is not base64 JSON of the expected shape. */
export function parseAltchaPayload(token: string): z.infer<typeof payloadSchema> | null {
  if (token.length > 4096) return null;
  try {
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(decoded);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function verifyAltchaToken(token: string, options: { hmacKey: string; now?: Date }): Promise<CaptchaCheck> {
  const payload = parseAltchaPayload(token);
  if (!payload) return { ok: false, reason: 'malformed' };
  const now = options.now ?? new Date();
  // Checked here as well as in altcha-lib so tests can move the clock; the signature covers expiresAt.
  if (payload.challenge.parameters.expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: options.hmacKey,
  });
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    // The nonce is random per challenge and covered by the signature: one accepted use per challenge.
    useId: `altcha:${payload.challenge.parameters.nonce}`,
    expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000),
  };
}
