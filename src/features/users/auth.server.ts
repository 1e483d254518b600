// Staff sign-in and sessions: Better Auth over our Kysely database (snake_case tables), its admin
// plugin for user management, and the HTTP door at /api/auth with our failed-login throttle in front.
import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { createAccessControl } from 'better-auth/plugins/access';
import { admin } from 'better-auth/plugins/admin';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { AppConfig } from '../../platform/config.ts';
import type { AppDatabase } from '../../platform/db/database.ts';
import { getDatabase } from '../../platform/db/index.ts';
import { createLogger, type Logger } from '../../platform/log.ts';
import { mayTurnOffTwoFactor, mustEnableTwoFactor, type StaffUser, TWO_FACTOR_REQUIRED_MESSAGE } from './access.ts';
import { resolveAuthSecret } from './auth-secret.server.ts';
import { type LoginNameSettings, toLoginEmail } from './login-name.ts';
import {
  type LoginAttempt,
  recordSuccessfulLogin,
  releaseLoginAttempt,
  reserveLoginAttempt,
  tooManyFailuresMessage,
} from './login-throttle.server.ts';
import { toRole } from './roles.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './schema.ts';

export const AUTH_BASE_PATH = '/api/auth';
/** Our own header for the client address, set by the route and never taken from the client. */
const CLIENT_ADDRESS_HEADER = 'x-staff-client-address';
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

export interface StaffAuthSettings {
  database: AppDatabase;
  secret: string;
  /** The public address (SITE_URL): cookies are Secure when it is https. */
  siteUrl: string;
  logger: Logger;
}

export function createStaffAuth({ database, secret, siteUrl, logger }: StaffAuthSettings) {
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
        const status = isAPIError(error) ? error.statusCode : 500;
        const message = error instanceof Error ? error.message : String(error);
        if (status >= 500) logger.error('auth request failed', { status, error: message });
        else logger.debug('auth request refused', { status, error: message });
      },
    },
    // The server the request reached is trusted as well as SITE_URL, as Astro's own origin check does.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    emailAndPassword: {
      enabled: true,
      // Staff accounts are made by admins (or `npm run user:create`), never by visitors.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
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
      customRules: { '/sign-in/email': { window: 60, max: 30 } },
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

export interface StaffServices {
  database: AppDatabase;
  auth: StaffAuth;
  login: LoginNameSettings;
  /** SITE_URL: requests from this origin are ours, besides the origin the request reached. */
  siteUrl: string;
  logger: Logger;
  /** REQUIRE_ADMIN_2FA: admins without two-factor sign-in may only set it up. */
  requireAdminTwoFactor: boolean;
}

export function createStaffServices(database: AppDatabase, config: AppConfig): StaffServices {
  const logger = createLogger(config.logLevel);
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
    }),
    login: { defaultDomain: config.auth.loginDefaultDomain, aliases: config.auth.loginAliases },
    siteUrl: config.siteUrl,
    logger,
    requireAdminTwoFactor: config.auth.requireAdminTwoFactor,
  };
}

let shared: StaffServices | undefined;

/** The server's auth services over the shared database, made on first use. */
export function getStaffServices(config: AppConfig): StaffServices {
  shared ??= createStaffServices(getDatabase(), config);
  return shared;
}

export interface StaffSession {
  user: StaffUser;
  /** Set-Cookie values to pass on: the refreshed cookie when the expiry slid forward. */
  setCookies: string[];
}

/** The signed-in staff member for these request headers, or null (no cookie, expired, revoked). */
export async function findStaffSession(services: StaffServices, headers: Headers): Promise<StaffSession | null> {
  if (!headers.get('cookie')) return null;
  const { headers: responseHeaders, response } = await services.auth.api.getSession({ headers, returnHeaders: true });
  if (!response) return null;
  const { user } = response;
  const role = toRole(user.role);
  const twoFactorEnabled = user.twoFactorEnabled === true;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role,
      twoFactorEnabled,
      mustEnableTwoFactor: mustEnableTwoFactor(role, twoFactorEnabled, services.requireAdminTwoFactor),
    },
    setCookies: responseHeaders.getSetCookie(),
  };
}

/** The Better Auth routes reachable over HTTP; everything else (sign-up, its admin routes) answers 404. */
const PUBLIC_AUTH_ROUTES: Record<string, readonly string[]> = {
  '/sign-in/email': ['POST'],
  '/sign-out': ['POST'],
  '/get-session': ['GET'],
  '/two-factor/enable': ['POST'],
  '/two-factor/disable': ['POST'],
  '/two-factor/verify-totp': ['POST'],
  '/two-factor/verify-backup-code': ['POST'],
};

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });
}

/**
 * Answers a request to /api/auth/*. User management goes through /api/admin instead, where our
 * policies, the last-admin rule and the audit log apply, so the plugin's own routes stay closed.
 */
export async function handleAuthRequest(request: Request, services: StaffServices, clientAddress: string): Promise<Response> {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length).replace(/\/+$/, '');
  const methods = PUBLIC_AUTH_ROUTES[path];
  if (!methods) return json({ message: 'Not found.' }, 404);
  if (!methods.includes(request.method)) return json({ message: 'Method not allowed.' }, 405, { Allow: methods.join(', ') });

  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  if (path === '/two-factor/disable' && services.requireAdminTwoFactor) {
    const session = await findStaffSession(services, request.headers);
    if (session && !mayTurnOffTwoFactor(session.user.role, true)) return json({ message: TWO_FACTOR_REQUIRED_MESSAGE }, 403);
  }
  if (path !== '/sign-in/email') {
    const body = request.method === 'GET' ? undefined : await request.text();
    return services.auth.handler(new Request(request.url, { method: request.method, headers, body }));
  }
  return signIn(request, headers, services, clientAddress);
}

async function signIn(request: Request, headers: Headers, services: StaffServices, clientAddress: string): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ message: 'Please enter your username and password.' }, 400);
  }
  const { email: username, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  if (typeof username !== 'string' || typeof password !== 'string' || username.trim() === '' || password === '') {
    return json({ message: 'Please enter your username and password.' }, 400);
  }
  const attempt: LoginAttempt = { email: toLoginEmail(username, services.login), address: clientAddress };
  const db = services.database.db;
  const reservation = await reserveLoginAttempt(db, attempt);
  if (!reservation.allowed) {
    return json({ message: tooManyFailuresMessage(reservation.retryAfterSeconds), code: 'TOO_MANY_FAILED_LOGINS' }, 429, {
      'Retry-After': String(reservation.retryAfterSeconds),
    });
  }
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const response = await services.auth.handler(
    new Request(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: attempt.email, password, rememberMe: true }),
    }),
  );
  // 401 is Better Auth's "Invalid email or password", for a wrong password and an unknown e-mail alike.
  if (response.status === 401) return response;
  if (response.ok) await recordSuccessfulLogin(db, attempt);
  else await releaseLoginAttempt(db, attempt);
  return response;
}
