// A newsletter sender killed twice with SIGKILL mid-campaign delivers each of 2,000 recipients exactly once,
// on PostgreSQL when TEST_DATABASE_URL is set, as CI sets it (the scenario is in sender-kills.testing.ts).
import { describe } from 'vitest';
import { testDialects } from '#src/platform/db/database.testing.ts';
import { describeSenderKilledTwice } from './sender-kills.testing.ts';

describe.skipIf(!testDialects.includes('postgres'))('on PostgreSQL', () => {
  describeSenderKilledTwice('postgres');
});
