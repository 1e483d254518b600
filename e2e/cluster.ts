// The production layout in miniature for the two-instance test (e2e/scale-out.spec.ts): a fresh
// PostgreSQL database, a local S3 server (s3rver), an SMTP server in this process, two instances of
// the built server with the settings compose.yaml gives its app replicas, and Debian's nginx in front,
// round-robin, with the proxy settings of deploy/nginx.conf. Everything is stopped and removed by stop().
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse as parseYaml } from 'yaml';
import { type AppDatabase, openDatabase } from '../src/platform/db/database.ts';
import { type SmtpSink, startSmtpSink } from '../src/platform/mail/smtp-sink.server.ts';
import { type LocalS3Server, startLocalS3Server } from '../src/platform/storage/s3-server.testing.ts';

const root = resolve(import.meta.dirname, '..');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const CLUSTER_ADMIN = { email: 'scale-out-admin@calderrowe.com.au', password: 'scale-out-admin-password-1' };

/**
 * Settings the test gives both instances although compose.yaml does not: where each one listens and
 * keeps its (empty) data folder, and values that make the test fast and deterministic. Every other
 * variable is one of compose.yaml's, so the two cannot drift apart unnoticed.
 */
export const TEST_ONLY_SETTINGS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'LOG_LEVEL',
  'ASTRO_TELEMETRY_DISABLED',
  // Signed tokens instead of proof of work, through the same server-side check and single-use record.
  'CAPTCHA_PROVIDER',
  // A small limit the test can reach; enquiries may be sent at once after the page loaded.
  'CONTACT_RATE_LIMIT',
  'CONTACT_MIN_FILL_SECONDS',
  // A refused e-mail is due again after a second, so both outbox workers race for it within the test.
  'MAIL_RETRY_BASE_SECONDS',
] as const;

/** An answer read whole; `body` as bytes, `text` decoded. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address to connect from: each one is another visitor to the site. */
  from?: string;
}

/** One request on a new connection (raw node:http: fetch cannot choose the local address). */
export function send(port: number, path: string, options: RequestOptions = {}): Promise<Answer> {
  const { body } = options;
  return new Promise((resolveAnswer, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { ...options.headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolveAnswer({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes,
            text: bytes.toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A built server started as the Docker image starts it (scripts/start.ts), with its output kept for diagnosis. */
export interface Instance {
  name: string;
  port: number;
  dataDir: string;
  /** What it printed so far, stdout and stderr interleaved. */
  output(): string;
  get(path: string, options?: Omit<RequestOptions, 'method'>): Promise<Answer>;
  stop(): Promise<void>;
}

async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), `scale-out-${name}-`));
  const image = imageSettings();
  const child: ChildProcess = spawn(process.execPath, image.nodeArguments, {
    cwd: root,
    // Only what the container would have: the developer's own variables (a DATABASE_URL, a
    // PAGE_CACHE_MB=0) must not change what is tested. The build is this checkout's, as `npm test` made it.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      ...image.env,
      BUILD_DIR: process.env.BUILD_DIR ?? 'dist',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const instance: Instance = {
    name,
    port,
    dataDir,
    output: () => output,
    get: (path, options) => send(port, path, options),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // Ready as the Dockerfile's health check sees it: the database reachable and migrations current.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`instance ${name} exited with code ${child.exitCode} while starting:\n${output}`);
    }
    if (Date.now() > deadline) {
      await instance.stop();
      throw new Error(`instance ${name} was not ready on port ${port} within 120 s:\n${output}`);
    }
    try {
      if ((await send(port, '/readyz')).status === 200) return instance;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
}

/** The proxy part of deploy/nginx.conf: its `location /` block and body size limit, used as they are. */
export function productionProxySettings(): { location: string; clientMaxBodySize: string } {
  const config = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const location = /^( *)location \/ \{\n[\s\S]*?^\1\}$/m.exec(config)?.[0];
  const clientMaxBodySize = /^\s*client_max_body_size [^;]+;$/m.exec(config)?.[0]?.trim();
  if (!location || !clientMaxBodySize) {
    throw new Error('deploy/nginx.conf has no `location / { … }` block or client_max_body_size: the test mirrors both');
  }
  return { location, clientMaxBodySize };
}

/**
 * What the Dockerfile's image runs: the last stage's ENV and its CMD (`node` and its arguments). The
 * instances run the same command with the same variables, but for where they listen and find the build.
 */
export function imageSettings(): { env: Record<string, string>; nodeArguments: string[] } {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const line of lastStage.matchAll(/^ENV (.+)$/gm)) {
    for (const pair of line[1]?.trim().split(/\s+/) ?? []) {
      const [name, value] = pair.split('=');
      if (name && value !== undefined) env[name] = value;
    }
  }
  const command = JSON.parse(/^CMD (\[.+\])$/m.exec(lastStage)?.[1] ?? 'null') as string[] | null;
  if (command?.[0] !== 'node') throw new Error('the Dockerfile has no CMD ["node", …] in its last stage');
  return { env, nodeArguments: command.slice(1) };
}

/** The variables compose.yaml gives every app replica (its `x-app-environment`). */
export function composeAppSettings(): string[] {
  const compose = parseYaml(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
    'x-app-environment'?: Record<string, unknown>;
  };
  const settings = compose['x-app-environment'];
  if (!settings) throw new Error('compose.yaml has no x-app-environment');
  return Object.keys(settings);
}

interface Balancer {
  port: number;
  stop(): Promise<void>;
}

/** nginx in the foreground with a generated config, its own pid, logs and temp folders: round-robin over `upstreams`. */
async function startNginx(port: number, upstreams: number[]): Promise<Balancer> {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(`nginx is not installed at ${NGINX_PATH}: apt-get install -y --no-install-recommends nginx (CI does)`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'scale-out-nginx-'));
  // Started as root, nginx runs its workers as another user, which must reach the temp folders.
  chmodSync(prefix, 0o755);
  const { location, clientMaxBodySize } = productionProxySettings();
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # deploy/nginx.conf finds the replicas through Docker's resolver; here they are two ports.
  upstream site {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    ${clientMaxBodySize}
${location}
  }
}
`,
  );
  const child = spawn(NGINX_PATH, ['-p', prefix, '-e', `${prefix}/error.log`, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx exited with code ${child.exitCode}: ${errors}${log}`);
    }
    try {
      if ((await send(port, '/readyz')).status === 200) return { port, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on port ${port} within 10 s: ${errors}`);
    }
    await sleep(50);
  }
}

/** A new database on the server TEST_DATABASE_URL points at, dropped by drop(). */
async function createDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `scale_out_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    throw new Error(`could not create a database with TEST_DATABASE_URL (it needs CREATEDB): ${(error as Error).message}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  url.searchParams.delete('options');
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface Cluster {
  /** Both instances, in the order they started: the first prepared the database. */
  instances: Instance[];
  balancer: { port: number; get(path: string, options?: RequestOptions): Promise<Answer> };
  /** The address visitors and staff use: the balancer. */
  siteUrl: string;
  smtp: SmtpSink;
  s3: LocalS3Server;
  /** The database both instances use, for checks no screen shows (the outbox's rows). */
  database: AppDatabase;
  /** The settings both instances got, without their port and data folder. */
  settings: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the whole layout on ports `basePort` (first instance), +1 (second), +2 (nginx). */
export async function startCluster(testDatabaseUrl: string, basePort: number): Promise<Cluster> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  };
  try {
    const [database, s3, smtp] = await Promise.all([createDatabase(testDatabaseUrl), startLocalS3Server(), startSmtpSink()]);
    cleanups.push(database.drop, s3.stop, smtp.stop);
    const balancerPort = basePort + 2;
    const siteUrl = `http://127.0.0.1:${balancerPort}`;
    const bucket = s3.settings;
    const settings: Record<string, string> = {
      // As compose.yaml's x-app-environment, with this machine's addresses.
      NODE_ENV: 'production',
      SITE_URL: siteUrl,
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString('base64'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket.bucket,
      S3_REGION: bucket.region,
      S3_ENDPOINT: bucket.endpoint ?? '',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      // nginx connects from loopback: only it may set X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: CLUSTER_ADMIN.email,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      SHUTDOWN_GRACE_SECONDS: '10',
      // TEST_ONLY_SETTINGS:
      HOST: '127.0.0.1',
      // Access lines show which instance answered each request.
      LOG_LEVEL: 'info',
      ASTRO_TELEMETRY_DISABLED: '1',
      CAPTCHA_PROVIDER: 'test',
      CONTACT_RATE_LIMIT: '4/10m',
      CONTACT_MIN_FILL_SECONDS: '0',
      MAIL_RETRY_BASE_SECONDS: '1',
    };
    // One after the other: the first migrates, seeds and creates the first admin; the second finds it done.
    const instances: Instance[] = [];
    for (const [index, name] of ['first', 'second'].entries()) {
      const instance = await startInstance(name, basePort + index, settings);
      instances.push(instance);
      cleanups.push(instance.stop);
    }
    const nginx = await startNginx(
      balancerPort,
      instances.map((instance) => instance.port),
    );
    cleanups.push(nginx.stop);
    const appDatabase = openDatabase({ dialect: 'postgres', url: database.url });
    cleanups.push(() => appDatabase.close());
    return {
      instances,
      balancer: { port: balancerPort, get: (path, options) => send(balancerPort, path, options) },
      siteUrl,
      smtp,
      s3,
      database: appDatabase,
      settings,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
