// The bulk Australian-English conversion under its worst case (issue 23, finding 3), against a built
// server of its own (E2E_PORT + 30): 20 drafts of ~200 KB of 'a.a.a…' runs, the text that made every
// protected-span pattern rescan each run from every position. The conversion runs in a worker thread,
// so /healthz, asked every 50 ms throughout, keeps answering.
import { expect, test } from '@playwright/test';
import { type BenchServer, startBenchServer } from '../bench/server.ts';
import { type RequestOptions, send } from './cluster.ts';

const port = Number(process.env.E2E_PORT ?? 4399) + 30;
const origin = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'bench@calderrowe.com.au', password: 'bench-password-123' };
const DRAFTS = 20;
const HEALTH_EVERY_MS = 50;
const HEALTH_BOUND_MS = 100;
/** For the 95th percentile on a loaded machine; a blocked event loop answers in seconds. */
const HEALTH_LOADED_BOUND_MS = 500;

/** ~200 KB of runs of 'a.' just under the 2,000 characters a run of data may have, between American words. */
function worstCaseContent(bytes = 200_000): string {
  const run = 'a.'.repeat(995);
  const paragraph = `<p>${Array.from({ length: 10 }, () => run).join(' color ')}</p>`;
  return paragraph.repeat(Math.floor(bytes / paragraph.length));
}

/** One request on a new connection, with how long its answer took. */
async function timed(path: string, options: RequestOptions = {}) {
  const started = performance.now();
  const answer = await send(port, path, options);
  return { ...answer, ms: performance.now() - started };
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

  test(`converts ${DRAFTS} drafts of 200 KB of 'a.a.a…' while /healthz answers in a median under ${HEALTH_BOUND_MS} ms`, async () => {
    test.setTimeout(90_000);
    const signedIn = await timed('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(ADMIN),
    });
    const cookie = [signedIn.headers['set-cookie'] ?? []]
      .flat()
      .map((value) => value.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token=');
    const staff = { cookie, origin, 'content-type': 'application/json' };
    const content = worstCaseContent();
    for (let i = 0; i < DRAFTS; i += 1) {
      const created = await timed('/api/admin/insights', {
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
      expect(created.status, created.text.slice(0, 200)).toBe(201);
    }
    await timed('/healthz');
    const poll = async (until: Promise<unknown>) => {
      const answers: Promise<number>[] = [];
      const poller = setInterval(
        () => answers.push(timed('/healthz').then((answer) => (answer.status === 200 ? answer.ms : -1))),
        HEALTH_EVERY_MS,
      );
      await until;
      clearInterval(poller);
      return Promise.all(answers);
    };
    // The same machine at rest, for the record: a loaded machine is slow without any conversion too.
    const idle = await poll(new Promise((resolve) => setTimeout(resolve, 3000)));

    // Asked on a fixed schedule, not after the previous answer: a blocked event loop would hold every one of them.
    const converting = timed('/api/admin/insights/australian-english', { method: 'POST', headers: staff });
    const times = await poll(converting);
    const conversion = await converting;

    expect(conversion.status).toBe(200);
    const answer = JSON.parse(conversion.text) as { converted: number; unconverted: { message: string }[] };
    // Each draft changes (besides the seeded articles); on a loaded machine one may pass its time budget,
    // and is then named, never lost.
    expect(answer.converted).toBeGreaterThanOrEqual(DRAFTS - answer.unconverted.length);
    const summary = {
      conversionMs: Math.round(conversion.ms),
      converted: answer.converted,
      unconverted: answer.unconverted.length,
      healthChecks: times.length,
      p50: Math.round(percentile(times, 50)),
      p90: Math.round(percentile(times, 90)),
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
    // The median within the bound, and the 95th percentile within a bound a blocked event loop cannot meet: on a
    // shared 2-core machine (the worker on one core; other processes, and the save of each converted 200 KB
    // article, on the other) some answers wait a few hundred ms for the scheduler
    // (at a load average of 11: p50 23 ms, p95 320 ms). A conversion on the event loop held
    // every answer for its whole length (p50 7.9 s, p95 14.7 s before the fix).
    expect(summary.p50).toBeLessThan(HEALTH_BOUND_MS);
    expect(summary.p95).toBeLessThan(HEALTH_LOADED_BOUND_MS);
  });
});
