// The Image Management endpoints under /api/admin/images: any staff role reads, editors and admins
// change (spec section 6). An upload is one file's own bytes as the body (the screen sends several
// one after another), its name and placement in the query string; the body is read up to the limit.
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { readBodyBytes } from '#src/platform/http/request-body.ts';
import { IMAGE_UPLOAD_MESSAGES } from '#src/platform/media/image-rules.ts';
import { hitRateLimit } from '#src/platform/rate-limit/rate-limit.server.ts';
import { type AdminServices, adminEndpoint, idParam, readJsonBody, uploadServices } from '../admin/admin-endpoint.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { requireImageEditor, requireImageReader } from './access.ts';
import {
  deleteLibraryImages,
  listLibraryImages,
  updateLibraryImage,
  uploadLibraryImage,
  zipLibraryImages,
} from './library.server.ts';
import {
  checkFilename,
  DownloadSchema,
  IMAGE_MESSAGES,
  ImageEditSchema,
  MAX_DOWNLOAD,
  PlacementSchema,
  SelectionSchema,
  UnsplashChoiceSchema,
} from './schema.ts';
import {
  addUnsplashImage,
  replaceWithUnsplash,
  searchUnsplash,
  UNSPLASH_CALL_LIMITS,
  type UnsplashLimits,
  type UnsplashServices,
} from './unsplash.server.ts';

/** GET /api/admin/images: every image, newest first. */
export const listImages = adminEndpoint({
  policy: requireImageReader,
  handle: async ({ services }) => jsonResponse({ images: await listLibraryImages(services.database.db) }),
});

/**
 * POST /api/admin/images?filename=…&page_name=…&component_name=…&usage_context=…&category=…: one
 * image file's bytes as the body. The name and placement are checked before a byte is read.
 */
export const uploadImage = adminEndpoint({
  policy: requireImageEditor,
  handle: async ({ request, staff, services }) => {
    const query = new URL(request.url).searchParams;
    const filename = checkFilename(query.get('filename'));
    if (!filename) {
      await request.body?.cancel();
      throw new Refusal(422, IMAGE_MESSAGES.badFilename);
    }
    const placement = PlacementSchema.parse({
      page_name: query.get('page_name'),
      component_name: query.get('component_name'),
      usage_context: query.get('usage_context'),
      category: query.get('category'),
    });
    const library = uploadServices(services);
    const { maxBytes } = library.uploads;
    const bytes = await readBodyBytes(request, maxBytes, IMAGE_UPLOAD_MESSAGES.tooLarge(maxBytes));
    const image = await uploadLibraryImage(library, staff, { ...placement, filename }, bytes);
    return jsonResponse({ image }, 201);
  },
});

/** PATCH /api/admin/images/:id: title, alt text, category, tags, active, decorative. */
export const updateImage = adminEndpoint({
  policy: requireImageEditor,
  handle: async ({ request, params, staff, services }) => {
    const id = idParam(params, IMAGE_MESSAGES.notFound);
    const values = await readJsonBody(request, ImageEditSchema);
    return jsonResponse({ image: await updateLibraryImage(services.database, staff, id, values) });
  },
});

/** DELETE /api/admin/images/:id: the row, then its stored files and variants. */
export const deleteImage = adminEndpoint({
  policy: requireImageEditor,
  handle: async ({ params, staff, services }) => {
    await deleteLibraryImages(uploadServices(services), staff, [idParam(params, IMAGE_MESSAGES.notFound)]);
    return jsonResponse({ deleted: 1 });
  },
});

/** POST /api/admin/images/delete { ids }: "Delete Selected (N)", all or none. */
export const deleteSelectedImages = adminEndpoint({
  policy: requireImageEditor,
  handle: async ({ request, staff, services }) => {
    const { ids } = await readJsonBody(request, SelectionSchema);
    return jsonResponse({ deleted: await deleteLibraryImages(uploadServices(services), staff, ids) });
  },
});

/** GET /api/admin/images/download?ids=a,b,c: "Download (N)", the stored originals as one zip. */
export const downloadImages = adminEndpoint({
  policy: requireImageReader,
  handle: async ({ request, services }) => {
    const raw = new URL(request.url).searchParams.get('ids') ?? '';
    // Repeats of one id are one image: removed before the cap counts them.
    const { ids } = DownloadSchema.parse({ ids: [...new Set(raw.split(',').filter(Boolean))].slice(0, MAX_DOWNLOAD + 1) });
    const body = await zipLibraryImages(uploadServices(services), ids);
    const date = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="website-images-${date}.zip"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});

function unsplashServices(services: AdminServices): UnsplashServices {
  return { ...uploadServices(services), unsplash: services.config.unsplash };
}

/** The staff member's share of calls to Unsplash, counted in the shared rate_limits table. */
function unsplashLimits(services: AdminServices, staff: StaffUser): UnsplashLimits {
  return {
    hitStaffMemberLimit: (calls) =>
      hitRateLimit(services.database.db, `unsplash-search:${staff.id}`, UNSPLASH_CALL_LIMITS.perStaffMember, new Date(), calls),
  };
}

/** GET /api/admin/images/unsplash?query=…&page=…: Unsplash's search, through our server (the key stays here). */
export const searchUnsplashPhotos = adminEndpoint({
  policy: requireImageEditor,
  handle: async ({ request, staff, services }) => {
    const query = new URL(request.url).searchParams;
    const page = Math.min(Math.max(Math.trunc(Number(query.get('page') ?? 1)) || 1, 1), 1000);
    const text = (query.get('query') ?? '').slice(0, 200);
    const limits = unsplashLimits(services, staff);
    return jsonResponse(await searchUnsplash(services.config.unsplash, services.logger, text, page, limits));
  },
});

/** POST /api/admin/images/unsplash { photo_id, page_name, component_name, usage_context, category }: "Add from Unsplash". */
export const addFromUnsplash = adminEndpoint({
  policy: requireImageEditor,
  handle: async ({ request, staff, services }) => {
    const body = await readJsonBody(request, UnsplashChoiceSchema.and(PlacementSchema));
    const image = await addUnsplashImage(unsplashServices(services), staff, body.photo_id, body, unsplashLimits(services, staff));
    return jsonResponse({ image }, 201);
  },
});

/** POST /api/admin/images/:id/unsplash { photo_id }: "Replace with Unsplash". */
export const replaceFromUnsplash = adminEndpoint({
  policy: requireImageEditor,
  handle: async ({ request, params, staff, services }) => {
    const id = idParam(params, IMAGE_MESSAGES.notFound);
    const { photo_id } = await readJsonBody(request, UnsplashChoiceSchema);
    const image = await replaceWithUnsplash(unsplashServices(services), staff, id, photo_id, unsplashLimits(services, staff));
    return jsonResponse({ image });
  },
});
