// The enquiry form island: react-hook-form with the shared ContactEnquirySchema, the visitor's
// details, the optional questions about the business and the contact preference (OptionalQuestions.tsx),
// the captcha, a honeypot, and the spec's toasts for each outcome of POST /api/contact. It sends where
// the visit came from (stored by the public pages' visit-source script) and the calculator's figures
// beside the fields, and says what it collects.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Toaster, toast } from 'sonner';
import type { PublicCaptchaSettings } from '#src/platform/captcha/public.ts';
import { TextAreaField, TextField } from '#src/ui/Field.tsx';
import { formatUsd } from '#src/ui/format.ts';
import { CONTACT_ENDPOINT, type ContactApiResponse } from './api.ts';
import { CollectionNotice } from './CollectionNotice.tsx';
import { type CalculatorFiguresInput, enquirySourceFrom } from './lead-source.ts';
import { CONTACT_TOASTS } from './messages.ts';
import { BusinessQuestions, ContactPreference } from './OptionalQuestions.tsx';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  type ContactEnquiry,
  type ContactEnquiryInput,
  ContactEnquirySchema,
  HONEYPOT_FIELD,
} from './schema.ts';
import { CONTACT_SUCCESS_PATH, savePendingToast, saveSubmittedDetails } from './success-handoff.ts';
import { Honeypot, SecurityVerification, SubmitButton, storedVisitSource } from './VisitorFormParts.tsx';

export interface ContactFormProps {
  captcha: PublicCaptchaSettings;
  /** Signed time the page was rendered (see form-stamp.server.ts). */
  formStamp: string;
  /** ?message= from the link that brought the visitor here (e.g. the valuation calculator). */
  initialMessage?: string;
  /** ?profit=&multiple= from the valuation calculator's link. */
  calculator?: CalculatorFiguresInput | null;
  /** ENQUIRY_RETENTION_DAYS, for the collection notice under the button (null: kept as long as needed). */
  retentionDays?: number | null;
}

const EMPTY: ContactEnquiryInput = {
  name: '',
  email: '',
  company: '',
  phone: '',
  message: '',
  captcha: '',
  revenueBand: '',
  headcountBand: '',
  workforceMix: '',
  sellTimeframe: '',
  contactPreference: '',
  bestTimeToCall: '',
  noConfirmation: false,
};

/** The visitor's details, in the order the form asks for them. */
const DETAIL_FIELDS = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', required: true },
  { name: 'company', label: 'Company Name', type: 'text', autoComplete: 'organization', required: false },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', required: false },
] as const;

export default function ContactForm({
  captcha,
  formStamp,
  initialMessage = '',
  calculator = null,
  retentionDays = null,
}: ContactFormProps) {
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const form = useForm<ContactEnquiryInput, unknown, ContactEnquiry>({
    resolver: zodResolver(ContactEnquirySchema),
    defaultValues: { ...EMPTY, message: initialMessage },
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
        body: JSON.stringify({
          ...values,
          captcha: token,
          [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
          formStamp,
          source: enquirySourceFrom(storedVisitSource(), window.location.pathname),
          calculator,
        }),
      });
      const answer = (await response.json()) as ContactApiResponse;
      if (answer.ok) {
        const pending =
          answer.outcome === 'sent'
            ? ({ kind: 'success', message: CONTACT_TOASTS.success } as const)
            : ({ kind: 'warning', message: CONTACT_TOASTS.storedButEmailsFailed } as const);
        if (!savePendingToast(pending)) toast[pending.kind](pending.message);
        saveSubmittedDetails(values);
        reset(EMPTY);
        resetCaptcha();
        window.location.assign(CONTACT_SUCCESS_PATH);
        return;
      }
      let shown = false;
      for (const field of CONTACT_FIELDS) {
        const message = answer.fieldErrors?.[field]?.[0];
        if (message) {
          setError(field as FieldPath<ContactEnquiryInput>, { type: 'server', message });
          shown = true;
        }
      }
      switch (answer.error) {
        case 'invalid-fields':
          // A refusal of something the visitor cannot see (the calculator's figures) still says so.
          if (!shown) toast.error(answer.fieldErrors?.calculator?.[0] ?? answer.fieldErrors?.source?.[0] ?? answer.message);
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
          {DETAIL_FIELDS.map(({ name, label, type, autoComplete, required }) => (
            <TextField
              key={name}
              id={fieldId(name)}
              label={label}
              error={errors[name]?.message}
              type={type}
              autoComplete={autoComplete}
              aria-required={required ? 'true' : undefined}
              maxLength={CONTACT_MAX_LENGTHS[name]}
              {...register(name)}
            />
          ))}
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

        {calculator && (
          <p className="rounded-md bg-brand-50 p-3 text-sm text-slate-700" data-testid="calculator-figures">
            Your calculator figures go with this enquiry: profit {formatUsd(calculator.profit)}, valued at{' '}
            {calculator.multiple.toFixed(1)}x.
          </p>
        )}

        <BusinessQuestions register={register} errors={errors} fieldId={fieldId} />
        <ContactPreference register={register} errors={errors} fieldId={fieldId} />

        <p id={fieldId('collects')} className="text-sm text-slate-600">
          What this form collects: the details you type above, and, to learn which pages help owners find us, the page you arrived
          on, the site that referred you, any campaign tags in that page's address and, if you used it, the valuation calculator's
          figures. No cookies; it is shared with no one outside the firm.
        </p>

        <Honeypot id={fieldId(HONEYPOT_FIELD)} inputRef={honeypotRef} />

        <SecurityVerification
          settings={captcha}
          onToken={onToken}
          resetKey={captchaResetKey}
          error={errors.captcha?.message}
          errorId={captchaErrorId}
        />

        <SubmitButton disabled={!token || submitting} describedBy={fieldId('collection-notice')}>
          {submitting ? 'Sending...' : 'Submit Enquiry'}
        </SubmitButton>
        <CollectionNotice id={fieldId('collection-notice')} retentionDays={retentionDays} />
      </form>
    </>
  );
}
