// The confirm question's markup: an alert dialog titled by the question, Cancel first, and the
// destructive button with its label. (Cancel, OK, busy and focus return: see the header comment.)
import { Root } from '@radix-ui/react-alert-dialog';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmFrame, type ConfirmOptions, useConfirm } from './ConfirmDialog.tsx';
import { attributesOf, visibleText } from './markup.testing.ts';

/** A screen holding the hook, showing whether it has a dialog to render. */
function AskingScreen() {
  const { dialog } = useConfirm();
  return dialog ?? <p>no dialog</p>;
}

function frame(options: Partial<ConfirmOptions> = {}): string {
  return renderToStaticMarkup(
    <Root open>
      <ConfirmFrame
        question="Are you sure you want to delete this insight?"
        onConfirm={() => undefined}
        onDone={() => undefined}
        {...options}
      />
    </Root>,
  );
}

describe('the confirm dialog', () => {
  it('is an alert dialog titled by the question, offering Cancel then Delete', () => {
    const html = frame();
    expect(attributesOf(html, 'div').role).toBe('alertdialog');
    expect(html).toMatch(/<h2[^>]*>Are you sure you want to delete this insight\?<\/h2>/);
    expect(visibleText(html)).toBe('Are you sure you want to delete this insight? Cancel Delete');
  });

  it('draws the confirm button in the destructive style', () => {
    expect(frame()).toMatch(/<button[^>]*class="[^"]*bg-red-700[^"]*"[^>]*>Delete<\/button>/);
  });

  it('shows the details under the question and the labels it is given', () => {
    const html = frame({
      question: 'Are you sure you want to delete "team.jpg"?',
      details: 'This action cannot be undone.',
      confirmLabel: 'Delete Image',
      cancelLabel: 'Keep',
    });
    expect(visibleText(html)).toBe('Are you sure you want to delete "team.jpg"? This action cannot be undone. Keep Delete Image');
  });

  it('renders no dialog until asked', () => {
    expect(renderToStaticMarkup(<AskingScreen />)).toBe('<p>no dialog</p>');
  });
});
