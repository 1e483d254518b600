// The one-paragraph editor's schema without a browser (happy-dom): what it keeps of a stored value,
// that a paste of several paragraphs or lines joins them rather than keeping only the first, and that
// it never splits into a second paragraph.
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureDom } from './headless-editor.testing.ts';
import { inlineExtensions, inlineHtmlOf, inlinePasteProps, paragraphOf } from './inline-rich-text-extensions.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function open(value: string) {
  ensureDom();
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({ element, extensions: inlineExtensions(), content: paragraphOf(value), editorProps: inlinePasteProps });
  return editor;
}
const fieldValue = (current: Editor) => (current.isEmpty ? '' : inlineHtmlOf(current.getHTML()));

describe('the one-paragraph editor', () => {
  it('gives back a stored value as it was: bold, italic, a link and escaped characters', () => {
    const value =
      'Calder &amp; Rowe: <strong>only</strong> <em>recruitment</em>, <a href="/contact">talk to us</a> &lt;today&gt;';
    expect(fieldValue(open(value))).toBe(value);
  });

  it('keeps nothing but bold, italic and links of other markup', () => {
    expect(fieldValue(open('<u>under</u> <code>c</code> <s>s</s> <img src="/x.png"> text'))).toBe('under c s text');
  });

  it('joins a pasted set of paragraphs, a list and lines into the one paragraph, losing no words', () => {
    const current = open('');
    current.view.pasteHTML('<p>first <strong>bold</strong></p><p>second</p><ul><li>third</li></ul>');
    expect(fieldValue(current)).toBe('first <strong>bold</strong> second third');
    current.view.pasteText('line one\n\nline two\r\nline three');
    expect(fieldValue(current)).toContain('line one line two line three');
  });

  it('never splits into a second paragraph', () => {
    const current = open('One paragraph');
    current.commands.setTextSelection(4);
    expect(current.commands.splitBlock()).toBe(false);
    expect(current.getHTML()).toBe('<p>One paragraph</p>');
  });
});
