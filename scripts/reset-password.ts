// `npm run user:reset-password -- --email someone@firm.com.au [--password …] [--turn-off-two-factor]`
// Recovers a locked-out account (the only admin, say) from the server's shell: a new password
// (generated and printed once without --password), every session ended, failed sign-ins forgotten,
// and with --turn-off-two-factor the lost authenticator no longer asked for.
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { AccountNotFoundError, generatePassword, recoverAccount } from '../src/features/auth/accounts.server.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { createServices } from '../src/server/services.ts';
import { loadConfigOrExit } from './cli.ts';

const usage = 'Usage: npm run user:reset-password -- --email <address> [--password <12+ chars>] [--turn-off-two-factor]';

let values: { email?: string; password?: string; 'turn-off-two-factor'?: boolean };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, 'turn-off-two-factor': { type: 'boolean' } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}

if (!values.email) {
  console.error(usage);
  process.exit(1);
}

const config = loadConfigOrExit();
const database = openDatabase(config.database);
const password = values.password ?? generatePassword();
try {
  await migrateToLatest(database);
  const account = await recoverAccount(createServices(config, database).auth, {
    email: values.email,
    password,
    turnOffTwoFactor: values['turn-off-two-factor'] === true,
  });
  console.log(`Reset the password of ${account.email} (role ${account.role ?? 'none'}) and signed it out everywhere.`);
  if (values['turn-off-two-factor'])
    console.log('Two-factor sign-in is off for this account: turn it on again after signing in.');
  if (!values.password) console.log(`Generated password (shown once): ${password}`);
} catch (error) {
  if (error instanceof ZodError) console.error(error.issues.map((issue) => issue.message).join('\n'));
  else if (error instanceof AccountNotFoundError) console.error(error.message);
  else console.error(`Could not reset the password: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
