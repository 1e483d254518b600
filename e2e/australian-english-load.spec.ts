// The bulk Australian-English conversion under its worst case (issue 23, finding 3), against a built
// server of its own (E2E_PORT + 30): 20 drafts of ~200 KB of 'a.a.a…' runs, the text that made every
// protected-span pattern rescan each run from every position. The conversion runs in a worker thread,
// so /healthz, asked every 50 ms throughout, keeps answering.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { type BenchServer, startBenchServer } from '../bench/server.ts';

const port = Number(process.env.E2E_PORT ?? 4399) + 30;
const origin = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'bench@calderrowe.com.au', password: 'bench-password-123' };
const DRAFTS = 20;
const HEALTH_EVERY_MS = 50;
const HEALTH_BOUND_MS = 100;

/** ~200 KB of runs of 'a.' just under the 2,000 characters a run of data may have, between American words. */
function worstCaseContent(bytes = 200_000): string {
  const run = 'a.'.repeat(995);
  const paragraph = `<p>${Array.from({ length: 10 }, () => run).join(' color ')}</p>`;
  return paragraph.repeat(Math.floor(bytes / paragraph.length));
}

function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const started = performance.now();
  return new Promise<{ status: number; cookies: string[]; body: string; ms: number }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { ...options.headers, ...(options.body ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}) },
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: [response.headers['set-cookie'] ?? []].flat(),
            body,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

test.describe('the bulk Australian-English conversion under its worst case', () => {
  let server: BenchServer;
  test.beforeAll(async () => {
    server = await startBenchServer(port, {}, { captureErrors: true });
  });
  test.afterAll(async () => server?.stop());

  test(`converts ${DRAFTS} drafts of 200 KB of 'a.a.a…' while /healthz answers within ${HEALTH_BOUND_MS} ms`, async () => {
    test.setTimeout(90_000);
    const signedIn = await send('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(ADMIN),
    });
    const cookie = signedIn.cookies.map((value) => value.split(';')[0]).join('; ');
    expect(cookie).toContain('session_token=');
    const staff = { cookie, origin, 'content-type': 'application/json' };
    const content = worstCaseContent();
    for (let i = 0; i < DRAFTS; i += 1) {
      const created = await send('/api/admin/insights', {
        method: 'POST',
        headers: staff,
        body: JSON.stringify({
          title: `Worst case ${i + 1}`,
          excerpt: 'Runs of data.',
          content,
          category: 'valuation',
          read_time: '6 min read',
          date: '2026-01-15',
          status: 'draft',
          image_url: '',
        }),
      });
      expect(created.status, created.body.slice(0, 200)).toBe(201);
    }
    await send('/healthz');
    const poll = async (until: Promise<unknown>) => {
      const answers: Promise<number>[] = [];
      const poller = setInterval(
        () => answers.push(send('/healthz').then((answer) => (answer.status === 200 ? answer.ms : -1))),
        HEALTH_EVERY_MS,
      );
      await until;
      clearInterval(poller);
      return Promise.all(answers);
    };
    // The same machine at rest, for the record: a loaded machine is slow without any conversion too.
    const idle = await poll(new Promise((resolve) => setTimeout(resolve, 3000)));

    // Asked on a fixed schedule, not after the previous answer: a blocked event loop would hold every one of them.
    const converting = send('/api/admin/insights/australian-english', { method: 'POST', headers: staff });
    const times = await poll(converting);
    const conversion = await converting;

    expect(conversion.status).toBe(200);
    const answer = JSON.parse(conversion.body) as { converted: number; unconverted: { message: string }[] };
    // Each draft changes (besides the seeded articles); on a loaded machine one may pass its time budget,
    // and is then named, never lost.
    expect(answer.converted).toBeGreaterThanOrEqual(DRAFTS - answer.unconverted.length);
    const summary = {
      conversionMs: Math.round(conversion.ms),
      converted: answer.converted,
      unconverted: answer.unconverted.length,
      healthChecks: times.length,
      p50: Math.round(percentile(times, 50)),
      p95: Math.round(percentile(times, 95)),
      max: Math.round(Math.max(...times)),
      idleP50: Math.round(percentile(idle, 50)),
      idleP95: Math.round(percentile(idle, 95)),
      idleMax: Math.round(Math.max(...idle)),
      over100: times.filter((ms) => ms >= HEALTH_BOUND_MS).map(Math.round),
    };
    console.log(`australian-english under load: ${JSON.stringify(summary)}`);
    expect(times).not.toContain(-1);
    expect(times.length).toBeGreaterThanOrEqual(Math.floor(conversion.ms / HEALTH_EVERY_MS / 2));
    // The median and the 95th percentile, not the maximum: on a shared 2-core machine one answer can wait for
    // the scheduler; a conversion on the event loop held every answer for its whole length (18.3 s before).
    expect(summary.p50).toBeLessThan(HEALTH_BOUND_MS);
    expect(summary.p95).toBeLessThan(HEALTH_BOUND_MS);
  });
});
