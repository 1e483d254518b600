// End-to-end tests: the built server started like `npm start` on a fresh SQLite file, driven through
// the system Chromium (Playwright cannot download browsers here).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';
import { e2eSmtpPort } from './e2e/mailbox.ts';
import { e2eUnsplashEnv } from './e2e/unsplash.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
/** Where the e2e server answers: the pages' base URL, and the Origin the tests' own API calls send. */
export const E2E_BASE_URL = `http://localhost:${port}`;
// Kept in the environment so test workers, which load this file again, see the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** The SQLite file the e2e server runs on, for tests that set up data no screen can make yet. */
export const E2E_DATABASE_FILE = join(dataDir, 'site.db');
/**
 * The database the e2e server runs on: a fresh SQLite file, or E2E_DATABASE_URL (an empty PostgreSQL
 * schema, e.g. postgres://postgres@127.0.0.1:5432/db?options=-c%20search_path%3De2e) to run the same
 * tests on PostgreSQL. Tests reach it through e2e/database.ts.
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? `sqlite:${E2E_DATABASE_FILE}`;

/** The specs that change details shown on every public page. */
const SITE_WIDE_CHANGES = /(site-settings|page-copy)\.spec\.ts$/;

export const E2E_ADMIN = { email: 'e2e-admin@calderrowe.com.au', password: 'e2e-admin-password-1' };

export default defineConfig({
  testDir: 'e2e',
  // The contact tests' SMTP server (e2e/smtp-global-setup.ts), which the site sends enquiry e-mails
  // to, and the fake Unsplash API the image tests search (e2e/unsplash-global-setup.ts).
  globalSetup: ['./e2e/smtp-global-setup.ts', './e2e/unsplash-global-setup.ts'],
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: E2E_BASE_URL,
    // A trace (DOM snapshots and a screencast of every action) costs about a quarter of a test's time when
    // recorded. In CI it is recorded on a failed test's retry, as Playwright advises; locally, where nothing
    // retries, every test records one and keeps it when it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // Specs that change what every public page shows (the firm's phone, page copy) run after all the others,
  // so no other spec reads a page while its shared details are briefly changed.
  projects: [
    { name: 'chromium', testIgnore: SITE_WIDE_CHANGES, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'site-wide changes',
      testMatch: SITE_WIDE_CHANGES,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node scripts/start.ts',
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: E2E_DATABASE_URL,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ASTRO_TELEMETRY_DISABLED: '1',
      // Enquiries: e-mails go to the in-process SMTP server; the limits leave room for every test's submissions.
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort()}`,
      // The contact and booking forms' proof of work at a test cost: the widget still solves a real challenge
      // in its worker on every visit and the server still checks it, at 50 PBKDF2 iterations per attempt
      // instead of 5,000 (about a second of a core per visit; config.contact.test.ts checks the default).
      ALTCHA_COST: '50',
      CONTACT_RATE_LIMIT: '100/10m',
      // Every spec signs staff in from 127.0.0.1; the flood guard's own test is in features/auth.
      SIGN_IN_RATE_LIMIT: '1000/1m',
      CONTACT_MIN_FILL_SECONDS: '1',
      // Every spec's page views come from 127.0.0.1: the analytics flood guard's own test is in features/analytics.
      ANALYTICS_BEACON_RATE_LIMIT: '100000/1m',
      // Likewise every spec's searches: the search's flood guard has its own test in features/search.
      SEARCH_RATE_LIMIT: '100000/1m',
      // Unsplash: the fake API on a local port (its photos are served from there too).
      ...e2eUnsplashEnv(),
      // Webhooks: the specs' receivers listen on the loopback address.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
    },
  },
});
