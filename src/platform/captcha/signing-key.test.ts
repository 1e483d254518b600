import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { derivePurposeKey, resolveSigningKey, SIGNING_KEY_FILE } from './signing-key.server.ts';

describe('the signing key', () => {
  const directories: string[] = [];
  const freshDirectory = () => {
    const directory = mkdtempSync(join(tmpdir(), 'signing-key-'));
    directories.push(directory);
    return directory;
  };
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it('uses ALTCHA_HMAC_KEY when it is set', () => {
    expect(resolveSigningKey('c'.repeat(40), freshDirectory())).toBe('c'.repeat(40));
  });

  it('generates a key into DATA_DIR once, readable only by its owner, and keeps using it', () => {
    const directory = freshDirectory();
    const first = resolveSigningKey(undefined, directory);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(directory, SIGNING_KEY_FILE), 'utf8').trim()).toBe(first);
    expect(statSync(join(directory, SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveSigningKey(undefined, directory)).toBe(first);
  });

  it('refuses a key file that holds too short a key, saying how to fix it', () => {
    const directory = freshDirectory();
    writeFileSync(join(directory, SIGNING_KEY_FILE), 'short\n');
    expect(() => resolveSigningKey(undefined, directory)).toThrow('delete it to generate a new one');
  });

  it('derives different keys for different purposes', () => {
    expect(derivePurposeKey('k'.repeat(64), 'a').equals(derivePurposeKey('k'.repeat(64), 'b'))).toBe(false);
  });
});
