// The page an e-mailed link opens (signed out): choose a password, with a strength meter, to accept an
// invitation (then signed in) or to replace a forgotten one (then log in). A link that cannot be used
// says plainly why.
import '#src/platform/validation/zod-jitless.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageOf, RequestError, requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import { TextField } from '#src/ui/Field.tsx';
import { notifyError } from '#src/ui/Toaster.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import type { LinkState } from './account-links.ts';
import { WELCOME_TOAST_KEY } from './auth-client.ts';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';
import { PasswordSchema } from './schema.ts';

export type AccountLinkView =
  | { state: 'valid'; email: string; name: string | null }
  | { state: Exclude<LinkState, 'valid'>; message: string };

export interface AccountLinkFormProps {
  kind: 'invitation' | 'password-reset';
  token: string;
  link: AccountLinkView;
}

export const PASSWORDS_DIFFER = 'The two passwords are not the same.';

const ChoosePasswordSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: PASSWORDS_DIFFER, path: ['confirm'] });
type ChoosePassword = z.infer<typeof ChoosePasswordSchema>;

const WORDS = {
  invitation: {
    title: 'Accept your invitation',
    intro: (email: string) => `Choose a password for ${email}. You will be signed in straight away.`,
    submit: 'Create Account',
    busy: 'Creating account...',
    endpoint: '/api/account/accept-invitation',
  },
  'password-reset': {
    title: 'Choose a new password',
    intro: (email: string) => `Choose a new password for ${email}. Every session of your account will be signed out.`,
    submit: 'Set New Password',
    busy: 'Saving...',
    endpoint: '/api/account/reset-password',
  },
} as const;

function Notice({ title, message }: { title: string; message: string }) {
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-900">
        {message}
      </p>
      <a
        href="/admin"
        className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        aria-label={`${title}: go to the login page`}
      >
        Go to the login page
      </a>
    </div>
  );
}

export function AccountLinkForm({ kind, token, link }: AccountLinkFormProps) {
  const words = WORDS[kind];
  const ready = useHydrated();
  const [outcome, setOutcome] = useState<string | null>(link.state === 'valid' ? null : link.message);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ChoosePassword>({ resolver: zodResolver(ChoosePasswordSchema), defaultValues: { password: '', confirm: '' } });
  const password = watch('password');

  async function submit({ password: chosen }: ChoosePassword) {
    try {
      const answer = await requestJson<{ message?: string }>(words.endpoint, {
        method: 'POST',
        body: { token, password: chosen },
      });
      if (kind === 'invitation') {
        sessionStorage.setItem(WELCOME_TOAST_KEY, '1');
        window.location.assign('/admin');
        return;
      }
      setOutcome(answer.message ?? '');
    } catch (error) {
      // A link found used, expired or withdrawn meanwhile: say so instead of the form.
      if (error instanceof RequestError && (error.status === 400 || error.status === 409)) setOutcome(messageOf(error));
      else notifyError(messageOf(error));
    }
  }

  return (
    <Card className="mx-auto mt-12 w-full max-w-md p-6 sm:p-8">
      <div className="mb-6 text-center">
        <KeyRound aria-hidden="true" className="mx-auto size-8 text-brand-700" />
        <h1 className="mt-2 font-serif text-2xl font-semibold text-brand-900">{words.title}</h1>
        {link.state === 'valid' && outcome === null && <p className="mt-1 text-sm text-slate-600">{words.intro(link.email)}</p>}
      </div>
      {outcome !== null ? (
        <Notice title={words.title} message={outcome} />
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
          <input
            type="hidden"
            name="username"
            autoComplete="username"
            value={link.state === 'valid' ? link.email : ''}
            readOnly
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 12 characters. A few unrelated words make a strong password."
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password} />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <Button type="submit" className="w-full" disabled={!ready || isSubmitting}>
            {isSubmitting ? words.busy : words.submit}
          </Button>
        </form>
      )}
    </Card>
  );
}
