// The Pages screen: pick a fixed page, edit its words section by section (fields made from the page's
// own description in schema.ts, checked by the same schema as the endpoint), save a draft, preview it at
// the page's address (a service page's card also in the services list and on the home page), publish,
// and see or restore earlier versions. Viewers read only.
import { useMemo, useState } from 'react';
import { RequestError, requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { AreaHeader } from '../admin/AreaPage.tsx';
import { runAction } from '../admin/run-action.ts';
import { HISTORY_TEXT, VersionHistoryDialog } from '../admin/VersionHistoryDialog.tsx';
import type { CopyField } from '../copy-fields/fields.ts';
import { useVersionedEditor } from '../editing/use-versioned-editor.tsx';
import { DescriptionCount, SearchPreview } from '../seo/SeoPreview.tsx';
import type { PageCopyConflict, PageCopyRevision, StoredPageCopy } from './copy.server.ts';
import { PAGE_REVISION_REASONS, pageCopyChanges } from './history.ts';
import { type ChoosableImage, type EditorContext, FieldEditor, type FieldErrors, setAt } from './PageFields.tsx';
import { COPY_PAGES, type CopyPageId, PAGES_MESSAGES, pageCopySchema } from './schema.ts';

export interface PagesScreenProps {
  pages: { id: CopyPageId; title: string; path: string; hasDraft: boolean }[];
  canEdit: boolean;
  /** The image library's images a social image may be chosen from. */
  images: ChoosableImage[];
}

type Json = Record<string, unknown>;

/** What overwriting another's save means for a page. */
const OVERWRITE_DETAILS = 'Your version replaces theirs; theirs stays in the history and can be restored.';

/** The address a draft is previewed at (the thank-you page lists sample details in a preview). */
export function previewAddress(path: string): string {
  // Any unknown address shows the 404 page; this one is sure not to be a page or a redirect.
  if (path === '/404') return '/page-not-found-preview?preview=draft';
  return `${path}?preview=draft`;
}

export const PREVIEW_TEXT = {
  page: 'Preview Draft',
  servicesList: 'Preview Card in Services List',
  home: 'Preview Card on Home Page',
} as const;

/**
 * Where a draft can be seen, each in draft mode (noindex, never cached): the page itself, and for a
 * service page the services list and the home page's card grid, which show its drafted card.
 */
export function previewLinks(id: CopyPageId): { label: string; href: string }[] {
  const { path, fields } = COPY_PAGES[id];
  const page = { label: PREVIEW_TEXT.page, href: previewAddress(path) };
  if (!('card' in fields.fields)) return [page];
  return [
    page,
    { label: PREVIEW_TEXT.servicesList, href: previewAddress(COPY_PAGES.services.path) },
    { label: PREVIEW_TEXT.home, href: previewAddress(COPY_PAGES.home.path) },
  ];
}

export function PageEditor({
  id,
  stored,
  canEdit,
  images,
  onSaved,
}: {
  id: CopyPageId;
  stored: StoredPageCopy;
  canEdit: boolean;
  images: PagesScreenProps['images'];
  onSaved: (stored: StoredPageCopy) => void;
}) {
  const page = COPY_PAGES[id];
  const changes = useMemo(() => pageCopyChanges(id), [id]);
  // The editor is opened afresh (a new key) for every version it shows, so what it opened with is fixed.
  const [opened] = useState<Json>((stored.draft ?? stored.published) as Json);
  const [copy, setCopy] = useState<Json>(opened);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [lastSend, setLastSend] = useState<'draft' | 'publish'>('draft');
  // Someone saved this page after it was opened (409): reload theirs, losing these edits, or overwrite it.
  const editor = useVersionedEditor<PageCopyConflict>({
    version: stored.version,
    dirty: copy !== opened,
    conflictHeading: PAGES_MESSAGES.conflict,
    overwriteDetails: OVERWRITE_DETAILS,
    reload: (): Promise<void> => reloadLatest(),
    resave: (): Promise<void> => send(lastSend),
  });
  const context: EditorContext = {
    errors,
    readOnly: !canEdit,
    images,
    change: (path, next) => setCopy((current) => setAt(current, path, next) as Json),
  };

  function check(): boolean {
    const result = pageCopySchema(id).safeParse(copy);
    if (result.success) {
      setErrors({});
      return true;
    }
    const found: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = `copy.${issue.path.join('.')}`;
      found[key] ??= issue.message;
    }
    setErrors(found);
    return false;
  }

  /** Saves the form as a draft or publishes it, from the version this editor holds (or, to overwrite, theirs). */
  async function send(kind: 'draft' | 'publish') {
    if (!check()) return;
    setBusy(true);
    setLastSend(kind);
    await runAction(
      () =>
        requestJson<StoredPageCopy>(kind === 'draft' ? `/api/admin/pages/${id}` : `/api/admin/pages/${id}/publish`, {
          method: kind === 'draft' ? 'PUT' : 'POST',
          body: { copy, version: editor.base.current },
        }),
      {
        failed: PAGES_MESSAGES.saveFailed,
        success: kind === 'draft' ? PAGES_MESSAGES.draftSaved : PAGES_MESSAGES.published,
        onRefused: (error) => {
          if (error instanceof RequestError && error.status === 422) setErrors(error.fields);
          editor.capture(error);
        },
      },
    ).then(async (done) => {
      if (done) onSaved(await requestJson<StoredPageCopy>(`/api/admin/pages/${id}`));
    });
    setBusy(false);
  }

  async function reloadLatest() {
    await runAction(async () => onSaved(await requestJson<StoredPageCopy>(`/api/admin/pages/${id}`)), {
      failed: PAGES_MESSAGES.loadFailed,
    });
  }

  const seo = (copy.seo ?? {}) as { metaTitle?: string; metaDescription?: string };
  const hero = (copy.hero ?? {}) as { title?: string; subtitle?: string };
  const { seo: seoField, ...sections } = page.fields.fields as Record<string, CopyField>;
  return (
    <Card>
      <CardHeader
        title={page.title}
        description={`${page.path} · version ${stored.version}${stored.draft ? ' · unpublished draft' : ''}`}
      />
      <CardContent className="space-y-4">
        {editor.notice}
        {Object.entries(sections).map(([name, field]) => (
          <FieldEditor key={name} field={field} value={copy[name]} path={[name]} context={context} />
        ))}
        {seoField && (
          <div className="space-y-3">
            <FieldEditor field={seoField} value={copy.seo} path={['seo']} context={context} />
            <DescriptionCount length={(seo.metaDescription ?? '').trim().length} />
            <SearchPreview
              title={seo.metaTitle || hero.title || page.title}
              path={page.path}
              description={seo.metaDescription || hero.subtitle || ''}
            />
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          {canEdit && (
            <>
              <Button variant="outline" disabled={busy} onClick={() => send('draft')}>
                Save Draft
              </Button>
              <Button disabled={busy} onClick={() => send('publish')}>
                Publish
              </Button>
            </>
          )}
          {canEdit &&
            previewLinks(id).map((link) => (
              <a
                key={link.href}
                className="inline-flex items-center rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
                href={link.href}
                target="_blank"
                rel="noopener"
              >
                {link.label}
              </a>
            ))}
          <Button variant="ghost" onClick={editor.history.show}>
            Version History
          </Button>
        </div>
        <VersionHistoryDialog<PageCopyRevision, StoredPageCopy>
          path={editor.history.open ? `/api/admin/pages/${id}/revisions` : null}
          onOpenChange={editor.history.onOpenChange}
          description={HISTORY_TEXT.description(`the ${page.title} page`)}
          reasons={PAGE_REVISION_REASONS}
          savedByNobody="the fresh install"
          changes={changes}
          canRestore={canEdit}
          restoreBody={{ version: stored.version }}
          onRestored={() => void reloadLatest()}
          messages={{
            loadFailed: PAGES_MESSAGES.loadFailed,
            restoreFailed: PAGES_MESSAGES.saveFailed,
            restored: () => PAGES_MESSAGES.restored,
          }}
        />
      </CardContent>
    </Card>
  );
}

export function PagesScreen({ pages, canEdit, images }: PagesScreenProps) {
  const [open, setOpen] = useState<{ id: CopyPageId; stored: StoredPageCopy } | null>(null);
  async function edit(id: CopyPageId) {
    await runAction(async () => setOpen({ id, stored: await requestJson<StoredPageCopy>(`/api/admin/pages/${id}`) }), {
      failed: PAGES_MESSAGES.loadFailed,
    });
  }
  return (
    <div className="space-y-6">
      <AreaHeader heading={PAGES_MESSAGES.title} subtitle={PAGES_MESSAGES.subtitle} />
      <Card>
        <CardHeader title="Fixed pages" description="Choose a page to edit its words" />
        <CardContent>
          <ul className="flex flex-wrap gap-2">
            {pages.map((page) => (
              <li key={page.id} className="flex items-center gap-1">
                <Button variant={open?.id === page.id ? 'primary' : 'outline'} size="sm" onClick={() => edit(page.id)}>
                  {`${canEdit ? 'Edit' : 'View'} ${page.title}`}
                </Button>
                {page.hasDraft && <span className="text-xs font-medium text-amber-800">Draft</span>}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {open && (
        <PageEditor
          key={`${open.id}-${open.stored.version}`}
          id={open.id}
          stored={open.stored}
          canEdit={canEdit}
          images={images}
          onSaved={(stored) => setOpen({ id: open.id, stored })}
        />
      )}
    </div>
  );
}
