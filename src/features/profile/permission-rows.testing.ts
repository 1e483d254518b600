// The profile's rows of the permission matrix (src/server/permissions.test.ts): every signed-in
// account, with a role or none, acts on itself; signed out is 401.
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import { TEST_PASSWORD } from '../auth/auth.testing.ts';

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  {
    route: 'profile/index.ts',
    method: 'PATCH',
    minimumRole: 'signed-in',
    successStatus: 200,
    body: () => ({ displayName: `Matrix ${Date.now()}` }),
  },
  {
    route: 'profile/password.ts',
    method: 'PUT',
    minimumRole: 'signed-in',
    // The matrix's sessions must stay signed in: the right current password with a new one that is
    // refused as too short changes nothing and proves the policy let the request through to its rules.
    successStatus: 422,
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: 'short' }),
  },
  { route: 'profile/sessions/index.ts', method: 'GET', minimumRole: 'signed-in', successStatus: 200 },
  { route: 'profile/sessions/index.ts', method: 'DELETE', minimumRole: 'signed-in', successStatus: 200 },
  {
    route: 'profile/sessions/[id].ts',
    method: 'DELETE',
    minimumRole: 'signed-in',
    // Another account's session is never the caller's to end: 404, nothing changes.
    successStatus: 404,
    params: () => ({ id: 'not-a-session-of-yours' }),
  },
];
