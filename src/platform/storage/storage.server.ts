// Chooses the storage driver from the configuration (STORAGE_DRIVER); the composition root keeps the instance.
import type { AppConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.server.ts';
import { createS3Storage } from './s3-storage.server.ts';

export function createFileStorage(config: Pick<AppConfig, 'storage'>): FileStorage {
  const settings = config.storage;
  return settings.driver === 's3' ? createS3Storage(settings) : createLocalStorage(settings.root);
}
