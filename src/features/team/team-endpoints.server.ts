// The Team Management endpoints under /api/admin/team: any staff role reads, editors and admins
// change (spec section 6). Photos arrive as the file's own bytes (PUT), read up to the photo limit.
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { readBodyBytes } from '#src/platform/http/request-body.ts';
import { IMAGE_UPLOAD_MESSAGES } from '#src/platform/media/image-rules.ts';
import { adminEndpoint, idParam, readJsonBody, uploadServices } from '../admin/admin-endpoint.server.ts';
import { requireTeamEditor, requireTeamReader } from './access.ts';
import { TEAM_MESSAGES, TeamMemberSchema, TeamMoveSchema } from './schema.ts';
import {
  addTeamMember,
  deleteTeamMember,
  listTeamMembers,
  moveTeamMember,
  removeTeamPhoto,
  teamPhotoMaxBytes,
  uploadTeamPhoto,
} from './team.server.ts';
import { listTeamMemberRevisions, restoreTeamMemberRevision, updateTeamMember } from './team-revisions.server.ts';

/** GET /api/admin/team: the members in display order. */
export const listTeam = adminEndpoint({
  policy: requireTeamReader,
  handle: async ({ services }) => jsonResponse({ members: await listTeamMembers(services.database.db) }),
});

/** POST /api/admin/team: "Add Team Member", with the spec's placeholders. */
export const addMember = adminEndpoint({
  policy: requireTeamEditor,
  handle: async ({ staff, services }) => jsonResponse({ member: await addTeamMember(services.database, staff) }, 201),
});

/** PATCH /api/admin/team/:id: name, position and bio. */
export const updateMember = adminEndpoint({
  policy: requireTeamEditor,
  handle: async ({ request, params, staff, services }) => {
    const id = idParam(params, TEAM_MESSAGES.notFound);
    const values = await readJsonBody(request, TeamMemberSchema);
    return jsonResponse({ member: await updateTeamMember(services.database, staff, id, values) });
  },
});

/** GET /api/admin/team/:id/revisions: the member's saved versions, newest first. */
export const listMemberRevisions = adminEndpoint({
  policy: requireTeamReader,
  handle: async ({ params, services }) =>
    jsonResponse({
      revisions: await listTeamMemberRevisions(services.database.db, idParam(params, TEAM_MESSAGES.notFound)),
    }),
});

/** POST /api/admin/team/:id/revisions/:revision/restore: that version saved again as the newest. */
export const restoreMemberRevision = adminEndpoint({
  policy: requireTeamEditor,
  handle: async ({ params, staff, services }) => {
    const member = await restoreTeamMemberRevision(
      services.database,
      staff,
      idParam(params, TEAM_MESSAGES.notFound),
      idParam(params, TEAM_MESSAGES.revisionNotFound, 'revision'),
    );
    return jsonResponse({ member });
  },
});

/** DELETE /api/admin/team/:id: the member and their photo's files. */
export const deleteMember = adminEndpoint({
  policy: requireTeamEditor,
  handle: async ({ params, staff, services }) => {
    await deleteTeamMember(uploadServices(services), staff, idParam(params, TEAM_MESSAGES.notFound));
    return jsonResponse({ deleted: true });
  },
});

/** POST /api/admin/team/:id/move: one place up or down. */
export const moveMember = adminEndpoint({
  policy: requireTeamEditor,
  handle: async ({ request, params, staff, services }) => {
    const id = idParam(params, TEAM_MESSAGES.notFound);
    const { direction } = await readJsonBody(request, TeamMoveSchema);
    return jsonResponse({ members: await moveTeamMember(services.database, staff, id, direction) });
  },
});

/** PUT /api/admin/team/:id/photo: the image file's bytes as the body, whatever type the browser claims. */
export const uploadPhoto = adminEndpoint({
  policy: requireTeamEditor,
  handle: async ({ request, params, staff, services }) => {
    const team = uploadServices(services);
    const maxBytes = teamPhotoMaxBytes(team);
    const member = await uploadTeamPhoto(team, staff, idParam(params, TEAM_MESSAGES.notFound), () =>
      readBodyBytes(request, maxBytes, IMAGE_UPLOAD_MESSAGES.tooLarge(maxBytes)),
    );
    return jsonResponse({ member });
  },
});

/** DELETE /api/admin/team/:id/photo: back to no photo; the files are removed. */
export const removePhoto = adminEndpoint({
  policy: requireTeamEditor,
  handle: async ({ params, staff, services }) =>
    jsonResponse({ member: await removeTeamPhoto(uploadServices(services), staff, idParam(params, TEAM_MESSAGES.notFound)) }),
});
