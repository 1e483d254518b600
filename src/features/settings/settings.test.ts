// Site Settings below HTTP: the endpoints with real sessions on a real database (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set): the seed, saves with their audit and version, every
// refusal, the history and Restore, and the in-memory copy the pages and e-mails read.
import { afterEach, describe, expect, it } from 'vitest';
import { readContentVersion } from '#src/platform/db/content-version.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import { prepareSite, siteSeedItems } from '#src/server/prepare.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { loadPrivacyPolicyPage } from '../site/public-page.server.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { DEFAULT_PRIVACY_POLICY } from './privacy-default.ts';
import { PRIVACY_MESSAGES, type PrivacyPolicy } from './privacy-schema.ts';
import { SETTINGS_MESSAGES, type SiteSettings } from './schema.ts';
import { readSiteSettings } from './settings.server.ts';
import {
  getPrivacyPolicy,
  getSettings,
  listPrivacyRevisions,
  listRevisions,
  putPrivacyPolicy,
  putSettings,
  restorePrivacyRevision,
  restoreRevision,
} from './settings-endpoints.server.ts';
import type { SettingsRevision } from './types.ts';

const NOTIFY = 'partners@example.com.au';

describe.each(testDialects)('site settings on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp(env: Record<string, string> = { CONTACT_NOTIFY_EMAIL: NOTIFY }) {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database, { env });
    await prepareSite(services);
    const admin = await signedInAs(services.auth, 'admin', 'owner@calderrowe.com.au');
    const call = adminCaller(services, admin.cookie);
    const current = async () => (await call(getSettings, 'GET', '/api/admin/settings')).body.settings as SiteSettings;
    const save = (settings: unknown) => call(putSettings, 'PUT', '/api/admin/settings', { body: settings });
    const revisions = async () =>
      (await call(listRevisions, 'GET', '/api/admin/settings/revisions')).body.revisions as SettingsRevision[];
    return { services, call, current, save, revisions };
  }

  it("seeds today's details once, with CONTACT_NOTIFY_EMAIL as the enquiry recipient", async () => {
    const { services, current } = await setUp();
    expect(await current()).toEqual({ ...DEFAULT_COMPANY, notifyEmails: [NOTIFY] });
    expect(await services.siteSettings.current()).toEqual({ ...DEFAULT_COMPANY, notifyEmails: [NOTIFY] });
    expect((await services.contact.siteSettings()).notifyEmails).toEqual([NOTIFY]);
  });

  it('seeds every address of a CONTACT_NOTIFY_EMAIL that lists several, separated by commas', async () => {
    const { current } = await setUp({ CONTACT_NOTIFY_EMAIL: `${NOTIFY}, owner@example.com.au` });
    expect((await current()).notifyEmails).toEqual([NOTIFY, 'owner@example.com.au']);
  });

  it("seeds the firm's own address as the recipient when CONTACT_NOTIFY_EMAIL is not set", async () => {
    const { current } = await setUp({});
    expect((await current()).notifyEmails).toEqual([DEFAULT_COMPANY.email]);
  });

  it('never lets a later seed overwrite what an admin saved, whatever CONTACT_NOTIFY_EMAIL says then', async () => {
    const { services, current, save } = await setUp();
    const edited = { ...(await current()), phone: '(07) 3000 1234', phoneInternational: '+61730001234' };
    expect((await save(edited)).status).toBe(200);
    const again = await createTestServices(database, { env: { CONTACT_NOTIFY_EMAIL: 'someone-else@example.com.au' } });
    expect((await applySeed(database.db, siteSeedItems({ config: again.config }))).inserted).toEqual([]);
    await prepareSite(again);
    expect(await current()).toEqual(edited);
    expect(services.config.contactNotifyEmail).toBe(NOTIFY);
  });

  it('saves a change as a new version, audited with each changed field before and after, and every page shows it at once', async () => {
    const { services, current, save, call } = await setUp();
    const before = await current();
    expect((await services.siteSettings.current()).phone).toBe('(07) 3180 4400');
    const versionBefore = await readContentVersion(database);
    const edited = {
      ...before,
      phone: '(07) 3000 1234',
      phoneInternational: '+61730001234',
      social: { ...before.social, linkedin: 'https://www.linkedin.com/company/calder-rowe' },
      notifyEmails: `${NOTIFY}\njo.rowe@example.com.au`,
    };
    const answer = await save(edited);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      version: 2,
      changed: ['phone', 'phoneInternational', 'social.linkedin', 'notifyEmails'],
    });

    expect(await readContentVersion(database)).toBe(versionBefore + 1);
    const shown = await services.siteSettings.current();
    expect(shown).toMatchObject({ phone: '(07) 3000 1234', notifyEmails: [NOTIFY, 'jo.rowe@example.com.au'] });
    expect((await services.contact.siteSettings()).notifyEmails).toEqual([NOTIFY, 'jo.rowe@example.com.au']);

    const [entry] = await listAuditLog(database.db);
    expect(entry).toMatchObject({
      action: 'settings.update',
      entityType: 'site_settings',
      entityId: 'firm',
      userEmail: 'owner@calderrowe.com.au',
    });
    expect(entry?.details).toMatchObject({ changed: 'phone, phoneInternational, social.linkedin, notifyEmails', version: 2 });
    expect(JSON.parse(String(entry?.details?.before))).toEqual({
      phone: '(07) 3180 4400',
      phoneInternational: '+61731804400',
      'social.linkedin': '',
      notifyEmails: NOTIFY,
    });
    expect(JSON.parse(String(entry?.details?.after))).toMatchObject({
      phone: '(07) 3000 1234',
      notifyEmails: `${NOTIFY}, jo.rowe@example.com.au`,
    });
    expect((await call(getSettings, 'GET', '/api/admin/settings')).body.version).toBe(2);
  });

  it('writes nothing for a save that changes nothing', async () => {
    const { save, current, revisions } = await setUp();
    const answer = await save(await current());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ version: 1, changed: [] });
    expect(await revisions()).toHaveLength(1);
    expect(await listAuditLog(database.db)).toEqual([]);
  });

  it('reads the stored settings once per content change, not once per page', async () => {
    const { services } = await setUp();
    const first = await services.siteSettings.current();
    const value = JSON.stringify({ ...first, tagline: 'Changed behind the cache.' });
    await database.db.updateTable('site_settings').set({ value }).where('key', '=', 'firm').execute();
    expect((await services.siteSettings.current()).tagline).toBe(first.tagline);
    expect(await services.siteSettings.current()).toBe(first);
    // Another instance's change reaches this one through the content-version watch (server/runtime.ts),
    // which makes it forget what it holds of the content: the settings are read again.
    await services.forgetContent();
    expect((await services.siteSettings.current()).tagline).toBe('Changed behind the cache.');
  });

  const valid = { ...DEFAULT_COMPANY, notifyEmails: [NOTIFY] };
  it.each([
    ['an empty phone', { phone: '' }, 'phone', SETTINGS_MESSAGES.phoneRequired],
    ['a phone with letters', { phone: '07 CALL NOW' }, 'phone', SETTINGS_MESSAGES.phoneInvalid],
    [
      'an empty international phone',
      { phoneInternational: '' },
      'phoneInternational',
      SETTINGS_MESSAGES.phoneInternationalRequired,
    ],
    [
      'an international phone with spaces',
      { phoneInternational: '+61 7 3180 4400' },
      'phoneInternational',
      SETTINGS_MESSAGES.phoneInternationalInvalid,
    ],
    ['two different numbers', { phoneInternational: '+61731809999' }, 'phoneInternational', SETTINGS_MESSAGES.phoneMismatch],
    ['an empty firm name', { name: '  ' }, 'name', SETTINGS_MESSAGES.nameRequired],
    ['an empty legal name', { legalName: '' }, 'legalName', SETTINGS_MESSAGES.legalNameRequired],
    ['a tagline on two lines', { tagline: 'One\nTwo' }, 'tagline', 'Tagline must be on one line, without control characters.'],
    ['an e-mail that is not one', { email: 'enquiries@' }, 'email', SETTINGS_MESSAGES.emailInvalid],
    ['an empty street', { address: { ...valid.address, street: '' } }, 'address.street', SETTINGS_MESSAGES.streetRequired],
    [
      'a postcode of letters',
      { address: { ...valid.address, postcode: 'QLD' } },
      'address.postcode',
      SETTINGS_MESSAGES.postcodeInvalid,
    ],
    ['a founding year in the future', { founded: '3024' }, 'founded', SETTINGS_MESSAGES.foundedInvalid(new Date().getFullYear())],
    ['no founding year', { founded: '' }, 'founded', SETTINGS_MESSAGES.foundedRequired],
    [
      'a LinkedIn address over http',
      { social: { ...valid.social, linkedin: 'http://www.linkedin.com/company/x' } },
      'social.linkedin',
      'LinkedIn must be an https:// address',
    ],
    [
      'a LinkedIn address on another site',
      { social: { ...valid.social, linkedin: 'https://linkedin.com.evil.example/company/x' } },
      'social.linkedin',
      'LinkedIn must be an address on linkedin.com',
    ],
    ['no enquiry recipient', { notifyEmails: [] }, 'notifyEmails', 'At least one enquiry recipient is required'],
    [
      'a recipient that is not an address',
      { notifyEmails: [NOTIFY, 'partners'] },
      'notifyEmails',
      'partners is not a valid email address',
    ],
    [
      'a recipient listed twice',
      { notifyEmails: `${NOTIFY}, Partners@example.com.au` },
      'notifyEmails',
      'Partners@example.com.au is listed twice',
    ],
  ])('refuses %s with its message, changing nothing', async (_case, change, field, message) => {
    const { save, current, revisions } = await setUp();
    const answer = await save({ ...valid, ...change });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toMatchObject({ [field]: message });
    expect(await current()).toEqual(valid);
    expect(await revisions()).toHaveLength(1);
    expect(await listAuditLog(database.db)).toEqual([]);
  });

  it('refuses viewers and editors, who can neither read nor change the settings', async () => {
    const { services, current } = await setUp();
    for (const role of ['viewer', 'editor'] as const) {
      const staff = await signedInAs(services.auth, role, `${role}@calderrowe.com.au`);
      const call = adminCaller(services, staff.cookie);
      const read = await call(getSettings, 'GET', '/api/admin/settings');
      expect(read.status).toBe(403);
      expect(read.body.message).toBe(`You need admin privileges to access this feature. Your current role: ${role}`);
      expect((await call(putSettings, 'PUT', '/api/admin/settings', { body: { ...valid, name: 'Taken Over' } })).status).toBe(
        403,
      );
    }
    expect((await current()).name).toBe(DEFAULT_COMPANY.name);
  });

  it('lists earlier versions newest first, each with what it changed, and restores one as a new version, audited', async () => {
    const { services, call, current, save, revisions } = await setUp();
    await save({ ...(await current()), phone: '(07) 3000 1234', phoneInternational: '+61730001234' });
    const history = await revisions();
    expect(history.map((revision) => [revision.version, revision.reason, revision.savedBy, revision.changed])).toEqual([
      [2, 'update', expect.any(String), ['phone', 'phoneInternational']],
      [1, 'seed', null, []],
    ]);
    const seeded = history[1];
    if (!seeded) throw new Error('no seeded version');
    const restored = await call(restoreRevision, 'POST', `/api/admin/settings/revisions/${seeded.id}/restore`, {
      params: { id: seeded.id },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, changed: ['phone', 'phoneInternational'] });
    expect((await current()).phone).toBe('(07) 3180 4400');
    expect((await services.siteSettings.current()).phone).toBe('(07) 3180 4400');
    expect((await revisions())[0]).toMatchObject({ version: 3, reason: 'restore' });
    const [entry] = await listAuditLog(database.db);
    expect(entry).toMatchObject({
      action: 'settings.restore',
      details: expect.objectContaining({ restoredVersion: 1, version: 3 }),
    });
    expect(JSON.parse(String(entry?.details?.before))).toEqual({ phone: '(07) 3000 1234', phoneInternational: '+61730001234' });
  });

  it('answers 404 with its message for a version that does not exist, changing nothing', async () => {
    const { call, revisions } = await setUp();
    const answer = await call(restoreRevision, 'POST', '/api/admin/settings/revisions/nope/restore', { params: { id: 'nope' } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(SETTINGS_MESSAGES.revisionNotFound);
    expect(await revisions()).toHaveLength(1);
    expect((await readSiteSettings(database.db))?.version).toBe(1);
  });

  describe('the privacy policy', () => {
    const privacyPage = async (services: Awaited<ReturnType<typeof setUp>>['services']) =>
      (await loadPrivacyPolicyPage(pageContext(services, '/privacy-policy'))).props;

    it("publishes the default policy once, naming the firm from its settings, and follows the firm's later changes", async () => {
      const { services, call, current, save } = await setUp({ CONTACT_NOTIFY_EMAIL: NOTIFY, ENQUIRY_RETENTION_DAYS: '180' });
      const stored = (await call(getPrivacyPolicy, 'GET', '/api/admin/settings/privacy')).body;
      expect(stored).toMatchObject({ version: 1, settings: { body: DEFAULT_PRIVACY_POLICY } });
      const page = await privacyPage(services);
      expect(page.html).toContain('Calder &amp; Rowe Advisory Pty Ltd');
      expect(page.html).toContain('for no longer than 180 days after it arrives');
      expect(page.updatedAt).toEqual(expect.any(String));

      await save({ ...(await current()), legalName: 'Rowe Partners Pty Ltd', email: 'privacy@rowe.example' });
      const after = await privacyPage(services);
      expect(after.html).toContain('Rowe Partners Pty Ltd');
      expect(after.html).toContain('<a href="mailto:privacy@rowe.example">privacy@rowe.example</a>');
    });

    it('saves an edit sanitised with the article allowlist, audited, shown at once, and restores the earlier version', async () => {
      const { services, call } = await setUp();
      const edited = `${DEFAULT_PRIVACY_POLICY}\n<h2>Cookies</h2><p onclick="steal()">None at all.</p><script>alert(1)</script>`;
      const saved = await call(putPrivacyPolicy, 'PUT', '/api/admin/settings/privacy', { body: { body: edited } });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ version: 2, changed: ['body'] });
      const body = (saved.body.settings as PrivacyPolicy).body;
      expect(body).toContain('<h2>Cookies</h2><p>None at all.</p>');
      expect(body).not.toContain('<script');
      expect(body).not.toContain('alert(1)');
      expect((await privacyPage(services)).html).toContain('<h2>Cookies</h2>');
      const [entry] = await listAuditLog(database.db);
      expect(entry).toMatchObject({
        action: 'settings.update',
        entityId: 'privacy',
        details: expect.objectContaining({ changed: 'body' }),
      });

      const revisions = (await call(listPrivacyRevisions, 'GET', '/api/admin/settings/privacy/revisions')).body
        .revisions as SettingsRevision<PrivacyPolicy>[];
      expect(revisions.map((revision) => revision.version)).toEqual([2, 1]);
      const first = revisions[1];
      if (!first) throw new Error('no first version');
      const restored = await call(restorePrivacyRevision, 'POST', `/api/admin/settings/privacy/revisions/${first.id}/restore`, {
        params: { id: first.id },
      });
      expect(restored.status).toBe(200);
      expect((await privacyPage(services)).html).not.toContain('Cookies');
      // The firm's details have their own history: a policy's version is not one of them.
      const firmRestore = await call(restoreRevision, 'POST', `/api/admin/settings/revisions/${first.id}/restore`, {
        params: { id: first.id },
      });
      expect(firmRestore.status).toBe(404);
    });

    it.each([
      ['an empty policy', '', PRIVACY_MESSAGES.required],
      ['a policy without a heading', '<p>Short.</p>', PRIVACY_MESSAGES.noHeading],
    ])('refuses %s with its message, changing nothing', async (_case, body, message) => {
      const { call } = await setUp();
      const answer = await call(putPrivacyPolicy, 'PUT', '/api/admin/settings/privacy', { body: { body } });
      expect(answer.status).toBe(422);
      expect(answer.body.fields).toEqual({ body: message });
      expect((await call(getPrivacyPolicy, 'GET', '/api/admin/settings/privacy')).body).toMatchObject({ version: 1 });
      expect(await listAuditLog(database.db)).toEqual([]);
    });

    it('refuses viewers and editors', async () => {
      const { services } = await setUp();
      const editor = adminCaller(services, (await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au')).cookie);
      const answer = await editor(putPrivacyPolicy, 'PUT', '/api/admin/settings/privacy', {
        body: { body: '<h2>Mine</h2><p>Now.</p>' },
      });
      expect(answer.status).toBe(403);
      expect((await privacyPage(services)).html).not.toContain('Mine');
    });
  });
});
