// Every setting of the application, read once from the environment (and `.env`), validated with zod.
// No other module reads process.env: a bad value stops start-up here with a message naming it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { parseTrustProxy } from './http/client-address.ts';

export type DatabaseSettings = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

const portSchema = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const booleanSchema = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** DATABASE_URL: empty for the embedded SQLite file, `sqlite:<path>` / a `.db` path, or `postgres://…`. */
export function parseDatabaseUrl(raw: string | undefined): DatabaseSettings {
  const value = raw?.trim() ?? '';
  if (value === '') return { dialect: 'sqlite', file: resolve('data/site.db') };
  if (/^postgres(ql)?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error('is not a valid URL; expected postgres://user:password@host:5432/database');
    }
    if (!url.hostname) throw new Error('has no host; expected postgres://user:password@host:5432/database');
    if (url.pathname.length <= 1) throw new Error('names no database; expected postgres://user:password@host:5432/database');
    return { dialect: 'postgres', url: value };
  }
  const sqliteMatch = /^(?:sqlite|file):(?:\/\/)?(.+)$/i.exec(value);
  if (sqliteMatch?.[1]) return { dialect: 'sqlite', file: resolve(sqliteMatch[1]) };
  if (!value.includes('://') && /\.(db|sqlite|sqlite3)$/i.test(value)) return { dialect: 'sqlite', file: resolve(value) };
  throw new Error(
    'is not a database address; expected empty (embedded SQLite), sqlite:<file path>, or postgres://user:password@host:5432/database',
  );
}

/** A variable read by `parse`; the message of what it throws becomes the variable's problem. */
function parsedWith<T>(parse: (raw: string | undefined) => T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      try {
        return parse(raw);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
}

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

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const CAPTCHA_PROVIDERS = ['altcha', 'turnstile', 'hcaptcha', 'test'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Where each hosted captcha checks a token when CAPTCHA_VERIFY_URL does not say otherwise. */
export const DEFAULT_CAPTCHA_VERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

const STORAGE_DRIVERS = ['local', 's3'] as const;

/** Where uploaded files live: a folder on this machine, or an S3-compatible bucket shared by every instance. */
export type StorageSettings =
  | { driver: 'local'; root: string }
  | {
      driver: 's3';
      bucket: string;
      /** Unset: AWS itself; set for R2, MinIO, Spaces and other S3-compatible services. */
      endpoint: string | undefined;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      /** Where the bucket's objects can be fetched directly (a CDN or public bucket); unset: through /media. */
      publicUrl: string | undefined;
    };

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600 };

export interface RateLimitSetting {
  max: number;
  windowSeconds: number;
}

/** CONTACT_RATE_LIMIT: "<count>/<number><s|m|h>", e.g. "5/10m" = at most 5 enquiries per 10 minutes per address. */
export function parseRateLimit(raw: string): RateLimitSetting {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/i.exec(raw);
  const count = Number(match?.[1]);
  const amount = Number(match?.[2]);
  const unit = DURATION_UNITS[match?.[3]?.toLowerCase() ?? ''];
  if (!match || !unit || count < 1 || amount < 1) {
    throw new Error('must look like <count>/<duration>, e.g. 5/10m (s, m or h; both numbers at least 1)');
  }
  return { max: count, windowSeconds: amount * unit };
}

const rateLimitSchema = parsedWith((raw) => parseRateLimit(raw ?? '5/10m'));
/** Sign-in requests per address, in bursts so an office can sign in together. */
export const DEFAULT_SIGN_IN_RATE_LIMIT = '30/1m';
const signInRateLimitSchema = parsedWith((raw) => parseRateLimit(raw ?? DEFAULT_SIGN_IN_RATE_LIMIT));

const smtpUrlSchema = z
  .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465' })
  .optional();

/** MAIL_FROM: "name@example.com" or "Display Name <name@example.com>". */
const mailFromSchema = z
  .string()
  .optional()
  .refine(
    (value) => {
      if (value === undefined) return true;
      const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
      return !/[\r\n]/.test(value) && z.email().safeParse(address.trim()).success;
    },
    { error: 'must be an e-mail address, optionally with a name: Calder & Rowe Advisory <no-reply@example.com.au>' },
  );

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number between ${min} and ${max}` })
    .int(`must be a whole number between ${min} and ${max}`)
    .min(min, `must be a whole number between ${min} and ${max}`)
    .max(max, `must be a whole number between ${min} and ${max}`);

/** The largest UPLOAD_MAX_MB allowed; the Node adapter's own body limit is set from it at build time (astro.config.mjs). */
export const UPLOAD_MAX_MB_CEILING = 200;

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
  DATABASE_URL: parsedWith(parseDatabaseUrl),
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
  CONTACT_RATE_LIMIT: rateLimitSchema,
  CONTACT_MIN_FILL_SECONDS: wholeNumber(0, 3600).default(3),
  // Unset: enquiries are kept for ever; set: admins may purge those older (Australian Privacy Principle 11.2).
  ENQUIRY_RETENTION_DAYS: wholeNumber(1, 36_500).optional(),
  SMTP_URL: smtpUrlSchema,
  MAIL_FROM: mailFromSchema,
  MAIL_MAX_ATTEMPTS: wholeNumber(1, 50).default(10),
  MAIL_RETRY_BASE_SECONDS: wholeNumber(1, 86_400).default(60),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS, { error: 'must be altcha, turnstile, hcaptcha or test' }).optional(),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ALTCHA_COST: wholeNumber(1, 1_000_000).default(5000),
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  HCAPTCHA_SITE_KEY: optionalText,
  HCAPTCHA_SECRET_KEY: optionalText,
  CAPTCHA_VERIFY_URL: z
    .url({ error: 'must be an absolute URL such as https://challenges.cloudflare.com/turnstile/v0/siteverify' })
    .optional(),
  // Staff sign-in.
  AUTH_SECRET: z.string().min(32, 'must be at least 32 random characters (e.g. openssl rand -base64 32)').optional(),
  LOGIN_DEFAULT_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain name such as calderrowe.com.au')
    .default('calderrowe.com.au'),
  LOGIN_ALIASES: parsedWith(parseLoginAliases),
  SIGN_IN_RATE_LIMIT: signInRateLimitSchema,
  REQUIRE_ADMIN_2FA: booleanSchema.default(false),
  // Uploaded files and images (issues 11 and 12).
  STORAGE_DRIVER: z.enum(STORAGE_DRIVERS, { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://s3.ap-southeast-2.amazonaws.com' })
    .optional(),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanSchema.default(false),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://media.example.com.au' })
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  UPLOAD_MAX_MB: wholeNumber(1, UPLOAD_MAX_MB_CEILING).default(10),
  UPLOAD_MAX_MEGAPIXELS: wholeNumber(1, 268).default(50),
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
  PAGE_CACHE_MB: wholeNumber(0, 4096).default(64),
  PAGE_CACHE_TTL_SECONDS: wholeNumber(1, 86_400).default(300),
  SHUTDOWN_GRACE_SECONDS: wholeNumber(0, 600).default(10),
  WEB_CONCURRENCY: wholeNumber(1, 64).default(1),
});

export interface CaptchaSettings {
  provider: CaptchaProvider;
  /** Signs ALTCHA challenges and form stamps; generated into DATA_DIR when not set (see platform/captcha). */
  altchaHmacKey: string | undefined;
  /** PBKDF2 iterations per ALTCHA attempt: the visitor's browser does about 256 attempts on average. */
  altchaCost: number;
  siteKey: string | undefined;
  secretKey: string | undefined;
  verifyUrl: string | undefined;
}

type Environment = z.output<typeof environmentSchema>;

/** The provider in use: CAPTCHA_PROVIDER, else the hosted one whose keys are set, else self-hosted ALTCHA. */
function chooseCaptchaProvider(env: Environment): CaptchaProvider {
  if (env.CAPTCHA_PROVIDER) return env.CAPTCHA_PROVIDER;
  if (env.TURNSTILE_SITE_KEY || env.TURNSTILE_SECRET_KEY) return 'turnstile';
  if (env.HCAPTCHA_SITE_KEY || env.HCAPTCHA_SECRET_KEY) return 'hcaptcha';
  return 'altcha';
}

function captchaSettings(env: Environment): CaptchaSettings {
  const provider = chooseCaptchaProvider(env);
  const hosted =
    provider === 'turnstile'
      ? { siteKey: env.TURNSTILE_SITE_KEY, secretKey: env.TURNSTILE_SECRET_KEY }
      : provider === 'hcaptcha'
        ? { siteKey: env.HCAPTCHA_SITE_KEY, secretKey: env.HCAPTCHA_SECRET_KEY }
        : { siteKey: undefined, secretKey: undefined };
  return {
    provider,
    altchaHmacKey: env.ALTCHA_HMAC_KEY,
    altchaCost: env.ALTCHA_COST,
    ...hosted,
    verifyUrl:
      env.CAPTCHA_VERIFY_URL ??
      (provider === 'turnstile' || provider === 'hcaptcha' ? DEFAULT_CAPTCHA_VERIFY_URLS[provider] : undefined),
  };
}

/** A hosted captcha needs both of its keys, and two sets of keys need CAPTCHA_PROVIDER to choose. */
const checkedEnvironmentSchema = environmentSchema.superRefine((env, ctx) => {
  const turnstileKeys = Boolean(env.TURNSTILE_SITE_KEY || env.TURNSTILE_SECRET_KEY);
  const hcaptchaKeys = Boolean(env.HCAPTCHA_SITE_KEY || env.HCAPTCHA_SECRET_KEY);
  if (!env.CAPTCHA_PROVIDER && turnstileKeys && hcaptchaKeys) {
    ctx.addIssue({
      code: 'custom',
      path: ['CAPTCHA_PROVIDER'],
      message: 'must be set to turnstile or hcaptcha when keys for both are configured',
    });
  }
  const provider = chooseCaptchaProvider(env);
  const required =
    provider === 'turnstile'
      ? (['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'] as const)
      : provider === 'hcaptcha'
        ? (['HCAPTCHA_SITE_KEY', 'HCAPTCHA_SECRET_KEY'] as const)
        : [];
  for (const name of required) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when the captcha is ${provider}` });
  }
  if (env.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER is s3' });
    }
  }
});

function storageSettings(env: z.output<typeof environmentSchema>, dataDir: string): StorageSettings {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local', root: resolve(dataDir, 'uploads') };
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !region || !accessKeyId || !secretAccessKey) {
    throw new Error('checkedEnvironmentSchema lets no partial S3 setting through');
  }
  return {
    driver: 's3',
    bucket,
    endpoint: env.S3_ENDPOINT,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

export type AppConfig = ReturnType<typeof buildConfig>;

function buildConfig(env: Environment) {
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  const dataDir = resolve(env.DATA_DIR);
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
    contact: {
      rateLimit: env.CONTACT_RATE_LIMIT,
      minFillSeconds: env.CONTACT_MIN_FILL_SECONDS,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
    },
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
    uploads: {
      maxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
      maxPixels: env.UPLOAD_MAX_MEGAPIXELS * 1_000_000,
    },
    /**
     * The largest request body the server lets in (the server gate answers larger declared bodies
     * 413): an upload, or 2 MB when uploads are smaller, which holds every JSON body (an insight is
     * at most 1.3 MB). Each route reads its own body within its own limit.
     */
    requestBodyMaxBytes: Math.max(env.UPLOAD_MAX_MB * 1024 * 1024, 2 * 1024 * 1024),
    unsplash: {
      /** Unset: the Unsplash buttons say how to turn them on. */
      accessKey: env.UNSPLASH_ACCESS_KEY,
      apiUrl: env.UNSPLASH_API_URL,
      /** The one origin hotlinked photos may come from (allowed in the pages' img-src when a key is set). */
      imageOrigin: env.UNSPLASH_IMAGE_URL,
    },
    pageCache: {
      /** 0 turns the public page cache off. */
      maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
      ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
    },
    /** How long a stopping server lets requests in flight finish before it closes their connections. */
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    /** Server processes sharing the port (scripts/workers.ts); 1 serves from the started process itself. */
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
        // Secrets never reach logs: passwords, captcha and signing keys, and SMTP_URL (it may carry a password).
        const shown = /PASSWORD|SECRET|HMAC|SMTP_URL/.test(name) ? '(hidden)' : JSON.stringify(got);
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
