import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './auth-secret.server.ts';

describe('the auth secret', () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it('is AUTH_SECRET when set', () => {
    expect(resolveAuthSecret('x'.repeat(40), '/nonexistent')).toBe('x'.repeat(40));
  });

  it('is generated once into DATA_DIR, readable only by its owner, and reused on the next start', () => {
    const directory = mkdtempSync(join(tmpdir(), 'auth-secret-'));
    directories.push(directory);
    const first = resolveAuthSecret(undefined, directory);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(undefined, directory)).toBe(first);
    const file = join(directory, AUTH_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
