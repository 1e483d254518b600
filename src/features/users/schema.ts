// User Management's words and form schemas, used by the React screen and dialogs and by the endpoints alike.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import { EmailSchema, PasswordSchema } from '../auth/schema.ts';

/** A password from Reset is a random 12-character string (spec section 9). */
export const RESET_PASSWORD_LENGTH = 12;

export const ROLE_REQUIRED_MESSAGE = 'Role must be admin, editor or viewer.';
const role = z.enum(ROLES, { error: ROLE_REQUIRED_MESSAGE });

export const NewUserSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  displayName: z
    .string()
    .trim()
    .max(100, 'Display name must be at most 100 characters.')
    .refine(isSingleLine, singleLineMessage('Display name'))
    .optional(),
  // Always given: the dialog preselects Admin (spec), but a request without a role makes no admin.
  role,
});
export type NewUserInput = z.input<typeof NewUserSchema>;

export const RoleChangeSchema = z.object({ role });

export const SetPasswordSchema = z.object({ password: PasswordSchema });

export const PASSWORD_NOT_AVAILABLE = 'Password not available - use Reset to generate new password';

export const USER_MESSAGES = {
  fetchFailed: 'Failed to fetch users',
  roleFailed: 'Failed to update user role',
  createFailed: 'Failed to create user',
  resetFailed: 'Failed to reset password',
  setFailed: 'Failed to set password',
  deleteFailed: 'Failed to delete user',
  created: (email: string, role: Role) => `User ${email} created successfully with ${role} role.`,
  resetHint: "A new password was generated. Click 'Show Password' to view it.",
} as const;
