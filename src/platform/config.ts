// Every setting of the application, read once from the environment (and `.env`), validated with zod.
// No other module reads process.env: a bad value stops start-up here with a message naming it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';

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

const databaseUrlSchema = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    try {
      return parseDatabaseUrl(raw);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

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
  DATABASE_URL: databaseUrlSchema,
  DATA_DIR: z.string().min(1).default('data'),
  BUILD_DIR: z.string().min(1).default('dist'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128, 'must be at most 128 characters').optional(),
  TRUST_PROXY: booleanSchema.default(false),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error', 'silent'], { error: 'must be debug, info, warn, error or silent' })
    .default('info'),
  CONTACT_NOTIFY_EMAIL: optionalText,
});

export type AppConfig = ReturnType<typeof buildConfig>;

function buildConfig(env: z.output<typeof environmentSchema>) {
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    siteUrl,
    database: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    buildDir: resolve(env.BUILD_DIR),
    firstAdmin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    contactNotifyEmail: env.CONTACT_NOTIFY_EMAIL,
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
  const result = environmentSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const got = present[name];
        const shown = name.includes('PASSWORD') ? '(hidden)' : JSON.stringify(got);
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
