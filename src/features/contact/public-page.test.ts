import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase } from '#src/platform/db/database.testing.ts';
import { PUBLIC_PAGE_CACHE_CONTROL } from '#src/platform/http/http-caching.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { loadContactSuccessPage } from './public-page.server.ts';

describe('the thank-you page', () => {
  let database: TestDatabase;
  let services: App.Locals['services'];
  beforeAll(async () => {
    database = await createMigratedTestDatabase('sqlite');
    services = await createTestServices(database);
  });
  afterAll(async () => database?.dispose());

  async function open(query: string) {
    const astro = pageContext(services, `/contact/success${query}`);
    return { page: await loadContactSuccessPage(astro), astro };
  }

  it('shows nothing its address says: the same page for everyone, the details left to the visitor’s own tab', async () => {
    const forged = '?name=Your%20account%20is%20suspended.%20Call%201900%20000%20000&email=help%40evil.example&company=Acme';
    const { page, astro } = await open(forged);
    expect(astro.response.status).toBe(200);
    expect(JSON.stringify(page.props)).not.toMatch(/suspended|evil\.example|Acme/);
    expect(page.props.sample).toBeUndefined();
    expect(page.props.copy.hero.title).toBe('Thank You for Your Enquiry!');
    expect(page.props.copy.hero.subtitle).toBe('Your message has been successfully submitted.');
    expect(page.props.copy.detailsHeading).toBe('Submission Details');
    expect(page.meta).toMatchObject({ title: 'Thank You for Your Enquiry', noindex: true });
    // Naming no one, it may be kept by the page cache like any public page.
    expect(astro.response.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    // Without any details it is the same page: only the browser knows what its tab sent (SubmissionDetails).
    expect((await open('')).page).toEqual(page);
  });
});
