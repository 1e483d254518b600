// How an audit row reads on the dashboard: each area declares the sentence of every action it writes
// (its audit-sentences.ts, named on its AdminArea); the composition root joins them into one map.
// Rows whose action no area names any more (written by an older release) still read as words.

/** One stored audit row as a sentence sees it; details are as stored, so any may be missing in older rows. */
export interface AuditedChange {
  action: string;
  entityType: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
}

/** The change's words after the actor's name: "deleted the insight “Selling well”". */
export type AuditSentence = (change: AuditedChange & { details: Record<string, unknown> }) => string;

/** An area's sentences by action code ("insight.update"). */
export type AuditSentences = Readonly<Record<string, AuditSentence>>;

/** A detail as text: strings and numbers as they are, anything else (missing in an older row) as `fallback`. */
export function detail(value: unknown, fallback = ''): string {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}

/** A title in quotes, or nothing when the row holds none: `the insight${titled(details.title)}`. */
export function titled(value: unknown): string {
  const title = detail(value);
  return title ? ` “${title}”` : '';
}

/** A count with its noun: "1 insight", "3 insights" ("0" when an older row lacks the count). */
export function plural(count: unknown, one: string, many: string): string {
  return `${detail(count, '0')} ${Number(count) === 1 ? one : many}`;
}

/** Which version a restore put back: "version 3", or "an earlier version" when the row does not say. */
export function restoredVersion(details: Record<string, unknown>): string {
  const version = detail(details.restoredVersion);
  return version ? `version ${version}` : 'an earlier version';
}

/** The first eight characters of an id, enough to tell records apart in a list. */
export const shortId = (id: string | null) => (id ?? '').slice(0, 8);

/** Joins every area's sentences; two areas naming one action would leave one of them unread, so it throws. */
export function composeAuditSentences(areas: readonly { id: string; auditSentences?: AuditSentences }[]): AuditSentences {
  const all: Record<string, AuditSentence> = {};
  for (const area of areas) {
    for (const [action, sentence] of Object.entries(area.auditSentences ?? {})) {
      if (Object.hasOwn(all, action)) throw new Error(`Two areas describe the audit action "${action}" (one is ${area.id})`);
      all[action] = sentence;
    }
  }
  return all;
}

/** An action no area describes: its verb and what it changed in words, never the raw code. */
function generalSentence({ action, entityType, entityId, details }: AuditedChange): string {
  const verb = (action.split('.').pop() ?? action).replaceAll('-', ' ');
  const what = entityType.replaceAll('_', ' ') || 'record';
  const name = titled(details?.title ?? details?.name ?? details?.filename ?? details?.email);
  const which = name || (entityId ? ` ${shortId(entityId)}` : '');
  return `made a change to ${what}${which} (${verb})`;
}

export function describeAuditChange(sentences: AuditSentences, change: AuditedChange): string {
  const sentence = Object.hasOwn(sentences, change.action) ? sentences[change.action] : undefined;
  return sentence ? sentence({ ...change, details: change.details ?? {} }) : generalSentence(change);
}
