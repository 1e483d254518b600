// Team Photo Management's words and rules (spec sections 5, 8 and 9): the member form's one schema,
// shared by the card's edit mode and the endpoint, the new member's placeholders, the photo limit
// and every toast the screen shows.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { IMAGE_UPLOAD_MESSAGES } from '#src/platform/media/image-rules.ts';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';

/** Spec section 9: a team photo may be at most 5 MB. */
export const TEAM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The carousel's circle is 160 px: 1x, 2x and 3x screens. Square, cropped around the centre. */
export const TEAM_PHOTO_WIDTHS = [160, 320, 480] as const;
export const TEAM_PHOTO_ASPECT_RATIO = 1;
/** Storage folder of team photos (spec section 7: "folder team-photos"). */
export const TEAM_PHOTO_PREFIX = 'team-photos';

/** Spec section 9: what "Add Team Member" creates (display order: the current count + 1). */
export const NEW_TEAM_MEMBER = { name: 'New Team Member', role: 'Position', bio: 'Add bio information here...' } as const;

export const TEAM_LIMITS = { name: 100, role: 100, bio: 4000 } as const;

export const TEAM_MESSAGES = {
  hidden: 'Hidden',
  hiddenHint: 'Not shown on the About page until marked visible.',
  visibleLabel: 'Show on the About page',
  badVisible: 'Visible must be true or false.',
  badBaseVersion: 'The version being edited must be a whole number.',
  conflict: 'Someone else saved this team member while you were editing.',
  revisionNotFound: 'That version of the team member no longer exists. Refresh the history and try again.',
  historyFailed: 'Failed to load the saved versions of this team member',
  restored: 'Version restored',
  restoreFailed: 'Failed to restore the team member',
  loading: 'Loading team members...',
  deleteQuestion: 'Are you sure you want to delete this team member?',
  successTitle: 'Success',
  added: 'Team member added successfully',
  updated: 'Team member updated successfully',
  deleted: 'Team member deleted successfully',
  photoUploaded: 'Photo uploaded successfully',
  photoRemoved: 'Photo removed',
  moved: 'Order saved',
  loadFailed: 'Failed to load team members',
  addFailed: 'Failed to add team member',
  updateFailed: 'Failed to update team member',
  deleteFailed: 'Failed to delete team member',
  moveFailed: 'Failed to change the order',
  uploadTitle: 'Upload Error',
  uploadFailed: 'Failed to upload photo',
  /** Spec section 5, checked in the browser before anything is sent. */
  notAnImage: 'Please select an image file',
  tooLarge: IMAGE_UPLOAD_MESSAGES.tooLarge(TEAM_PHOTO_MAX_BYTES),
  /** Spec section 8: shown when the server says the file type is invalid. */
  invalidType: 'Please select a valid image file',
  notFound: 'That team member no longer exists. Refresh the page and try again.',
  nameRequired: 'Name is required',
  roleRequired: 'Position is required',
  nameTooLong: `Name must be at most ${TEAM_LIMITS.name} characters.`,
  roleTooLong: `Position must be at most ${TEAM_LIMITS.role} characters.`,
  bioTooLong: `Bio must be at most ${TEAM_LIMITS.bio.toLocaleString('en-AU')} characters.`,
} as const;

const text = (required: string, maximum: number, tooLong: string, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(maximum, tooLong).refine(isSingleLine, singleLineMessage(label));

/** Name, position and bio: what edit mode changes. */
export const TeamMemberSchema = z.object({
  name: text(TEAM_MESSAGES.nameRequired, TEAM_LIMITS.name, TEAM_MESSAGES.nameTooLong, 'Name'),
  role: text(TEAM_MESSAGES.roleRequired, TEAM_LIMITS.role, TEAM_MESSAGES.roleTooLong, 'Position'),
  bio: z.string({ error: 'Bio must be text.' }).trim().max(TEAM_LIMITS.bio, TEAM_MESSAGES.bioTooLong),
  /** Shown on the About page; left out, it stays as it was. */
  visible: z.boolean({ error: TEAM_MESSAGES.badVisible }).optional(),
  /** The version the edit started from: a save over a newer one is refused with 409. */
  base_version: z.number({ error: TEAM_MESSAGES.badBaseVersion }).int(TEAM_MESSAGES.badBaseVersion).min(0).optional(),
});
export type TeamMemberInput = z.input<typeof TeamMemberSchema>;
export type TeamMemberValues = z.output<typeof TeamMemberSchema>;

/** One place up or down in the order (the About page's carousel follows it). */
export const TeamMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Direction must be up or down.' }),
});
export type MoveDirection = z.output<typeof TeamMoveSchema>['direction'];

/**
 * The Upload Error toast's text (spec section 8) from the server's message ('Failed to upload photo'
 * when it gave none): the spec's wording when it speaks of an invalid file type or a file too large,
 * otherwise the server's own words.
 */
export function uploadErrorMessage(serverMessage: string): string {
  if (/invalid (file|mime) type/i.test(serverMessage)) return TEAM_MESSAGES.invalidType;
  if (/too large/i.test(serverMessage)) return TEAM_MESSAGES.tooLarge;
  return serverMessage;
}
