// The booking pages' static parts, rendered on the server only: the hero, the reassurance beside the
// form, and the visitor's manage page (the call as it is now, with a plain form to move it and one to
// cancel it: no JavaScript needed).
import { CalendarClock, Lock, Phone } from 'lucide-react';
import { BOOK_A_CALL_PATH, brisbaneWhen, MANAGE_BOOKING_PATH } from './booking-terms.ts';
import type { ManagedCall, ManageNotice } from './public-page.server.ts';
import { SlotPicker } from './SlotPicker.tsx';
import type { SlotChoice } from './types.ts';

export function BookingHero({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="font-serif text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{subtitle}</p>
      </div>
    </section>
  );
}

export function BookingReassurance({ phone }: { phone: string }) {
  const points = [
    {
      icon: CalendarClock,
      title: 'Short and focused',
      text: 'A call of up to 45 minutes with a partner who has sold recruitment businesses.',
    },
    { icon: Lock, title: 'Confidential', text: 'Only our partners see what you tell us; nothing is shared outside the firm.' },
    { icon: Phone, title: 'Rather talk now?', text: `Call us on ${phone} in Brisbane business hours.` },
  ];
  return (
    <section aria-labelledby="booking-why" className="rounded-lg bg-brand-50 p-6 sm:p-8">
      <h2 id="booking-why" className="font-serif text-2xl font-semibold text-brand-900">
        What to expect
      </h2>
      <ul className="mt-6 space-y-5">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 flex-none text-brand-700" />
            <div>
              <p className="text-sm font-semibold text-slate-900">{title}</p>
              <p className="text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const BUTTON =
  'inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';

export function ManageBooking({
  token,
  call,
  choice,
  notice,
}: {
  token: string;
  call: ManagedCall | null;
  choice: SlotChoice | null;
  notice: ManageNotice | null;
}) {
  const self = (query: Record<string, string>) => `${MANAGE_BOOKING_PATH}?${new URLSearchParams({ token, ...query })}`;
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-md p-4 ${notice.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-900'}`}
        >
          {notice.text}
        </p>
      )}
      {call && (
        <section aria-labelledby="your-call">
          <h2 id="your-call" className="font-serif text-2xl font-semibold text-brand-900">
            {call.state === 'cancelled'
              ? 'This call has been cancelled'
              : call.state === 'past'
                ? 'This call has taken place'
                : 'Your call'}
          </h2>
          <p className="mt-3 text-slate-700">
            {call.state === 'cancelled' ? 'It was on ' : 'With '}
            {call.state === 'cancelled'
              ? `${brisbaneWhen(call.startsAt)}, with ${call.staffName}`
              : `${call.staffName}, on ${brisbaneWhen(call.startsAt)}`}
            . Topic: {call.topic}.
          </p>
          {call.state !== 'upcoming' && (
            <p className="mt-4">
              <a href={BOOK_A_CALL_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
                Book another call
              </a>
            </p>
          )}
        </section>
      )}
      {call?.state === 'upcoming' && choice && (
        <>
          <section aria-labelledby="move-call">
            <h2 id="move-call" className="font-serif text-2xl font-semibold text-brand-900">
              Move the call
            </h2>
            <form method="post" action={self({})} className="mt-4 space-y-6">
              <input type="hidden" name="action" value="move" />
              <SlotPicker idPrefix="move" choice={choice} dayHref={(day) => `${self({ day })}#move-call`} />
              <button type="submit" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
                Move My Call
              </button>
            </form>
          </section>
          <section aria-labelledby="cancel-call">
            <h2 id="cancel-call" className="font-serif text-2xl font-semibold text-brand-900">
              Cancel the call
            </h2>
            <p className="mt-2 text-slate-700">The partner is told at once, and the time is offered to others.</p>
            <form method="post" action={self({})} className="mt-4">
              <input type="hidden" name="action" value="cancel" />
              <button type="submit" className={`${BUTTON} border border-red-700 text-red-700 hover:bg-red-50`}>
                Cancel My Call
              </button>
            </form>
          </section>
        </>
      )}
    </div>
  );
}
