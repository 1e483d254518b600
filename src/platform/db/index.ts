// The server's shared database handle, opened lazily from the configuration.
import { getConfig } from '../config.ts';
import { type AppDatabase, openDatabase } from './database.ts';

let shared: AppDatabase | undefined;

export function getDatabase(): AppDatabase {
  shared ??= openDatabase(getConfig().database);
  return shared;
}
