// Staff sign-in: Better Auth over our Kysely database (snake_case tables), its admin plugin for user
// management and its two-factor plugin, and the services every auth entry point shares.
import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { createAccessControl } from 'better-auth/plugins/access';
import { admin } from 'better-auth/plugins/admin';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { type AppConfig, DEFAULT_SIGN_IN_RATE_LIMIT, parseRateLimit, type RateLimitSetting } from '#src/platform/config.ts';
import { isDatabaseBusy } from '#src/platform/db/busy.ts';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Logger } from '#src/platform/log.ts';
import type { StaffUser } from './access.ts';
import { resolveAuthSecret } from './auth-secret.server.ts';
import type { LoginNameSettings } from './login-name.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './schema.ts';
import { refuseReusedTotpCodes } from './totp-replay.server.ts';

export const AUTH_BASE_PATH = '/api/auth';
/** Our own header for the client address, set by the HTTP door and never taken from the client. */
export const CLIENT_ADDRESS_HEADER = 'x-staff-client-address';
/** A session lasts 12 hours from the last activity: each hour of use pushes the expiry forward. */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
export const SESSION_REFRESH_SECONDS = 60 * 60;

// Better Auth's admin plugin checks these permissions itself; only admins manage users. Editors and
// viewers exist so the plugin accepts them as role values.
const accessControl = createAccessControl(defaultStatements);
const staffRoles = {
  admin: accessControl.newRole({
    user: ['create', 'list', 'set-role', 'delete', 'set-password', 'get', 'update'],
    session: ['list', 'revoke', 'delete'],
  }),
  editor: accessControl.newRole({ user: [], session: [] }),
  viewer: accessControl.newRole({ user: [], session: [] }),
};

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * Better Auth answers a failure of its own database calls with a blank 500. While a request runs
 * through `callAuthHandler`, a busy database is noted here instead, so it can be answered 503.
 */
const busyDuringRequest = new AsyncLocalStorage<{ error?: unknown }>();

/** Runs Better Auth's HTTP handler; throws DatabaseBusyError when the database stayed locked. */
export async function callAuthHandler(auth: StaffAuth, request: Request): Promise<Response> {
  const noted: { error?: unknown } = {};
  const response = await busyDuringRequest.run(noted, () => auth.handler(request));
  if (noted.error) throw noted.error;
  return response;
}

export interface StaffAuthSettings {
  database: AppDatabase;
  secret: string;
  /** The public address (SITE_URL): cookies are Secure when it is https. */
  siteUrl: string;
  logger: Logger;
  /** SIGN_IN_RATE_LIMIT: sign-in requests per address and window, whatever their outcome. */
  signInRateLimit?: RateLimitSetting;
  /** Unset (production): Better Auth's own scrypt. Tests pass a cheaper one (password-hashing.testing.ts). */
  passwordHashing?: PasswordHashing;
}

/** How staff passwords are hashed and checked: Better Auth's option of that shape. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function createStaffAuth({
  database,
  secret,
  siteUrl,
  logger,
  signInRateLimit = parseRateLimit(DEFAULT_SIGN_IN_RATE_LIMIT),
  passwordHashing,
}: StaffAuthSettings) {
  return betterAuth({
    appName: 'Calder & Rowe Advisory',
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: { db: database.db, type: database.dialect, transaction: true },
    telemetry: { enabled: false },
    // Everything Better Auth says goes to our JSON log; refused requests (wrong password, foreign
    // origin) are routine and logged at debug, failures of the library itself as errors.
    logger: {
      level: 'warn',
      log: (level, message) => (level === 'error' ? logger.error(message) : logger.warn(message)),
    },
    onAPIError: {
      onError: (error) => {
        const noted = busyDuringRequest.getStore();
        if (noted && isDatabaseBusy(error)) {
          noted.error = error;
          return;
        }
        const status = isAPIError(error) ? error.statusCode : 500;
        const message = error instanceof Error ? error.message : String(error);
        if (status >= 500) logger.error('auth request failed', { status, error: message });
        else logger.debug('auth request refused', { status, error: message });
      },
    },
    // The server the request reached is trusted as well as SITE_URL, as Astro's own origin check does.
    hooks: { before: refuseReusedTotpCodes(database) },
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    emailAndPassword: {
      enabled: true,
      // Staff accounts are made by admins (or `npm run user:create`), never by visitors.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHashing,
    },
    user: { modelName: 'users', fields: { emailVerified: 'email_verified', ...timestamps } },
    session: {
      modelName: 'sessions',
      fields: { userId: 'user_id', expiresAt: 'expires_at', ipAddress: 'ip_address', userAgent: 'user_agent', ...timestamps },
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: { modelName: 'verifications', fields: { expiresAt: 'expires_at', ...timestamps } },
    // A flood guard per address and path on top of the failed-login throttle; in the database so it
    // holds across instances. Sign-in is allowed in bursts so an office can sign in together.
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limits',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 100,
      customRules: { '/sign-in/email': { window: signInRateLimit.windowSeconds, max: signInRateLimit.max } },
    },
    advanced: {
      useSecureCookies: siteUrl.startsWith('https://'),
      // Better Auth skips its origin check under NODE_ENV=test; our tests must see the real behaviour.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      admin({
        ac: accessControl,
        roles: staffRoles,
        adminRoles: ['admin'],
        // Never used: sign-up is off and every account is created with an explicit role.
        defaultRole: 'viewer',
        schema: {
          user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
          session: { fields: { impersonatedBy: 'impersonated_by' } },
        },
      }),
      // Optional TOTP sign-in (authenticator apps), with one-time backup codes.
      twoFactor({
        issuer: 'Calder & Rowe Advisory',
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/** A change to an account made by a signed-in staff member, for the audit log. */
export interface StaffChange {
  action: string;
  entityType: string;
  entityId: string | null;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * What account notices say of the firm: the part of its details (public-shell/company.ts) they sign
 * with, said here so auth, below the public shell and the settings, imports neither.
 */
export interface FirmContact {
  name: string;
  phone: string;
}

export interface StaffServices {
  database: AppDatabase;
  auth: StaffAuth;
  login: LoginNameSettings;
  /** SITE_URL: requests from this origin are ours, besides the origin the request reached. */
  siteUrl: string;
  logger: Logger;
  /** REQUIRE_ADMIN_2FA: admins without two-factor sign-in may only set it up. */
  requireAdminTwoFactor: boolean;
  /** Writes a change to the audit log (the users feature owns it; the composition root wires it in). */
  recordChange: (actor: StaffUser, change: StaffChange) => Promise<void>;
  /** The firm's current name and phone (Site Settings), which account notices sign with; wired in by the composition root. */
  firm: () => Promise<FirmContact>;
}

export function createStaffServices(
  database: AppDatabase,
  config: AppConfig,
  logger: Logger,
  recordChange: StaffServices['recordChange'],
  firm: StaffServices['firm'],
  passwordHashing?: PasswordHashing,
): StaffServices {
  if (!config.auth.secret && database.dialect === 'postgres') {
    logger.warn(
      'AUTH_SECRET is not set: this instance signs sessions with its own key from DATA_DIR, so instances do not share sign-ins. Set AUTH_SECRET to one value on every instance.',
    );
  }
  return {
    database,
    auth: createStaffAuth({
      database,
      secret: resolveAuthSecret(config.auth.secret, config.dataDir),
      siteUrl: config.siteUrl,
      logger,
      signInRateLimit: config.auth.signInRateLimit,
      passwordHashing,
    }),
    login: { defaultDomain: config.auth.loginDefaultDomain, aliases: config.auth.loginAliases },
    siteUrl: config.siteUrl,
    logger,
    requireAdminTwoFactor: config.auth.requireAdminTwoFactor,
    recordChange,
    firm,
  };
}
