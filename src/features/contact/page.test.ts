import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { loadContactSuccessPage } from './page.server.ts';

describe('the thank-you page', () => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function open(query: string) {
    database = await createTestDatabase('sqlite');
    const astro = pageContext(await createTestServices(database), `/contact/success${query}`);
    return { page: await loadContactSuccessPage(astro), astro };
  }

  it('sends a visitor without a name and an e-mail back to /contact', async () => {
    const { page } = await open('?company=Acme');
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(302);
    expect((page as Response).headers.get('Location')).toBe('/contact');
  });

  it('shows the details sent, trimmed and cut at 254 characters, and stays out of search engines', async () => {
    const { page, astro } = await open(`?name=%20Jo%20Citizen%20&email=${'a'.repeat(300)}`);
    if (page instanceof Response) throw new Error('a visitor with details must be thanked');
    expect(astro.response.status).toBe(200);
    expect(page.props).toMatchObject({ name: 'Jo Citizen', email: 'a'.repeat(254), company: undefined });
    expect(page.props.copy.hero.title).toBe('Thank You for Your Enquiry!');
    expect(page.meta).toMatchObject({ title: 'Thank You for Your Enquiry', noindex: true });
  });
});
