// What a fresh install starts with, as seed items: today's details with CONTACT_NOTIFY_EMAIL (else the
// firm's address) as the enquiry recipient, and the default Privacy Policy. Each is seeded once; staff
// edits are never overwritten.
import type { SeedItem } from '#src/platform/db/seed.ts';
import type { SeedContext } from '../admin/admin-area.ts';
import {
  defaultPrivacyPolicy,
  defaultSiteSettings,
  FIRM_DOCUMENT,
  insertFirstSettings,
  PRIVACY_DOCUMENT,
} from './settings.server.ts';

export function settingsSeedItems({ config }: SeedContext): SeedItem[] {
  return [
    {
      key: `site-settings:${FIRM_DOCUMENT.key}`,
      insert: (trx, now) => insertFirstSettings(trx, FIRM_DOCUMENT, defaultSiteSettings(config), now),
    },
    {
      key: `site-settings:${PRIVACY_DOCUMENT.key}`,
      insert: (trx, now) => insertFirstSettings(trx, PRIVACY_DOCUMENT, defaultPrivacyPolicy(), now),
    },
  ];
}
