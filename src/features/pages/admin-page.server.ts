// The Pages screen's server side: every editable page with its version and draft state, and whether
// the signed-in account may change them, and the library's images a social image is chosen from.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { listLibraryImages } from '../images/library.server.ts';
import { canEditPages } from './access.ts';
import { PAGES_AREA } from './area.ts';
import { COPY_PAGE_IDS, COPY_PAGES } from './schema.ts';

/** /admin/pages: the list of pages; the editor loads a page's copy when it is opened. */
export function loadPagesAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, PAGES_AREA, async ({ staff, services }) => {
    const { db } = services.database;
    const [rows, library] = await Promise.all([
      db.selectFrom('page_copy').select(['page', 'draft']).execute(),
      listLibraryImages(db),
    ]);
    const drafts = new Set(rows.filter((row) => row.draft !== null).map((row) => row.page));
    return {
      pages: COPY_PAGE_IDS.map((id) => ({
        id,
        title: COPY_PAGES[id].title,
        path: COPY_PAGES[id].path,
        hasDraft: drafts.has(id),
      })),
      canEdit: canEditPages(staff),
      images: library.map((image) => ({ id: image.id, label: image.title || image.filename, alt: image.alt_text })),
    };
  });
}
