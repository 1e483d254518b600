// `npm run user:create -- --email someone@firm.com.au --role editor [--password …] [--name …]`
// Creates a staff account; without --password a strong one is generated and printed once.
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { AccountExistsError, createAccount, generatePassword } from '../src/features/auth/accounts.server.ts';
import { isRole } from '../src/features/auth/roles.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { createServices } from '../src/server/services.ts';
import { loadConfigOrExit } from './cli.ts';

const usage =
  'Usage: npm run user:create -- --email <address> --role <admin|editor|viewer|none> [--password <12+ chars>] [--name <name>]';

let values: { email?: string; role?: string; password?: string; name?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}

if (!values.email || !values.role) {
  console.error(usage);
  process.exit(1);
}
if (values.role !== 'none' && !isRole(values.role)) {
  console.error(`--role must be admin, editor, viewer or none (got "${values.role}").\n${usage}`);
  process.exit(1);
}

const config = loadConfigOrExit();
const database = openDatabase(config.database);
const password = values.password ?? generatePassword();
try {
  await migrateToLatest(database);
  const account = await createAccount(createServices(config, database).auth, {
    email: values.email,
    password,
    name: values.name,
    role: values.role === 'none' ? null : values.role,
  });
  console.log(`Created ${account.email} with role ${account.role ?? 'none'}.`);
  if (!values.password) console.log(`Generated password (shown once): ${password}`);
} catch (error) {
  if (error instanceof ZodError) console.error(error.issues.map((issue) => issue.message).join('\n'));
  else if (error instanceof AccountExistsError) console.error(error.message);
  else console.error(`Could not create the account: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
