// The edit dialog of an enquiry: its status and priority, checked by the shared schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import { SelectField } from '#src/ui/Field.tsx';
import { FormDialog } from '../admin/FormDialog.tsx';
import {
  PRIORITY_BADGES,
  STATUS_BADGES,
  SUBMISSION_MESSAGES,
  SUBMISSION_PRIORITIES,
  SUBMISSION_STATUSES,
  type SubmissionUpdate,
  SubmissionUpdateSchema,
} from './schema.ts';
import type { AdminSubmissionRow } from './types.ts';

/** One option a value, worded as its badge. */
const optionsOf = <Value extends string>(values: readonly Value[], badges: Record<Value, { label: string }>) =>
  values.map((value) => (
    <option key={value} value={value}>
      {badges[value].label}
    </option>
  ));

export function EditSubmissionDialog({
  submission,
  onOpenChange,
  onSaved,
}: {
  submission: AdminSubmissionRow | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const form = useForm<SubmissionUpdate>({ resolver: zodResolver(SubmissionUpdateSchema) });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (submission) reset({ status: submission.status, priority: submission.priority });
  }, [submission, reset]);

  async function save(values: SubmissionUpdate) {
    if (!submission) return;
    await requestJson(`/api/admin/submissions/${encodeURIComponent(submission.id)}`, { method: 'PATCH', body: values });
    onSaved();
    onOpenChange(false);
  }

  return (
    <FormDialog
      form={form}
      send={save}
      outcome={{ success: SUBMISSION_MESSAGES.updated, failed: SUBMISSION_MESSAGES.updateFailed }}
      open={submission !== null}
      onOpenChange={onOpenChange}
      title={SUBMISSION_MESSAGES.editTitle}
      description={submission ? `Enquiry from ${submission.name}` : undefined}
      submitLabel="Update"
      busyLabel="Updating..."
    >
      <SelectField label="Status" error={errors.status?.message} {...register('status')}>
        {optionsOf(SUBMISSION_STATUSES, STATUS_BADGES)}
      </SelectField>
      <SelectField label="Priority" error={errors.priority?.message} {...register('priority')}>
        {optionsOf(SUBMISSION_PRIORITIES, PRIORITY_BADGES)}
      </SelectField>
    </FormDialog>
  );
}
