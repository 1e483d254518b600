// Backups of a single-machine install: a consistent copy of the SQLite database (SQLite's online
// backup API, so the site keeps running and writing), the uploaded files and the generated secrets,
// in one .tar.gz; and putting such an archive back. PostgreSQL and S3 have their own tools (README).
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import * as tar from 'tar';

/** Files in DATA_DIR that a restore needs besides the database: without them sessions and TOTP secrets break. */
export const SECRET_FILES = ['auth-secret.key', 'altcha-hmac.key'] as const;

const MANIFEST = 'backup.json';
const DATABASE_ENTRY = 'site.db';
const UPLOADS_ENTRY = 'uploads';
const FORMAT = 1;

export interface BackupSettings {
  /** The SQLite database file. */
  databaseFile: string;
  /** DATA_DIR: where the generated secrets live. */
  dataDir: string;
  /** The local uploads folder, or null when uploads live in object storage. */
  uploadsDir: string | null;
}

interface Manifest {
  format: number;
  createdAt: string;
  uploads: boolean;
  secrets: string[];
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Writes a consistent snapshot to `archive` (mode 600: it holds secrets) and describes what it holds. */
export async function createBackup(settings: BackupSettings, archive: string): Promise<Manifest> {
  if (!existsSync(settings.databaseFile)) throw new BackupError(`There is no database at ${settings.databaseFile} to back up.`);
  const staging = mkdtempSync(join(tmpdir(), 'site-backup-'));
  try {
    const source = new DatabaseSync(settings.databaseFile);
    try {
      // Copies page by page while other connections keep writing; the copy is one consistent state.
      await backup(source, join(staging, DATABASE_ENTRY));
    } finally {
      source.close();
    }
    const uploads = settings.uploadsDir !== null && existsSync(settings.uploadsDir);
    if (uploads && settings.uploadsDir) cpSync(settings.uploadsDir, join(staging, UPLOADS_ENTRY), { recursive: true });
    const secrets = SECRET_FILES.filter((name) => existsSync(join(settings.dataDir, name)));
    for (const name of secrets) copyFileSync(join(settings.dataDir, name), join(staging, name));
    const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), uploads, secrets };
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    mkdirSync(dirname(archive), { recursive: true });
    const entries = [MANIFEST, DATABASE_ENTRY, ...(uploads ? [UPLOADS_ENTRY] : []), ...secrets];
    await tar.create({ gzip: true, file: archive, cwd: staging, mode: 0o600, portable: true }, entries);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Puts an archive back: the database (its WAL files removed), the uploads and the secrets. Stop the site first. */
export async function restoreBackup(settings: BackupSettings, archive: string): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupError(`There is no backup at ${archive}.`);
  const staging = mkdtempSync(join(tmpdir(), 'site-restore-'));
  try {
    try {
      await tar.extract({ file: archive, cwd: staging, strict: true });
    } catch (error) {
      throw new BackupError(`${basename(archive)} is not a backup archive: ${(error as Error).message}`);
    }
    const manifestFile = join(staging, MANIFEST);
    if (!existsSync(manifestFile)) throw new BackupError(`${basename(archive)} is not a backup made by npm run backup.`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== FORMAT)
      throw new BackupError(`${basename(archive)} has format ${manifest.format}; expected ${FORMAT}.`);

    mkdirSync(dirname(settings.databaseFile), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${settings.databaseFile}${suffix}`, { force: true });
    renameOrCopy(join(staging, DATABASE_ENTRY), settings.databaseFile);
    if (manifest.uploads && settings.uploadsDir) {
      rmSync(settings.uploadsDir, { recursive: true, force: true });
      mkdirSync(dirname(settings.uploadsDir), { recursive: true });
      cpSync(join(staging, UPLOADS_ENTRY), settings.uploadsDir, { recursive: true });
    }
    mkdirSync(settings.dataDir, { recursive: true });
    for (const name of manifest.secrets) {
      copyFileSync(join(staging, name), join(settings.dataDir, name));
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** rename() fails across file systems (the staging folder may be on another disk). */
function renameOrCopy(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
