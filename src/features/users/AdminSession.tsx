// The signed-in staff member for admin islands. The server decides who may see a page; this context
// only shares that answer and notices when the session ended in another tab, so the gate can reappear.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { StaffUser } from './access.ts';

export interface AdminSessionValue {
  user: StaffUser | null;
  /** True until the session is known; islands given the server's answer start with it known. */
  loading: boolean;
}

const AdminContext = createContext<AdminSessionValue | null>(null);

export const OUTSIDE_PROVIDER_MESSAGE = 'useAdmin must be used within an AdminProvider';

export function useAdmin(): AdminSessionValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return value;
}

export function AdminProvider({ user, children }: { user: StaffUser | null; children: ReactNode }) {
  const [current, setCurrent] = useState<StaffUser | null>(user);

  useEffect(() => {
    // Coming back to the tab: if the session was signed out or expired meanwhile, reload to the gate.
    async function recheck() {
      if (document.visibilityState !== 'visible' || !user) return;
      try {
        const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
        if (!response.ok) return;
        const session = (await response.json()) as { user?: { id: string } } | null;
        if (!session?.user || session.user.id !== user.id) {
          setCurrent(null);
          window.location.reload();
        }
      } catch {
        // Offline for a moment: the next request to the server will tell.
      }
    }
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, [user]);

  const value = useMemo(() => ({ user: current, loading: false }), [current]);
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}
