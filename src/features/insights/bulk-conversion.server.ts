// The bulk Australian-English conversion of every insight: each changed insight saved once through the
// editor's versioned save (so it can be restored), the text converted in a worker thread within a time
// budget per insight, and one audit row for the run.
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { StaffUser } from '../auth/access.ts';
import { CONVERSION_BUDGET_MS, ConversionThread, ConversionTimeout } from './conversion-thread.server.ts';
import { saveInsight } from './editor-writes.server.ts';
import { auditInsight } from './insight-record.server.ts';
import type { InsightValues } from './schema.ts';

/** How many insight ids the bulk conversion reads at a time. */
const CONVERSION_BATCH = 200;

/** An insight the bulk conversion left as it was, and why, in words for the editor. */
export interface UnconvertedInsight {
  id: string;
  title: string;
  message: string;
}

/** The bulk conversion's answer: how many insights changed, their corrections, and those left unchanged. */
export interface BulkConversionAnswer {
  converted: number;
  corrections: number;
  unconverted: UnconvertedInsight[];
}

/** The editor's message for an insight whose conversion ran past its time budget. */
export function conversionTimeoutMessage(title: string, budgetMs: number): string {
  const seconds = budgetMs / 1000;
  return `Could not convert “${title}” within ${seconds.toLocaleString('en-AU')} ${seconds === 1 ? 'second' : 'seconds'}; it was left unchanged.`;
}

/**
 * The bulk conversion: every insight's title, excerpt and content to Australian English, each changed
 * insight saved once through the version path (so it can be restored). The text is converted in a worker
 * thread (the event loop keeps serving), each insight within `budgetMs`: one that takes longer is left
 * unchanged and named in the answer. A failure on one insight is logged and not counted (spec section 8);
 * the others go on.
 */
export async function convertAllToAustralianEnglish(
  database: AppDatabase,
  actor: StaffUser,
  onFailure: (id: string, error: unknown) => void,
  budgetMs = CONVERSION_BUDGET_MS,
): Promise<BulkConversionAnswer> {
  let converted = 0;
  let corrections = 0;
  const unconverted: UnconvertedInsight[] = [];
  const thread = new ConversionThread();
  let after = '';
  try {
    for (;;) {
      // Ids in batches, each insight read on its own: a batch of 200 KB articles read at once is a long
      // synchronous read on the event loop (node:sqlite).
      const ids = await database.db
        .selectFrom('insights')
        .select('id')
        .where('id', '>', after)
        .orderBy('id')
        .limit(CONVERSION_BATCH)
        .execute();
      if (ids.length === 0) break;
      after = ids.at(-1)?.id ?? after;
      for (const { id } of ids) {
        const row = await database.db.selectFrom('insights').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) continue;
        try {
          const result = await thread.convert(row, budgetMs);
          if (!result.changed) continue;
          // The author and the SEO fields stay as they are: only the text is converted.
          const values: InsightValues = { ...row, ...result.text, author_ref: undefined, seo: undefined };
          await saveInsight(database, actor, row.id, values, 'conversion', { corrections: result.corrections });
          converted += 1;
          corrections += result.corrections;
        } catch (error) {
          if (error instanceof ConversionTimeout) {
            unconverted.push({ id: row.id, title: row.title, message: conversionTimeoutMessage(row.title, budgetMs) });
          }
          onFailure(row.id, error);
        }
      }
    }
  } finally {
    await thread.close();
  }
  await auditInsight(database.db, actor, 'convert-all', null, {
    converted,
    corrections,
    ...(unconverted.length > 0 ? { unconverted: unconverted.map((insight) => insight.id).join(', ') } : {}),
  });
  return { converted, corrections, unconverted };
}
