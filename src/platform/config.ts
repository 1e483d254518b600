// Every setting of the application, read once from the environment (and `.env`), validated with zod.
// No other module reads process.env: a bad value stops start-up here with a message naming it. Each
// platform module owns its variables and settings (db, mail, captcha, storage, media, http/page cache);
// this file composes them with the settings of the server, staff sign-in and the features.
import '#src/platform/validation/zod-jitless.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { captchaSettings, captchaVariables, checkCaptchaVariables } from './captcha/settings.ts';
import { databaseVariables } from './db/settings.ts';
import { parseTrustProxy } from './http/client-address.ts';
import { pageCacheSettings, pageCacheVariables } from './http/page-cache-settings.ts';
import { checkDkimVariables, mailSettings, mailVariables } from './mail/settings.ts';
import { uploadSettings, uploadVariables } from './media/settings.ts';
import { rateLimitSetting } from './rate-limit/settings.ts';
import { booleanSetting, optionalText, parsedWith, wholeNumber } from './settings.ts';
import { checkStorageVariables, storageSettings, storageVariables } from './storage/settings.ts';
import { webhookSettings, webhookVariables } from './webhooks/settings.ts';

// The settings read by modules outside the platform, through the one configuration module.
export { type CaptchaSettings, DEFAULT_CAPTCHA_VERIFY_URLS } from './captcha/settings.ts';
export { type DatabaseSettings, parseDatabaseUrl } from './db/settings.ts';
export { UPLOAD_MAX_MB_CEILING } from './media/settings.ts';
export { parseRateLimit, type RateLimitSetting } from './rate-limit/settings.ts';

const portSchema = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

/** LOGIN_ALIASES: `username=e-mail` pairs separated by commas, e.g. `admin=admin@calderrowe.com.au,davidc=admin@calderrowe.com.au`. */
export function parseLoginAliases(raw: string | undefined): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const [username, email, ...rest] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (!username || !email || rest.length > 0 || username.includes('@') || !z.email().safeParse(email).success) {
      throw new Error(
        `has a bad entry "${pair.trim()}"; expected username=e-mail pairs separated by commas, e.g. admin=admin@example.com.au`,
      );
    }
    aliases[username] = email;
  }
  return aliases;
}

/** Sign-in requests per address, in bursts so an office can sign in together. */
export const DEFAULT_SIGN_IN_RATE_LIMIT = '30/1m';

// Problems are reported in the order of this object.
const environmentSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: portSchema.default(4321),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z
    .url({ error: 'must be an absolute URL such as https://www.example.com.au' })
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  ...databaseVariables.shape,
  DATA_DIR: z.string().min(1).default('data'),
  BUILD_DIR: z.string().min(1).default('dist'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128, 'must be at most 128 characters').optional(),
  TRUST_PROXY: parsedWith(parseTrustProxy),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error', 'silent'], { error: 'must be debug, info, warn, error or silent' })
    .default('info'),
  CONTACT_NOTIFY_EMAIL: optionalText,
  // Enquiries and e-mail: see .env.example for what each one does.
  CONTACT_RATE_LIMIT: rateLimitSetting('5/10m'),
  CONTACT_MIN_FILL_SECONDS: wholeNumber(0, 3600).default(3),
  // Unset: enquiries are kept for ever; set: admins may purge those older (Australian Privacy Principle 11.2).
  ENQUIRY_RETENTION_DAYS: wholeNumber(1, 36_500).optional(),
  // Analytics beacons per visitor address, counted in each instance's memory (features/analytics).
  ANALYTICS_BEACON_RATE_LIMIT: rateLimitSetting('60/1m'),
  // Site searches (the page and the as-you-type endpoint) per visitor address, counted in memory (features/search).
  SEARCH_RATE_LIMIT: rateLimitSetting('120/1m'),
  // Business hours an enquiry may stay New before its owner (or every notification recipient) is reminded.
  ENQUIRY_REMINDER_BUSINESS_HOURS: wholeNumber(1, 200).default(4),
  ...mailVariables.shape,
  ...captchaVariables.shape,
  // Staff sign-in.
  AUTH_SECRET: z.string().min(32, 'must be at least 32 random characters (e.g. openssl rand -base64 32)').optional(),
  LOGIN_DEFAULT_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain name such as calderrowe.com.au')
    .default('calderrowe.com.au'),
  LOGIN_ALIASES: parsedWith(parseLoginAliases),
  SIGN_IN_RATE_LIMIT: rateLimitSetting(DEFAULT_SIGN_IN_RATE_LIMIT),
  REQUIRE_ADMIN_2FA: booleanSetting.default(false),
  // Uploaded files and images (issues 11 and 12).
  ...storageVariables.shape,
  ...uploadVariables.shape,
  // Unsplash (issue 12): searched through our server, so the key never reaches a browser.
  UNSPLASH_ACCESS_KEY: optionalText,
  UNSPLASH_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://api.unsplash.com' })
    .default('https://api.unsplash.com')
    .transform((value) => value.replace(/\/+$/, '')),
  UNSPLASH_IMAGE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://images.unsplash.com' })
    .default('https://images.unsplash.com')
    .transform((value) => new URL(value).origin),
  ...pageCacheVariables.shape,
  // Webhooks (issue 33): an endpoint on this machine's loopback address only for tests and development.
  ...webhookVariables.shape,
  SHUTDOWN_GRACE_SECONDS: wholeNumber(0, 600).default(10),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(5, 3600).default(60),
  WEB_CONCURRENCY: wholeNumber(1, 64).default(1),
});

type Environment = z.output<typeof environmentSchema>;

/** The checks across variables, each by the module that owns them. */
const checkedEnvironmentSchema = environmentSchema.superRefine((env, ctx) => {
  checkCaptchaVariables(env, ctx);
  checkDkimVariables(env, ctx);
  checkStorageVariables(env, ctx);
});

export type AppConfig = ReturnType<typeof buildConfig>;

function buildConfig(env: Environment) {
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  const dataDir = resolve(env.DATA_DIR);
  const uploads = uploadSettings(env);
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    siteUrl,
    database: env.DATABASE_URL,
    dataDir,
    buildDir: resolve(env.BUILD_DIR),
    firstAdmin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    contactNotifyEmail: env.CONTACT_NOTIFY_EMAIL,
    /** Days an enquiry is kept before an admin may purge it; null: kept for ever. */
    enquiryRetentionDays: env.ENQUIRY_RETENTION_DAYS ?? null,
    /** Business hours (Brisbane, Monday to Friday, 9 to 5) an enquiry may stay New before a reminder. */
    enquiryReminderBusinessHours: env.ENQUIRY_REMINDER_BUSINESS_HOURS,
    contact: {
      rateLimit: env.CONTACT_RATE_LIMIT,
      minFillSeconds: env.CONTACT_MIN_FILL_SECONDS,
    },
    /** Page-view beacons one address may send (each instance counts its own, in memory); over it: 429. */
    analytics: { beaconRateLimit: env.ANALYTICS_BEACON_RATE_LIMIT },
    /** Searches one address may make (each instance counts its own, in memory; typing sends one a word or so); over it: 429. */
    search: { rateLimit: env.SEARCH_RATE_LIMIT },
    mail: mailSettings(env),
    captcha: captchaSettings(env),
    auth: {
      /** Unset: generated once and kept in DATA_DIR (features/auth/auth-secret.server.ts). */
      secret: env.AUTH_SECRET,
      loginDefaultDomain: env.LOGIN_DEFAULT_DOMAIN,
      loginAliases: env.LOGIN_ALIASES,
      requireAdminTwoFactor: env.REQUIRE_ADMIN_2FA,
      /** Sign-in attempts per address (a flood guard; wrong passwords have their own throttle). */
      signInRateLimit: env.SIGN_IN_RATE_LIMIT,
    },
    storage: storageSettings(env, dataDir),
    uploads,
    /**
     * The largest request body the server lets in (the server gate answers larger declared bodies
     * 413): an upload, or 2 MB when uploads are smaller, which holds every JSON body (an insight is
     * at most 1.3 MB). Each route reads its own body within its own limit.
     */
    requestBodyMaxBytes: Math.max(uploads.maxBytes, 2 * 1024 * 1024),
    unsplash: {
      /** Unset: the Unsplash buttons say how to turn them on. */
      accessKey: env.UNSPLASH_ACCESS_KEY,
      apiUrl: env.UNSPLASH_API_URL,
      /** The one origin hotlinked photos may come from (allowed in the pages' img-src when a key is set). */
      imageOrigin: env.UNSPLASH_IMAGE_URL,
    },
    pageCache: pageCacheSettings(env),
    webhooks: webhookSettings(env),
    /** How long a stopping server lets requests in flight finish before it closes their connections. */
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    /**
     * How long a client may take to send a whole request (408 after it); its headers must come within
     * 10 s of it. A form is a few KB and the largest upload 10 MB: 60 s is a slow mobile link's worth.
     */
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    /** Server processes sharing the port, started and replaced by a supervising process (scripts/workers.ts). */
    webConcurrency: env.WEB_CONCURRENCY,
  };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nSee .env.example for every setting and its default.`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Validates an environment; throws ConfigError naming each bad variable, what it got and what it expects. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty variable means "not set", so `PORT=` in a .env file falls back to the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = checkedEnvironmentSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const got = present[name];
        // Secrets never reach logs: passwords, captcha and signing keys, the DKIM key, and SMTP_URL (it may carry a password).
        const shown = /PASSWORD|SECRET|HMAC|PRIVATE_KEY|SMTP_URL/.test(name) ? '(hidden)' : JSON.stringify(got);
        return `${name} ${issue.message} (got ${shown})`;
      }),
    );
  }
  return buildConfig(result.data);
}

let cached: AppConfig | undefined;

/** The process's configuration; `.env` in the working directory is read first when present. */
export function getConfig(): AppConfig {
  if (!cached) {
    if (existsSync('.env')) loadDotenv({ path: '.env', quiet: true });
    cached = parseConfig(process.env);
  }
  return cached;
}
