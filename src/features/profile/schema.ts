// The profile's words and form schemas, shared by the screen and the endpoints.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import { PasswordSchema } from '../auth/schema.ts';

export const DISPLAY_NAME_MAX_LENGTH = 100;

export const DisplayNameSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'Display name is required.')
    .max(DISPLAY_NAME_MAX_LENGTH, `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`)
    .refine(isSingleLine, singleLineMessage('Display name')),
});
export type DisplayNameInput = z.input<typeof DisplayNameSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required.'),
    newPassword: PasswordSchema,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: 'The new password must differ from the current one.',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const PROFILE_MESSAGES = {
  subtitle: 'Your name, password, two-factor sign-in and where you are signed in',
  nameSaved: 'Your display name is now {name}. New insights you write carry it.',
  nameFailed: 'Failed to update your display name',
  passwordChanged: 'Your password was changed. Every other session was signed out.',
  passwordFailed: 'Failed to change your password',
  wrongCurrentPassword: 'Your current password is not correct.',
  sessionsFailed: 'Failed to load your sessions',
  sessionEnded: 'That session was signed out.',
  otherSessionsEnded: (count: number) =>
    count === 0 ? 'There were no other sessions to sign out.' : `Signed out ${count} other session${count === 1 ? '' : 's'}.`,
  signOutFailed: 'Failed to sign out the session',
  sessionNotFound: 'That session has already ended. Refresh the list and try again.',
  currentSession: 'To sign out of this browser, use Logout.',
  tooManyWrongPasswords: (minutes: number) =>
    `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export function nameSavedMessage(name: string): string {
  return PROFILE_MESSAGES.nameSaved.replace('{name}', name);
}
