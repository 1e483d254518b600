// /api/admin/images/download?ids=…: "Download (N)", the selection as one zip.
export { downloadImages as GET } from '#src/features/images/image-endpoints.server.ts';
