// A rich-text field on Tiptap for article bodies: every element the article sanitiser keeps (headings
// 2 to 4, bold, italic, underline, lists, quotes, links, tables with a header row, images with alt text),
// with an HTML source view that refuses to switch back while the visual editor would lose something,
// naming it. Pasted Word and Google Docs HTML is cleaned first (pasted-html.ts). Its toolbar is one tab
// stop (arrow keys move along it); the editing area is a labelled multi-line textbox tied to its error
// message. The value is HTML; the server sanitises it on save, so what is stored is what the public page shows.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  Columns3,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  PanelTop,
  Quote,
  Redo2,
  Rows3,
  Table,
  Trash2,
  Undo2,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { lostContentMessage, lostInEditor, normaliseArticleHtml } from './article-markup.ts';
import { cn } from './cn.ts';
import { moveInToolbar, ToolButton } from './editor-toolbar.tsx';
import { cleanPastedHtml } from './pasted-html.ts';
import { articleExtensions } from './rich-text-extensions.ts';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Called when focus leaves the field (form libraries mark it touched). */
  onBlur?: () => void;
}

export function RichTextEditor({ label, value, onChange, error, onBlur }: RichTextEditorProps) {
  const id = useId();
  const [source, setSource] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const editor = useEditor({
    // Tiptap's own <style> would be refused by the page's Content-Security-Policy; global.css has the rules.
    injectCSS: false,
    immediatelyRender: false,
    extensions: articleExtensions(),
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: 'article-body min-h-64 px-3 py-2 focus:outline-none',
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            h4: current.isActive('heading', { level: 4 }),
            table: current.isActive('table'),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            quote: current.isActive('blockquote'),
            link: current.isActive('link'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });

  // A new value from outside (another insight opened, the source view edited) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    const buttons = toolbar.current?.querySelectorAll<HTMLButtonElement>('button');
    if (buttons?.[0]) buttons[0].tabIndex = 0;
  }, []);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
          class: 'article-body min-h-64 px-3 py-2 focus:outline-none',
        },
        transformPastedHTML: cleanPastedHtml,
      },
    });
  }, [editor, error, id]);

  const chain = () => editor?.chain().focus();
  function editLink() {
    if (!editor) return;
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address (leave empty to remove the link)', previous ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain()?.extendMarkRange('link').unsetLink().run();
    else chain()?.extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  function addImage() {
    const src = window.prompt('Image address (https:// or a path on this site such as /images/…)', '');
    if (!src?.trim()) return;
    const alt = window.prompt('Alt text: what the image shows, for readers who cannot see it', '');
    if (!alt?.trim()) {
      window.alert('An image needs alt text; it was not added.');
      return;
    }
    chain()?.setImage({ src: src.trim(), alt: alt.trim() }).run();
  }

  /** Back to the visual editor only when it can show everything the source holds. */
  function toggleSource() {
    if (!source || !editor) {
      setRefusal(null);
      setSource(true);
      return;
    }
    const html = normaliseArticleHtml(value);
    editor.commands.setContent(html, { emitUpdate: false });
    const shown = editor.isEmpty ? '' : editor.getHTML();
    const lost = lostInEditor(html, shown);
    if (lost.length > 0) {
      setRefusal(lostContentMessage(lost));
      return;
    }
    setRefusal(null);
    setSource(false);
    if (shown !== value) onChange(shown);
  }

  return (
    <div className="space-y-1">
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className={cn('rounded-md border bg-white shadow-sm', error ? 'border-red-700' : 'border-slate-300')}>
        <div
          ref={toolbar}
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={source ? `${id}-source` : undefined}
          tabIndex={-1}
          onKeyDown={moveInToolbar}
          className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-1"
        >
          <ToolButton
            label="Heading 2"
            active={state?.h2}
            disabled={source}
            onClick={() => chain()?.toggleHeading({ level: 2 }).run()}
          >
            <Heading2 aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Heading 3"
            active={state?.h3}
            disabled={source}
            onClick={() => chain()?.toggleHeading({ level: 3 }).run()}
          >
            <Heading3 aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Heading 4"
            active={state?.h4}
            disabled={source}
            onClick={() => chain()?.toggleHeading({ level: 4 }).run()}
          >
            <Heading4 aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton label="Bold" active={state?.bold} disabled={source} onClick={() => chain()?.toggleBold().run()}>
            <Bold aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton label="Italic" active={state?.italic} disabled={source} onClick={() => chain()?.toggleItalic().run()}>
            <Italic aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Bulleted list"
            active={state?.bullet}
            disabled={source}
            onClick={() => chain()?.toggleBulletList().run()}
          >
            <List aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Numbered list"
            active={state?.ordered}
            disabled={source}
            onClick={() => chain()?.toggleOrderedList().run()}
          >
            <ListOrdered aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton label="Quote" active={state?.quote} disabled={source} onClick={() => chain()?.toggleBlockquote().run()}>
            <Quote aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton label="Link" active={state?.link} disabled={source} onClick={editLink}>
            <Link2 aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton label="Image" disabled={source} onClick={addImage}>
            <ImagePlus aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Table"
            disabled={source || state?.table}
            onClick={() => chain()?.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          >
            <Table aria-hidden="true" className="size-4" />
          </ToolButton>
          {state?.table && !source && (
            <>
              <ToolButton label="Header row" onClick={() => chain()?.toggleHeaderRow().run()}>
                <PanelTop aria-hidden="true" className="size-4" />
              </ToolButton>
              <ToolButton label="Add row below" onClick={() => chain()?.addRowAfter().run()}>
                <Rows3 aria-hidden="true" className="size-4" />
              </ToolButton>
              <ToolButton label="Add column after" onClick={() => chain()?.addColumnAfter().run()}>
                <Columns3 aria-hidden="true" className="size-4" />
              </ToolButton>
              <ToolButton label="Delete row" onClick={() => chain()?.deleteRow().run()}>
                <Rows3 aria-hidden="true" className="size-4 text-red-700" />
              </ToolButton>
              <ToolButton label="Delete column" onClick={() => chain()?.deleteColumn().run()}>
                <Columns3 aria-hidden="true" className="size-4 text-red-700" />
              </ToolButton>
              <ToolButton label="Delete table" onClick={() => chain()?.deleteTable().run()}>
                <Trash2 aria-hidden="true" className="size-4" />
              </ToolButton>
            </>
          )}
          <ToolButton label="Undo" disabled={source || !state?.canUndo} onClick={() => chain()?.undo().run()}>
            <Undo2 aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton label="Redo" disabled={source || !state?.canRedo} onClick={() => chain()?.redo().run()}>
            <Redo2 aria-hidden="true" className="size-4" />
          </ToolButton>
          <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden="true" />
          <ToolButton label="HTML source" active={source} onClick={toggleSource}>
            <Code aria-hidden="true" className="size-4" />
          </ToolButton>
        </div>
        {refusal && source && (
          <p role="alert" className="border-b border-slate-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {refusal}
          </p>
        )}
        {source ? (
          <textarea
            id={`${id}-source`}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            spellCheck={false}
            className="block min-h-64 w-full rounded-b-md border-0 px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        ) : (
          <EditorContent editor={editor} />
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
