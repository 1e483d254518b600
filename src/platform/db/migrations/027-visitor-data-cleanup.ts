// Cleans what earlier releases stored of what a visitor's browser chose (issue 29): an enquiry's
// landing and form pages keep only their path and UTM tags, and an analytics tag outside its alphabet
// (an e-mail address sent as a UTM source) is folded into Other, in the daily and monthly totals,
// with that day's visitor digests under it removed. The days' 50-value bound applies from now on only.
// Its down changes nothing: what was removed is not kept anywhere.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { attributionPath } from '../../http/attribution-path.ts';

/** The columns this migration touches, as they stood at 026 (not the schema of later releases). */
interface Tables {
  contact_submissions: { id: string; landing_path: string | null; form_path: string | null };
  analytics_daily: { day: string; kind: string; key: string; views: number; visitors: number };
  analytics_monthly: { month: string; kind: string; key: string; views: number; visitors: number };
  analytics_visitors: { day: string; kind: string; key: string; visitor: string };
}

/** The analytics kinds and the Other key as this release names them (features/analytics/kinds.ts). */
const OTHER = '(other)';
const UTM = /^[a-z0-9][a-z0-9._-]{0,99}$/;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;
const KEEPS: Record<string, (key: string) => boolean> = {
  referrer: (key) => HOST.test(key),
  utm_source: (key) => UTM.test(key),
  utm_medium: (key) => UTM.test(key),
  utm_campaign: (key) => UTM.test(key),
  source: (key) => key === '' || UTM.test(key) || HOST.test(key),
};

async function cleanLeadPages(db: Kysely<Tables>): Promise<void> {
  const rows = await db
    .selectFrom('contact_submissions')
    .select(['id', 'landing_path', 'form_path'])
    .where((eb) =>
      eb.or([
        eb('landing_path', 'like', '%?%'),
        eb('landing_path', 'like', '%#%'),
        eb('form_path', 'like', '%?%'),
        eb('form_path', 'like', '%#%'),
      ]),
    )
    .execute();
  for (const row of rows) {
    await db
      .updateTable('contact_submissions')
      .set({
        landing_path: row.landing_path === null ? null : attributionPath(row.landing_path),
        form_path: row.form_path === null ? null : attributionPath(row.form_path),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

async function foldTags(db: Kysely<Tables>, table: 'analytics_daily' | 'analytics_monthly'): Promise<void> {
  const period = table === 'analytics_daily' ? 'day' : 'month';
  const rows = await db
    .selectFrom(table)
    .select([`${period} as period`, 'kind', 'key', 'views', 'visitors'])
    .where('kind', 'in', Object.keys(KEEPS))
    .where('key', '!=', OTHER)
    .execute();
  const others = new Map<string, { kind: string; period: string; views: number; visitors: number }>();
  for (const row of rows) {
    if (KEEPS[row.kind]?.(row.key)) continue;
    const id = `${row.kind}\u0000${row.period}`;
    const other = others.get(id) ?? { kind: row.kind, period: row.period, views: 0, visitors: 0 };
    other.views += Number(row.views);
    other.visitors += Number(row.visitors);
    others.set(id, other);
    await db.deleteFrom(table).where(period, '=', row.period).where('kind', '=', row.kind).where('key', '=', row.key).execute();
    if (table === 'analytics_daily') {
      await db
        .deleteFrom('analytics_visitors')
        .where('day', '=', row.period)
        .where('kind', '=', row.kind)
        .where('key', '=', row.key)
        .execute();
    }
  }
  for (const other of others.values()) {
    const found = await db
      .selectFrom(table)
      .select(['views', 'visitors'])
      .where(period, '=', other.period)
      .where('kind', '=', other.kind)
      .where('key', '=', OTHER)
      .executeTakeFirst();
    if (found) {
      await db
        .updateTable(table)
        .set({ views: Number(found.views) + other.views, visitors: Number(found.visitors) + other.visitors })
        .where(period, '=', other.period)
        .where('kind', '=', other.kind)
        .where('key', '=', OTHER)
        .execute();
    } else {
      await db
        .insertInto(table)
        .values({ [period]: other.period, kind: other.kind, key: OTHER, views: other.views, visitors: other.visitors } as never)
        .execute();
    }
  }
}

export function visitorDataCleanup(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>;
      await cleanLeadPages(db);
      await foldTags(db, 'analytics_daily');
      await foldTags(db, 'analytics_monthly');
    },
    async down() {},
  };
}
