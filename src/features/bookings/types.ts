// Plain shapes the booking pages and the admin screen receive from the server.
import type { Availability, BookingOutcome, BookingStatus, BookingTopic } from './booking-terms.ts';
import type { BookingSettings } from './schema.ts';

/** A day with free times, as the booking page lists it. */
export interface SlotDay {
  /** Brisbane date, YYYY-MM-DD (worded where it is shown: the props stay small). */
  day: string;
  count: number;
}

/** A free time on the chosen day. */
export interface SlotTime {
  /** ISO instant (UTC), worded in Brisbane time where it is shown. */
  start: string;
}

/** GET /api/bookings/slots and the pages' first render. */
export interface SlotChoice {
  days: SlotDay[];
  /** The chosen (or first) day, and its times. */
  day: string | null;
  times: SlotTime[];
}

/** One call in the admin's list and week view. */
export interface AdminBooking {
  id: string;
  startsAt: string;
  endsAt: string;
  staffId: string;
  staffName: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: BookingTopic;
  note: string | null;
  status: BookingStatus;
  outcome: BookingOutcome | null;
  submissionId: string | null;
  cancelledBy: string | null;
}

/** GET /api/admin/bookings */
export interface AdminBookingList {
  bookings: AdminBooking[];
  /** The Monday (YYYY-MM-DD) of the week shown, for the week view. */
  week: string | null;
}

/** An admin and their availability (null: never set, so not offered). */
export interface StaffAvailabilityView {
  id: string;
  name: string;
  email: string;
  availability: Availability | null;
}

/** GET /api/admin/bookings/availability */
export interface AvailabilityOverview {
  staff: StaffAvailabilityView[];
  settings: BookingSettings;
}

/** A call just booked, as the form shows it. */
export interface BookedCall {
  id: string;
  startsAt: string;
  endsAt: string;
  staffName: string;
  /** The visitor's page to move or cancel it (also in their e-mail). */
  manageUrl: string;
}

/** POST /api/bookings: the answers the booking form understands. */
export type BookingApiResponse =
  | { ok: true; outcome: 'sent' | 'queued'; booking: BookedCall }
  | {
      ok: false;
      error: string;
      message: string;
      fieldErrors?: Partial<Record<string, string[]>>;
      retryAfterSeconds?: number;
      /** slot-taken: the next free times. */
      nextSlots?: SlotTime[];
    };
