// The endpoint form's one schema, shared by the screen and the endpoints, and the test event's body.
// Where an address may point (https, the public internet) is checked on the server when it is saved
// and again at every attempt (platform/webhooks/address-policy.ts).
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import { ADDRESS_MESSAGES } from '#src/platform/webhooks/address-messages.ts';
import { WEBHOOK_EVENT_TYPES } from './events.ts';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from './messages.ts';

export { WEBHOOK_LIMITS, WEBHOOK_MESSAGES };

/** An http(s) address as a browser would read it; the server decides whether it may be used. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const eventType = z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.eventUnknown });

export const WebhookEndpointSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlRequired)
    .max(WEBHOOK_LIMITS.url, WEBHOOK_MESSAGES.urlTooLong)
    .refine(isSingleLine, singleLineMessage('Address'))
    .refine(isWebAddress, ADDRESS_MESSAGES.notUrl),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.description, WEBHOOK_MESSAGES.descriptionTooLong)
    .refine(isSingleLine, singleLineMessage('Description'))
    .default(''),
  events: z
    .array(eventType, { error: WEBHOOK_MESSAGES.eventsRequired })
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    // In the list's order, each once.
    .transform((chosen) => WEBHOOK_EVENT_TYPES.filter((type) => chosen.includes(type))),
});

export type WebhookEndpointInput = z.input<typeof WebhookEndpointSchema>;
export type WebhookEndpointValues = z.output<typeof WebhookEndpointSchema>;

export const TestEventSchema = z.object({ type: eventType });
