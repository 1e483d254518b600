// /api/admin/team/order: the whole team in a new order (PUT).
export { reorderMembers as PUT } from '../../../../features/team/team-endpoints.server.ts';
