// The article editor without a browser, for tests: happy-dom supplies the DOM Tiptap parses HTML with,
// and the editor is built from the same extensions as the admin's (rich-text-extensions.ts).
import { Editor } from '@tiptap/core';
import { Window } from 'happy-dom';
import { cleanPastedHtml } from './pasted-html.ts';
import { articleExtensions } from './rich-text-extensions.ts';

/** Gives a Node test the DOM globals the editor needs (a test file under happy-dom already has them). */
export function ensureDom() {
  if (typeof globalThis.document !== 'undefined') return;
  const window = new Window({ url: 'https://calderrowe.test/' });
  Object.assign(globalThis, {
    window,
    document: window.document,
    DOMParser: window.DOMParser,
    Node: window.Node,
    Element: window.Element,
    HTMLElement: window.HTMLElement,
    ClipboardEvent: window.ClipboardEvent,
  });
}

/** What the editor writes after reading `html` (as the dialog does when it opens an insight). */
export function throughEditor(html: string): string {
  ensureDom();
  const editor = new Editor({ extensions: articleExtensions(), content: html });
  try {
    return editor.isEmpty ? '' : editor.getHTML();
  } finally {
    editor.destroy();
  }
}

/** What the editor holds after `html` is pasted into an empty article, cleaned as the admin's editor cleans it. */
export function pastedIntoEditor(html: string): string {
  ensureDom();
  const element = document.createElement('div');
  document.body.appendChild(element);
  const editor = new Editor({
    element,
    extensions: articleExtensions(),
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
  try {
    editor.view.pasteHTML(html);
    return editor.getHTML();
  } finally {
    editor.destroy();
    element.remove();
  }
}
