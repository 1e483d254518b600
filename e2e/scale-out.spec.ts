// Scale-out on PostgreSQL and S3 (issue 14): two instances of the built server on one fresh database,
// one S3 bucket (s3rver) and one SMTP server, behind Debian's nginx balancing round-robin with the
// proxy settings of deploy/nginx.conf (e2e/cluster.ts). Through the balancer it signs in, changes
// content (a team member, an insight, a library image, an enquiry's status), uploads a team photo and a
// library image, sends enquiries; then it checks each instance directly: every change shows on
// both within a second (the page cache is cleared across instances), uploads are served by both,
// each e-mail is sent exactly once although both run an outbox worker, the contact rate limit and the
// captcha's single use and the sign-in throttle count across both, and a session made on one works on
// the other.
//
// Needs TEST_DATABASE_URL (a PostgreSQL server where it may create a database; CI sets it) and nginx
// at /usr/sbin/nginx (CI installs it). Its servers use E2E_PORT + 20, + 21 and + 22.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { CONTACT_API_MESSAGES } from '../src/features/contact/messages.ts';
import type { LibraryImage } from '../src/features/images/types.ts';
import type { TeamMember } from '../src/features/team/types.ts';
import type { StoredImage } from '../src/platform/media/responsive.ts';
import {
  type Answer,
  CLUSTER_ADMIN,
  type Cluster,
  composeAppSettings,
  imageSettings,
  type RequestOptions,
  send,
  startCluster,
  TEST_ONLY_SETTINGS,
} from './cluster.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const BASE_PORT = Number(process.env.E2E_PORT ?? 4399) + 20;
/** The promise: a change made through one instance shows on every instance within a second. */
const PROPAGATION_MS = 1000;
/** An article of the seed (src/content/insights). */
const SEEDED_ARTICLE = 'how-recruitment-businesses-are-valued-ebitda-multiples';
const runId = randomBytes(3).toString('hex');
const SKIPPED = 'Set TEST_DATABASE_URL to a PostgreSQL server (CI does) to run the two-instance test.';

// The list reporter shows no reason for a skipped test: say it once, from the runner's own process.
if (!TEST_DATABASE_URL && process.env.TEST_WORKER_INDEX === undefined) console.warn(`e2e/scale-out.spec.ts skipped: ${SKIPPED}`);

/** A signed-in member of staff: the session cookie, sent to whichever server a request names. */
class Staff {
  cookie = '';
  private readonly cluster: Cluster;
  constructor(cluster: Cluster) {
    this.cluster = cluster;
  }

  async signIn(email: string, password: string): Promise<Answer> {
    const answer = await this.request(this.cluster.balancer.port, 'POST', '/api/auth/sign-in/email', { email, password });
    this.cookie = (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
    return answer;
  }

  /** A JSON request (or a file's bytes) as the admin screens send it: the cookie and our Origin. */
  request(port: number, method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.cluster.siteUrl };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | Buffer | undefined;
    if (Buffer.isBuffer(body)) {
      headers['content-type'] = 'application/octet-stream';
      payload = body;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return send(port, path, { method, headers, body: payload });
  }

  /** Through the balancer: whichever instance nginx picks. */
  viaBalancer(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.request(this.cluster.balancer.port, method, path, body);
  }
}

function json<T>(answer: Answer): T {
  return JSON.parse(answer.text) as T;
}

/** Requests `path` from an instance until its page cache answers it. */
async function warm(port: number, path: string): Promise<void> {
  await expect.poll(async () => (await send(port, path)).headers['x-cache'], { timeout: 10_000 }).toBe('HIT');
}

/**
 * After a change answered at `changedAt`: each instance, asked directly, shows what `shows` looks
 * for within PROPAGATION_MS. Returns how long each took, for the report.
 */
async function expectOnEveryInstance(
  cluster: Cluster,
  path: string,
  shows: (answer: Answer) => boolean,
  changedAt: number,
): Promise<number[]> {
  return Promise.all(
    cluster.instances.map(async (instance) => {
      for (;;) {
        const answer = await instance.get(path);
        const elapsed = performance.now() - changedAt;
        if (shows(answer)) return Math.round(elapsed);
        if (elapsed > PROPAGATION_MS) {
          throw new Error(
            `the ${instance.name} instance still served the old ${path} ${Math.round(elapsed)} ms after the change`,
          );
        }
        await sleep(25);
      }
    }),
  );
}

/** A fresh enquiry as the form sends it: the stamp from a contact page and a test-mode captcha token, fetched from `port`. */
async function enquiryBody(port: number, email: string, parts: { formStamp?: string; captcha?: string } = {}) {
  const page = await send(port, '/contact');
  const formStamp = parts.formStamp ?? /\d{13}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/.exec(page.text)?.[0];
  const captcha = parts.captcha ?? json<{ token: string }>(await send(port, '/api/contact/challenge')).token;
  if (!formStamp || !captcha) throw new Error('no form stamp or captcha token');
  return {
    name: 'Jo Citizen',
    email,
    company: 'Scale Out Staffing Pty Ltd',
    phone: '',
    message: 'We would like to talk about selling our recruitment agency.',
    captcha,
    website: '',
    formStamp,
  };
}

function postEnquiry(port: number, body: object, from: string): Promise<Answer> {
  const options: RequestOptions = {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(body),
  };
  return send(port, '/api/contact', options);
}

/** Every outbox row sent, and each one received by the SMTP server exactly once (its id is the Message-ID). */
async function expectEveryEmailSentOnce(cluster: Cluster): Promise<number> {
  const { db } = cluster.database;
  await expect
    .poll(
      async () => {
        const rows = await db.selectFrom('email_outbox').select(['status']).execute();
        return rows.length > 0 && rows.every((row) => row.status === 'sent');
      },
      { timeout: 20_000, intervals: [200] },
    )
    .toBe(true);
  // A second worker sending the same row would do so alongside the first: give it a moment to show.
  await sleep(500);
  const rows = await db.selectFrom('email_outbox').select(['id']).execute();
  const received = cluster.smtp.received.map((mail) => /^<([^@>]+)@/.exec(mail.header('message-id') ?? '')?.[1] ?? '?');
  expect(received.toSorted()).toEqual(rows.map((row) => row.id).toSorted());
  return rows.length;
}

/**
 * Content changes made through an admin endpoint, each seen on a public page: a test below warms the
 * page on both instances, applies the change through the balancer and expects both to show it within a
 * second. A new content area adds one entry here.
 */
/** A square PNG for every upload. */
const TEST_IMAGE = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#1f4e79' } })
  .png()
  .toBuffer();

/** The site paths of a stored image's files: the original and every variant. */
function storedPaths(stored: StoredImage | null): string[] {
  if (!stored) throw new Error('nothing was stored for the upload');
  return [stored.original, ...stored.variants].map((file) => new URL(file.url, 'http://site').pathname);
}

/** POST /api/admin/images: a library image placed on a page's slot (inactive until its details are saved). */
async function uploadLibraryImage(staff: Staff, image: Buffer, placement: Record<string, string>): Promise<LibraryImage> {
  const query = new URLSearchParams({ filename: `scale-out-${runId}.png`, ...placement });
  const answer = await staff.viaBalancer('POST', `/api/admin/images?${query}`, image);
  expect(answer.status, answer.text).toBe(201);
  return json<{ image: LibraryImage }>(answer).image;
}

interface ContentChange<Prepared = unknown> {
  name: string;
  /** The public page that shows the change. */
  path: string;
  /** Steps before the change itself (they may clear the caches too), made before the page is warmed. */
  prepare?(staff: Staff): Promise<Prepared>;
  /** Makes the change through the balancer; returns text the page shows only afterwards. */
  apply(staff: Staff, prepared: Prepared): Promise<string>;
}

/** An entry with its own prepared value's type. */
function contentChange<Prepared>(change: ContentChange<Prepared>): ContentChange {
  return change as ContentChange;
}

const CONTENT_CHANGES: ContentChange[] = [
  {
    name: 'a team member edit',
    path: '/about',
    async apply(staff) {
      const { members } = json<{ members: TeamMember[] }>(await staff.viaBalancer('GET', '/api/admin/team'));
      const member = members[0];
      if (!member) throw new Error('the seed has no team member');
      const role = `Managing Director ${runId}`;
      const answer = await staff.viaBalancer('PATCH', `/api/admin/team/${member.id}`, {
        name: member.name,
        role,
        bio: member.bio,
      });
      expect(answer.status, answer.text).toBe(200);
      return role;
    },
  },
  {
    name: 'an insight edit',
    path: `/resources/insights/${SEEDED_ARTICLE}`,
    async apply(staff) {
      const { insight } = json<{ insight: Record<string, unknown> }>(
        await staff.viaBalancer('GET', `/api/admin/insights/${SEEDED_ARTICLE}`),
      );
      const title = `How recruitment businesses are valued ${runId}`;
      const answer = await staff.viaBalancer('PUT', `/api/admin/insights/${SEEDED_ARTICLE}`, { ...insight, title });
      expect(answer.status, answer.text).toBe(200);
      return title;
    },
  },
  {
    name: 'a published home hero title',
    path: '/',
    async apply(staff) {
      const stored = json<{ published: { hero: Record<string, string> }; version: number }>(
        await staff.viaBalancer('GET', '/api/admin/pages/home'),
      );
      const title = `Maximising Value ${runId}`;
      const copy = { ...stored.published, hero: { ...stored.published.hero, title } };
      const answer = await staff.viaBalancer('POST', '/api/admin/pages/home/publish', { copy, version: stored.version });
      expect(answer.status, answer.text).toBe(200);
      return title;
    },
  },
  {
    name: 'a redirect added',
    path: `/old-address-${runId}`,
    async apply(staff) {
      const target = `/contact?from=old-address-${runId}`;
      const answer = await staff.viaBalancer('POST', '/api/admin/redirects', {
        from_path: `/old-address-${runId}`,
        to_target: target,
        status_code: 301,
      });
      expect(answer.status, answer.text).toBe(201);
      // The redirect's own short body names its target.
      return `Redirecting to ${target}`;
    },
  },
  {
    name: "the firm's phone number changed in Site Settings",
    path: '/',
    async apply(staff) {
      const { settings } = json<{ settings: Record<string, unknown> }>(await staff.viaBalancer('GET', '/api/admin/settings'));
      // A different number each run: the footer of every page shows it.
      const digits = String(parseInt(runId, 16) % 10_000).padStart(4, '0');
      const phone = `(07) 3555 ${digits}`;
      const answer = await staff.viaBalancer('PUT', '/api/admin/settings', {
        ...settings,
        phone,
        phoneInternational: `+6173555${digits}`,
      });
      expect(answer.status, answer.text).toBe(200);
      return phone;
    },
  },
  contentChange({
    name: "an image for the About page's story switched on in the library",
    path: '/about',
    prepare: (staff) => uploadLibraryImage(staff, TEST_IMAGE, { page_name: 'about', component_name: 'story' }),
    async apply(staff, image: LibraryImage) {
      const altText = `Two advisers at a whiteboard ${runId}`;
      const answer = await staff.viaBalancer('PATCH', `/api/admin/images/${image.id}`, {
        title: 'Our story',
        alt_text: altText,
        category: 'general',
        is_active: true,
      });
      expect(answer.status, answer.text).toBe(200);
      return altText;
    },
  }),
];

/**
 * Uploads through the balancer, each stored in S3: a test below fetches every stored file from both
 * instances. A new kind of upload adds one entry here.
 */
interface Upload {
  name: string;
  /** Uploads through the balancer; returns the site paths of every stored file (original and variants). */
  upload(staff: Staff, image: Buffer): Promise<string[]>;
}

const UPLOADS: Upload[] = [
  {
    name: 'a team photo',
    async upload(staff, image) {
      const { members } = json<{ members: TeamMember[] }>(await staff.viaBalancer('GET', '/api/admin/team'));
      const member = members[1] ?? members[0];
      if (!member) throw new Error('the seed has no team member');
      const answer = await staff.viaBalancer('PUT', `/api/admin/team/${member.id}/photo`, image);
      expect(answer.status, answer.text).toBe(200);
      return storedPaths(json<{ member: TeamMember }>(answer).member.photo);
    },
  },
  {
    name: 'an image in the library',
    async upload(staff, image) {
      return storedPaths((await uploadLibraryImage(staff, image, {})).stored);
    },
  },
];

test.describe('two instances behind nginx on PostgreSQL and S3', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!TEST_DATABASE_URL, SKIPPED);

  let cluster: Cluster;
  let staff: Staff;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cluster = await startCluster(TEST_DATABASE_URL ?? '', BASE_PORT);
    staff = new Staff(cluster);
    const signedIn = await staff.signIn(CLUSTER_ADMIN.email, CLUSTER_ADMIN.password);
    if (signedIn.status !== 200) throw new Error(`the first admin could not sign in: ${signedIn.status} ${signedIn.text}`);
  });

  test.afterAll(async () => {
    await cluster?.stop();
  });

  test("runs the image's command with the settings compose.yaml gives its replicas, and the second instance starts on the prepared database", async () => {
    const given = Object.keys(cluster.settings).filter((name) => !(TEST_ONLY_SETTINGS as readonly string[]).includes(name));
    expect(given.toSorted()).toEqual(composeAppSettings().toSorted());
    // The instances ran the image's command with its variables (e2e/cluster.ts reads both from the Dockerfile).
    const image = imageSettings();
    expect(image.nodeArguments.at(-1)).toBe('scripts/start.ts');
    expect(image.env.NODE_ENV).toBe('production');
    const [first, second] = cluster.instances;
    expect(first?.output()).toContain('Applied migrations:');
    expect(first?.output()).toContain(`First admin account created for ${CLUSTER_ADMIN.email}`);
    expect(second?.output()).not.toContain('Applied migrations:');
    expect(second?.output()).not.toContain('First admin account created');
    for (const instance of cluster.instances) expect((await instance.get('/readyz')).status).toBe(200);
  });

  test('nginx spreads requests over both instances', async () => {
    const probe = `/scale-out-probe-${runId}`;
    for (let index = 0; index < 4; index += 1) expect((await cluster.balancer.get(probe)).status).toBe(404);
    // Access lines reach stdout in batches, within 100 ms.
    for (const instance of cluster.instances) await expect.poll(() => instance.output()).toContain(`"path":"${probe}"`);
  });

  test('a session made through the balancer works on both instances, and signing out ends it on both', async () => {
    // The session from beforeAll, made by whichever instance nginx chose.
    expect(staff.cookie).toContain('session_token=');
    for (const instance of cluster.instances) {
      const admin = await staff.request(instance.port, 'GET', '/admin');
      expect(admin.status).toBe(200);
      expect(admin.text).not.toContain('Admin Login');
      expect(admin.text).toContain(CLUSTER_ADMIN.email);
      expect((await staff.request(instance.port, 'GET', '/api/admin/team')).status).toBe(200);
    }
    expect((await staff.viaBalancer('POST', '/api/auth/sign-out', {})).status).toBe(200);
    for (const instance of cluster.instances) {
      expect((await staff.request(instance.port, 'GET', '/api/admin/team')).status).toBe(401);
      expect((await staff.request(instance.port, 'GET', '/admin')).text).toContain('Admin Login');
    }
    expect((await staff.signIn(CLUSTER_ADMIN.email, CLUSTER_ADMIN.password)).status).toBe(200);
  });

  test('wrong passwords sent to either instance count together: the sixth from that address is refused by both', async () => {
    const [first, second] = cluster.instances;
    if (!first || !second) throw new Error('two instances expected');
    const guess = (port: number) =>
      send(port, '/api/auth/sign-in/email', {
        method: 'POST',
        from: '127.0.0.91',
        headers: { 'content-type': 'application/json', origin: cluster.siteUrl },
        body: JSON.stringify({ email: `guessed-${runId}@calderrowe.com.au`, password: 'not-the-password-1' }),
      });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await guess(index % 2 === 0 ? first.port : second.port)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const port of [second.port, first.port, cluster.balancer.port]) {
      const refused = await guess(port);
      expect(refused.status).toBe(429);
      expect(json<{ code: string }>(refused).code).toBe('TOO_MANY_FAILED_LOGINS');
    }
  });

  for (const change of CONTENT_CHANGES) {
    // The title leaves out the path: a path with the run's id would differ in each worker that loads this file.
    test(`${change.name} through the balancer shows on both instances within a second`, async () => {
      const prepared = await change.prepare?.(staff);
      for (const instance of cluster.instances) await warm(instance.port, change.path);
      const text = await change.apply(staff, prepared);
      const took = await expectOnEveryInstance(cluster, change.path, (answer) => answer.text.includes(text), performance.now());
      console.log(`${change.name}: shown by the instances ${took.join(' ms and ')} ms after the change`);
    });
  }

  test('an enquiry status change made on one instance is seen on the other, and clears both page caches within a second', async () => {
    const [first, second] = cluster.instances;
    if (!first || !second) throw new Error('two instances expected');
    expect(
      (await postEnquiry(first.port, await enquiryBody(first.port, `status-${runId}@example.com`), '127.0.0.51')).status,
    ).toBe(201);
    const { submissions } = json<{ submissions: { id: string; status: string }[] }>(
      await staff.request(first.port, 'GET', '/api/admin/submissions'),
    );
    const enquiry = submissions[0];
    expect(enquiry?.status).toBe('new');
    for (const instance of cluster.instances) await warm(instance.port, '/services');
    const changed = await staff.request(first.port, 'PATCH', `/api/admin/submissions/${enquiry?.id}`, {
      status: 'in-progress',
      priority: 'high',
    });
    expect(changed.status, changed.text).toBe(200);
    const changedAt = performance.now();
    const seen = json<{ submission: { status: string; priority: string } }>(
      await staff.request(second.port, 'GET', `/api/admin/submissions/${enquiry?.id}`),
    ).submission;
    expect(seen).toMatchObject({ status: 'in-progress', priority: 'high' });
    // Both instances render the page afresh: the change reached the second one's cache too.
    await expectOnEveryInstance(cluster, '/services', (answer) => answer.headers['x-cache'] === 'MISS', changedAt);
  });

  for (const upload of UPLOADS) {
    test(`${upload.name} uploaded through the balancer is stored in S3 and served by both instances`, async () => {
      const paths = await upload.upload(staff, TEST_IMAGE);
      expect(paths.length).toBeGreaterThan(1);
      for (const path of paths) {
        expect(path).toMatch(/^\/media\//);
        const [fromFirst, fromSecond] = await Promise.all(cluster.instances.map((instance) => instance.get(path)));
        expect(fromFirst?.status, path).toBe(200);
        expect(fromSecond?.status, path).toBe(200);
        expect(fromFirst?.headers['content-type']).toMatch(/^image\//);
        expect(fromSecond?.body.equals(fromFirst?.body ?? Buffer.alloc(0))).toBe(true);
      }
      // Nothing was kept on either machine: the files are in the bucket only.
      for (const instance of cluster.instances) expect(existsSync(join(instance.dataDir, 'uploads'))).toBe(false);
    });
  }

  test('enquiries through the balancer: each e-mail reaches the SMTP server exactly once while both instances run outbox workers', async () => {
    test.setTimeout(60_000);
    // The mail server refuses at first: the e-mails wait in the outbox, and both workers find them due.
    cluster.smtp.rejectWith = '451 4.3.0 Mail server busy, try again later';
    const port = cluster.balancer.port;
    const queued = [];
    for (let index = 0; index < 3; index += 1) {
      queued.push(await postEnquiry(port, await enquiryBody(port, `queued-${index}-${runId}@example.com`), '127.0.0.61'));
    }
    cluster.smtp.rejectWith = null;
    const sent = [];
    for (let index = 0; index < 3; index += 1) {
      sent.push(await postEnquiry(port, await enquiryBody(port, `sent-${index}-${runId}@example.com`), '127.0.0.62'));
    }
    expect(queued.map((answer) => [answer.status, json<{ outcome: string }>(answer).outcome])).toEqual(
      Array(3).fill([201, 'queued']),
    );
    expect(sent.map((answer) => [answer.status, json<{ outcome: string }>(answer).outcome])).toEqual(
      Array(3).fill([201, 'sent']),
    );
    // Every enquiry so far (this test's six and any earlier test's): a confirmation and a notification each.
    const enquiries = await cluster.database.db.selectFrom('contact_submissions').select('id').execute();
    expect(enquiries.length).toBeGreaterThanOrEqual(6);
    expect(await expectEveryEmailSentOnce(cluster)).toBe(enquiries.length * 2);
  });

  test('the contact rate limit counts enquiries sent to either instance', async () => {
    const [first, second] = cluster.instances;
    if (!first || !second) throw new Error('two instances expected');
    const visitor = '127.0.0.71';
    const limit = Number(/^(\d+)\//.exec(cluster.settings.CONTACT_RATE_LIMIT ?? '')?.[1]);
    expect(limit).toBeGreaterThan(1);
    const answers: number[] = [];
    for (let index = 0; index < limit + 2; index += 1) {
      // Alternating: the stamp and token from one instance, sent to the other.
      const [to, from] = index % 2 === 0 ? [first, second] : [second, first];
      const body = await enquiryBody(from.port, `limit-${index}-${runId}@example.com`);
      answers.push((await postEnquiry(to.port, body, visitor)).status);
    }
    expect(answers).toEqual([...Array(limit).fill(201), 429, 429]);
    const throughBalancer = await postEnquiry(
      cluster.balancer.port,
      await enquiryBody(first.port, `limit-x-${runId}@example.com`),
      visitor,
    );
    expect(throughBalancer.status).toBe(429);
    expect(json<{ message: string }>(throughBalancer).message).toMatch(
      /^Too many enquiries have been sent from your connection\./,
    );
    // Another visitor is not held back by this one.
    expect(
      (await postEnquiry(second.port, await enquiryBody(first.port, `other-${runId}@example.com`), '127.0.0.72')).status,
    ).toBe(201);
    await expectEveryEmailSentOnce(cluster);
  });

  test('a captcha token or form stamp used on one instance is refused on the other', async () => {
    const [first, second] = cluster.instances;
    if (!first || !second) throw new Error('two instances expected');
    const body = await enquiryBody(first.port, `once-${runId}@example.com`);
    expect((await postEnquiry(first.port, body, '127.0.0.81')).status).toBe(201);
    const sameToken = await enquiryBody(second.port, `once-${runId}@example.com`, { captcha: body.captcha });
    const replayedToken = await postEnquiry(second.port, sameToken, '127.0.0.82');
    expect(replayedToken.status).toBe(400);
    expect(json<{ message: string }>(replayedToken).message).toBe(CONTACT_API_MESSAGES.captchaRejected);
    const sameStamp = await enquiryBody(second.port, `once-${runId}@example.com`, { formStamp: body.formStamp });
    const reusedStamp = await postEnquiry(second.port, sameStamp, '127.0.0.83');
    expect(json<{ message: string }>(reusedStamp).message).toBe(CONTACT_API_MESSAGES.formExpired);
  });
});
