// How the bookings' audit rows read on the dashboard (availability.server.ts and booking-changes.server.ts write
// them): a call by its time in Brisbane, since the rows hold nothing of the visitor.
import { brisbaneDateTime } from '#src/ui/format.ts';
import { type AuditSentences, detail } from '../admin/audit-sentences.ts';

const at = (iso: unknown) => (detail(iso) ? `the call of ${brisbaneDateTime(detail(iso))}` : 'a call');

export const BOOKING_AUDIT_SENTENCES: AuditSentences = {
  'booking.settings': ({ details }) =>
    details.visitorChoosesPartner
      ? 'let visitors choose the partner they book a call with'
      : 'stopped visitors choosing the partner they book a call with',
  'booking.availability': ({ details }) =>
    `set the call availability of ${detail(details.staff, 'a partner')} (${
      details.takingCalls === false ? 'not taking calls' : `${detail(details.callMinutes, '?')}-minute calls`
    })`,
  'booking.move': ({ details }) =>
    `moved ${at(details.from)}${detail(details.to) ? ` to ${brisbaneDateTime(detail(details.to))}` : ''}`,
  'booking.cancel': ({ details }) => `cancelled ${at(details.from)}`,
  'booking.held': ({ details }) => `marked ${at(details.startsAt)} as held`,
  'booking.missed': ({ details }) => `marked ${at(details.startsAt)} as missed`,
};
