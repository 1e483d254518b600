// Analytics' rows of the permission matrix (src/server/permissions.test.ts): any staff role reads.
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';

const range = () => ({ from: '2026-11-01', to: '2026-11-30', granularity: 'week' });

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  { route: 'analytics/index.ts', method: 'GET', minimumRole: 'viewer', successStatus: 200, query: range },
  {
    route: 'analytics/export.ts',
    method: 'GET',
    minimumRole: 'viewer',
    successStatus: 200,
    query: () => ({ ...range(), table: 'top-pages' }),
  },
];
