// The Admin Login form behind every /admin route: Username and Password, 'Login' / 'Logging in...',
// then an authenticator code for accounts with two-factor sign-in; 'Forgot your password?' asks for a reset link. After signing in the page reloads
// at the same address, so the person lands where they asked to go.
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import { TextField } from '#src/ui/Field.tsx';
import { Spinner } from '#src/ui/Spinner.tsx';
import { notifyError } from '#src/ui/Toaster.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { signIn, verifySecondFactor, WELCOME_TOAST_KEY } from './auth-client.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { type LoginInput, LoginSchema } from './schema.ts';

export interface LoginFormProps {
  /** Set when someone is signed in but their account has no role: they may log in as someone else. */
  signedInWithoutRole?: string;
}

export const CHECKING_AUTHENTICATION = 'Checking authentication...';

/** The Login button's words: 'Logging in...' while the request is out. */
export function loginButtonText(busy: boolean): string {
  return busy ? 'Logging in...' : 'Login';
}

function enterAdmin() {
  // The toast is shown by the next page (AdminToaster), which the reload brings up.
  sessionStorage.setItem(WELCOME_TOAST_KEY, '1');
  window.location.reload();
}

function SecondFactorForm({ onDone }: { onDone: () => void }) {
  const [kind, setKind] = useState<'totp' | 'backup-code'>('totp');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    if (code.trim() === '') {
      setError('Enter the code.');
      return;
    }
    setBusy(true);
    try {
      await verifySecondFactor(kind, code);
      onDone();
    } catch (failure) {
      notifyError(messageOf(failure), 'Login Failed');
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      className="space-y-4"
    >
      <TextField
        label={kind === 'totp' ? 'Authentication code' : 'Backup code'}
        hint={kind === 'totp' ? 'The 6-digit code from your authenticator app.' : 'One of the backup codes you saved.'}
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        required
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <Button
        variant="ghost"
        className="w-full"
        onClick={() => {
          setKind(kind === 'totp' ? 'backup-code' : 'totp');
          setCode('');
        }}
      >
        {kind === 'totp' ? 'Use a backup code instead' : 'Use the authenticator app instead'}
      </Button>
    </form>
  );
}

export function LoginForm({ signedInWithoutRole }: LoginFormProps) {
  const [step, setStep] = useState<'password' | 'second-factor' | 'forgot' | 'checking'>('password');
  // Until React has taken over, a click would submit the bare HTML form; keep Login disabled till then.
  const ready = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { username: '', password: '' } });

  async function onSubmit(values: LoginInput) {
    try {
      const result = await signIn(values.username, values.password);
      if (result?.twoFactorRedirect) {
        setStep('second-factor');
        return;
      }
    } catch (error) {
      notifyError(messageOf(error), 'Login Failed');
      return;
    }
    setStep('checking');
    enterAdmin();
  }

  if (step === 'checking') {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={CHECKING_AUTHENTICATION} />
      </div>
    );
  }

  return (
    <Card className="mx-auto mt-12 w-full max-w-md p-6 sm:p-8">
      <div className="mb-6 text-center">
        <LockKeyhole aria-hidden="true" className="mx-auto size-8 text-brand-700" />
        <h1 className="mt-2 font-serif text-2xl font-semibold text-brand-900">Admin Login</h1>
        <p className="mt-1 text-sm text-slate-600">
          {step === 'password'
            ? 'Staff only. Sign in to manage the website.'
            : step === 'forgot'
              ? 'Forgot your password? Enter the e-mail address of your account.'
              : 'Two-factor sign-in is on for this account.'}
        </p>
      </div>
      {signedInWithoutRole && step === 'password' && (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {signedInWithoutRole} has no role yet, so the admin area stays closed. Ask an admin to assign one, or log in with
          another account.
        </p>
      )}
      {step === 'forgot' ? (
        <ForgotPasswordForm onBack={() => setStep('password')} />
      ) : step === 'second-factor' ? (
        <SecondFactorForm
          onDone={() => {
            setStep('checking');
            enterAdmin();
          }}
        />
      ) : (
        <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" className="w-full" disabled={!ready || isSubmitting}>
            {loginButtonText(isSubmitting)}
          </Button>
          <Button variant="ghost" className="w-full" disabled={!ready} onClick={() => setStep('forgot')}>
            Forgot your password?
          </Button>
        </form>
      )}
    </Card>
  );
}
