// The dialog box's markup: its announced title, the three widths, the 90%-of-viewport cap with scrolling,
// and the footer kept in view. (Focus return and Escape are browser behaviour: see the header comment.)
import { Root } from '@radix-ui/react-dialog';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DialogFrame, type DialogProps } from './Dialog.tsx';
import { attributesOf, classesOf, visibleText } from './markup.testing.ts';

function frame(props: Partial<DialogProps> = {}): string {
  return renderToStaticMarkup(
    <Root open>
      <DialogFrame title="Edit Insight" {...props}>
        <p>Body</p>
      </DialogFrame>
    </Root>,
  );
}

describe('the dialog', () => {
  it('is a dialog headed by its title, with its description and a labelled Close button', () => {
    const html = frame({ description: 'Change the article and save.' });
    expect(attributesOf(html, 'div').role).toBe('dialog');
    expect(html).toMatch(/<h2[^>]*>Edit Insight<\/h2>/);
    expect(visibleText(html)).toBe('Edit Insight Change the article and save. Body');
    expect(attributesOf(html, 'button')['aria-label']).toBe('Close');
  });

  it.each([
    [undefined, 'max-w-lg'],
    ['md', 'max-w-lg'],
    ['lg', 'max-w-2xl'],
    ['xl', 'max-w-4xl'],
  ] as const)('with size %s is %s wide', (size, width) => {
    const classes = classesOf(frame({ size }), 'div', /role="dialog"/);
    expect(classes).toContain(width);
    expect(classes.filter((name) => name.startsWith('max-w-'))).toEqual([width]);
  });

  it.each(['md', 'lg', 'xl'] as const)('at size %s is at most 90% of the viewport tall and scrolls', (size) => {
    const classes = classesOf(frame({ size }), 'div', /role="dialog"/);
    expect(classes).toContain('max-h-[90vh]');
    expect(classes).toContain('overflow-y-auto');
  });

  it('keeps the footer stuck to the bottom of the scrolling box, after the body', () => {
    const html = frame({ footer: <button type="submit">Save</button> });
    expect(visibleText(html)).toBe('Edit Insight Body Save');
    expect(classesOf(html, 'div', /sticky/)).toContain('-bottom-6');
  });

  it('has no footer area unless given one', () => {
    expect(frame()).not.toContain('sticky');
  });
});
