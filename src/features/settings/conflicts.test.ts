// Issue 29, finding 6: two admins saving the site settings or the privacy policy. A save carries the
// version its form was read at; over a newer one it is refused with 409 naming who saved in between and
// when, storing nothing, and sent again from their version (the overwrite) it saves, theirs kept.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { prepareSite } from '#src/server/prepare.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import type { AdminEndpoint } from '../admin/admin-endpoint.server.ts';
import { type AdminAnswer, adminCaller } from '../admin/admin-request.testing.ts';
import type { SaveConflict } from '../admin/ConflictNotice.tsx';
import { signedInAs } from '../auth/auth.testing.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { DEFAULT_PRIVACY_POLICY } from './privacy-default.ts';
import { PRIVACY_MESSAGES } from './privacy-schema.ts';
import { SETTINGS_MESSAGES, type SiteSettings } from './schema.ts';
import {
  getPrivacyPolicy,
  getSettings,
  listPrivacyRevisions,
  listRevisions,
  putPrivacyPolicy,
  putSettings,
} from './settings-endpoints.server.ts';
import type { SettingsRevision, StoredSettings } from './types.ts';

interface Document {
  name: string;
  path: string;
  read: AdminEndpoint;
  save: AdminEndpoint;
  history: AdminEndpoint;
  conflict: string;
  /** An edit of the stored values, told apart by `mark`. */
  edit: (stored: object, mark: string) => object;
}

const DOCUMENTS: Document[] = [
  {
    name: 'the site settings',
    path: '/api/admin/settings',
    read: getSettings,
    save: putSettings,
    history: listRevisions,
    conflict: SETTINGS_MESSAGES.conflict,
    edit: (stored, mark) => ({ ...(stored as SiteSettings), tagline: `Tagline by ${mark}` }),
  },
  {
    name: 'the privacy policy',
    path: '/api/admin/settings/privacy',
    read: getPrivacyPolicy,
    save: putPrivacyPolicy,
    history: listPrivacyRevisions,
    conflict: PRIVACY_MESSAGES.conflict,
    edit: (_stored, mark) => ({ body: `${DEFAULT_PRIVACY_POLICY}<p>Added by ${mark}.</p>` }),
  },
];

describe.each(testDialects)('two admins saving settings on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function twoAdmins(document: Document) {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    await prepareSite(services);
    const ann = adminCaller(services, (await signedInAs(services.auth, 'admin', 'ann@calderrowe.com.au')).cookie);
    const ben = adminCaller(services, (await signedInAs(services.auth, 'admin', 'ben@calderrowe.com.au')).cookie);
    const read = async (as: typeof ann) =>
      (await as(document.read, 'GET', document.path)).body as unknown as StoredSettings<object>;
    const save = (as: typeof ann, body: object): Promise<AdminAnswer> => as(document.save, 'PUT', document.path, { body });
    const versions = async () =>
      ((await ann(document.history, 'GET', `${document.path}/revisions`)).body.revisions as SettingsRevision<object>[]).map(
        (revision) => [revision.version, revision.savedBy],
      );
    return { ann, ben, read, save, versions };
  }

  describe.each(DOCUMENTS)('$name', (document) => {
    it('refuses a save from the version read before another admin saved, with 409 naming them, storing nothing', async () => {
      const { ann, ben, read, save, versions } = await twoAdmins(document);
      const annRead = await read(ann);
      const benRead = await read(ben);
      expect(annRead.version).toBe(1);
      const first = await save(ann, { ...document.edit(annRead.settings, 'Ann'), base_version: annRead.version });
      expect(first.status).toBe(200);
      expect(first.body.version).toBe(2);
      const audited = (await listAuditLog(database.db)).length;

      const late = await save(ben, { ...document.edit(benRead.settings, 'Ben'), base_version: benRead.version });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(document.conflict);
      const conflict = late.body.conflict as SaveConflict;
      expect(conflict).toMatchObject({ savedBy: 'ann@calderrowe.com.au', version: 2, savedAt: expect.any(String) });
      expect((await read(ben)).settings).toEqual(document.edit(annRead.settings, 'Ann'));
      expect(await versions()).toEqual([
        [2, 'ann@calderrowe.com.au'],
        [1, null],
      ]);
      expect(await listAuditLog(database.db)).toHaveLength(audited);
    });

    it('saves over theirs when sent again from their version, keeping theirs in the history', async () => {
      const { ann, ben, read, save, versions } = await twoAdmins(document);
      const benRead = await read(ben);
      await save(ann, { ...document.edit(benRead.settings, 'Ann'), base_version: 1 });
      const refused = await save(ben, { ...document.edit(benRead.settings, 'Ben'), base_version: 1 });
      const { version } = refused.body.conflict as SaveConflict;
      const overwrite = await save(ben, { ...document.edit(benRead.settings, 'Ben'), base_version: version });
      expect(overwrite.status).toBe(200);
      expect(overwrite.body).toMatchObject({ version: 3, settings: document.edit(benRead.settings, 'Ben') });
      expect(await versions()).toEqual([
        [3, 'ben@calderrowe.com.au'],
        [2, 'ann@calderrowe.com.au'],
        [1, null],
      ]);
    });

    it('refuses a version that is not a whole number, changing nothing', async () => {
      const { ann, read, save } = await twoAdmins(document);
      const stored = await read(ann);
      const answer = await save(ann, { ...document.edit(stored.settings, 'Ann'), base_version: 'latest' });
      expect(answer.status).toBe(422);
      expect(answer.body.fields).toEqual({ base_version: SETTINGS_MESSAGES.badBaseVersion });
      expect((await read(ann)).version).toBe(1);
    });
  });
});
