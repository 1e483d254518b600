// Shows its children only to staff holding `required` or a higher role (spec: role gate component).
// The server has already refused the data behind it; this keeps the screen honest about why.
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../ui/Spinner.tsx';
import { useAdmin } from './AdminSession.tsx';
import { insufficientRoleMessage } from './access.ts';
import { atLeast, type Role } from './roles.ts';

export interface RoleGateViewProps {
  required: Role;
  currentRole: Role | null;
  loading?: boolean;
  /** Shown instead of the 'Access Restricted' notice when the role falls short. */
  fallback?: ReactNode;
  /** False: show nothing at all when the role falls short (and no fallback is given). */
  showRestricted?: boolean;
  children?: ReactNode;
}

export function AccessRestricted({ required, currentRole }: { required: Role; currentRole: Role | null }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-lg border border-amber-200 bg-amber-50 p-6 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-8 text-amber-800" />
      <h2 className="mt-2 text-lg font-semibold text-slate-900">Access Restricted</h2>
      <p className="mt-1 text-sm text-slate-700">{insufficientRoleMessage(required, currentRole)}</p>
    </div>
  );
}

/** The gate as a pure view, for server rendering and tests. */
export function RoleGateView({
  required,
  currentRole,
  loading = false,
  fallback,
  showRestricted = true,
  children,
}: RoleGateViewProps) {
  if (loading) return <Spinner label="Loading permissions..." />;
  if (atLeast(currentRole, required)) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return showRestricted ? <AccessRestricted required={required} currentRole={currentRole} /> : null;
}

/** The gate inside an AdminProvider: reads the role from the session. */
export function RoleGate(props: Omit<RoleGateViewProps, 'currentRole' | 'loading'>) {
  const { user, loading } = useAdmin();
  return <RoleGateView {...props} currentRole={user?.role ?? null} loading={loading} />;
}
