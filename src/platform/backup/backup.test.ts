// Backing up a running single-machine install and putting it back: every table and file the same.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { BackupError, createBackup, restoreBackup } from './backup.server.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function install() {
  root = mkdtempSync(join(tmpdir(), 'site-backup-test-'));
  const dataDir = join(root, 'data');
  mkdirSync(join(dataDir, 'uploads', 'team'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'team', '1700000000000-abc.webp'), Buffer.from([1, 2, 3, 4]));
  writeFileSync(join(dataDir, 'uploads', 'hero.jpg'), 'jpeg bytes');
  writeFileSync(join(dataDir, 'auth-secret.key'), 'a'.repeat(43), { mode: 0o600 });
  return { databaseFile: join(dataDir, 'site.db'), dataDir, uploadsDir: join(dataDir, 'uploads') };
}

async function tables(database: AppDatabase): Promise<Record<string, unknown[]>> {
  const names = (await database.db.introspection.getTables()).map((table) => table.name).sort();
  const result: Record<string, unknown[]> = {};
  for (const name of names) result[name] = (await sql`select * from ${sql.table(name)} order by 1`.execute(database.db)).rows;
  return result;
}

function files(directory: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else result[relative(directory, path)] = readFileSync(path).toString('base64');
    }
  };
  walk(directory);
  return result;
}

async function addEnquiries(database: AppDatabase, from: number, count: number) {
  for (let index = from; index < from + count; index += 1) {
    await database.db
      .insertInto('contact_submissions')
      .values({
        id: `e${index}`,
        name: `Owner ${index}`,
        email: `o${index}@example.com`,
        company: null,
        phone: null,
        message: 'Hello there',
      })
      .execute();
  }
}

describe('backups', () => {
  it('copies the database while the site writes, and a restore brings back every table and file', async () => {
    const settings = install();
    const site = openDatabase({ dialect: 'sqlite', file: settings.databaseFile });
    await migrateToLatest(site);
    await addEnquiries(site, 0, 50);
    const archive = join(root, 'backups', 'site.tar.gz');

    // The site keeps writing while the backup runs; the copy is one consistent moment.
    const [manifest] = await Promise.all([createBackup(settings, archive), addEnquiries(site, 50, 20)]);
    expect(manifest).toMatchObject({ uploads: true, secrets: ['auth-secret.key'] });
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const backedUp = await tables(site);
    const enquiriesInBackup = async () => {
      const copy = openDatabase({ dialect: 'sqlite', file: settings.databaseFile });
      try {
        return await tables(copy);
      } finally {
        await copy.close();
      }
    };
    const uploadsBefore = files(settings.uploadsDir);
    await site.close();

    rmSync(settings.dataDir, { recursive: true, force: true });
    await restoreBackup(settings, archive);

    const restored = await enquiriesInBackup();
    const count = restored.contact_submissions?.length ?? 0;
    // Taken while 20 more were being written: anything from 50 to 70, never a torn state.
    expect(count).toBeGreaterThanOrEqual(50);
    expect(count).toBeLessThanOrEqual(70);
    expect({ ...restored, contact_submissions: [] }).toEqual({ ...backedUp, contact_submissions: [] });
    // A consistent moment: exactly the first `count` enquiries, each as it was written.
    const restoredIds = new Set(restored.contact_submissions?.map((row) => (row as { id: string }).id));
    expect(restoredIds).toEqual(new Set(Array.from({ length: count }, (_, index) => `e${index}`)));
    expect(restored.contact_submissions).toEqual(
      backedUp.contact_submissions?.filter((row) => restoredIds.has((row as { id: string }).id)),
    );
    expect(files(settings.uploadsDir)).toEqual(uploadsBefore);
    expect(readFileSync(join(settings.dataDir, 'auth-secret.key'), 'utf8')).toBe('a'.repeat(43));
  });

  it('refuses a file that is not one of its archives and changes nothing', async () => {
    const settings = install();
    const bogus = join(root, 'not-a-backup.tar.gz');
    writeFileSync(bogus, 'plain text');
    await expect(restoreBackup(settings, bogus)).rejects.toThrow(BackupError);
    expect(existsSync(join(settings.uploadsDir, 'hero.jpg'))).toBe(true);
    await expect(restoreBackup(settings, join(root, 'missing.tar.gz'))).rejects.toThrow('There is no backup at');
  });
});
