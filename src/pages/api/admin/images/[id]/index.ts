// /api/admin/images/:id: edit the details (PATCH) or delete the image and its files (DELETE).
export { deleteImage as DELETE, updateImage as PATCH } from '#src/features/images/image-endpoints.server.ts';
