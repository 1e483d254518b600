// The page copy's schema as the server applies it, on save and on every read: the editor's rules with
// the rich paragraphs put through the article sanitiser's inline mode, so stored and rendered copy holds
// nothing but bold, italic and links to a site path or an https address.
import type { z } from 'zod';
import { type InlineSanitiser, isLinkTarget } from '../copy-fields/fields.ts';
import { sanitizeInlineHtml } from '../rich-text/sanitize.server.ts';
import { type CopyPageId, type PageCopyOf, pageCopySchema } from './schema.ts';

const sanitiseInline: InlineSanitiser = (html) => sanitizeInlineHtml(html, isLinkTarget);

export function serverPageCopySchema<Id extends CopyPageId>(id: Id): z.ZodType<PageCopyOf<Id>, unknown> {
  return pageCopySchema(id, sanitiseInline);
}
