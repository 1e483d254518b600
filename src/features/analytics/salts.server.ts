// The visitor hash that counts unique visitors without cookies or stored addresses (as Plausible
// does): a digest of the day's random salt, the site, the address and the browser's User-Agent. The
// salt lives in analytics_salts shared by every instance, is made fresh for each Brisbane day, and
// is deleted with the day's hashes once the day is over, after which no hash can be linked to anyone.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';

export class DailySalts {
  private readonly db: Kysely<Database>;
  /** Only today's (and, around midnight, yesterday's) salt: one database round trip per day per instance. */
  private readonly cache = new Map<string, Promise<string>>();

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** The salt of `day`, created by whichever instance asks first. */
  forDay(day: string): Promise<string> {
    let salt = this.cache.get(day);
    if (!salt) {
      salt = this.load(day);
      for (const cached of this.cache.keys()) if (cached < day) this.cache.delete(cached);
      this.cache.set(day, salt);
      // A failed look-up (database briefly away) is tried again by the next hit.
      salt.catch(() => this.cache.delete(day));
    }
    return salt;
  }

  private async load(day: string): Promise<string> {
    await this.db
      .insertInto('analytics_salts')
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const row = await this.db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    return row.salt;
  }
}

/** The day's anonymous visitor id: the same for one browser on one address all day, unrelated the next day. */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
}
