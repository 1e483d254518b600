// Every one-line field of every staff form refuses control characters and line breaks with a message
// naming the field, so no value can forge a line in an e-mail, a CSV or a log (issue 23, finding 10).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ContactEnquirySchema } from '../features/contact/schema.ts';
import { ImageEditSchema, PlacementSchema } from '../features/images/schema.ts';
import { InsightSchema } from '../features/insights/schema.ts';
import { TeamMemberSchema } from '../features/team/schema.ts';
import { NewUserSchema } from '../features/users/schema.ts';
import { WebhookEndpointSchema } from '../features/webhooks/schema.ts';

const VALID = {
  contact: { name: 'Jo Citizen', email: 'jo@example.com.au', message: 'We are thinking about selling.', captcha: 'token' },
  team: { name: 'Jordan Rowe', role: 'Director', bio: 'Leads buy-side mandates.\nTwo lines are fine here.' },
  insight: {
    title: 'Selling',
    excerpt: 'A summary.',
    content: '<p>Body</p>',
    category: 'valuation',
    read_time: '5 min read',
    date: '2026-01-01',
    status: 'draft',
  },
  image: { title: 'Office', alt_text: 'Our office', category: 'general', tags: 'office' },
  placement: { usage_context: 'Home hero' },
  user: { email: 'new@calderrowe.com.au', password: 'a-long-password-1', role: 'viewer', displayName: 'New Person' },
  webhook: { url: 'https://hooks.example.com/crm', description: 'HubSpot', events: ['enquiry.created'] },
};

const CASES: [string, z.ZodType, Record<string, unknown>, string, string][] = [
  ['contact', ContactEnquirySchema, VALID.contact, 'name', 'Name'],
  ['contact', ContactEnquirySchema, VALID.contact, 'company', 'Company name'],
  ['team', TeamMemberSchema, VALID.team, 'name', 'Name'],
  ['team', TeamMemberSchema, VALID.team, 'role', 'Position'],
  ['insight', InsightSchema, VALID.insight, 'title', 'Title'],
  ['insight', InsightSchema, VALID.insight, 'read_time', 'Read time'],
  ['image', ImageEditSchema, VALID.image, 'title', 'Title'],
  ['image', ImageEditSchema, VALID.image, 'alt_text', 'Alt text'],
  ['image', ImageEditSchema, VALID.image, 'tags', 'Tags'],
  ['placement', PlacementSchema, VALID.placement, 'usage_context', 'Usage context'],
  ['user', NewUserSchema, VALID.user, 'displayName', 'Display name'],
  ['webhook', WebhookEndpointSchema, VALID.webhook, 'url', 'Address'],
  ['webhook', WebhookEndpointSchema, VALID.webhook, 'description', 'Description'],
];

describe('one-line fields', () => {
  it.each(CASES)('%s form: accepts a plain %s', (_form, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(
    CASES.flatMap(([form, schema, valid, field, label]) =>
      [
        'Line\r\nBcc: x@example.com',
        'Line\nEmail: x@example.com',
        'Tab\there',
        'Null\u0000byte',
        'Sep\u2028arator',
        'C1\u0085next',
        'Override\u202Etxt.exe',
      ].map((value) => ({ form, schema, valid, field, label, value })),
    ),
  )('$form form: refuses $field $value with "$label must be on one line…"', ({ schema, valid, field, label, value }) => {
    const result = schema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(
      `${label} must be on one line, without control characters.`,
    );
  });
});
