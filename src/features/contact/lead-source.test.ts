import { describe, expect, it } from 'vitest';
import { attributionPath } from '#src/platform/http/attribution-path.ts';
import { calculatorFigures, calculatorFiguresFromQuery, enquirySourceFrom, isSitePath, sourceLabel } from './lead-source.ts';

describe('where an enquiry came from', () => {
  it.each([
    ['/', true],
    ['/resources/insights/selling-a-recruitment-agency', true],
    ['//evil.example/x', false],
    ['https://evil.example/', false],
    ['relative/path', false],
    ['/with space', false],
    ['/back\\slash', false],
  ])('takes %j as a site path: %s', (value, expected) => {
    expect(isSitePath(value)).toBe(expected);
  });

  it.each([
    ['/about?email=jane.doe@example.com&phone=0400000000&token=abc', '/about'],
    ['/about?utm_campaign=q4&email=jane.doe@example.com&utm_source=linkedin#top', '/about?utm_source=linkedin&utm_campaign=q4'],
    ['/services?utm_medium=social&utm_medium=other', '/services?utm_medium=social'],
    ['/contact#email=jane.doe@example.com', '/contact'],
    ['/contact?', '/contact'],
    ['/resources/insights/x', '/resources/insights/x'],
  ])('keeps of %j only the path and its UTM tags: %j', (value, expected) => {
    expect(attributionPath(value)).toBe(expected);
  });

  it('sends what the visit stored, leaving out what the server would refuse and cutting long tags', () => {
    expect(
      enquirySourceFrom(
        {
          landingPath: 'https://evil.example/',
          referrerHost: 'www.linkedin.com',
          utmSource: 'linkedin',
          utmMedium: 'bad\nline',
          utmCampaign: 'q'.repeat(150),
        },
        '/contact',
      ),
    ).toEqual({
      landingPath: '',
      referrerHost: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: '',
      utmCampaign: 'q'.repeat(100),
      formPath: '/contact',
    });
    expect(enquirySourceFrom(null, '/contact')).toMatchObject({ landingPath: '', formPath: '/contact' });
    expect(
      enquirySourceFrom({ landingPath: '/about?email=jane.doe@example.com&utm_source=linkedin' }, '/contact?message=Hi#x'),
    ).toMatchObject({ landingPath: '/about?utm_source=linkedin', formPath: '/contact' });
  });

  it('reads the calculator figures from the contact link and recomputes the range', () => {
    const figures = calculatorFiguresFromQuery(new URLSearchParams('profit=750000&multiple=4.5'));
    expect(figures).toEqual({ profit: 750000, multiple: 4.5 });
    expect(calculatorFigures({ profit: 750000, multiple: 4.5 })).toEqual({
      profit: 750000,
      multiple: 4.5,
      valueLow: 2250000,
      valueHigh: 4500000,
    });
    expect(calculatorFiguresFromQuery(new URLSearchParams('profit=abc&multiple=4.5'))).toBeNull();
    expect(calculatorFiguresFromQuery(new URLSearchParams('message=hello'))).toBeNull();
  });

  it('names the source by UTM source, else referrer, else direct', () => {
    expect(sourceLabel({ utmSource: 'linkedin', referrerHost: 'www.google.com' })).toBe('linkedin');
    expect(sourceLabel({ utmSource: null, referrerHost: 'www.google.com' })).toBe('www.google.com');
    expect(sourceLabel({ utmSource: null, referrerHost: null })).toBe('direct');
  });
});
