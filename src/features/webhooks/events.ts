// The events a webhook endpoint may receive and what each one's `data` holds: flat fields (text,
// numbers, true/false or null, every field always present), so Zapier, Make and HubSpot's workflows
// map them without code. The README documents them; the features that emit them build these shapes.
// Shared by the server and the admin screen, so it stays free of Node APIs.

export const WEBHOOK_EVENT_TYPES = [
  'enquiry.created',
  'enquiry.updated',
  'booking.created',
  'booking.changed',
  'booking.cancelled',
  'subscriber.confirmed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** Each event's name and when it is sent, as the admin screen lists them. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, { label: string; when: string }> = {
  'enquiry.created': { label: 'Enquiry received', when: 'an enquiry reaches the inbox' },
  'enquiry.updated': { label: 'Enquiry updated', when: 'staff change an enquiry’s status, priority or owner' },
  'booking.created': { label: 'Call booked', when: 'a visitor books a call' },
  'booking.changed': { label: 'Call moved', when: 'a booked call moves to another time' },
  'booking.cancelled': { label: 'Call cancelled', when: 'a booked call is cancelled' },
  'subscriber.confirmed': { label: 'Subscriber confirmed', when: 'a newsletter subscriber confirms their address' },
};

/** What any event's data may hold: one level of plain values. */
export type FlatEventData = Record<string, string | number | boolean | null>;

/** An enquiry as the CRM receives it: its fields, where it came from and the visitor's answers; never staff notes. */
export type EnquiryEventData = {
  enquiry_id: string;
  /** ISO 8601, UTC. */
  received_at: string;
  name: string;
  /** The name's first word, and the rest (for CRMs that keep first and last names apart). */
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  /** new, in-progress, completed or closed. */
  status: string;
  /** low, medium or high. */
  priority: string;
  assigned_to_name: string | null;
  assigned_to_email: string | null;
  /** Sent faster than a person usually types (autofill can do that). */
  possible_spam: boolean;
  /** The UTM source, else the referring site, else "direct". */
  lead_source: string;
  landing_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  form_page: string | null;
  calculator_profit: number | null;
  calculator_multiple: number | null;
  calculator_value_low: number | null;
  calculator_value_high: number | null;
  /** The optional questions' answers, as the visitor chose them (labels), or null. */
  revenue_band: string | null;
  headcount_band: string | null;
  workforce_mix: string | null;
  sell_timeframe: string | null;
  /** email or phone, or null. */
  contact_preference: string | null;
  best_time_to_call: string | null;
  /** The enquiry in the admin's inbox (sign-in needed). */
  admin_url: string;
};

/** An enquiry after staff changed it: the enquiry as it now is, what changed, and what it was. */
export type EnquiryUpdatedEventData = EnquiryEventData & {
  /** The fields that changed, comma-separated: status, priority, assigned_to. */
  changed: string;
  previous_status: string;
  previous_priority: string;
  previous_assigned_to_name: string | null;
  previous_assigned_to_email: string | null;
};

/** A booked call (features/bookings emits these). */
export type BookingEventData = {
  booking_id: string;
  /** The enquiry the booking created. */
  enquiry_id: string | null;
  /** ISO 8601, UTC. */
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  /** Australia/Brisbane. */
  time_zone: string;
  /** selling, valuing, buying or other. */
  topic: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** The visitor's own note, if they wrote one. */
  note: string | null;
  staff_name: string;
  staff_email: string;
  admin_url: string;
};

export type BookingChangedEventData = BookingEventData & { previous_starts_at: string; previous_ends_at: string };

export type BookingCancelledEventData = BookingEventData & {
  /** ISO 8601, UTC. */
  cancelled_at: string;
  /** visitor or staff. */
  cancelled_by: string;
};

/** A newsletter subscriber who confirmed their address (features/newsletter emits these). */
export type SubscriberEventData = {
  subscriber_id: string;
  email: string;
  name: string | null;
  /** ISO 8601, UTC. */
  confirmed_at: string;
  /** The site path they subscribed on. */
  signup_page: string | null;
};

export interface WebhookEventData {
  'enquiry.created': EnquiryEventData;
  'enquiry.updated': EnquiryUpdatedEventData;
  'booking.created': BookingEventData;
  'booking.changed': BookingChangedEventData;
  'booking.cancelled': BookingCancelledEventData;
  'subscriber.confirmed': SubscriberEventData;
}

/** A name split for CRMs that keep first and last names apart: the first word, and the rest. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}
