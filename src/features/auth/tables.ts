// auth/'s tables, as Kysely types them (both dialects): staff accounts as Better Auth keeps them (users, sessions, accounts, verifications, two-factor secrets, its request counters) and what auth adds: the e-mailed links and the devices seen.
// Composed into the one Database in src/server/areas.ts.
import type { ColumnType } from 'kysely';
import type { DefaultedTimestamp, Flag, Timestamp } from '#src/platform/db/schema.ts';

export const ROLES = ['admin', 'editor', 'viewer'] as const;

export type Role = (typeof ROLES)[number];

/** Staff accounts; column names follow Better Auth's user model in snake case. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: Flag;
  image: string | null;
  role: Role | null;
  banned: Flag | null;
  ban_reason: string | null;
  ban_expires: Timestamp | null;
  two_factor_enabled: Flag | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  impersonated_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the holder last confirmed their password or a two-factor code (features/auth/reauthentication.server.ts). */
  reauthenticated_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** Credentials: for e-mail sign-in, provider_id is "credential" and password holds the hash. */
export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Better Auth's request counters (its `rateLimit` model): one row per client address and auth path. */
export interface AuthRateLimitsTable {
  id: string;
  key: string;
  count: number;
  /** Milliseconds since 1970; bigint, so PostgreSQL returns it as text. */
  last_request: ColumnType<number | string, number, number>;
}

/** TOTP secrets (encrypted by Better Auth) and hashed backup codes of staff who turned on two-factor sign-in. */
export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Flag | null;
  failed_verification_count: number | null;
  locked_until: Timestamp | null;
  /** The last accepted TOTP time step (Unix time / 30 s): that code and earlier ones are refused. */
  last_totp_step: ColumnType<string | number | null, number | null | undefined, number | null>;
}

/** A device (browser family on a system) a staff account has signed in from: a new one gets a notice e-mail. */
export interface SeenDevicesTable {
  user_id: string;
  /** SHA-256 of the device's name ("Chrome on macOS"): the user agent's family, not its exact text. */
  device_hash: string;
  first_seen_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
}

/** A single-use link sent by e-mail: an invitation to a new account, or a forgotten-password reset. */
export interface AccountLinksTable {
  id: string;
  kind: 'invitation' | 'password-reset';
  /** SHA-256 (hex) of the link's random token: the token itself is never stored. */
  token_hash: string;
  email: string;
  /** The account reset, or the account an accepted invitation created. */
  user_id: string | null;
  /** An invitation's display name and role. */
  name: string | null;
  role: Role | null;
  created_by: string | null;
  created_by_email: string | null;
  created_at: Timestamp;
  /** When the newest link was sent (a resend replaces the token and moves this). */
  sent_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

/** The tables auth/ owns, by name. */
export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  auth_rate_limits: AuthRateLimitsTable;
  two_factors: TwoFactorsTable;
  seen_devices: SeenDevicesTable;
  account_links: AccountLinksTable;
}
