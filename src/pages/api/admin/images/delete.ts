// /api/admin/images/delete: "Delete Selected (N)" (POST { ids }).
export { deleteSelectedImages as POST } from '../../../../features/images/image-endpoints.server.ts';
