// How the image library's audit rows read on the dashboard (library.server.ts and unsplash.server.ts
// write them): an image by its title when it has one, else by its file name.
import { type AuditSentences, detail, titled } from '../admin/audit-sentences.ts';

const image = (details: Record<string, unknown>, file = details.filename) => {
  const title = detail(details.title);
  const name = detail(file);
  if (title) return `the image “${title}”${name ? ` (${name})` : ''}`;
  return name ? `the image ${name}` : 'an image';
};
const onPage = (page: unknown) => (detail(page) ? ` for the ${detail(page)} page` : '');

export const IMAGE_AUDIT_SENTENCES: AuditSentences = {
  'image.upload': ({ details }) => `uploaded ${image(details)}${onPage(details.page)}`,
  'image.update': ({ details }) => `updated ${image(details)} (${detail(details.changed, 'details')})`,
  'image.delete': ({ details }) => `deleted ${image(details)}`,
  'image.unsplash-add': ({ details }) =>
    `added the stock photo${titled(details.title)} (Unsplash ${detail(details.photo, 'photo')})${onPage(details.page)}`,
  'image.unsplash-replace': ({ details }) =>
    `replaced ${image(details, details.replaced)} with a stock photo (Unsplash ${detail(details.photo, 'photo')})`,
};
