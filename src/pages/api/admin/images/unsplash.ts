// /api/admin/images/unsplash: search Unsplash (GET ?query=&page=) and add a photo (POST).
export { addFromUnsplash as POST, searchUnsplashPhotos as GET } from '#src/features/images/image-endpoints.server.ts';
