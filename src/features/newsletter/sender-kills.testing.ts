// Test helper: a sender killed with SIGKILL in the middle of a 2,000-recipient campaign, then started
// again, delivers to each recipient exactly once, SMTP to a real in-process server. The sender is a
// real process (sender-process.testing.ts). Killed during a message's SMTP conversation before its
// end, the message was not delivered and the restarted sender sends it once its lease runs out;
// killed once the server has the whole message, it was delivered and is never sent again. One file
// per database runs it (crash-sqlite.test.ts, crash-postgres.test.ts), so the two workers share the
// longest test of the run rather than one worker taking both databases' turns one after the other.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase } from '#src/platform/db/database.testing.ts';
import type { Dialect } from '#src/platform/db/database.ts';
import { type SmtpSink, startSmtpSink } from '#src/platform/mail/smtp-sink.server.ts';
import { INTERRUPTED_MESSAGE } from './campaign-course.server.ts';
import { insertSubscribers, queueCampaign } from './sender.testing.ts';

const SENDER = fileURLToPath(new URL('./sender-process.testing.ts', import.meta.url));
const RECIPIENTS = 2000;
const KILL_AT = 600;

/** The scenario on one database. */
export function describeSenderKilledTwice(dialect: Dialect): void {
  describe(`a newsletter sender killed with SIGKILL on ${dialect}`, () => {
    let database: TestDatabase;
    let sink: SmtpSink;
    const senders: ChildProcess[] = [];
    /** The sender to kill, and when: at the Nth MAIL FROM (mid-conversation) or once the Nth message is whole. */
    let kill: { sender: ChildProcess; mailFrom?: number; message?: number } | null = null;
    let mailFroms = 0;

    beforeEach(async () => {
      database = await createMigratedTestDatabase(dialect);
      mailFroms = 0;
      sink = await startSmtpSink({
        onMailFrom: () => {
          mailFroms += 1;
          if (mailFroms === kill?.mailFrom) kill.sender.kill('SIGKILL');
        },
        onMessage: () => {
          if (sink.received.length === kill?.message) kill.sender.kill('SIGKILL');
        },
      });
    });

    afterEach(async () => {
      for (const sender of senders.splice(0)) sender.kill('SIGKILL');
      await sink.stop();
      await database.dispose();
    });

    function startSender(): ChildProcess {
      const child = spawn(process.execPath, [SENDER, database.url, sink.url], { stdio: ['ignore', 'ignore', 'inherit'] });
      senders.push(child);
      return child;
    }

    const exited = (child: ChildProcess) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve()));

    async function waitingRows(): Promise<number> {
      const row = await database.db
        .selectFrom('newsletter_deliveries')
        .select(sql<string | number>`count(*)`.as('n'))
        .where('status', 'in', ['pending', 'sending', 'committing'])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }

    it('delivers each of 2,000 recipients exactly once across two kills and restarts', { timeout: 240_000 }, async () => {
      const emails = await insertSubscribers(database.db, RECIPIENTS);
      await queueCampaign(database.db);
      // Killed in the middle of a message's SMTP conversation: that message was not delivered, and the
      // next sender sends it once the lease runs out.
      const first = startSender();
      kill = { sender: first, mailFrom: KILL_AT };
      await exited(first);
      // Killed once the server had a whole message: it was delivered, and is never sent again.
      const second = startSender();
      kill = { sender: second, message: 2 * KILL_AT };
      await exited(second);
      expect([first.signalCode, second.signalCode]).toEqual(['SIGKILL', 'SIGKILL']);
      expect(sink.received.length).toBeLessThan(RECIPIENTS);
      startSender();
      const deadline = Date.now() + 200_000;
      while ((await waitingRows()) > 0) {
        if (Date.now() > deadline)
          throw new Error(`timed out with ${await waitingRows()} waiting and ${sink.received.length} received`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const copies = new Map<string, number>();
      for (const mail of sink.received) for (const to of mail.recipients) copies.set(to, (copies.get(to) ?? 0) + 1);
      expect(emails.filter((email) => copies.get(email) !== 1)).toEqual([]);
      expect(sink.received).toHaveLength(RECIPIENTS);
      // The one in flight at the second kill is either recorded sent or, killed before that, failed as interrupted.
      const unsent = await database.db
        .selectFrom('newsletter_deliveries')
        .select(['status', 'last_error'])
        .where('status', '!=', 'sent')
        .execute();
      expect(unsent.length).toBeLessThanOrEqual(1);
      for (const row of unsent) expect(row).toEqual({ status: 'failed', last_error: INTERRUPTED_MESSAGE });
    });
  });
}
