// /api/admin/team/:id/photo: upload or replace the photo (PUT, the file's bytes) or remove it (DELETE).
export { removePhoto as DELETE, uploadPhoto as PUT } from '#src/features/team/team-endpoints.server.ts';
