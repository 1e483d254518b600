// One row of the Users & Roles table: the account, its role selector, Reset, Set, Show/Hide of a
// password this browser holds, and Delete (never for oneself).
import { Eye, EyeOff, KeyRound, RotateCcw, Trash2, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#src/ui/Button.tsx';
import { RoleBadge } from '../auth/RoleBadge.tsx';
import { ROLE_LABELS, ROLES, type Role } from '../auth/roles.ts';
import { PASSWORD_NOT_AVAILABLE } from './schema.ts';
import type { StaffListItem } from './types.ts';

export function UserRow({
  user,
  isSelf,
  password,
  shown,
  onRoleChange,
  onReset,
  onSet,
  onToggle,
  onDelete,
}: {
  user: StaffListItem;
  isSelf: boolean;
  password: string | undefined;
  shown: boolean;
  onRoleChange: (role: Role) => Promise<void>;
  onReset: () => Promise<void>;
  onSet: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <span className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-5 text-slate-600" />
          <span className="font-mono text-xs text-slate-700" title={user.id}>
            {user.id.slice(0, 8)}
          </span>
          {isSelf && <span className="text-xs text-slate-600">(you)</span>}
        </span>
      </td>
      <td className="px-4 py-3 text-sm">{user.displayName ?? <span className="text-slate-600 italic">Not set</span>}</td>
      <td className="px-4 py-3 text-sm text-slate-900">{user.email}</td>
      <td className="px-4 py-3">
        <RoleBadge userRole={user.role} />
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`role-${user.id}`}>
            Role for {user.email}
          </label>
          <select
            id={`role-${user.id}`}
            value={user.role ?? ''}
            disabled={busy}
            onChange={async (event) => {
              setBusy(true);
              await onRoleChange(event.target.value as Role);
              setBusy(false);
            }}
            className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {user.role === null && (
              <option value="" disabled>
                No role
              </option>
            )}
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`Reset password for ${user.email}`}
            onClick={async () => {
              setBusy(true);
              await onReset();
              setBusy(false);
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset
          </Button>
          <Button variant="outline" size="sm" aria-label={`Set password for ${user.email}`} onClick={onSet}>
            <KeyRound aria-hidden="true" className="size-4" />
            Set
          </Button>
          <Button variant="ghost" size="sm" aria-expanded={shown} aria-controls={`password-${user.id}`} onClick={onToggle}>
            {shown ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            {shown ? 'Hide Password' : 'Show Password'}
            <span className="sr-only"> for {user.email}</span>
          </Button>
          {!isSelf && (
            <Button variant="ghost" size="sm" aria-label={`Delete ${user.email}`} onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-4 text-red-700" />
            </Button>
          )}
        </div>
        <div id={`password-${user.id}`} aria-live="polite">
          {shown && (
            <p className="mt-2 text-sm">
              {password ? (
                <code className="rounded bg-slate-100 px-2 py-1 font-mono text-slate-900">{password}</code>
              ) : (
                <span className="text-slate-600">{PASSWORD_NOT_AVAILABLE}</span>
              )}
            </p>
          )}
        </div>
      </td>
    </tr>
  );
}

const COLUMNS = ['User', 'Display Name', 'Email', 'Current Role', 'Actions'];

/** The table that scrolls sideways on narrow screens, reachable by keyboard; `children` are its UserRows. */
export function UsersTable({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (WCAG 2.1.1).
    <section className="overflow-x-auto" tabIndex={0} aria-label="Users & Roles table">
      <table className="min-w-full divide-y divide-slate-200 text-left">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </section>
  );
}
