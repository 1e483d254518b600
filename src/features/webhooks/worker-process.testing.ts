// Test helper run as a process of its own (crash.test.ts kills it with SIGKILL): a webhook worker on
// the database at argv[2], its clock argv[3] milliseconds ahead of the real one, sending to the
// loopback address. It reports each pass on stdout as one JSON line and runs until it is killed.
import { openDatabase } from '#src/platform/db/database.ts';
import { parseDatabaseUrl } from '#src/platform/db/settings.ts';
import { systemResolver } from '#src/platform/webhooks/address-policy.ts';
import { processDueWebhooks } from './delivery.server.ts';

const [url, offset = '0'] = process.argv.slice(2);
const database = openDatabase(parseDatabaseUrl(url));
const sender = {
  database,
  addressPolicy: { allowLoopback: true },
  resolve: systemResolver,
  timeoutMs: 5_000,
  siteUrl: 'https://www.example.com.au',
  clock: () => new Date(Date.now() + Number(offset)),
  random: () => 0.5,
};

for (;;) {
  const counts = await processDueWebhooks(sender);
  process.stdout.write(`${JSON.stringify(counts)}\n`);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
