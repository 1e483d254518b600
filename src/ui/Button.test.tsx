// Icon-only buttons, named for screen readers.
import { Pencil, Trash2 } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconButton } from './Button.tsx';
import { attributesOf, classesOf } from './markup.testing.ts';

describe('the icon button', () => {
  it('is named and titled by its label, with the icon hidden from screen readers', () => {
    const html = renderToStaticMarkup(<IconButton label="Edit Jo Citizen" icon={Pencil} />);
    expect(attributesOf(html, 'button')).toMatchObject({
      type: 'button',
      'aria-label': 'Edit Jo Citizen',
      title: 'Edit Jo Citizen',
    });
    expect(attributesOf(html, 'svg')['aria-hidden']).toBe('true');
  });

  it('draws a delete icon red', () => {
    expect(classesOf(renderToStaticMarkup(<IconButton label="Delete" icon={Trash2} danger />), 'svg')).toContain('text-red-700');
    expect(classesOf(renderToStaticMarkup(<IconButton label="Edit" icon={Pencil} />), 'svg')).not.toContain('text-red-700');
  });
});
