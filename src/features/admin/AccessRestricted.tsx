// The 'Access Restricted' notice an admin page shows in place of its content when the signed-in
// role falls short (spec: role gate component). The server has already refused the data behind it.
import { ShieldAlert } from 'lucide-react';
import { insufficientRoleMessage } from '../auth/access.ts';
import type { Role } from '../auth/roles.ts';

export function AccessRestricted({ required, currentRole }: { required: Role; currentRole: Role | null }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-lg border border-amber-200 bg-amber-50 p-6 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-8 text-amber-800" />
      <h2 className="mt-2 text-lg font-semibold text-slate-900">Access Restricted</h2>
      <p className="mt-1 text-sm text-slate-700">{insufficientRoleMessage(required, currentRole)}</p>
    </div>
  );
}
