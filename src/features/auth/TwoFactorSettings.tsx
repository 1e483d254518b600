// Two-Factor Sign-In for the signed-in staff member: turn TOTP on (password, then a code from the
// authenticator app, with backup codes shown once) or off (password).
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { TextField } from '#src/ui/Field.tsx';
import { notify, notifyError } from '#src/ui/Toaster.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';

interface Enrolment {
  totpURI: string;
  secret: string;
  backupCodes: string[];
}

/** The password step both turning on and turning off begin with. */
function PasswordConfirmForm({
  password,
  onPasswordChange,
  onConfirm,
  busy,
  submitLabel,
  variant,
}: {
  password: string;
  onPasswordChange: (password: string) => void;
  onConfirm: () => Promise<void>;
  busy: boolean;
  submitLabel: string;
  variant?: 'destructive';
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onConfirm();
      }}
      className="space-y-4"
    >
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <Button type="submit" variant={variant} disabled={busy || password === ''}>
        {submitLabel}
      </Button>
    </form>
  );
}

function TurnOnDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      const result = await requestJson<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', {
        method: 'POST',
        body: { password },
      });
      setEnrolment({ ...result, secret: new URL(result.totpURI).searchParams.get('secret') ?? '' });
      setPassword('');
    } catch (error) {
      notifyError(serverMessageOr(error, 'Failed to turn on two-factor sign-in'));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    setBusy(true);
    try {
      await requestJson('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code: code.trim() } });
      notify('Two-Factor Sign-In On', 'From now on you will be asked for a code from your authenticator app.');
      window.location.reload();
    } catch (error) {
      notifyError(serverMessageOr(error, 'That code did not match. Check the time on your phone and try again.'));
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Turn On Two-Factor Sign-In">
      {enrolment === null ? (
        <PasswordConfirmForm
          password={password}
          onPasswordChange={setPassword}
          onConfirm={start}
          busy={busy}
          submitLabel="Continue"
        />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          className="space-y-4"
        >
          <p className="text-sm text-slate-700">
            Add this key to your authenticator app (or{' '}
            <a className="text-brand-700 underline" href={enrolment.totpURI}>
              open it in the app
            </a>
            ), then enter the code it shows.
          </p>
          <p className="break-all rounded bg-slate-100 p-3 font-mono text-sm text-slate-900">
            <span className="sr-only">Secret key: </span>
            {enrolment.secret}
          </p>
          <div>
            <p className="text-sm font-medium text-slate-800">Backup codes: each works once. Store them somewhere safe now.</p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm text-slate-900">
              {enrolment.backupCodes.map((backupCode) => (
                <li key={backupCode}>{backupCode}</li>
              ))}
            </ul>
          </div>
          <TextField
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" disabled={busy || code.trim() === ''}>
            {busy ? 'Verifying...' : 'Turn On'}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

function TurnOffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  async function turnOff() {
    setBusy(true);
    try {
      await requestJson('/api/auth/two-factor/disable', { method: 'POST', body: { password } });
      notify('Two-Factor Sign-In Off', 'Your password alone signs you in again.');
      window.location.reload();
    } catch (error) {
      notifyError(serverMessageOr(error, 'Failed to turn off two-factor sign-in'));
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Turn Off Two-Factor Sign-In">
      <PasswordConfirmForm
        password={password}
        onPasswordChange={setPassword}
        onConfirm={turnOff}
        busy={busy}
        submitLabel="Turn Off"
        variant="destructive"
      />
    </Dialog>
  );
}

export interface TwoFactorSettingsProps {
  enabled: boolean;
  /** Admins must keep it on (REQUIRE_ADMIN_2FA): turning it off is not offered. */
  required: boolean;
}

export function TwoFactorSettings({ enabled, required }: TwoFactorSettingsProps) {
  const [dialog, setDialog] = useState<'on' | 'off' | null>(null);
  const hydrated = useHydrated();
  return (
    <Card>
      <CardHeader
        title="Two-Factor Sign-In"
        description="A code from an authenticator app on your phone, asked for after your password."
      >
        <ShieldCheck aria-hidden="true" className={enabled ? 'size-6 text-green-700' : 'size-6 text-slate-500'} />
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Two-factor sign-in is <strong>{enabled ? 'on' : 'off'}</strong> for your account.
          {required && !enabled && ' Admins must turn it on before using the admin area.'}
        </p>
        {enabled ? (
          !required && (
            <Button variant="outline" disabled={!hydrated} onClick={() => setDialog('off')}>
              Turn Off
            </Button>
          )
        ) : (
          <Button disabled={!hydrated} onClick={() => setDialog('on')}>
            Turn On
          </Button>
        )}
      </CardContent>
      <TurnOnDialog open={dialog === 'on'} onOpenChange={(open) => setDialog(open ? 'on' : null)} />
      <TurnOffDialog open={dialog === 'off'} onOpenChange={(open) => setDialog(open ? 'off' : null)} />
    </Card>
  );
}
