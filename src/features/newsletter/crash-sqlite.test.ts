// A newsletter sender killed twice with SIGKILL mid-campaign delivers each of 2,000 recipients exactly once,
// on SQLite (the scenario is in sender-kills.testing.ts; crash-postgres.test.ts runs it on PostgreSQL).
import { describeSenderKilledTwice } from './sender-kills.testing.ts';

describeSenderKilledTwice('sqlite');
