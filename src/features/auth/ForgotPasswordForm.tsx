// "Forgot your password?" on the Admin Login form: an e-mail address in, always the same answer out
// (whether or not it has an account), and the way back to the login form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf, requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { TextField } from '#src/ui/Field.tsx';
import { notifyError } from '#src/ui/Toaster.tsx';
import { ForgotPasswordSchema, PASSWORD_RESET_LIFETIME_HOURS } from './account-links.ts';

type ForgotInput = z.input<typeof ForgotPasswordSchema>;
type ForgotValues = z.output<typeof ForgotPasswordSchema>;

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotValues>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  async function submit(values: ForgotValues) {
    try {
      const { message } = await requestJson<{ message: string }>('/api/account/forgot-password', {
        method: 'POST',
        body: values,
      });
      setAnswer(message);
    } catch (error) {
      notifyError(messageOf(error), 'Error');
    }
  }

  return (
    <div className="space-y-4">
      {answer ? (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-900">
          {answer}
        </p>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            hint={`We e-mail a link to choose a new password. It works once, for ${PASSWORD_RESET_LIFETIME_HOURS} hour.`}
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Link'}
          </Button>
        </form>
      )}
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Back to login
      </Button>
    </div>
  );
}
