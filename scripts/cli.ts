// Shared start-up for command-line scripts: configuration errors end the process with their message;
// the account scripts' argument parsing (a malformed line prints the usage) and their run on the
// migrated database (a failure the user can fix prints its message alone; exit code 1 either way).
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { type AppConfig, ConfigError, getConfig } from '../src/platform/config.ts';
import type { Services } from '../src/server/services.ts';

export function loadConfigOrExit(): AppConfig {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Prints the usage (after `problem`, when there is one) and ends the process with exit code 1. */
export function exitWithUsage(usage: string, problem?: string): never {
  console.error(problem ? `${problem}\n${usage}` : usage);
  process.exit(1);
}

/** The command line's options; an unknown option or a missing value prints the problem and the usage. */
export function parseOptionsOrExit<const T extends ParseArgsOptionsConfig>(options: T, usage: string) {
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    return exitWithUsage(usage, (error as Error).message);
  }
}

/**
 * Runs `work` with the services on the configured database, migrated to the latest, and closes it.
 * A failure the user can fix (a schema refusal, or an error of one of the `expected` kinds) prints
 * its message alone; any other prints `failed: message`. Either way the exit code is 1.
 */
export async function runWithServices(
  failed: string,
  expected: ReadonlyArray<abstract new (...args: never[]) => Error>,
  work: (services: Services) => Promise<void>,
): Promise<void> {
  const config = loadConfigOrExit();
  // Loaded here, not at the top: the other scripts that read their settings through this module
  // (start, migrate, backup) need not load every feature.
  const { openDatabase } = await import('../src/platform/db/database.ts');
  const { migrateToLatest } = await import('../src/platform/db/migrate.ts');
  const { createServices } = await import('../src/server/services.ts');
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    await work(createServices(config, database));
  } catch (error) {
    if (error instanceof ZodError) console.error(error.issues.map((issue) => issue.message).join('\n'));
    else if (expected.some((kind) => error instanceof kind)) console.error((error as Error).message);
    else console.error(`${failed}: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
