// /api/admin/settings/privacy: the Privacy Policy (GET) and a save (PUT); rules in features/settings.
export { getPrivacyPolicy as GET, putPrivacyPolicy as PUT } from '#src/features/settings/settings-endpoints.server.ts';
