// `npm run user:reset-password -- --email someone@firm.com.au [--password …] [--turn-off-two-factor]`
// Recovers a locked-out account (the only admin, say) from the server's shell: a new password
// (generated and printed once without --password), every session ended, failed sign-ins forgotten,
// and with --turn-off-two-factor the lost authenticator no longer asked for.
import { AccountNotFoundError, generatePassword, recoverAccount } from '../src/features/auth/accounts.server.ts';
import { exitWithUsage, parseOptionsOrExit, runWithServices } from './cli.ts';

const usage = 'Usage: npm run user:reset-password -- --email <address> [--password <12+ chars>] [--turn-off-two-factor]';

const values = parseOptionsOrExit(
  { email: { type: 'string' }, password: { type: 'string' }, 'turn-off-two-factor': { type: 'boolean' } },
  usage,
);
const { email } = values;
if (!email) exitWithUsage(usage);
const turnOffTwoFactor = values['turn-off-two-factor'] === true;

const password = values.password ?? generatePassword();
await runWithServices('Could not reset the password', [AccountNotFoundError], async ({ auth }) => {
  const account = await recoverAccount(auth, { email, password, turnOffTwoFactor });
  console.log(`Reset the password of ${account.email} (role ${account.role ?? 'none'}) and signed it out everywhere.`);
  if (turnOffTwoFactor) console.log('Two-factor sign-in is off for this account: turn it on again after signing in.');
  if (!values.password) console.log(`Generated password (shown once): ${password}`);
});
