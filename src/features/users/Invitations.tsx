// Invitations by e-mail on User Management: the 'Invite by e-mail' dialog (e-mail, display name, role)
// and the Pending Invitations card with Resend and Revoke. The invitee chooses their own password
// from the link, so no password passes through the admin's browser.
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { requestJson } from '#src/platform/http/json-client.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { SelectField, TextField } from '#src/ui/Field.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { Spinner } from '#src/ui/Spinner.tsx';
import { FormDialog } from '../admin/FormDialog.tsx';
import { runAction } from '../admin/run-action.ts';
import { INVITATION_LIFETIME_HOURS, InvitationSchema, type PendingInvitation } from '../auth/account-links.ts';
import { RoleBadge } from '../auth/RoleBadge.tsx';
import { ROLE_LABELS, ROLES } from '../auth/roles.ts';

type InvitationForm = z.input<typeof InvitationSchema>;
type InvitationValues = z.output<typeof InvitationSchema>;
type SendRequest = typeof requestJson;

export const INVITATION_WORDS = {
  button: 'Invite by e-mail',
  title: 'Invite by e-mail',
  description: `They receive a link to choose their own password. It works once, for ${INVITATION_LIFETIME_HOURS} hours.`,
  pendingTitle: 'Pending Invitations',
  none: 'No invitations are waiting to be accepted.',
  inviteFailed: 'Failed to send the invitation',
  resendFailed: 'Failed to resend the invitation',
  revokeFailed: 'Failed to revoke the invitation',
  resent: (email: string) => `A new link was sent to ${email}. The earlier link no longer works.`,
  revoked: (email: string) => `The invitation to ${email} was revoked.`,
} as const;

export function InviteUserDialog({
  request,
  open,
  onOpenChange,
  onInvited,
}: {
  request: SendRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: () => void;
}) {
  const form = useForm<InvitationForm, unknown, InvitationValues>({
    resolver: zodResolver(InvitationSchema),
    defaultValues: { email: '', displayName: '', role: 'editor' },
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  async function invite(values: InvitationValues) {
    const { message } = await request<{ message: string }>('/api/admin/invitations', { method: 'POST', body: values });
    reset();
    onOpenChange(false);
    onInvited();
    return message;
  }

  return (
    <FormDialog
      form={form}
      send={invite}
      outcome={{ successTitle: 'Invitation Sent', success: (message) => message, failed: INVITATION_WORDS.inviteFailed }}
      open={open}
      onOpenChange={onOpenChange}
      title={INVITATION_WORDS.title}
      description={INVITATION_WORDS.description}
      submitLabel="Send Invitation"
      busyLabel="Sending..."
    >
      <TextField label="Email" type="email" autoComplete="off" required error={errors.email?.message} {...register('email')} />
      <TextField
        label="Display Name"
        autoComplete="off"
        required
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <SelectField label="Role" error={errors.role?.message} {...register('role')}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

const invitationPath = (invitation: PendingInvitation, action = '') =>
  `/api/admin/invitations/${encodeURIComponent(invitation.id)}${action}`;

export function PendingInvitations({
  invitations,
  request,
  onChanged,
}: {
  invitations: PendingInvitation[] | null;
  request: SendRequest;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);

  async function act(invitation: PendingInvitation, kind: 'resend' | 'revoke') {
    setBusy(invitation.id);
    await runAction(
      () =>
        kind === 'resend'
          ? request(invitationPath(invitation, '/resend'), { method: 'POST' })
          : request(invitationPath(invitation), { method: 'DELETE' }),
      kind === 'resend'
        ? {
            successTitle: 'Invitation Resent',
            success: INVITATION_WORDS.resent(invitation.email),
            failed: INVITATION_WORDS.resendFailed,
          }
        : {
            successTitle: 'Invitation Revoked',
            success: INVITATION_WORDS.revoked(invitation.email),
            failed: INVITATION_WORDS.revokeFailed,
          },
    );
    setBusy(null);
    onChanged();
  }

  return (
    <Card>
      <CardHeader
        title={INVITATION_WORDS.pendingTitle}
        description="People invited by e-mail who have not chosen a password yet."
      />
      <CardContent className="p-0">
        {invitations === null ? (
          <div className="p-6">
            <Spinner label="Loading invitations..." />
          </div>
        ) : invitations.length === 0 ? (
          <p className="p-6 text-sm text-slate-600">{INVITATION_WORDS.none}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                <tr>
                  <th className="px-4 py-3">Email</th>
                  <th className="px-4 py-3">Display Name</th>
                  <th className="px-4 py-3">Role</th>
                  <th className="px-4 py-3">Sent</th>
                  <th className="px-4 py-3">Actions</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {invitations.map((invitation) => (
                  <tr key={invitation.id} className="align-top">
                    <td className="px-4 py-3 text-sm text-slate-900">{invitation.email}</td>
                    <td className="px-4 py-3 text-sm">{invitation.displayName}</td>
                    <td className="px-4 py-3">
                      <RoleBadge userRole={invitation.role} />
                    </td>
                    <td className="px-4 py-3 text-sm text-slate-700">
                      {brisbaneDateTime(invitation.sentAt)}
                      {invitation.invitedBy && <span className="block text-xs text-slate-600">by {invitation.invitedBy}</span>}
                      {invitation.expired ? (
                        <Badge tone="amber" className="mt-1">
                          Expired
                        </Badge>
                      ) : (
                        <span className="block text-xs text-slate-600">Expires {brisbaneDateTime(invitation.expiresAt)}</span>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={busy === invitation.id}
                          aria-label={`Resend the invitation to ${invitation.email}`}
                          onClick={() => act(invitation, 'resend')}
                        >
                          <RotateCcw aria-hidden="true" className="size-4" />
                          Resend
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={busy === invitation.id}
                          aria-label={`Revoke the invitation to ${invitation.email}`}
                          onClick={() => act(invitation, 'revoke')}
                        >
                          <XCircle aria-hidden="true" className="size-4" />
                          Revoke
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function InviteButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" disabled={disabled} onClick={onClick}>
      <Mail aria-hidden="true" className="size-4" />
      {INVITATION_WORDS.button}
    </Button>
  );
}
