// The booking form island: the partner (where the firm lets visitors choose), the day and time
// (use-slot-choice.ts, shown by SlotPicker), the visitor's
// details, the topic and a confidential note, the honeypot, the captcha (the contact form's widget)
// and the collection notice. It loads no schema library (the server checks every field and the form
// shows each message beside its field), sends the visit's source and the calculator's figures beside
// the fields, and shows the booked call, or the next free times when someone else took the time a
// moment before.
import { type SubmitEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PublicCaptchaSettings } from '#src/platform/captcha/public.ts';
import { TextAreaField, TextField } from '#src/ui/Field.tsx';
import { CollectionNotice } from '../contact/CollectionNotice.tsx';
import type { CalculatorFiguresInput } from '../contact/lead-source.ts';
import { CONTACT_MAX_LENGTHS, HONEYPOT_FIELD } from '../contact/limits.ts';
import { CONTACT_TOASTS } from '../contact/messages.ts';
import { Honeypot, SecurityVerification, SubmitButton, storedVisitSource } from '../contact/VisitorFormParts.tsx';
import {
  BOOKING_ENDPOINT,
  BOOKING_MESSAGES,
  BOOKING_TOPICS,
  brisbaneWhen,
  NOTE_MAX_LENGTH,
  TOPIC_LABELS,
} from './booking-terms.ts';
import { SlotPicker } from './SlotPicker.tsx';
import type { BookingField } from './schema.ts';
import type { BookedCall, BookingApiResponse, SlotChoice } from './types.ts';
import { dayAddress, useSlotChoice } from './use-slot-choice.ts';

export interface BookingFormProps {
  choice: SlotChoice;
  /** Empty unless the firm lets visitors choose. */
  partners: { id: string; name: string }[];
  partner: string;
  captcha: PublicCaptchaSettings;
  formStamp: string;
  calculator: CalculatorFiguresInput | null;
  retentionDays: number | null;
  /** The firm's phone, for a visitor who finds no time that suits. */
  phone: string;
}

type Errors = Partial<Record<BookingField | 'form', string>>;

const DETAILS = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', required: true },
  { name: 'company', label: 'Company Name', type: 'text', autoComplete: 'organization', required: true },
  { name: 'phone', label: 'Phone Number (optional)', type: 'tel', autoComplete: 'tel', required: false },
] as const;

export default function BookingForm({
  choice: initial,
  partners,
  partner: initialPartner,
  captcha,
  formStamp,
  calculator,
  retentionDays,
  phone,
}: BookingFormProps) {
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const { choice, partner, start, setStart, nextSlots, setNextSlots, loadingDay, localZone, chooseDay, choosePartner, lost } =
    useSlotChoice(initial, initialPartner);
  const [values, setValues] = useState({ name: '', email: '', company: '', phone: '', note: '', topic: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [token, setToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<{ call: BookedCall; email: string; queued: boolean } | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (booked) doneRef.current?.focus();
  }, [booked]);

  const onToken = useCallback((value: string | null) => setToken(value), []);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const send = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) {
      setErrors({ captcha: CONTACT_TOASTS.noCaptchaToken });
      return;
    }
    // The server checks every field (the form loads no schema library: its island stays small) and
    // answers each refusal beside its field; only the time is asked for here.
    if (!start) {
      setErrors({ start: BOOKING_MESSAGES.slot });
      return;
    }
    const body = { ...values, start, partner, captcha: token };
    setSending(true);
    setErrors({});
    try {
      const response = await fetch(BOOKING_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          ...body,
          [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
          formStamp,
          source: storedVisitSource(),
          calculator,
        }),
      });
      const answer = (await response.json()) as BookingApiResponse;
      if (answer.ok) {
        setBooked({ call: answer.booking, email: values.email.trim(), queued: answer.outcome === 'queued' });
        return;
      }
      const found: Errors = {};
      for (const [field, messages] of Object.entries(answer.fieldErrors ?? {})) found[field as BookingField] = messages?.[0];
      if (answer.error === 'slot-taken') {
        found.start = answer.message;
        lost(answer.nextSlots ?? []);
      } else if (!answer.fieldErrors) found.form = answer.message;
      if (answer.error === 'captcha-rejected') {
        setToken(null);
        setCaptchaResetKey((key) => key + 1);
      }
      setErrors(found);
    } catch {
      setErrors({ form: CONTACT_TOASTS.insertFailed });
    } finally {
      setSending(false);
    }
  };

  if (booked) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="rounded-lg bg-brand-50 p-6 sm:p-8">
        <h2 className="font-serif text-2xl font-semibold text-brand-900">Your call is booked</h2>
        <p className="mt-3 text-slate-700">
          {booked.call.staffName} will speak with you on {brisbaneWhen(booked.call.startsAt)}.
        </p>
        <p className="mt-2 text-slate-700">
          {booked.queued
            ? `Your invitation to ${booked.email} is on its way; it may take a few minutes.`
            : `We have e-mailed an invitation to ${booked.email}: add it to your calendar.`}
        </p>
        <p className="mt-4">
          <a href={booked.call.manageUrl} className="font-semibold text-brand-700 underline underline-offset-2">
            Move or cancel the call
          </a>
        </p>
      </div>
    );
  }

  if (choice.days.length === 0 && !partner) {
    return (
      <p className="rounded-lg bg-brand-50 p-6 text-slate-700">
        {BOOKING_MESSAGES.noSlots}{' '}
        <a href="/contact" className="font-semibold text-brand-700 underline underline-offset-2">
          Send us a message
        </a>{' '}
        or call us on {phone}.
      </p>
    );
  }

  return (
    <form method="post" onSubmit={send} noValidate className="space-y-8" aria-describedby={fieldId('intro')}>
      <div>
        <h2 className="font-serif text-2xl font-semibold text-brand-900">Choose a Time</h2>
        <p id={fieldId('intro')} className="mt-2 text-slate-700">
          Pick a time that suits you. Calls are in Brisbane time; the partner will phone you or send a dial-in.
        </p>
      </div>
      {partners.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Who would you like to speak with?</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {[{ id: '', name: 'The first free partner' }, ...partners].map((option) => (
              <label key={option.id || 'any'} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="partner"
                  value={option.id}
                  checked={partner === option.id}
                  onChange={() => choosePartner(option.id)}
                  className="size-4 accent-brand-700"
                />
                {option.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <SlotPicker
        idPrefix={idPrefix}
        choice={choice}
        dayHref={(day) => dayAddress(day, partner)}
        onChooseDay={chooseDay}
        selected={start}
        onSelect={(value) => {
          setStart(value);
          setErrors(({ start: _, ...rest }) => rest);
        }}
        localZone={localZone}
        error={errors.start}
        busy={loadingDay}
      />
      {nextSlots.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">The next free times</legend>
          <ul className="mt-2 flex flex-wrap gap-2">
            {nextSlots.map((slot) => (
              <li key={slot.start}>
                <button
                  type="button"
                  onClick={() => {
                    setStart(slot.start);
                    setNextSlots([]);
                    setErrors(({ start: _, ...rest }) => rest);
                  }}
                  className="rounded-md border border-brand-700 px-3 py-2 text-sm text-brand-700 hover:bg-brand-50"
                >
                  {brisbaneWhen(slot.start)}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {start && !choice.times.some((time) => time.start === start) && (
        <p className="text-sm text-slate-700" role="status">
          Chosen: {brisbaneWhen(start)}
        </p>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        {DETAILS.map(({ name, label, type, autoComplete, required }) => (
          <TextField
            key={name}
            id={fieldId(name)}
            label={label}
            error={errors[name]}
            type={type}
            name={name}
            autoComplete={autoComplete}
            aria-required={required ? 'true' : undefined}
            maxLength={CONTACT_MAX_LENGTHS[name]}
            value={values[name]}
            onChange={set(name)}
          />
        ))}
      </div>
      <fieldset aria-describedby={errors.topic ? fieldId('topic-error') : undefined}>
        <legend className="text-sm font-semibold text-slate-800">What would you like to talk about?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {BOOKING_TOPICS.map((topic) => (
            <label key={topic} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="topic"
                value={topic}
                checked={values.topic === topic}
                onChange={set('topic')}
                className="size-4 accent-brand-700"
              />
              {TOPIC_LABELS[topic]}
            </label>
          ))}
        </div>
        {errors.topic && (
          <p id={fieldId('topic-error')} role="alert" className="mt-1 text-sm text-red-700">
            {errors.topic}
          </p>
        )}
      </fieldset>
      <TextAreaField
        id={fieldId('note')}
        label="Anything we should know before the call? (optional, confidential)"
        error={errors.note}
        name="note"
        rows={4}
        maxLength={NOTE_MAX_LENGTH}
        value={values.note}
        onChange={set('note')}
      />

      <Honeypot id={fieldId(HONEYPOT_FIELD)} inputRef={honeypotRef} />
      <SecurityVerification
        settings={captcha}
        onToken={onToken}
        resetKey={captchaResetKey}
        error={errors.captcha}
        errorId={fieldId('captcha-error')}
      />

      {errors.form && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <SubmitButton disabled={!token || sending} describedBy={fieldId('collection-notice')}>
        {sending ? 'Booking...' : 'Book the Call'}
      </SubmitButton>
      <CollectionNotice id={fieldId('collection-notice')} retentionDays={retentionDays} />
    </form>
  );
}
