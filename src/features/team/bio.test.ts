import { describe, expect, it } from 'vitest';
import { formatBio } from './bio.ts';

describe('team member bios', () => {
  it('shows a bio with line breaks as a list, one item per line, leading dashes removed', () => {
    expect(formatBio('- Chartered accountant\n- 30 years in M&A\n\nAdvises owners')).toEqual({
      kind: 'list',
      items: ['Chartered accountant', '30 years in M&A', 'Advises owners'],
    });
  });

  it('shows a bio without line breaks as one paragraph', () => {
    expect(formatBio('  Chartered accountant with 30 years in M&A.  ')).toEqual({
      kind: 'paragraph',
      text: 'Chartered accountant with 30 years in M&A.',
    });
  });

  it('handles Windows line endings', () => {
    expect(formatBio('-One\r\n-Two')).toEqual({ kind: 'list', items: ['One', 'Two'] });
  });
});

describe('team carousel', () => {
  it('is centred, loops and starts a drag after 10 pixels', async () => {
    const { TEAM_CAROUSEL_OPTIONS } = await import('./TeamCarousel.tsx');
    expect(TEAM_CAROUSEL_OPTIONS).toEqual({ align: 'center', loop: true, dragThreshold: 10 });
  });
});
