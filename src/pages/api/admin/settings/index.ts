// /api/admin/settings: the site settings (GET) and a save (PUT); rules in features/settings.
export { getSettings as GET, putSettings as PUT } from '#src/features/settings/settings-endpoints.server.ts';
