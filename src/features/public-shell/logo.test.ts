import { describe, expect, it } from 'vitest';
import { EMBEDDED_LOGO_PLACEHOLDER, findLogo } from './logo.ts';

describe('logo loader', () => {
  it('tries the candidate paths in order and uses the first that answers', async () => {
    const asked: string[] = [];
    const logo = await findLogo(['/a.svg', '/b.png', '/c.webp'], async (url) => {
      asked.push(url);
      return url === '/b.png';
    });
    expect(logo).toBe('/b.png');
    expect(asked).toEqual(['/a.svg', '/b.png']);
  });

  it('falls back to the embedded placeholder when none answers', async () => {
    expect(await findLogo(['/a.svg'], async () => false)).toBe(EMBEDDED_LOGO_PLACEHOLDER);
    expect(EMBEDDED_LOGO_PLACEHOLDER).toMatch(/^data:image\/svg\+xml,/);
  });
});
