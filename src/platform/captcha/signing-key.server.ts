// The server's signing secret (ALTCHA_HMAC_KEY): signs ALTCHA challenges, form stamps and test-mode
// captcha tokens. When it is not configured, one is generated once and kept in DATA_DIR so restarts
// keep accepting challenges already handed out; several instances share it through the setting.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const SIGNING_KEY_FILE = 'altcha-hmac.key';

/** The configured key, or the one in `<dataDir>/altcha-hmac.key`, created (mode 600) on first use. */
export function resolveSigningKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, SIGNING_KEY_FILE);
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // "wx": when two processes start together, exactly one creates the file and both read it.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(file);
}

function readKeyFile(file: string): string {
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no usable key (under 32 characters); delete it to generate a new one.`);
  return key;
}

/** A key for one purpose derived from the signing key, so a signature for one use is never valid for another. */
export function derivePurposeKey(signingKey: string, purpose: string): Buffer {
  return createHmac('sha256', signingKey).update(`purpose:${purpose}`).digest();
}
