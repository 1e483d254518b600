// The words and form schemas of the links staff receive by e-mail (invitations, forgotten-password
// resets), shared by the React forms and the server. The rules live in account-links.server.ts.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import { ROLES } from './roles.ts';
import { EmailSchema, PasswordSchema } from './schema.ts';

export const INVITATION_LIFETIME_HOURS = 72;
export const PASSWORD_RESET_LIFETIME_HOURS = 1;

export const INVITATION_PATH = '/admin/accept-invitation';
export const PASSWORD_RESET_PATH = '/admin/reset-password';

/** What a link's token can be found to be when someone opens or uses it. */
export type LinkState = 'valid' | 'invalid' | 'expired' | 'used' | 'revoked';

export const ACCOUNT_LINK_MESSAGES = {
  /** The one answer to "Forgot your password?", whether or not the account exists. */
  resetRequested: 'If an account exists for that address, we have sent a link.',
  resetTooMany: (minutes: number) =>
    `Too many reset requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  resetDone: 'Your password has been changed and every session of your account was signed out. Log in with your new password.',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  invitationNotPending: 'That invitation is no longer pending. Refresh the list and try again.',
  invalid: 'This link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one.',
  invitationExpired: 'This invitation has expired. Ask an admin to send you a new one.',
  invitationUsed: 'This invitation has already been accepted. Log in with the password you chose.',
  invitationRevoked: 'This invitation was withdrawn. Ask an admin if you still need an account.',
  resetExpired: 'This password reset link has expired. Ask for a new one with "Forgot your password?" on the login page.',
  resetUsed: 'This password reset link has already been used. Ask for a new one with "Forgot your password?" if you need to.',
  resetRevoked: 'This password reset link was replaced by a newer one. Use the link in the most recent e-mail.',
  accountExists: (email: string) => `An account for ${email} already exists. Log in instead.`,
} as const;

/** What to tell someone who opened a link that cannot be used. */
export function linkStateMessage(kind: 'invitation' | 'password-reset', state: Exclude<LinkState, 'valid'>): string {
  const m = ACCOUNT_LINK_MESSAGES;
  if (state === 'invalid') return m.invalid;
  if (kind === 'invitation') {
    return { expired: m.invitationExpired, used: m.invitationUsed, revoked: m.invitationRevoked }[state];
  }
  return { expired: m.resetExpired, used: m.resetUsed, revoked: m.resetRevoked }[state];
}

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

/** The token from the link (base64url of 32 random bytes) and the password chosen. */
export const LinkPasswordSchema = z.object({
  token: z.string().trim().min(1, ACCOUNT_LINK_MESSAGES.invalid).max(200, ACCOUNT_LINK_MESSAGES.invalid),
  password: PasswordSchema,
});
export type LinkPasswordInput = z.input<typeof LinkPasswordSchema>;

export const InvitationSchema = z.object({
  email: EmailSchema,
  displayName: z
    .string()
    .trim()
    .min(1, 'Display name is required.')
    .max(100, 'Display name must be at most 100 characters.')
    .refine(isSingleLine, singleLineMessage('Display name')),
  role: z.enum(ROLES, { error: 'Role must be admin, editor or viewer.' }),
});
export type InvitationInput = z.input<typeof InvitationSchema>;

/** One pending invitation as User Management lists it. */
export interface PendingInvitation {
  id: string;
  email: string;
  displayName: string;
  role: (typeof ROLES)[number];
  invitedBy: string | null;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
}
