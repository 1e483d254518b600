// Status badges through a screen's table of labels and tones.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type BadgeMap, StatusBadge } from './Badge.tsx';
import { attributesOf, classesOf, visibleText } from './markup.testing.ts';

type Priority = 'low' | 'medium' | 'high';
const PRIORITIES: BadgeMap<Priority> = {
  low: { label: 'Low', tone: 'slate' },
  medium: { label: 'Medium', tone: 'amber' },
  high: { label: 'High', tone: 'red' },
};

describe('the status badge', () => {
  it.each([
    ['low', 'Low', 'bg-slate-100'],
    ['medium', 'Medium', 'bg-amber-100'],
    ['high', 'High', 'bg-red-100'],
  ] as const)("shows %s as '%s' in %s", (value, label, colour) => {
    const html = renderToStaticMarkup(<StatusBadge value={value} map={PRIORITIES} />);
    expect(visibleText(html)).toBe(label);
    expect(attributesOf(html, 'span')).toMatchObject({ 'data-value': value });
    expect(classesOf(html, 'span')).toContain(colour);
  });

  it('shows a value its table does not know as it is, uncoloured', () => {
    const html = renderToStaticMarkup(<StatusBadge value={'urgent' as Priority} map={PRIORITIES} />);
    expect(visibleText(html)).toBe('urgent');
    expect(classesOf(html, 'span')).toContain('bg-slate-100');
  });
});
