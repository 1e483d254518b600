// /api/admin/images/delete: "Delete Selected (N)" (POST { ids }).
export { deleteSelectedImages as POST } from '#src/features/images/image-endpoints.server.ts';
