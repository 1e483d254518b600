// The booking pages' server side: /book-a-call (the free days and the chosen day's times, the partners
// where visitors choose, the captcha and a form stamp) and /book-a-call/manage, the visitor's page
// from the link in their e-mails, which shows the call as it is now and moves or cancels it by a POST
// from its buttons (a GET never changes anything); it works without JavaScript.
import type { AstroGlobal } from 'astro';
import { Refusal } from '#src/platform/http/refusal.ts';
import { readBodyBytes } from '#src/platform/http/request-body.ts';
import { CROSS_SITE_MESSAGE, isSameOriginChange } from '#src/platform/http/same-origin.ts';
import { issueFormStamp } from '../contact/form-stamp.server.ts';
import { calculatorFiguresFromQuery } from '../contact/lead-source.ts';
import { rateLimitedMessage } from '../contact/messages.ts';
import { captchaForPage } from '../contact/public-page.server.ts';
import { hitVisitorRateLimit } from '../contact/visitor-gate.server.ts';
import { type PublicPageContext, publicPage } from '../public-shell/public-page.server.ts';
import { listPartners, readBookingSettings } from './availability.server.ts';
import { cancelBooking, findBookingByToken, moveBooking } from './booking-changes.server.ts';
import { slotChoice } from './booking-reads.server.ts';
import { BOOK_A_CALL_PATH, BOOKING_MESSAGES, MANAGE_BOOKING_PATH, TOPIC_LABELS } from './booking-terms.ts';
import type { BookingRow } from './bookings.server.ts';
import { MoveBookingSchema } from './schema.ts';

type PageContext = PublicPageContext & Pick<AstroGlobal, 'csp' | 'request'>;

const readDay = (url: URL) => url.searchParams.get('day')?.slice(0, 10) ?? null;

/** /book-a-call: ?day= chooses the day, ?partner= the partner (where the firm allows), ?profit=&multiple= the calculator's figures. */
export async function loadBookACallPage(astro: PageContext) {
  const { services } = astro.locals;
  const db = services.database.db;
  const now = new Date();
  const settings = await readBookingSettings(db);
  const partners = settings.visitorChoosesPartner ? await listPartners(db) : [];
  const asked = astro.url.searchParams.get('partner');
  const partner = partners.find((candidate) => candidate.id === asked)?.id ?? '';
  const choice = await slotChoice(services.database, now, { day: readDay(astro.url), staffIds: partner ? [partner] : undefined });
  return publicPage(astro, {
    meta: {
      title: 'Book a Call',
      description:
        'Book a confidential call with a Brisbane M&A partner about selling, valuing or buying a recruitment or staffing business.',
      keywords: ['book a call M&A adviser', 'confidential business sale discussion', 'recruitment business valuation call'],
      path: BOOK_A_CALL_PATH,
    },
    props: {
      choice,
      partners,
      partner,
      captcha: captchaForPage(astro),
      formStamp: issueFormStamp(services.contact.captcha.signingKey),
      calculator: calculatorFiguresFromQuery(astro.url.searchParams),
      retentionDays: services.config.enquiryRetentionDays,
      phone: (await services.siteSettings.current()).phone,
    },
    // Each visitor's form carries its own single-use stamp, and the free times change with every booking.
    cache: 'private',
  });
}

/** A call as the manage page shows it. */
export interface ManagedCall {
  startsAt: string;
  endsAt: string;
  staffName: string;
  topic: string;
  state: 'upcoming' | 'past' | 'cancelled';
}

function managedCall(booking: BookingRow, now: Date): ManagedCall {
  const startsAt = new Date(booking.starts_at).toISOString();
  return {
    startsAt,
    endsAt: new Date(booking.ends_at).toISOString(),
    staffName: booking.staff_name,
    topic: TOPIC_LABELS[booking.topic],
    state: booking.status === 'cancelled' ? 'cancelled' : Date.parse(startsAt) <= now.getTime() ? 'past' : 'upcoming',
  };
}

/** The longest form the manage page posts (a token, an action and a time). */
const MANAGE_FORM_MAX_BYTES = 4 * 1024;

export type ManageNotice = { kind: 'done'; text: string } | { kind: 'error'; text: string };

const DONE: Record<string, string> = {
  moved: 'Your call has been moved. We have e-mailed you the updated invitation.',
  cancelled: 'Your call has been cancelled. We have let the partner know.',
};

/** /book-a-call/manage?token=…: GET shows the call; POST (action=move with a time, or action=cancel) changes it. */
export async function loadManageBookingPage(astro: PageContext) {
  const { services } = astro.locals;
  const now = new Date();
  const token = astro.url.searchParams.get('token') ?? '';
  const booking = await findBookingByToken(services.database.db, token);
  const meta = {
    title: 'Your Booked Call',
    description: 'Move or cancel your booked call.',
    keywords: [],
    path: MANAGE_BOOKING_PATH,
    noindex: true,
  };
  if (!booking) {
    return publicPage(astro, {
      meta,
      status: 404,
      props: {
        token: '',
        call: null,
        choice: null,
        notice: { kind: 'error', text: BOOKING_MESSAGES.linkInvalid } as ManageNotice,
      },
      cache: 'private',
    });
  }
  let notice: ManageNotice | null = DONE[astro.url.searchParams.get('done') ?? '']
    ? { kind: 'done', text: DONE[astro.url.searchParams.get('done') ?? ''] ?? '' }
    : null;
  let status = 200;
  if (astro.request.method === 'POST') {
    const outcome = await changeFromForm(astro, booking, token);
    if (outcome instanceof Response) return outcome;
    notice = { kind: 'error', text: outcome.message };
    status = outcome.status;
  }
  const current = (await findBookingByToken(services.database.db, token)) ?? booking;
  const call = managedCall(current, now);
  const choice =
    call.state === 'upcoming'
      ? await slotChoice(services.database, now, {
          day: readDay(astro.url),
          staffIds: [current.staff_id],
          exceptBooking: current.id,
        })
      : null;
  return publicPage(astro, { meta, status, props: { token, call, choice, notice }, cache: 'private' });
}

/** A POST's change: a redirect to the page with its outcome (so a reload posts nothing), or the refusal to show. */
async function changeFromForm(
  astro: PageContext,
  booking: BookingRow,
  token: string,
): Promise<Response | { status: number; message: string }> {
  const { services } = astro.locals;
  if (!isSameOriginChange(astro.request, services.config.siteUrl)) return { status: 403, message: CROSS_SITE_MESSAGE };
  const limited = await hitVisitorRateLimit(services.contact, astro.locals.clientAddress, new Date());
  if (limited) {
    const phone = (await services.siteSettings.current()).phone;
    return {
      status: limited.kind === 'rate-limited' ? 429 : 503,
      message:
        limited.kind === 'rate-limited'
          ? rateLimitedMessage(limited.retryAfterSeconds, phone)
          : BOOKING_MESSAGES.changedMeanwhile,
    };
  }
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(
      new TextDecoder().decode(await readBodyBytes(astro.request, MANAGE_FORM_MAX_BYTES, BOOKING_MESSAGES.linkInvalid)),
    );
  } catch {
    return { status: 413, message: BOOKING_MESSAGES.linkInvalid };
  }
  const action = form.get('action');
  try {
    if (action === 'cancel') await cancelBooking(services.contact, booking, { kind: 'visitor' });
    else if (action === 'move') {
      const move = MoveBookingSchema.safeParse({ start: form.get('start') ?? undefined });
      if (!move.success) return { status: 422, message: BOOKING_MESSAGES.slot };
      await moveBooking(services.contact, booking, move.data.start, { kind: 'visitor' });
    } else return { status: 400, message: BOOKING_MESSAGES.slot };
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status, message: error.message };
    throw error;
  }
  const done = action === 'cancel' ? 'cancelled' : 'moved';
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${MANAGE_BOOKING_PATH}?token=${encodeURIComponent(token)}&done=${done}`,
      'Cache-Control': 'private, no-store',
    },
  });
}
