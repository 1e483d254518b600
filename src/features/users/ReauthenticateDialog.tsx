// Re-authentication on the User Management screen: when the server asks for a fresh confirmation
// (403 REAUTHENTICATE), a dialog asks for the admin's password, or a code from their authenticator
// app when two-factor sign-in is on, posts it, and the refused request is sent once more.
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RequestError, requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { TextField } from '#src/ui/Field.tsx';
import { FormDialog } from '../admin/FormDialog.tsx';
import { REAUTHENTICATE_CODE, REAUTHENTICATION_WINDOW_MINUTES } from '../auth/reauthentication.ts';

export const REAUTHENTICATE_FAILED = 'Failed to confirm your identity';

/** The refusal that asks for a fresh confirmation: a 403 whose body carries code REAUTHENTICATE (its words may change). */
export function needsReauthentication(error: unknown): boolean {
  return error instanceof RequestError && error.status === 403 && error.code === REAUTHENTICATE_CODE;
}

/**
 * `request` works as requestJson does, but a refusal asking for re-authentication opens the dialog
 * and, once confirmed, sends the request again; cancelled, it fails with the refusal's words.
 * Render `dialog` once on the screen.
 */
export function useReauthentication(twoFactorEnabled: boolean) {
  // Every request refused while the dialog is open waits for the same answer (two rows' Reset at once).
  const waiting = useRef<((confirmed: boolean) => void)[]>([]);
  const [open, setOpen] = useState(false);
  const request = useCallback(async <T,>(path: string, init?: { method?: string; body?: unknown }): Promise<T> => {
    try {
      return await requestJson<T>(path, init);
    } catch (error) {
      if (!needsReauthentication(error)) throw error;
      const confirmed = await new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      });
      if (!confirmed) throw error;
      return requestJson<T>(path, init);
    }
  }, []);
  const finish = (confirmed: boolean) => {
    for (const resolve of waiting.current.splice(0)) resolve(confirmed);
    setOpen(false);
  };
  return { request, dialog: <ReauthenticateDialog open={open} twoFactorEnabled={twoFactorEnabled} onDone={finish} /> };
}

export function ReauthenticateDialog({
  open,
  twoFactorEnabled,
  onDone,
}: {
  open: boolean;
  twoFactorEnabled: boolean;
  /** True once the server accepted the confirmation; false when the admin cancelled. */
  onDone: (confirmed: boolean) => void;
}) {
  const [withCode, setWithCode] = useState(false);
  const form = useForm<{ secret: string }>({ defaultValues: { secret: '' } });
  const {
    register,
    reset,
    setError,
    formState: { errors },
  } = form;

  async function confirm({ secret }: { secret: string }) {
    await requestJson('/api/admin/reauthenticate', {
      method: 'POST',
      body: withCode ? { code: secret.trim() } : { password: secret },
    });
    reset();
    onDone(true);
  }

  return (
    <FormDialog
      form={form}
      send={confirm}
      outcome={{
        failed: REAUTHENTICATE_FAILED,
        onRefused: (error) => error instanceof RequestError && setError('secret', { message: error.message }),
      }}
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        reset();
        onDone(false);
      }}
      title="Confirm It's You"
      description={`Confirm your ${withCode ? 'authenticator code' : 'password'} to change user accounts. It holds for ${REAUTHENTICATION_WINDOW_MINUTES} minutes.`}
      submitLabel="Confirm"
      busyLabel="Confirming..."
    >
      {withCode ? (
        <TextField
          key="code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.secret?.message}
          {...register('secret', { required: 'Enter the code from your authenticator app.' })}
        />
      ) : (
        <TextField
          key="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.secret?.message}
          {...register('secret', { required: 'Enter your password.' })}
        />
      )}
      {twoFactorEnabled && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setWithCode(!withCode);
            reset();
          }}
        >
          {withCode ? 'Use your password instead' : 'Use an authenticator code instead'}
        </Button>
      )}
    </FormDialog>
  );
}
