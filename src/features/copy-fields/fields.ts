// The building blocks of copy staff edit as fields (the fixed pages' sections, the SEO fields of pages
// and insights): each field says its label and limits once, and both the zod schema (form and endpoint
// alike) and the editor's inputs are made from it. Plain text, but for the body paragraphs of kind
// `rich`: inline HTML (bold, italic, links; rich-text/inline-html.ts), which the server's schema puts
// through the rich-text sanitiser's inline mode (pages/page-copy-schema.server.ts).
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import { escapeText, inlineLinks, inlineText } from '../rich-text/inline-html.ts';

export type CopyField =
  | { kind: 'text'; label: string; max: number; optional?: boolean }
  | { kind: 'paragraph'; label: string; max: number; optional?: boolean }
  /** A body paragraph with bold, italic and links: inline HTML, `max` counting the text a reader sees. */
  | { kind: 'rich'; label: string; max: number; optional?: boolean }
  | { kind: 'link'; label: string; optional?: boolean }
  | { kind: 'flag'; label: string }
  /** An image of the library, by id; empty for none. */
  | { kind: 'image'; label: string }
  | { kind: 'group'; label: string; fields: Record<string, CopyField> }
  | { kind: 'list'; label: string; itemLabel: string; item: CopyField; min: number; max: number };

/** The value a field holds: text for text, an object for a group, an array for a list. */
export type CopyValue<F> = F extends { kind: 'group'; fields: infer G }
  ? { -readonly [K in keyof G]: CopyValue<G[K]> }
  : F extends { kind: 'list'; item: infer I }
    ? CopyValue<I>[]
    : F extends { kind: 'flag' }
      ? boolean
      : string;

export const COPY_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  badLink: (label: string) => `${label} must be a site path such as /contact or an https:// address`,
  tooFew: (label: string, min: number) => `${label} needs at least ${min} ${min === 1 ? 'item' : 'items'}`,
  tooMany: (label: string, max: number) => `${label} may have at most ${max} items`,
} as const;

export const text = (label: string, max = 120) => ({ kind: 'text', label, max }) as const;
export const optionalText = (label: string, max = 120) => ({ kind: 'text', label, max, optional: true }) as const;
export const paragraph = (label: string, max = 1200) => ({ kind: 'paragraph', label, max }) as const;
export const optionalParagraph = (label: string, max = 1200) => ({ kind: 'paragraph', label, max, optional: true }) as const;
export const richParagraph = (label: string, max = 1200) => ({ kind: 'rich', label, max }) as const;
export const flag = (label: string) => ({ kind: 'flag', label }) as const;
export const image = (label: string) => ({ kind: 'image', label }) as const;
export const link = (label: string) => ({ kind: 'link', label }) as const;
export const optionalLink = (label: string) => ({ kind: 'link', label, optional: true }) as const;
export const group = <const G extends Record<string, CopyField>>(label: string, fields: G) =>
  ({ kind: 'group', label, fields }) as const;
export const list = <const I extends CopyField>(label: string, itemLabel: string, item: I, min: number, max: number) =>
  ({ kind: 'list', label, itemLabel, item, min, max }) as const;

/** A call to action: its button's text and where it goes. */
export const button = (label: string) => group(label, { text: text(`${label} text`, 40), link: link(`${label} link`) });

/**
 * Where a link on a page may go: a path of this site (`/contact`, `/services#process`, never `//host`)
 * or an https address. Anything else (`javascript:`, `http:`, a bare word) would be a broken or unsafe link.
 */
export function isLinkTarget(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The server's cleaning of a rich paragraph (the article sanitiser's inline mode): the HTML with only
 * <strong>, <em> and <a href> left, and the addresses of the links it took out for going elsewhere than
 * `isLinkTarget` allows, so the check can refuse them by name rather than drop them unseen.
 */
export type InlineSanitiser = (html: string) => { html: string; refusedLinks: string[] };

function richSchema(field: Extract<CopyField, { kind: 'rich' }>, sanitise?: InlineSanitiser): z.ZodType<string, unknown> {
  return z.string({ error: COPY_MESSAGES.required(field.label) }).transform((value, context) => {
    const cleaned = sanitise ? sanitise(collapse(value)) : { html: collapse(value), refusedLinks: [] };
    const text = inlineText(cleaned.html).trim();
    if (!text && !field.optional) context.addIssue({ code: 'custom', message: COPY_MESSAGES.required(field.label) });
    else if (text.length > field.max)
      context.addIssue({ code: 'custom', message: COPY_MESSAGES.tooLong(field.label, field.max) });
    else if ([...cleaned.refusedLinks, ...inlineLinks(cleaned.html)].some((target) => !isLinkTarget(target)))
      context.addIssue({ code: 'custom', message: COPY_MESSAGES.badLink(`${field.label} link`) });
    // Formatting around no words is no paragraph.
    return text ? cleaned.html : '';
  });
}

function textSchema(field: Extract<CopyField, { kind: 'text' | 'paragraph' }>): z.ZodType<string, unknown> {
  const base = z
    .string({ error: COPY_MESSAGES.required(field.label) })
    .transform(field.kind === 'paragraph' ? collapse : (value) => value.trim());
  return base.superRefine((value, context) => {
    if (!value && !field.optional) context.addIssue({ code: 'custom', message: COPY_MESSAGES.required(field.label) });
    else if (value.length > field.max)
      context.addIssue({ code: 'custom', message: COPY_MESSAGES.tooLong(field.label, field.max) });
    else if (field.kind === 'text' && !isSingleLine(value))
      context.addIssue({ code: 'custom', message: singleLineMessage(field.label) });
  });
}

/**
 * The zod schema of a field: messages name the field ("Hero title is required"). With `sanitise` (the
 * server's), rich paragraphs come out cleaned; without it (the editor's check) they are only checked.
 */
export function fieldSchema(field: CopyField, sanitise?: InlineSanitiser): z.ZodType<unknown, unknown> {
  switch (field.kind) {
    case 'text':
    case 'paragraph':
      return textSchema(field);
    case 'rich':
      return richSchema(field, sanitise);
    case 'link':
      return z
        .string({ error: COPY_MESSAGES.required(field.label) })
        .transform((value) => value.trim())
        .superRefine((value, context) => {
          if (!value) {
            if (!field.optional) context.addIssue({ code: 'custom', message: COPY_MESSAGES.required(field.label) });
          } else if (value.length > 500) {
            context.addIssue({ code: 'custom', message: COPY_MESSAGES.tooLong(field.label, 500) });
          } else if (!isLinkTarget(value)) {
            context.addIssue({ code: 'custom', message: COPY_MESSAGES.badLink(field.label) });
          }
        });
    case 'flag':
      return z.boolean({ error: COPY_MESSAGES.required(field.label) });
    case 'image':
      return z
        .string({ error: COPY_MESSAGES.required(field.label) })
        .trim()
        .max(100);
    case 'group':
      return z.object(
        Object.fromEntries(Object.entries(field.fields).map(([key, child]) => [key, fieldSchema(child, sanitise)])),
        {
          error: COPY_MESSAGES.required(field.label),
        },
      );
    case 'list':
      return z
        .array(fieldSchema(field.item, sanitise), { error: COPY_MESSAGES.required(field.label) })
        .min(field.min, COPY_MESSAGES.tooFew(field.label, field.min))
        .max(field.max, COPY_MESSAGES.tooMany(field.label, field.max));
  }
}

/**
 * A value written as plain text (the seed's words) as the field stores it: rich paragraphs escaped, so
 * "Calder & Rowe" or "<5 staff" shows as written; every other field as it is.
 */
export function fromPlainText(field: CopyField, value: unknown): unknown {
  switch (field.kind) {
    case 'rich':
      return typeof value === 'string' ? escapeText(value) : value;
    case 'group':
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => [key, field.fields[key] ? fromPlainText(field.fields[key], child) : child]),
      );
    case 'list':
      return Array.isArray(value) ? value.map((item) => fromPlainText(field.item, item)) : value;
    default:
      return value;
  }
}

/** An empty value of a field, for a list's new item. */
export function emptyValue(field: CopyField): unknown {
  switch (field.kind) {
    case 'group':
      return Object.fromEntries(Object.entries(field.fields).map(([key, child]) => [key, emptyValue(child)]));
    case 'list':
      return [];
    case 'flag':
      return false;
    default:
      return '';
  }
}
