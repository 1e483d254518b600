// A one-paragraph rich-text field for the pages' body paragraphs, on the article editor's Tiptap
// (inline-rich-text-extensions.ts, editor-toolbar.tsx): Bold, Italic and Link only. The toolbar is one tab
// stop (arrow keys move along it); Ctrl/Cmd+B, +I and +K work from the text. The editing area is a
// labelled textbox tied to its hint and error like the plain fields (Field.tsx). The value is inline HTML
// (no <p> around it); a paste of several paragraphs joins them. The server sanitises it on save, so what is stored is what the page shows.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Bold, Italic, Link2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { cn } from './cn.ts';
import { moveInToolbar, ToolButton } from './editor-toolbar.tsx';
import { inlineExtensions, inlineHtmlOf, inlinePasteProps, paragraphOf } from './inline-rich-text-extensions.ts';

export interface InlineRichTextEditorProps {
  label: string;
  /** The field's name (its path in the page), on the editing area as `data-name`. */
  name?: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
  readOnly?: boolean;
  /** Why a link may not go to an address, or null when it may: asked before the link is set. */
  checkLink?: (href: string) => string | null;
}

export const LINK_PROMPT = 'Link address: a site path such as /contact or an https:// address (leave empty to remove the link)';

export function InlineRichTextEditor({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  readOnly = false,
  checkLink,
}: InlineRichTextEditorProps) {
  const id = useId();
  const toolbar = useRef<HTMLDivElement>(null);
  const linkShortcut = useRef<() => void>(() => {});
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-labelledby': `${id}-label`,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(error ? { 'aria-invalid': 'true' } : {}),
      ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      ...(name ? { 'data-name': name } : {}),
      class: 'rich-text min-h-16 px-3 py-2 text-base text-slate-900 focus:outline-none sm:text-sm',
    }),
    [id, describedBy, error, readOnly, name],
  );
  const editor = useEditor({
    // Tiptap's own <style> would be refused by the page's Content-Security-Policy; global.css has the rules.
    injectCSS: false,
    immediatelyRender: false,
    editable: !readOnly,
    extensions: inlineExtensions(),
    content: paragraphOf(value),
    editorProps: {
      attributes,
      ...inlinePasteProps,
      handleKeyDown: (_view, event) => {
        if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return false;
        event.preventDefault();
        linkShortcut.current();
        return true;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : inlineHtmlOf(current.getHTML())),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? { bold: current.isActive('bold'), italic: current.isActive('italic'), link: current.isActive('link') } : null,
  });

  // A new value from outside (another version restored, the page reloaded) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : inlineHtmlOf(editor.getHTML());
    if (current !== value) editor.commands.setContent(paragraphOf(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setEditable(!readOnly, false);
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, readOnly, attributes]);

  useEffect(() => {
    const first = toolbar.current?.querySelector<HTMLButtonElement>('button');
    if (first) first.tabIndex = 0;
  }, []);

  const chain = () => editor?.chain().focus();
  function editLink() {
    if (!editor || readOnly) return;
    const previous = editor.getAttributes('link').href as string | undefined;
    const answer = window.prompt(LINK_PROMPT, previous ?? '');
    if (answer === null) return;
    const href = answer.trim();
    if (!href) {
      chain()?.extendMarkRange('link').unsetLink().run();
      return;
    }
    const refusal = checkLink?.(href);
    if (refusal) {
      window.alert(refusal);
      return;
    }
    // With nothing selected, the address itself becomes the link's words.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain()
        ?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain()?.extendMarkRange('link').setLink({ href }).run();
    }
  }
  linkShortcut.current = editLink;

  return (
    <div className="space-y-1">
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <div
        className={cn(
          'rounded-md border bg-white shadow-sm focus-within:outline-2 focus-within:outline-brand-600',
          error ? 'border-red-700' : 'border-slate-300',
          readOnly && 'bg-slate-50',
        )}
      >
        {!readOnly && (
          <div
            ref={toolbar}
            role="toolbar"
            aria-label={`${label} formatting`}
            tabIndex={-1}
            onKeyDown={moveInToolbar}
            className="flex items-center gap-1 border-b border-slate-200 p-1"
          >
            <ToolButton label="Bold" active={state?.bold} onClick={() => chain()?.toggleBold().run()}>
              <Bold aria-hidden="true" className="size-4" />
            </ToolButton>
            <ToolButton label="Italic" active={state?.italic} onClick={() => chain()?.toggleItalic().run()}>
              <Italic aria-hidden="true" className="size-4" />
            </ToolButton>
            <ToolButton label="Link" active={state?.link} onClick={editLink}>
              <Link2 aria-hidden="true" className="size-4" />
            </ToolButton>
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
