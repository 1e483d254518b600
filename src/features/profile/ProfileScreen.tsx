// /admin/profile for the signed-in member: display name, password (the current one first), two-factor
// sign-in, and Active Sessions with 'Sign out' per session and 'Sign out all other sessions'.
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { refusedFields, runAction } from '#src/features/admin/run-action.ts';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { TextField } from '#src/ui/Field.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaHeader, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { useClientList } from '../admin/use-client-list.ts';
import { RoleBadge } from '../auth/RoleBadge.tsx';
import { TwoFactorSettings } from '../auth/TwoFactorSettings.tsx';
import { nameSavedMessage, PROFILE_MESSAGES } from './schema.ts';
import type { ActiveSession, ProfileView } from './types.ts';

function DisplayNameCard({ initial, email }: { initial: string; email: string }) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  async function save() {
    setBusy(true);
    setError(undefined);
    await runAction(
      () => requestJson<{ displayName: string }>('/api/admin/profile', { method: 'PATCH', body: { displayName: name } }),
      {
        failed: PROFILE_MESSAGES.nameFailed,
        successTitle: 'Name Saved',
        success: ({ displayName }) => nameSavedMessage(displayName),
        onRefused: (problem) => setError(refusedFields(problem).displayName),
      },
    );
    setBusy(false);
  }
  return (
    <Card>
      <CardHeader
        title="Display Name"
        description={`Shown in the admin and as the byline of insights you write. You sign in as ${email}.`}
      />
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label="Display name"
            className="min-w-64 flex-1"
            autoComplete="name"
            maxLength={100}
            required
            value={name}
            error={error}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" disabled={busy || !hydrated || name.trim() === ''}>
            {busy ? 'Saving...' : 'Save Name'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  async function change() {
    setBusy(true);
    setErrors({});
    const changed = await runAction(
      () => requestJson('/api/admin/profile/password', { method: 'PUT', body: { currentPassword, newPassword } }),
      {
        failed: PROFILE_MESSAGES.passwordFailed,
        successTitle: 'Password Changed',
        success: PROFILE_MESSAGES.passwordChanged,
        onRefused: (problem) => setErrors(refusedFields(problem)),
      },
    );
    setBusy(false);
    if (changed) {
      setCurrentPassword('');
      setNewPassword('');
      onChanged();
    }
  }
  return (
    <Card>
      <CardHeader title="Password" description="Changing it signs you out everywhere else, and we e-mail you to say so." />
      <CardContent>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void change();
          }}
        >
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            error={errors.currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 12 characters."
            value={newPassword}
            error={errors.newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy || !hydrated || currentPassword === '' || newPassword === ''}>
              {busy ? 'Changing...' : 'Change Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function SessionsCard({ sessions, reload }: { sessions: ActiveSession[] | null; reload: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const others = sessions?.filter((session) => !session.current) ?? [];
  async function end(path: string, success: (result: { ended: number | boolean }) => string) {
    setBusy(true);
    await runAction(() => requestJson<{ ended: number | boolean }>(path, { method: 'DELETE' }), {
      failed: PROFILE_MESSAGES.signOutFailed,
      successTitle: 'Signed Out',
      success,
    });
    setBusy(false);
    await reload();
  }
  return (
    <Card>
      <CardHeader title="Active Sessions" description="Where your account is signed in. Times are Brisbane time.">
        <Button
          variant="outline"
          disabled={busy || !hydrated || others.length === 0}
          onClick={() =>
            void end('/api/admin/profile/sessions', ({ ended }) => PROFILE_MESSAGES.otherSessionsEnded(Number(ended)))
          }
        >
          Sign out all other sessions
        </Button>
      </CardHeader>
      <CardContent>
        {sessions === null ? (
          <p className="text-sm text-slate-600">Loading sessions...</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex items-center gap-3">
                  <MonitorSmartphone aria-hidden="true" className="size-5 text-slate-500" />
                  <div>
                    <p className="text-sm font-medium text-slate-900">
                      {session.device}
                      {session.current && <span className="ml-2 text-xs font-semibold text-green-800">This browser</span>}
                    </p>
                    <p className="text-xs text-slate-600">
                      {session.place} · last active{' '}
                      <time dateTime={session.lastActiveAt}>{brisbaneDateTime(session.lastActiveAt)}</time>
                    </p>
                  </div>
                </div>
                {!session.current && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy || !hydrated}
                    aria-label={`Sign out ${session.device}, ${session.place}`}
                    onClick={() =>
                      void end(
                        `/api/admin/profile/sessions/${encodeURIComponent(session.id)}`,
                        () => PROFILE_MESSAGES.sessionEnded,
                      )
                    }
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function ProfileScreen({ title, email, displayName, role, twoFactor }: AreaScreenProps & ProfileView) {
  const { items: sessions, load } = useClientList<ActiveSession>({
    url: '/api/admin/profile/sessions',
    key: 'sessions',
    loadFailed: PROFILE_MESSAGES.sessionsFailed,
  });
  return (
    <div className="space-y-6">
      <AreaHeader heading={title} subtitle={PROFILE_MESSAGES.subtitle} actions={<RoleBadge userRole={role} />} />
      <DisplayNameCard initial={displayName} email={email} />
      <PasswordCard onChanged={() => void load()} />
      <TwoFactorSettings {...twoFactor} />
      <SessionsCard sessions={sessions} reload={load} />
    </div>
  );
}
