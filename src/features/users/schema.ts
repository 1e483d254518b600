// The staff forms' zod schemas, used by the React forms and by the server endpoints alike.
import { z } from 'zod';
import { ROLES } from './roles.ts';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** A password from Reset is a random 12-character string (spec section 9). */
export const RESET_PASSWORD_LENGTH = 12;

export const LoginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

const role = z.enum(ROLES, { error: 'Role must be admin, editor or viewer.' });

export const NewUserSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  password,
  displayName: z.string().trim().max(100, 'Display name must be at most 100 characters.').optional(),
  role: role.default('admin'),
});
export type NewUserInput = z.input<typeof NewUserSchema>;

export const RoleChangeSchema = z.object({ role });

export const SetPasswordSchema = z.object({ password });
