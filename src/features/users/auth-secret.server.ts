// The secret Better Auth signs session cookies and encrypts TOTP secrets with. AUTH_SECRET when set;
// otherwise one is generated once into DATA_DIR, so a single machine needs no setting and restarts
// keep everyone signed in. Several instances must share it, so they set AUTH_SECRET.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const AUTH_SECRET_FILE = 'auth-secret.key';

export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, AUTH_SECRET_FILE);
  try {
    return readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // "wx": when two processes start together, exactly one creates the file and both read it.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readSecretFile(file);
}

function readSecretFile(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable secret (under 32 characters); delete it to generate a new one.`);
  return secret;
}
