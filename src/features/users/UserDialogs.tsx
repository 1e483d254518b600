// The dialogs of User Management: Add New User (email, password, optional display name, role; Admin
// preselected), Set User Password (signs them out everywhere) and Delete User. Each sends through the
// screen's `request`, which asks for the admin's password first when the server wants it.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { SelectField, TextField } from '#src/ui/Field.tsx';
import { FormDialog } from '../admin/FormDialog.tsx';
import { runAction } from '../admin/run-action.ts';
import { ROLE_LABELS, ROLES } from '../auth/roles.ts';
import { NewUserSchema, SetPasswordSchema, USER_MESSAGES } from './schema.ts';
import type { StaffListItem } from './types.ts';

type NewUserForm = z.input<typeof NewUserSchema>;
type NewUserValues = z.output<typeof NewUserSchema>;
type SetPasswordValues = z.output<typeof SetPasswordSchema>;

/** A password being chosen: hidden, never autofilled with the signed-in admin's own. */
const NewPasswordField = (props: ComponentProps<typeof TextField>) => (
  <TextField type="password" autoComplete="new-password" required hint="At least 12 characters." {...props} />
);

/** requestJson, or the screen's wrapper of it that re-authenticates when asked (useReauthentication). */
type SendRequest = typeof requestJson;

const userPath = (user: StaffListItem, action = '') => `/api/admin/users/${encodeURIComponent(user.id)}${action}`;

export function AddUserDialog({
  request,
  open,
  onOpenChange,
  onCreated,
}: {
  request: SendRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (user: StaffListItem, password: string) => void;
}) {
  const form = useForm<NewUserForm, unknown, NewUserValues>({
    resolver: zodResolver(NewUserSchema),
    defaultValues: { email: '', password: '', displayName: '', role: 'admin' },
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  async function create(values: NewUserValues) {
    const { user } = await request<{ user: StaffListItem }>('/api/admin/users', {
      method: 'POST',
      body: { ...values, displayName: values.displayName || undefined },
    });
    onCreated(user, values.password);
    reset();
    onOpenChange(false);
    return USER_MESSAGES.created(user.email, values.role);
  }

  return (
    <FormDialog
      form={form}
      send={create}
      outcome={{ successTitle: 'User Created', success: (message) => message, failed: USER_MESSAGES.createFailed }}
      open={open}
      onOpenChange={onOpenChange}
      title="Add New User"
      description="Create a staff account and choose its role."
      submitLabel="Create User"
      busyLabel="Creating..."
    >
      <TextField label="Email" type="email" autoComplete="off" required error={errors.email?.message} {...register('email')} />
      <NewPasswordField label="Password" error={errors.password?.message} {...register('password')} />
      <TextField
        label="Display Name (optional)"
        autoComplete="off"
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

export function SetPasswordDialog({
  request,
  user,
  onOpenChange,
  onSet,
}: {
  request: SendRequest;
  user: StaffListItem | null;
  onOpenChange: (open: boolean) => void;
  onSet: (user: StaffListItem, password: string) => void;
}) {
  const form = useForm<SetPasswordValues>({ resolver: zodResolver(SetPasswordSchema), defaultValues: { password: '' } });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  async function set({ password }: SetPasswordValues) {
    if (!user) return '';
    await request(userPath(user, '/password'), { method: 'PUT', body: { password } });
    onSet(user, password);
    reset();
    onOpenChange(false);
    return `The password for ${user.email} was changed.`;
  }

  return (
    <FormDialog
      form={form}
      send={set}
      outcome={{ successTitle: 'Password Set', success: (message) => message, failed: USER_MESSAGES.setFailed }}
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      title="Set User Password"
      description={user ? `Choose a new password for ${user.email}. They will be signed out everywhere.` : undefined}
      submitLabel="Set Password"
      busyLabel="Setting..."
    >
      <NewPasswordField label="New Password" error={errors.password?.message} {...register('password')} />
    </FormDialog>
  );
}

export function DeleteUserDialog({
  request,
  user,
  onOpenChange,
  onDeleted,
}: {
  request: SendRequest;
  user: StaffListItem | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: (user: StaffListItem) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    if (!user) return;
    setBusy(true);
    await runAction(
      async () => {
        await request(userPath(user), { method: 'DELETE' });
        onDeleted(user);
        onOpenChange(false);
      },
      { successTitle: 'User Deleted', success: `${user.email} was deleted.`, failed: USER_MESSAGES.deleteFailed },
    );
    setBusy(false);
  }
  return (
    <Dialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Delete User"
      description={user ? `Are you sure you want to delete ${user.email}? This action cannot be undone.` : undefined}
    >
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={remove} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
