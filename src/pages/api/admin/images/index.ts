// /api/admin/images: every image (GET) and one upload (POST, the file's bytes); rules in features/images.
export { listImages as GET, uploadImage as POST } from '#src/features/images/image-endpoints.server.ts';
