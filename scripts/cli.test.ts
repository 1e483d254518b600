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

describe('npm run user:reset-password', () => {
  it('resets a locked-out account, printing a generated password once, and names an unknown one', () => {
    const { url } = temporaryDatabaseUrl();
    expect(run('create-user.ts', ['--email', 'admin@example.com', '--role', 'admin'], { DATABASE_URL: url }).status).toBe(0);
    const reset = run('reset-password.ts', ['--email', 'Admin@Example.com'], { DATABASE_URL: url });
    expect(reset.status, reset.output).toBe(0);
    expect(reset.output).toContain('Reset the password of admin@example.com (role admin) and signed it out everywhere.');
    expect(reset.output).toMatch(/Generated password \(shown once\): \S{20}\n/);
    const unknown = run('reset-password.ts', ['--email', 'nobody@example.com'], { DATABASE_URL: url });
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain('There is no account for nobody@example.com.');
    const short = run('reset-password.ts', ['--email', 'admin@example.com', '--password', 'short'], { DATABASE_URL: url });
    expect(short.status).toBe(1);
    expect(short.output).toContain('Password must be at least 12 characters.');
    expect(run('reset-password.ts', [], { DATABASE_URL: url }).output).toContain('Usage: npm run user:reset-password');
  });
});

describe('npm run backup and npm run restore', () => {
  it('back up an install to one archive and put it back after the data folder is lost', async () => {
    const { url, file } = temporaryDatabaseUrl();
    const dataDir = join(file, '..', 'data');
    const env = { DATABASE_URL: url, DATA_DIR: dataDir };
    expect(run('create-user.ts', ['--email', 'kept@example.com', '--role', 'viewer'], env).status).toBe(0);
    const archive = join(file, '..', 'backup.tar.gz');
    const backup = run('backup.ts', ['--out', archive], env);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain(`to ${archive}`);

    rmSync(file);
    rmSync(dataDir, { recursive: true, force: true });
    const restore = run('restore.ts', [archive], env);
    expect(restore.status, restore.output).toBe(0);
    const database = openDatabase({ dialect: 'sqlite', file });
    const user = await database.db.selectFrom('users').select('email').executeTakeFirstOrThrow();
    await database.close();
    expect(user.email).toBe('kept@example.com');
  });

  it('point PostgreSQL installs to their own tools', () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/anything' };
    const backup = run('backup.ts', [], env);
    expect(backup.status).toBe(1);
    expect(backup.output).toContain('DATABASE_URL is PostgreSQL: back it up with pg_dump');
    expect(run('restore.ts', ['x.tar.gz'], env).output).toContain('restore it with pg_restore');
  });

  it('explain a missing archive name and an archive that is not there', () => {
    const { url } = temporaryDatabaseUrl();
    expect(run('restore.ts', [], { DATABASE_URL: url }).output).toContain('Usage: npm run restore -- <backup .tar.gz file>');
    const missing = run('restore.ts', ['/nowhere/site.tar.gz'], { DATABASE_URL: url });
    expect(missing.status).toBe(1);
    expect(missing.output).toContain('There is no backup at /nowhere/site.tar.gz.');
  });
});
