// The admin header: 'Public Site' link, the role badge, the signed-in name and e-mail linking to their
// profile, and Logout (signs out on the server, then goes to /logout, which clears what the browser kept).
import { ExternalLink, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/ui/Button.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import type { StaffUser } from '../auth/access.ts';
import { signOut } from '../auth/auth-client.ts';
import { RoleBadge } from '../auth/RoleBadge.tsx';

export function AdminHeader({ user }: { user: StaffUser }) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function logout() {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // /logout signs out again and clears the browser's storage whatever happened here.
    }
    window.location.assign('/logout');
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
      <div className="flex items-center gap-4">
        <a href="/admin" className="font-serif text-lg font-semibold text-brand-900">
          Admin
        </a>
        <a
          href="/"
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Public Site
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <RoleBadge userRole={user.role} />
        <a
          href="/admin/profile"
          className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {user.name.trim() || user.email}
          {user.name.trim() && <span className="ml-1 font-normal text-slate-700">({user.email})</span>}
        </a>
        <Button variant="outline" size="sm" onClick={logout} disabled={busy || !hydrated}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </Button>
      </div>
    </div>
  );
}
