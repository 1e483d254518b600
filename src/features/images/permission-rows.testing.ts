// Image Management's rows of the permission matrix (src/server/permissions.test.ts): any staff role
// reads and downloads, editors and admins change.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import { TINY_PNG } from '../team/permission-rows.testing.ts';
import { addStoredImage } from './images.testing.ts';

/** A fresh library image with stored files (so the zip has something to hold). */
async function libraryImage(db: Kysely<Database>): Promise<Record<string, string>> {
  return { image: await addStoredImage(db), other: await addStoredImage(db) };
}

const onImage = { prepare: libraryImage, params: ({ ids }: { ids: Record<string, string> }) => ({ id: ids.image ?? '' }) };

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  { route: 'images/index.ts', method: 'GET', minimumRole: 'viewer', successStatus: 200 },
  {
    route: 'images/index.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 201,
    query: () => ({ filename: 'office.png', page_name: 'home', component_name: 'hero' }),
    body: () => new Blob([TINY_PNG], { type: 'image/png' }),
  },
  {
    route: 'images/[id]/index.ts',
    method: 'PATCH',
    minimumRole: 'editor',
    successStatus: 200,
    ...onImage,
    body: () => ({ title: 'Office', alt_text: 'Our Brisbane office', category: 'general', tags: 'office, brisbane' }),
  },
  { route: 'images/[id]/index.ts', method: 'DELETE', minimumRole: 'editor', successStatus: 200, ...onImage },
  {
    route: 'images/delete.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 200,
    prepare: libraryImage,
    body: ({ ids }) => ({ ids: [ids.image, ids.other] }),
  },
  {
    route: 'images/download.ts',
    method: 'GET',
    minimumRole: 'viewer',
    successStatus: 200,
    prepare: libraryImage,
    query: ({ ids }) => ({ ids: `${ids.image},${ids.other}` }),
  },
  {
    route: 'images/unsplash.ts',
    method: 'GET',
    minimumRole: 'editor',
    successStatus: 200,
    query: () => ({ query: 'office', page: '1' }),
  },
  {
    route: 'images/unsplash.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 201,
    body: () => ({ photo_id: 'fake-1', page_name: 'home', component_name: 'hero' }),
  },
  {
    route: 'images/[id]/unsplash.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 200,
    ...onImage,
    body: () => ({ photo_id: 'fake-2' }),
  },
];
