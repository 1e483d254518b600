// Creating staff accounts: through the auth library's own create-user call (its schema, its password
// hash), for User Management, the first admin on start and `npm run user:create` alike; and replacing
// a password with every session ended, for reset links and `npm run user:reset-password`.
import '#src/platform/validation/zod-jitless.ts';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '#src/platform/db/schema.ts';
import { sendPasswordChangedNotice } from './account-notices.server.ts';
import type { StaffServices } from './auth.server.ts';
import { forgetFailedLogins } from './login-throttle.server.ts';
import { ROLES, type Role, toRole } from './roles.ts';
import { EmailSchema, PasswordSchema } from './schema.ts';
import { endSessions } from './staff-sessions.server.ts';

export const NewAccountSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  name: z.string().trim().max(100).optional(),
  role: z.enum(ROLES, { error: 'Role must be admin, editor or viewer.' }).nullable(),
});

export type NewAccount = z.input<typeof NewAccountSchema>;

export class AccountExistsError extends Error {
  constructor(email: string) {
    super(`An account for ${email} already exists.`);
    this.name = 'AccountExistsError';
  }
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%^&*-_=+';

/** A random password drawn without modulo bias; 20 characters carry about 120 bits. */
export function generatePassword(length = 20): string {
  let password = '';
  while (password.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 256 - (256 % n) keeps every character equally likely.
      if (byte < 256 - (256 % PASSWORD_ALPHABET.length) && password.length < length) {
        password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
      }
    }
  }
  return password;
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function accountExists(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/**
 * Creates a user with a credential account, as a trusted server call (no session: the caller has
 * applied its own policy). Throws a ZodError for bad input, AccountExistsError for a taken e-mail.
 */
export async function createAccount(
  services: Pick<StaffServices, 'auth' | 'database'>,
  input: NewAccount,
): Promise<{ id: string; email: string; role: Role | null }> {
  const account = NewAccountSchema.parse(input);
  const { db } = services.database;
  if (await accountExists(db, account.email)) throw new AccountExistsError(account.email);
  let id: string;
  try {
    const { user } = await services.auth.api.createUser({
      body: {
        email: account.email,
        password: account.password,
        name: account.name ?? '',
        role: account.role ?? undefined,
        data: { emailVerified: true },
      },
    });
    id = user.id;
  } catch (error) {
    // Another request created the same e-mail between our check and the library's insert.
    if (await accountExists(db, account.email)) throw new AccountExistsError(account.email);
    throw error;
  }
  // The library gives a user without a role its default one; an account made with no role has none.
  if (account.role === null) await db.updateTable('users').set({ role: null }).where('id', '=', id).execute();
  return { id, email: account.email, role: account.role };
}

export const DEFAULT_FIRST_ADMIN_EMAIL = 'admin@calderrowe.com.au';

export interface FirstAdminResult {
  email: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

/** On a database with no users, creates the first admin; returns null when users already exist. */
export async function ensureFirstAdmin(
  services: Pick<StaffServices, 'auth' | 'database'>,
  settings: { email?: string; password?: string },
): Promise<FirstAdminResult | null> {
  const { db } = services.database;
  if ((await countUsers(db)) > 0) return null;
  const email = settings.email ?? DEFAULT_FIRST_ADMIN_EMAIL;
  const generatedPassword = settings.password ? undefined : generatePassword();
  const password = settings.password ?? generatedPassword ?? '';
  try {
    await createAccount(services, { email, password, name: 'Administrator', role: 'admin' });
  } catch (error) {
    // Another instance starting at the same moment created the first admin.
    if (error instanceof AccountExistsError || (await countUsers(db)) > 0) return null;
    throw error;
  }
  return { email, generatedPassword };
}

/**
 * Replaces an account's password (hashed by the auth library, as every password is) and ends every
 * one of its sessions: whoever held the old password or a session is signed out.
 */
export async function replacePasswordEverywhere(
  services: Pick<StaffServices, 'auth' | 'database'>,
  userId: string,
  password: string,
): Promise<void> {
  const context = await services.auth.$context;
  await context.internalAdapter.updatePassword(userId, await context.password.hash(PasswordSchema.parse(password)));
  await endSessions(services.database.db, userId);
}

export class AccountNotFoundError extends Error {
  constructor(email: string) {
    super(`There is no account for ${email}.`);
    this.name = 'AccountNotFoundError';
  }
}

/**
 * `npm run user:reset-password`: lets a locked-out person (the only admin, say) back in. Sets the
 * password, ends every session, forgets failed sign-ins and, when asked (a lost authenticator),
 * turns two-factor sign-in off. Audited as a change the account made to itself.
 */
export async function recoverAccount(
  services: Pick<StaffServices, 'auth' | 'database' | 'recordChange' | 'siteUrl' | 'firm'>,
  input: { email: string; password: string; turnOffTwoFactor?: boolean },
): Promise<{ id: string; email: string; role: Role | null }> {
  const email = EmailSchema.parse(input.email);
  const password = PasswordSchema.parse(input.password);
  const { db } = services.database;
  const user = await db.selectFrom('users').select(['id', 'email', 'name', 'role']).where('email', '=', email).executeTakeFirst();
  if (!user) throw new AccountNotFoundError(email);
  await replacePasswordEverywhere(services, user.id, password);
  await forgetFailedLogins(db, email);
  if (input.turnOffTwoFactor) {
    await db.deleteFrom('two_factors').where('user_id', '=', user.id).execute();
    await db.updateTable('users').set({ two_factor_enabled: false, updated_at: new Date() }).where('id', '=', user.id).execute();
  }
  const role = toRole(user.role);
  await sendPasswordChangedNotice(db, services, { id: user.id, email, name: user.name }, 'admin');
  await services.recordChange(
    { id: user.id, email, name: user.name, role, twoFactorEnabled: false, mustEnableTwoFactor: false },
    {
      action: 'user.password-reset-command-line',
      entityType: 'user',
      entityId: user.id,
      details: { email, twoFactorTurnedOff: input.turnOffTwoFactor === true },
    },
  );
  return { id: user.id, email, role };
}
