// Test helper run as a process of its own (sender-kills.testing.ts kills it with SIGKILL): the newsletter
// sender on the database at argv[2], sending to the SMTP server at argv[3] as fast as it can, with a
// 2-second lease so a restarted sender soon takes over what a killed one held. Runs until killed.
import { openDatabase } from '#src/platform/db/database.ts';
import { parseDatabaseUrl } from '#src/platform/db/settings.ts';
import { runNewsletterPass } from './sender.server.ts';
import { senderFor } from './sender.testing.ts';

const [url = '', smtpUrl = ''] = process.argv.slice(2);
const database = openDatabase(parseDatabaseUrl(url));
const sender = senderFor(database, smtpUrl, { ratePerMinute: 1_000_000, leaseSeconds: 2 });

for (;;) {
  const counts = await runNewsletterPass(sender, { maxMs: 1000 });
  process.stdout.write(`${JSON.stringify(counts)}\n`);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
