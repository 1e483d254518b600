// The secret Better Auth signs session cookies and encrypts TOTP secrets with. AUTH_SECRET when set;
// otherwise one is generated once into DATA_DIR, so a single machine needs no setting and restarts
// keep everyone signed in. Several instances must share it, so they set AUTH_SECRET.
import { join } from 'node:path';
import { readOrCreateSecretFile } from '#src/platform/secret-file.server.ts';

export const AUTH_SECRET_FILE = 'auth-secret.key';

export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  return configured || readOrCreateSecretFile(join(dataDir, AUTH_SECRET_FILE), 'base64url');
}
