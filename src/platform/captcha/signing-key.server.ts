// The server's signing secret (ALTCHA_HMAC_KEY): signs ALTCHA challenges, form stamps and test-mode
// captcha tokens. When it is not configured, one is generated once and kept in DATA_DIR so restarts
// keep accepting challenges already handed out; several instances share it through the setting.
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateSecretFile } from '../secret-file.server.ts';

export const SIGNING_KEY_FILE = 'altcha-hmac.key';

/** The configured key, or the one in `<dataDir>/altcha-hmac.key`, created (mode 600) on first use. */
export function resolveSigningKey(configured: string | undefined, dataDir: string): string {
  return configured || readOrCreateSecretFile(join(dataDir, SIGNING_KEY_FILE), 'hex');
}

/** A key for one purpose derived from the signing key, so a signature for one use is never valid for another. */
export function derivePurposeKey(signingKey: string, purpose: string): Buffer {
  return createHmac('sha256', signingKey).update(`purpose:${purpose}`).digest();
}
