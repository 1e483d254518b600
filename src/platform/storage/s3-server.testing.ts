// For tests: a real S3-speaking server (s3rver) on a free local port, its files in a temporary folder
// that stop() removes. It runs in a child process because its listing continuation tokens use DES,
// which Node 24's OpenSSL offers only with --openssl-legacy-provider; the tests' own process stays without it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from './s3-storage.server.ts';

export interface LocalS3Server {
  /** Settings for a bucket made when the server started. */
  settings: S3Settings;
  /** Makes another empty bucket, so each test can start from nothing without a new server. */
  newBucket(): Promise<S3Settings>;
  stop(): Promise<void>;
}

// Prints the port once listening; exits when the parent closes stdin, so a crashed test run leaves no server.
const CHILD_SCRIPT = `
const S3rver = require(process.argv[1]);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
`;

async function readPort(child: ChildProcess): Promise<number> {
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error('s3rver child has no output pipes');
  let errors = '';
  stderr.on('data', (chunk) => {
    errors += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening: ${errors}`)));
    createInterface({ input: stdout }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
}

export async function startLocalS3Server(): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const s3rverEntry = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', CHILD_SCRIPT, s3rverEntry, directory], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const port = await readPort(child);
  const base: Omit<S3Settings, 'bucket'> = {
    driver: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver checks request signatures against this fixed key pair.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicUrl: undefined,
  };
  const admin = new S3Client({
    endpoint: base.endpoint,
    region: base.region,
    forcePathStyle: true,
    credentials: { accessKeyId: base.accessKeyId, secretAccessKey: base.secretAccessKey },
  });

  async function newBucket(): Promise<S3Settings> {
    const bucket = `test-${randomBytes(6).toString('hex')}`;
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    return { ...base, bucket };
  }

  return {
    settings: await newBucket(),
    newBucket,
    async stop() {
      admin.destroy();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
