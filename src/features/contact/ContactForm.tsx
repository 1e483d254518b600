// The enquiry form island: react-hook-form with the shared ContactEnquirySchema, the captcha, a
// honeypot, and the spec's toasts for each outcome of POST /api/contact.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Toaster, toast } from 'sonner';
import type { PublicCaptchaSettings } from '#src/platform/captcha/public.ts';
import { TextAreaField, TextField } from '#src/ui/Field.tsx';
import { CONTACT_ENDPOINT, type ContactApiResponse } from './api.ts';
import CaptchaWidget from './CaptchaWidget.tsx';
import { CONTACT_TOASTS } from './messages.ts';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  type ContactEnquiry,
  type ContactEnquiryInput,
  ContactEnquirySchema,
  HONEYPOT_FIELD,
} from './schema.ts';
import { savePendingToast, successUrl } from './success-toast.ts';

export interface ContactFormProps {
  captcha: PublicCaptchaSettings;
  /** Signed time the page was rendered (see form-stamp.server.ts). */
  formStamp: string;
  /** ?message= from the link that brought the visitor here (e.g. the valuation calculator). */
  initialMessage?: string;
}

export default function ContactForm({ captcha, formStamp, initialMessage = '' }: ContactFormProps) {
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const form = useForm<ContactEnquiryInput, unknown, ContactEnquiry>({
    resolver: zodResolver(ContactEnquirySchema),
    defaultValues: { name: '', email: '', company: '', phone: '', message: initialMessage, captcha: '' },
    mode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = form;
  const [token, setToken] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const honeypotRef = useRef<HTMLInputElement>(null);

  // Stable for the widgets (a hosted widget re-renders when its callback changes); reads the latest state.
  const submittedRef = useRef(isSubmitted);
  submittedRef.current = isSubmitted;
  const onToken = useCallback(
    (value: string | null) => {
      setToken(value);
      setValue('captcha', value ?? '', { shouldValidate: submittedRef.current });
    },
    [setValue],
  );

  const resetCaptcha = () => {
    setToken(null);
    setValue('captcha', '');
    setCaptchaResetKey((key) => key + 1);
  };

  const send = async (values: ContactEnquiry) => {
    if (!token) {
      toast.error(CONTACT_TOASTS.noCaptchaToken);
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...values, captcha: token, [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '', formStamp }),
      });
      const answer = (await response.json()) as ContactApiResponse;
      if (answer.ok) {
        const pending =
          answer.outcome === 'sent'
            ? ({ kind: 'success', message: CONTACT_TOASTS.success } as const)
            : ({ kind: 'warning', message: CONTACT_TOASTS.storedButEmailsFailed } as const);
        if (!savePendingToast(pending)) toast[pending.kind](pending.message);
        reset({ name: '', email: '', company: '', phone: '', message: '', captcha: '' });
        resetCaptcha();
        window.location.assign(successUrl(values));
        return;
      }
      for (const field of CONTACT_FIELDS) {
        const message = answer.fieldErrors?.[field]?.[0];
        if (message) setError(field as FieldPath<ContactEnquiryInput>, { type: 'server', message });
      }
      switch (answer.error) {
        case 'invalid-fields':
          break;
        case 'captcha-rejected':
        case 'form-expired':
        case 'rate-limited':
        case 'captcha-unavailable':
          if (answer.error === 'captcha-rejected') resetCaptcha();
          toast.error(answer.message);
          break;
        default:
          // Hosted captchas accept a token once, even when our insert then fails: get a fresh one.
          if (captcha.provider === 'turnstile' || captcha.provider === 'hcaptcha') resetCaptcha();
          toast.error(CONTACT_TOASTS.insertFailed);
      }
    } catch {
      toast.error(CONTACT_TOASTS.insertFailed);
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    if (!token) {
      // Spec 5: no token → the toast, and nothing is sent; the field messages still show.
      event.preventDefault();
      toast.error(CONTACT_TOASTS.noCaptchaToken);
      void handleSubmit(() => undefined)();
      return;
    }
    void handleSubmit(send)(event);
  };

  const captchaErrorId = fieldId('captcha-error');

  return (
    <>
      <Toaster position="top-center" closeButton />
      <h2 className="font-serif text-2xl font-semibold text-brand-900">Send Us a Message</h2>
      <p id={fieldId('intro')} className="mt-2 text-slate-600">
        Fill out the form below and our team will be in touch shortly.
      </p>
      {/* POST, so a submit that beats hydration never puts the visitor's details in a URL or a log. */}
      <form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-describedby={fieldId('intro')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={fieldId('name')}
            label="Full Name"
            error={errors.name?.message}
            type="text"
            autoComplete="name"
            aria-required="true"
            maxLength={CONTACT_MAX_LENGTHS.name}
            {...register('name')}
          />
          <TextField
            id={fieldId('email')}
            label="Email Address"
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            aria-required="true"
            maxLength={CONTACT_MAX_LENGTHS.email}
            {...register('email')}
          />
          <TextField
            id={fieldId('company')}
            label="Company Name"
            error={errors.company?.message}
            type="text"
            autoComplete="organization"
            maxLength={CONTACT_MAX_LENGTHS.company}
            {...register('company')}
          />
          <TextField
            id={fieldId('phone')}
            label="Phone Number"
            error={errors.phone?.message}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_MAX_LENGTHS.phone}
            {...register('phone')}
          />
        </div>
        <TextAreaField
          id={fieldId('message')}
          label="Your Message"
          error={errors.message?.message}
          rows={6}
          aria-required="true"
          maxLength={CONTACT_MAX_LENGTHS.message}
          {...register('message')}
        />

        {/* Honeypot: hidden from people and assistive technology; bots that fill every field reveal themselves. */}
        <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>Website</label>
          <input
            ref={honeypotRef}
            id={fieldId(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>

        <fieldset aria-describedby={errors.captcha ? captchaErrorId : undefined}>
          <legend className="block text-sm font-medium text-slate-800">Security Verification</legend>
          <div className="mt-1">
            <CaptchaWidget settings={captcha} onToken={onToken} resetKey={captchaResetKey} />
          </div>
          {errors.captcha?.message && (
            <p id={captchaErrorId} role="alert" className="mt-1 text-sm text-red-700">
              {errors.captcha.message}
            </p>
          )}
        </fieldset>

        <button
          type="submit"
          disabled={!token || submitting}
          className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {submitting ? 'Sending...' : 'Submit Enquiry'}
        </button>
      </form>
    </>
  );
}
