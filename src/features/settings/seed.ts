// The settings a fresh install starts with, as a seed item: today's details and CONTACT_NOTIFY_EMAIL
// (else the firm's address) as the enquiry recipient. Seeded once; staff edits are never overwritten.
import type { SeedItem } from '#src/platform/db/seed.ts';
import type { SeedContext } from '../admin/admin-area.ts';
import { defaultSiteSettings, FIRM_SETTINGS_KEY, insertFirstSettings } from './settings.server.ts';

export function settingsSeedItems({ config }: SeedContext): SeedItem[] {
  return [
    {
      key: `site-settings:${FIRM_SETTINGS_KEY}`,
      insert: (trx, now) => insertFirstSettings(trx, defaultSiteSettings(config), now),
    },
  ];
}
