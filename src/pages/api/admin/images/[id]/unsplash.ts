// /api/admin/images/:id/unsplash: replace the image with an Unsplash photo (POST { photo_id }).
export { replaceFromUnsplash as POST } from '#src/features/images/image-endpoints.server.ts';
