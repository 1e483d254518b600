// `npm run user:create -- --email someone@firm.com.au --role editor [--password …] [--name …]`
// Creates a staff account; without --password a strong one is generated and printed once.
import { AccountExistsError, createAccount, generatePassword } from '../src/features/auth/accounts.server.ts';
import { isRole } from '../src/features/auth/roles.ts';
import { exitWithUsage, parseOptionsOrExit, runWithServices } from './cli.ts';

const usage =
  'Usage: npm run user:create -- --email <address> --role <admin|editor|viewer|none> [--password <12+ chars>] [--name <name>]';

const values = parseOptionsOrExit(
  { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  usage,
);
const { email, role } = values;
if (!email || !role) exitWithUsage(usage);
if (role !== 'none' && !isRole(role)) exitWithUsage(usage, `--role must be admin, editor, viewer or none (got "${role}").`);

const password = values.password ?? generatePassword();
await runWithServices('Could not create the account', [AccountExistsError], async ({ auth }) => {
  const account = await createAccount(auth, { email, password, name: values.name, role: role === 'none' ? null : role });
  console.log(`Created ${account.email} with role ${account.role ?? 'none'}.`);
  if (!values.password) console.log(`Generated password (shown once): ${password}`);
});
