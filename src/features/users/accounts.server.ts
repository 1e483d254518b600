// Creating staff accounts outside the web UI: the first admin on start and `npm run user:create`.
// Passwords are hashed with the auth library's scrypt hash, the same one it checks at sign-in.
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../platform/db/schema.ts';
import { ROLES, type Role } from './roles.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './schema.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const NewAccountSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
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

/** Creates a user with a credential account; throws a ZodError for bad input, AccountExistsError for a taken e-mail. */
export async function createAccount(
  db: Kysely<Database>,
  input: NewAccount,
): Promise<{ id: string; email: string; role: Role | null }> {
  const account = NewAccountSchema.parse(input);
  const passwordHash = await hashPassword(account.password);
  const id = randomUUID();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
    if (existing) throw new AccountExistsError(account.email);
    await trx
      .insertInto('users')
      .values({
        id,
        name: account.name ?? '',
        email: account.email,
        email_verified: true,
        image: null,
        role: account.role,
        banned: false,
        ban_reason: null,
        ban_expires: null,
        two_factor_enabled: false,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('accounts')
      .values({
        id: randomUUID(),
        account_id: id,
        provider_id: 'credential',
        user_id: id,
        access_token: null,
        refresh_token: null,
        id_token: null,
        access_token_expires_at: null,
        refresh_token_expires_at: null,
        scope: null,
        password: passwordHash,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
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
  db: Kysely<Database>,
  settings: { email?: string; password?: string },
): Promise<FirstAdminResult | null> {
  if ((await countUsers(db)) > 0) return null;
  const email = settings.email ?? DEFAULT_FIRST_ADMIN_EMAIL;
  const generatedPassword = settings.password ? undefined : generatePassword();
  const password = settings.password ?? generatedPassword ?? '';
  try {
    await createAccount(db, { email, password, name: 'Administrator', role: 'admin' });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (error instanceof AccountExistsError) return null;
    throw error;
  }
  return { email, generatedPassword };
}
