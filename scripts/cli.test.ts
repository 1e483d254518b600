import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database.ts';

const root = resolve(import.meta.dirname, '..');
const directories: string[] = [];

function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', script), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function temporaryDatabaseUrl(): { url: string; file: string } {
  const directory = mkdtempSync(join(tmpdir(), 'site-cli-'));
  directories.push(directory);
  const file = join(directory, 'site.db');
  return { url: `sqlite:${file}`, file };
}

afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('npm start refuses bad settings before doing anything', () => {
  it('stops on a malformed PORT, naming it', () => {
    const { status, output } = run('start.ts', [], { PORT: 'eighty' });
    expect(status).toBe(1);
    expect(output).toContain('PORT must be a whole number between 1 and 65535 (got "eighty")');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('stops on a malformed DATABASE_URL, naming it', () => {
    const { status, output } = run('start.ts', [], { DATABASE_URL: 'postgres//nohost' });
    expect(status).toBe(1);
    expect(output).toContain('DATABASE_URL is not a database address');
  });
});

describe('npm run user:create', () => {
  it('creates an account with the given role and prints a generated password once', async () => {
    const { url, file } = temporaryDatabaseUrl();
    const { status, output } = run('create-user.ts', ['--email', 'Editor@Example.com', '--role', 'editor'], {
      DATABASE_URL: url,
    });
    expect(status).toBe(0);
    expect(output).toContain('Created editor@example.com with role editor.');
    const password = /Generated password \(shown once\): (\S+)/.exec(output)?.[1];
    expect(password).toHaveLength(20);
    const database = openDatabase({ dialect: 'sqlite', file });
    const user = await database.db.selectFrom('users').select(['email', 'role']).executeTakeFirstOrThrow();
    const account = await database.db.selectFrom('accounts').select('password').executeTakeFirstOrThrow();
    await database.close();
    expect(user).toEqual({ email: 'editor@example.com', role: 'editor' });
    expect(account.password).not.toContain(password);
  });

  it('explains a missing argument, a bad role and a short password', () => {
    const { url } = temporaryDatabaseUrl();
    expect(run('create-user.ts', ['--email', 'a@example.com'], { DATABASE_URL: url }).output).toContain(
      'Usage: npm run user:create',
    );
    const badRole = run('create-user.ts', ['--email', 'a@example.com', '--role', 'owner'], { DATABASE_URL: url });
    expect(badRole.status).toBe(1);
    expect(badRole.output).toContain('--role must be admin, editor, viewer or none (got "owner")');
    const shortPassword = run('create-user.ts', ['--email', 'a@example.com', '--role', 'viewer', '--password', 'short'], {
      DATABASE_URL: url,
    });
    expect(shortPassword.status).toBe(1);
    expect(shortPassword.output).toContain('Password must be at least 12 characters.');
  });

  it('refuses an e-mail that already has an account', () => {
    const { url } = temporaryDatabaseUrl();
    const args = ['--email', 'a@example.com', '--role', 'viewer', '--password', 'long-enough-password'];
    expect(run('create-user.ts', args, { DATABASE_URL: url }).status).toBe(0);
    const again = run('create-user.ts', args, { DATABASE_URL: url });
    expect(again.status).toBe(1);
    expect(again.output).toContain('An account for a@example.com already exists.');
  });
});
