// A made-up example of each event's data: what "Send test event" sends (so a Zapier or Make trigger
// learns every field before a real lead arrives) and what the README shows.
import type { EnquiryEventData, WebhookEventData, WebhookEventType } from './events.ts';

const SAMPLE_ENQUIRY: EnquiryEventData = {
  enquiry_id: 'test_enquiry',
  received_at: '2026-03-02T23:15:42.000Z',
  name: 'Alex Example',
  first_name: 'Alex',
  last_name: 'Example',
  email: 'alex@example.com',
  phone: '0400 000 000',
  company: 'Example Staffing Pty Ltd',
  message: 'We are thinking about selling in the next year and would like to talk.',
  status: 'new',
  priority: 'medium',
  assigned_to_name: null,
  assigned_to_email: null,
  possible_spam: false,
  lead_source: 'google',
  landing_page: '/services/business-sales',
  referrer: 'www.google.com',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'sell-side-2026',
  form_page: '/contact',
  calculator_profit: 1500000,
  calculator_multiple: 4.5,
  calculator_value_low: 4500000,
  calculator_value_high: 9000000,
  revenue_band: '$10–50 million',
  headcount_band: '11–50',
  workforce_mix: 'A mix of both',
  sell_timeframe: 'Within 12 months',
  contact_preference: 'phone',
  best_time_to_call: 'Weekday mornings',
  admin_url: 'https://www.example.com.au/admin/contact-submissions?enquiry=test_enquiry',
};

const SAMPLE_BOOKING = {
  booking_id: 'test_booking',
  enquiry_id: 'test_enquiry',
  starts_at: '2026-03-10T00:00:00.000Z',
  ends_at: '2026-03-10T00:30:00.000Z',
  duration_minutes: 30,
  time_zone: 'Australia/Brisbane',
  topic: 'selling',
  name: 'Alex Example',
  first_name: 'Alex',
  last_name: 'Example',
  email: 'alex@example.com',
  phone: '0400 000 000',
  company: 'Example Staffing Pty Ltd',
  note: null,
  staff_name: 'Sam Partner',
  staff_email: 'sam@example.com.au',
  admin_url: 'https://www.example.com.au/admin/bookings',
};

export const SAMPLE_EVENT_DATA: WebhookEventData = {
  'enquiry.created': SAMPLE_ENQUIRY,
  'enquiry.updated': {
    ...SAMPLE_ENQUIRY,
    status: 'in-progress',
    assigned_to_name: 'Sam Partner',
    assigned_to_email: 'sam@example.com.au',
    changed: 'status, assigned_to',
    previous_status: 'new',
    previous_priority: 'medium',
    previous_assigned_to_name: null,
    previous_assigned_to_email: null,
  },
  'booking.created': SAMPLE_BOOKING,
  'booking.changed': {
    ...SAMPLE_BOOKING,
    starts_at: '2026-03-11T04:00:00.000Z',
    ends_at: '2026-03-11T04:30:00.000Z',
    previous_starts_at: SAMPLE_BOOKING.starts_at,
    previous_ends_at: SAMPLE_BOOKING.ends_at,
  },
  'booking.cancelled': { ...SAMPLE_BOOKING, cancelled_at: '2026-03-09T22:00:00.000Z', cancelled_by: 'visitor' },
  'subscriber.confirmed': {
    subscriber_id: 'test_subscriber',
    email: 'alex@example.com',
    name: 'Alex Example',
    confirmed_at: '2026-03-02T23:20:00.000Z',
    signup_page: '/resources/insights',
  },
};

export function sampleData<Type extends WebhookEventType>(type: Type): WebhookEventData[Type] {
  return SAMPLE_EVENT_DATA[type];
}
