// Image Management as an admin area: its page, dashboard card, access and the bundled artwork of
// every slot a fresh install shows (src/server/areas.ts lists it).
import { Image } from 'lucide-react';
import { defineAdminArea } from '../admin/admin-area.ts';
import { IMAGES_ACCESS } from './access.ts';
import { IMAGE_AUDIT_SENTENCES } from './audit-sentences.ts';
import { imageSeedItems } from './seed.ts';

export const IMAGES_AREA = defineAdminArea({
  id: 'images',
  title: 'Image Management',
  path: '/admin/images',
  access: IMAGES_ACCESS,
  card: { description: (action) => `${action} your website images`, actionObject: 'images', icon: Image },
  seed: imageSeedItems,
  auditSentences: IMAGE_AUDIT_SENTENCES,
});
