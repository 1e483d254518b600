// A webhook worker killed with SIGKILL loses nothing: killed between two attempts, the next worker
// sends the retry when it is due; killed in the middle of an attempt, the next one sends it again
// once the lease runs out. The workers are real processes (worker-process.testing.ts) on the same
// database, each with its clock set ahead as far as the test needs.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { DELIVERY_LEASE_SECONDS } from './delivery.server.ts';
import { emitWebhookEvent } from './emit.server.ts';
import { type Answer, insertEndpoint, startWebhookReceiver, type WebhookReceiver } from './receiver.testing.ts';
import { SAMPLE_EVENT_DATA } from './samples.ts';

const WORKER = fileURLToPath(new URL('./worker-process.testing.ts', import.meta.url));

describe.each(testDialects)('a webhook worker killed with SIGKILL on %s', (dialect) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let secret: string;
  let answers: (index: number) => Answer;
  const workers: ChildProcess[] = [];

  beforeEach(async () => {
    database = await createMigratedTestDatabase(dialect);
    receiver = await startWebhookReceiver({ secrets: () => [secret], answer: (index) => answers(index) });
    ({ secret } = await insertEndpoint(database.db, receiver.url()));
  });

  afterEach(async () => {
    for (const worker of workers.splice(0)) worker.kill('SIGKILL');
    await receiver.close();
    await database.dispose();
  });

  /** A worker process whose clock runs `aheadMs` ahead; resolves once it has reported a pass that `done` accepts. */
  function startWorker(aheadMs: number) {
    const child = spawn(process.execPath, [WORKER, database.url, String(aheadMs)], { stdio: ['ignore', 'pipe', 'inherit'] });
    workers.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    return {
      child,
      passes: () =>
        output
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, number>),
    };
  }

  async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const killed = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  const delivery = () => database.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
  const log = () => database.db.selectFrom('webhook_attempts').selectAll().orderBy('attempt').execute();

  it('sends the retry from the next worker when one is killed between attempts', async () => {
    answers = (index) => (index === 0 ? { status: 500 } : { status: 200 });
    const eventId = await emitWebhookEvent(database.db, 'enquiry.created', SAMPLE_EVENT_DATA['enquiry.created']);
    const first = startWorker(0);
    await until(() => first.passes().some((pass) => pass.retry === 1));
    await killed(first.child);
    expect(await delivery()).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });

    // Restarted after the 5 s wait: the retry goes out.
    const second = startWorker(6_000);
    await until(async () => (await delivery()).status === 'delivered');
    await killed(second.child);
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([eventId, eventId]);
    for (const request of receiver.received) expect(request.verifiedBy).toEqual([0]);
    expect((await log()).map((attempt) => [attempt.attempt, attempt.status_code, attempt.outcome])).toEqual([
      [1, 500, 'retry'],
      [2, 200, 'delivered'],
    ]);
  });

  it('sends the delivery again from the next worker once the lease of one killed mid-attempt runs out', async () => {
    // The first request is held open until the worker sending it has been killed.
    answers = (index) => (index === 0 ? { status: 200, delayMs: 60_000 } : { status: 200 });
    const eventId = await emitWebhookEvent(database.db, 'enquiry.created', SAMPLE_EVENT_DATA['enquiry.created']);
    const first = startWorker(0);
    await receiver.waitFor(1, 20_000);
    await killed(first.child);
    expect(await delivery()).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await log()).toEqual([]);

    // Before the lease runs out nobody takes it; after, the next worker does.
    const early = startWorker((DELIVERY_LEASE_SECONDS - 10) * 1000);
    await until(() => early.passes().length > 0);
    await killed(early.child);
    expect(receiver.received).toHaveLength(1);
    const second = startWorker((DELIVERY_LEASE_SECONDS + 1) * 1000);
    await until(async () => (await delivery()).status === 'delivered');
    await killed(second.child);
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([eventId, eventId]);
    for (const request of receiver.received) expect(request.verifiedBy).toEqual([0]);
    expect((await log()).map((attempt) => [attempt.attempt, attempt.outcome])).toEqual([[2, 'delivered']]);
  });
});
