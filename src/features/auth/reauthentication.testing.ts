// Test helper: a signed-in session whose holder has just confirmed their password, as the admin
// screen does before an account change.
import type { StaffServices } from './auth.server.ts';
import { TEST_PASSWORD } from './auth.testing.ts';
import { confirmIdentity } from './reauthentication.server.ts';
import { findStaffSession } from './session.server.ts';

export async function reauthenticated(services: StaffServices, cookie: string, password = TEST_PASSWORD): Promise<void> {
  const headers = new Headers({ cookie });
  const session = await findStaffSession(services, headers);
  if (!session) throw new Error('reauthenticated: the cookie carries no session');
  await confirmIdentity(services, session.user, headers, { password });
}
