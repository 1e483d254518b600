// `npm run bench:soak` (by hand, not in CI): mixed traffic through nginx to two instances on PostgreSQL
// (e2e/cluster.ts) while faults strike on a timeline: PostgreSQL restarted, the SMTP server down for a
// minute, one instance killed with SIGKILL and started again. Then it checks the promises: no enquiry
// the site acknowledged is lost, no e-mail reaches the mail server twice, every error a visitor saw was
// a clear page or message. Writes the counts into bench/README.md and exits 1 when a promise broke.
//
// Needs the build (`npx astro build`), nginx, and BENCH_DATABASE_URL or TEST_DATABASE_URL (a server
// where it may create a database). It restarts that PostgreSQL server once per run with
// BENCH_SOAK_PG_RESTART (default: pg_ctlcluster on this machine's only cluster): every other client of
// the server sees its connections dropped for a few seconds. BENCH_SOAK_SECONDS (default 240) sets
// the traffic's length; the README records full-length runs only.
import { exec } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { type Answer, CLUSTER_ADMIN, type Cluster, send, startCluster } from '../e2e/cluster.ts';
import { CONTACT_TOASTS } from '../src/features/contact/messages.ts';
import { outboxCounts } from '../src/platform/mail/outbox.server.ts';
import { markdownTable, measuredOn, writeBenchSection } from './readme.ts';
import { ADMIN_READS, enquiryBody, PUBLIC_PAGES, pick } from './traffic.ts';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 240);
const FULL_RUN_SECONDS = 240;
const CONCURRENCY = 12;
const BASE_PORT = Number(process.env.BENCH_SOAK_PORT ?? 4700);
const REQUEST_TIMEOUT_MS = 30_000;
const SMTP_DOWN_SECONDS = Math.min(60, Math.round(SECONDS / 4));
/** A SIGKILLed instance's claimed e-mails wait for their lease (120 s) to run out: the drain allows for it. */
const DRAIN_LIMIT_SECONDS = 180;
const PG_RESTART =
  process.env.BENCH_SOAK_PG_RESTART ?? 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main restart';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const buildDir = process.env.BUILD_DIR ?? 'dist';

if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server where the soak may create a database.');
  process.exit(2);
}
if (!existsSync(join(buildDir, 'server/entry.mjs'))) {
  console.error(`No build in ${buildDir}/: run \`npx astro build\` first.`);
  process.exit(2);
}

/** A stack trace in a body: file positions as Node prints them. */
const STACK_TRACE = /\n\s+at .+:\d+:\d+|\bat [^\s]+ \([^)]+:\d+:\d+\)/;

/** Why a SIGKILL can leave a copy, printed under the duplicates. */
const AT_LEAST_ONCE_NOTE = [
  'An e-mail the mail server accepted in the moment before its sender was killed cannot be recorded as',
  'sent: its lease runs out and a worker sends it again under the same Message-ID, so a receiver can drop',
  'the copy. The outbox sends at least once; a copy of an e-mail no fault left claimed would be a bug.',
];

const loadBefore = loadavg()[0] ?? 0;
const runId = randomBytes(3).toString('hex');
const started = performance.now();
const now = () => (performance.now() - started) / 1000;

interface Event {
  at: number;
  what: string;
}
const timeline: Event[] = [];
/** Keeps what an instance printed (warnings and errors), for looking into a finding after the run. */
function keepOutput(instance: { name: string; pid: number; output(): string }): void {
  const file = join(tmpdir(), `soak-${runId}-${instance.name}-${instance.pid}.log`);
  writeFileSync(file, instance.output());
  console.log(`the ${instance.name} instance's output (pid ${instance.pid}) is in ${file}`);
}

function note(what: string, at = now()): void {
  timeline.push({ at, what });
  console.log(`${at.toFixed(1).padStart(6)} s  ${what}`);
}

/** What a visitor got instead of the page or answer asked for, and whether it tells them what happened. */
function describeError(answer: Answer): { kind: string; clear: boolean } {
  const type = String(answer.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim();
  const text = answer.text;
  if (STACK_TRACE.test(text)) return { kind: 'stack trace', clear: false };
  if (text.trim() === '') return { kind: 'empty body', clear: false };
  if (type === 'application/json') {
    try {
      const message = (JSON.parse(text) as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim().length >= 10) return { kind: `JSON "${message}"`, clear: true };
    } catch {
      // Not JSON after all.
    }
    return { kind: 'JSON without a message', clear: false };
  }
  if (type === 'text/html') {
    // nginx's own error page: a status line, not the site's words.
    if (/<center>nginx/.test(text)) return { kind: "nginx's bare error page", clear: false };
    const title = /<title>([^<]*)<\/title>/.exec(text)?.[1]?.trim();
    if (title && /<h1[\s>]/.test(text)) return { kind: `page "${title}"`, clear: true };
    return { kind: 'HTML without a title or heading', clear: false };
  }
  return { kind: `${type || 'untyped'} "${text.trim().slice(0, 40)}"`, clear: false };
}

function withTimeout(answer: Promise<Answer>): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    answer,
    new Promise<Answer>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)), REQUEST_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

const cluster: Cluster = await startCluster(databaseUrl, BASE_PORT, {
  // Thousands of enquiries from one address: the limit is not what this run tests.
  CONTACT_RATE_LIMIT: '1000000/1m',
  LOG_LEVEL: 'warn',
});
note('cluster ready: two instances, nginx, s3rver, SMTP server, a fresh database');
const port = cluster.balancer.port;
const signingKey = cluster.settings.ALTCHA_HMAC_KEY ?? '';
const assets = readdirSync(join(buildDir, 'client/_astro'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => `/_astro/${file}`);

const signIn = await send(port, '/api/auth/sign-in/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: cluster.siteUrl },
  body: JSON.stringify(CLUSTER_ADMIN),
});
const cookie = (signIn.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
if (signIn.status !== 200 || !cookie) throw new Error(`could not sign in as the cluster's admin (${signIn.status})`);

/** Answers by request kind and status. */
const answers: Record<string, number> = {};
/** Errors a visitor saw, by status and what the body was. */
const errors = new Map<string, { status: string; kind: string; clear: boolean; count: number; first: number; last: number }>();
const acknowledged: string[] = [];
let enquiriesSent = 0;
let unanswered = 0;

function recordError(status: string, kind: string, clear: boolean, requestKind: string): void {
  const key = `${status} ${requestKind} ${kind}`;
  const at = now();
  const entry = errors.get(key) ?? { status, kind: `${requestKind}: ${kind}`, clear, count: 0, first: at, last: at };
  entry.count += 1;
  entry.last = at;
  errors.set(key, entry);
}

async function oneRequest(): Promise<void> {
  const roll = Math.random();
  let kind: string;
  let request: () => Promise<Answer>;
  let email: string | undefined;
  if (roll < 0.5) {
    kind = 'public page';
    const path = pick(PUBLIC_PAGES);
    request = () => send(port, path, { headers: { 'accept-encoding': pick(['br', 'gzip', 'identity']) } });
  } else if (roll < 0.62) {
    kind = 'built asset';
    const path = pick(assets);
    request = () => send(port, path, { headers: { 'accept-encoding': 'br' } });
  } else if (roll < 0.68) {
    kind = 'made-up path';
    request = () => send(port, `/resources/insights/no-such-article-${randomBytes(4).toString('hex')}`);
  } else if (roll < 0.86) {
    kind = 'enquiry';
    enquiriesSent += 1;
    email = `soak-${runId}-${enquiriesSent}@example.com`;
    const body = enquiryBody(signingKey, {
      name: `Soak Visitor ${enquiriesSent}`,
      email,
      company: 'Soak Staffing Pty Ltd',
      message: `Enquiry ${enquiriesSent}: we would like to discuss selling our recruitment agency next year.`,
    });
    request = () =>
      send(port, '/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: cluster.siteUrl },
        body,
      });
  } else {
    kind = 'admin read';
    const path = pick(ADMIN_READS);
    request = () => send(port, path, { headers: { cookie } });
  }
  let answer: Answer;
  try {
    answer = await withTimeout(request());
  } catch (error) {
    unanswered += 1;
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    answers[`${kind} no answer`] = (answers[`${kind} no answer`] ?? 0) + 1;
    recordError('none', `no answer (${reason})`, false, kind);
    return;
  }
  answers[`${kind} ${answer.status}`] = (answers[`${kind} ${answer.status}`] ?? 0) + 1;
  if (kind === 'enquiry' && answer.status === 201 && email) {
    const outcome = (JSON.parse(answer.text) as { ok?: boolean; outcome?: string }).outcome;
    if (outcome === 'sent' || outcome === 'queued') acknowledged.push(email);
  }
  const expected = kind === 'made-up path' && answer.status === 404;
  if (answer.status >= 400 && !expected) {
    const { kind: what, clear } = describeError(answer);
    if (kind === 'enquiry' && !clear && what !== 'stack trace') {
      // The contact form shows the answer's message, and its own toast for any answer that is not JSON.
      recordError(String(answer.status), `the form's toast "${CONTACT_TOASTS.insertFailed}" (body: ${what})`, true, kind);
    } else {
      recordError(String(answer.status), what, clear, kind);
    }
  } else if (expected && !describeError(answer).clear) {
    recordError('404', describeError(answer).kind, false, kind);
  }
}

/** When each e-mail arrived (index as in smtp.received), to the quarter second. */
const receivedAt: number[] = [];
const receiptClock = setInterval(() => {
  while (receivedAt.length < cluster.smtp.received.length) receivedAt.push(now());
}, 250);

/**
 * E-mails a fault left claimed but unmarked: still 'sending' 2 s and 5 s after it (a send takes
 * milliseconds). Their lease runs out and a worker sends them again; a duplicate among them was
 * accepted by the mail server before the fault struck and recorded as sent too late.
 */
const stuck = new Map<string, string>();
async function noteStuckRows(fault: string): Promise<void> {
  const sending = async () =>
    new Set(
      (await cluster.database.db.selectFrom('email_outbox').select('id').where('status', '=', 'sending').execute()).map(
        (row) => row.id,
      ),
    );
  try {
    await sleep(2000);
    const first = await sending();
    await sleep(3000);
    const second = await sending();
    const left = [...first].filter((id) => second.has(id));
    // The first fault that left a row claimed is its cause: a later snapshot may still see it, its lease unexpired.
    for (const id of left) if (!stuck.has(id)) stuck.set(id, fault);
    note(`${left.length} e-mails left claimed (status sending) by ${fault}`);
  } catch (error) {
    note(`could not read the outbox after ${fault}: ${(error as Error).message}`);
  }
}

/** Instances found dead that the soak did not kill. */
const crashes: string[] = [];
let killedPid = 0;
const watcher = setInterval(() => {
  for (const instance of cluster.instances) {
    if (instance.pid === killedPid) continue;
    try {
      process.kill(instance.pid, 0);
    } catch {
      if (!crashes.includes(`${instance.name} ${instance.pid}`)) {
        crashes.push(`${instance.name} ${instance.pid}`);
        note(`the ${instance.name} instance (pid ${instance.pid}) exited on its own:\n${instance.output().slice(-3000)}`);
      }
    }
  }
}, 1000);

async function at(second: number): Promise<void> {
  const wait = second - now();
  if (wait > 0) await sleep(wait * 1000);
}

async function faults(trafficStart: number): Promise<void> {
  const offset = (fraction: number) => trafficStart + SECONDS * fraction;
  await at(offset(0.2));
  note('PostgreSQL restart begins');
  const restartStart = now();
  try {
    await promisify(exec)(PG_RESTART);
    note(`PostgreSQL restarted (took ${(now() - restartStart).toFixed(1)} s)`);
    await noteStuckRows('the PostgreSQL restart');
  } catch (error) {
    note(`PostgreSQL restart FAILED: ${(error as Error).message}`);
  }
  await at(offset(0.35));
  // From when it stopped: a slow PostgreSQL restart may have pushed this fault later.
  const smtpStopped = now();
  note(`SMTP server stopped for ${SMTP_DOWN_SECONDS} s`);
  await cluster.smtp.stop();
  await at(smtpStopped + SMTP_DOWN_SECONDS);
  await cluster.smtp.start();
  note(`SMTP server listening again on port ${cluster.smtp.port}`);
  await at(offset(0.7));
  const victim = cluster.instances[0];
  if (!victim) throw new Error('no first instance');
  killedPid = victim.pid;
  await victim.kill('SIGKILL');
  note(`the ${victim.name} instance (pid ${victim.pid}) killed with SIGKILL`);
  keepOutput(victim);
  const stuckByKill = noteStuckRows('the SIGKILL');
  const restarted = await cluster.restartInstance(0);
  await stuckByKill;
  note(`the ${restarted.name} instance started again (pid ${restarted.pid}) and is ready`);
}

const trafficStart = now();
note(`traffic starts: ${CONCURRENCY} visitors for ${SECONDS} s`);
const faultsDone = faults(trafficStart);
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (now() - trafficStart < SECONDS) await oneRequest();
  }),
);
note('traffic ends');
await faultsDone;

// The outbox workers retry what the outage and the kill left behind; a killed worker's claims free up after their lease.
const drainStart = now();
let outbox = await outboxCounts(cluster.database);
while (now() - drainStart < DRAIN_LIMIT_SECONDS) {
  outbox = await outboxCounts(cluster.database);
  if (!outbox.pending && !outbox.sending) break;
  await sleep(2000);
}
// A second send of the same row would come alongside the last ones: give it a moment to arrive.
await sleep(3000);
outbox = await outboxCounts(cluster.database);
note(`outbox drained after ${(now() - drainStart).toFixed(0)} s: ${JSON.stringify(outbox)}`);
clearInterval(watcher);
clearInterval(receiptClock);
while (receivedAt.length < cluster.smtp.received.length) receivedAt.push(now());

const { db } = cluster.database;
const stored = new Set(
  (await db.selectFrom('contact_submissions').select('email').where('email', 'like', `soak-${runId}-%`).execute()).map(
    (row) => row.email,
  ),
);
const lost = acknowledged.filter((email) => !stored.has(email));
const acknowledgedSet = new Set(acknowledged);
const storedUnacknowledged = [...stored].filter((email) => !acknowledgedSet.has(email)).length;
const rows = await db.selectFrom('email_outbox').select(['id', 'status']).execute();
const receivedIds = new Map<string, number>();
const receiptTimes = new Map<string, number[]>();
for (const [index, mail] of cluster.smtp.received.entries()) {
  const id = /^<([^@>]+)@/.exec(mail.header('message-id') ?? '')?.[1] ?? '(no Message-ID)';
  receivedIds.set(id, (receivedIds.get(id) ?? 0) + 1);
  receiptTimes.set(id, [...(receiptTimes.get(id) ?? []), receivedAt[index] ?? 0]);
}
const duplicates = [...receivedIds].filter(([, count]) => count > 1);
const duplicateLines = duplicates.map(
  ([id, count]) =>
    `${id} received ${count} times, at ${(receiptTimes.get(id) ?? []).map((second) => `${second.toFixed(1)} s`).join(' and ')}; ${
      stuck.has(id) ? `left claimed by ${stuck.get(id)}` : 'not among the rows a fault left claimed'
    }`,
);
const duplicateCopies = duplicates.reduce((sum, [, count]) => sum + count - 1, 0);
const rowIds = new Set(rows.map((row) => row.id));
const sentNotReceived = rows.filter((row) => row.status === 'sent' && !receivedIds.has(row.id)).length;
const receivedWithoutRow = [...receivedIds.keys()].filter((id) => !rowIds.has(id)).length;
const undelivered = rows.filter((row) => row.status !== 'sent').length;
const unclear = [...errors.values()].filter((entry) => !entry.clear);
const unclearCount = unclear.reduce((sum, entry) => sum + entry.count, 0);
const errorCount = [...errors.values()].reduce((sum, entry) => sum + entry.count, 0);
const total = Object.values(answers).reduce((sum, count) => sum + count, 0);

const problems = [
  ...(lost.length > 0 ? [`${lost.length} acknowledged enquiries are not in the database (${lost.slice(0, 5).join(', ')})`] : []),
  ...(duplicateCopies > 0
    ? [`${duplicateCopies} e-mails received more than once (${duplicates.slice(0, 5).map(([id, count]) => `${id} ×${count}`)})`]
    : []),
  ...(unclearCount > 0 ? [`${unclearCount} errors were not a clear page or message`] : []),
  ...(sentNotReceived > 0 ? [`${sentNotReceived} e-mails marked sent never reached the SMTP server`] : []),
  ...(undelivered > 0 ? [`${undelivered} e-mails not sent after the drain (${JSON.stringify(outbox)})`] : []),
  ...crashes.map((crash) => `instance ${crash} exited without being killed`),
];

for (const instance of cluster.instances) keepOutput(instance);
await cluster.stop();

const errorRows = [...errors.values()]
  .sort((a, b) => a.first - b.first)
  .map((entry) => [
    entry.status,
    entry.kind.replaceAll('|', '\\|'),
    entry.count.toLocaleString('en-AU'),
    `${entry.first.toFixed(0)}–${entry.last.toFixed(0)} s`,
    entry.clear ? 'yes' : '**no**',
  ]);
const countRows: [string, string][] = [
  ['requests', total.toLocaleString('en-AU')],
  ['enquiries sent', enquiriesSent.toLocaleString('en-AU')],
  ['enquiries acknowledged (201)', acknowledged.length.toLocaleString('en-AU')],
  ['acknowledged enquiries missing from the database', String(lost.length)],
  ['stored without an acknowledgement (answer lost on the way)', String(storedUnacknowledged)],
  ['e-mails in the outbox', rows.length.toLocaleString('en-AU')],
  ['e-mails received by the SMTP server', cluster.smtp.received.length.toLocaleString('en-AU')],
  ['e-mails received more than once', String(duplicates.length)],
  ['e-mails marked sent but never received', String(sentNotReceived)],
  ['e-mails received without an outbox row', String(receivedWithoutRow)],
  ['e-mails not sent after the drain', String(undelivered)],
  ['errors visitors saw', errorCount.toLocaleString('en-AU')],
  ['of which not a clear page or message', String(unclearCount)],
  ['requests without an answer', String(unanswered)],
];
console.log(JSON.stringify(answers));
for (const [name, value] of countRows) console.log(`${name}: ${value}`);
for (const row of errorRows) console.log(row.join(' | '));
for (const line of duplicateLines) console.log(line);

if (SECONDS >= FULL_RUN_SECONDS) {
  writeBenchSection(
    'soak',
    [
      '## Soak with faults (`npm run bench:soak`, by hand)',
      '',
      `${SECONDS} s of mixed traffic from ${CONCURRENCY} concurrent visitors through nginx (round-robin) to two built`,
      'instances on one PostgreSQL database, S3 (s3rver) and an SMTP server (e2e/cluster.ts): 50% public pages',
      '(br, gzip, identity), 12% hashed assets, 6% made-up paths (their 404 is not counted as an error), 18%',
      'enquiries (test captcha, rate limit raised, each acknowledged one recorded), 14% signed-in admin reads.',
      'Faults on a timeline, then the outbox workers drain, then the checks: every acknowledged enquiry is in',
      'the database, every outbox e-mail reached the SMTP server exactly once (by Message-ID), every error a',
      'visitor saw was a page with a title and heading or JSON with a message (no empty body, stack trace or',
      "nginx's bare page).",
      '',
      'Timeline (seconds from the cluster start):',
      '',
      ...timeline.map((event) => `- ${event.at.toFixed(0)} s: ${event.what.split('\n')[0]}`),
      '',
      ...markdownTable(['count', 'value'], countRows),
      '',
      'Errors visitors saw (status, what the body was, how many, when):',
      '',
      ...(errorRows.length > 0 ? markdownTable(['status', 'request: answer', 'count', 'seen', 'clear'], errorRows) : ['None.']),
      '',
      ...(duplicateLines.length > 0
        ? [
            'E-mails received more than once (Message-ID = outbox row id):',
            '',
            ...duplicateLines.map((line) => `- ${line}`),
            '',
            ...AT_LEAST_ONCE_NOTE,
            '',
          ]
        : []),
      `Answers: ${Object.entries(answers)
        .sort()
        .map(([key, count]) => `${key}: ${count.toLocaleString('en-AU')}`)
        .join(', ')}.`,
      '',
      `Verdict: ${problems.length === 0 ? 'no acknowledged enquiry lost, no e-mail sent twice, every error clear.' : problems.join('; ')}`,
      '',
      `${measuredOn(loadBefore)} The load generator runs on the same machine.`,
    ].join('\n'),
  );
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
