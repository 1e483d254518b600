// The /newsletter page's island: the address and optional name (filled in from a small signup form),
// the honeypot, the captcha (the contact form's widget) and the promise with the privacy policy's link.
// It loads no schema library: the server checks each field and the form shows its message beside it.
import { type SubmitEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PublicCaptchaSettings } from '#src/platform/captcha/public.ts';
import { TextField } from '#src/ui/Field.tsx';
import { HONEYPOT_FIELD } from '../contact/limits.ts';
import { CONTACT_TOASTS } from '../contact/messages.ts';
import { Honeypot, SecurityVerification, SubmitButton } from '../contact/VisitorFormParts.tsx';
import { PRIVACY_POLICY_PATH } from '../public-shell/navigation.ts';
import { NEWSLETTER_ENDPOINT, NEWSLETTER_LIMITS, NEWSLETTER_PROMISE } from './terms.ts';

export interface NewsletterFormProps {
  values: { email: string; name: string; page: string };
  captcha: PublicCaptchaSettings;
  formStamp: string;
}

type Field = 'email' | 'name' | 'captcha' | 'form';

interface Answer {
  ok: boolean;
  message: string;
  error?: string;
  fieldErrors?: Partial<Record<string, string[]>>;
}

export default function NewsletterForm({ values: initial, captcha, formStamp }: NewsletterFormProps) {
  const idPrefix = useId();
  const [values, setValues] = useState({ email: initial.email, name: initial.name });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [token, setToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // Carried over from a small signup form: the visitor is already in the form, so the captcha (which
  // starts when focus enters the form) starts now, and the button is ready when they reach it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island starts.
  useEffect(() => {
    if (initial.email) emailRef.current?.focus();
  }, []);
  const onToken = useCallback((value: string | null) => setToken(value), []);

  const send = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) {
      setErrors({ captcha: CONTACT_TOASTS.noCaptchaToken });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const response = await fetch(NEWSLETTER_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          ...values,
          page: initial.page,
          captcha: token,
          [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
          formStamp,
        }),
      });
      const answer = (await response.json()) as Answer;
      if (answer.ok) {
        setDone(answer.message);
        return;
      }
      const found: Partial<Record<Field, string>> = {};
      for (const [field, messages] of Object.entries(answer.fieldErrors ?? {})) found[field as Field] = messages?.[0];
      if (!answer.fieldErrors) found.form = answer.message;
      if (answer.error === 'captcha-rejected') {
        setToken(null);
        setCaptchaResetKey((key) => key + 1);
      }
      setErrors(found);
    } catch {
      setErrors({ form: 'Sorry, your subscription could not be sent. Please try again.' });
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-6 text-slate-800">
        {done}
      </p>
    );
  }
  return (
    <form onSubmit={send} noValidate className="space-y-5">
      <p className="text-slate-700">
        {NEWSLETTER_PROMISE}{' '}
        <a href={PRIVACY_POLICY_PATH} className="text-brand-700 underline">
          Privacy Policy
        </a>
      </p>
      <TextField
        id={`${idPrefix}-email`}
        ref={emailRef}
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={NEWSLETTER_LIMITS.email}
        value={values.email}
        error={errors.email}
        onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
      />
      <TextField
        id={`${idPrefix}-name`}
        label="Name (optional)"
        name="name"
        autoComplete="name"
        maxLength={NEWSLETTER_LIMITS.name}
        value={values.name}
        error={errors.name}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
      />
      <Honeypot id={`${idPrefix}-${HONEYPOT_FIELD}`} inputRef={honeypotRef} />
      <SecurityVerification
        settings={captcha}
        onToken={onToken}
        resetKey={captchaResetKey}
        error={errors.captcha}
        errorId={`${idPrefix}-captcha-error`}
      />
      {errors.form && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <SubmitButton disabled={!token || sending} describedBy={`${idPrefix}-email`}>
        {sending ? 'Subscribing...' : 'Subscribe'}
      </SubmitButton>
    </form>
  );
}
