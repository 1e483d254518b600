// Secrets a single machine keeps in DATA_DIR when no setting provides them: generated once (mode 600)
// and read by every later start, so restarts keep sessions and signatures valid.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const MIN_SECRET_LENGTH = 32;

/** The secret in `file`, created with 32 random bytes (encoded as given) when the file does not exist. */
export function readOrCreateSecretFile(file: string, encoding: 'hex' | 'base64url'): string {
  try {
    return readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // "wx": when two processes start together, exactly one creates the file and both read it.
    writeFileSync(file, `${randomBytes(32).toString(encoding)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readSecretFile(file);
}

function readSecretFile(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable secret (under ${MIN_SECRET_LENGTH} characters); delete it to generate a new one.`);
  }
  return secret;
}
