// User Management's form schemas, used by the React dialogs and by the endpoints alike.
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import { ROLES } from '../auth/roles.ts';
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
