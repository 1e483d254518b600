// The create and edit dialog (spec: a large dialog, at most 90% of the viewport tall, scrolling): the
// form checked by the shared InsightSchema in the browser and again by the server, whose per-field
// refusals appear beside their fields. A new insight starts today (Brisbane) as a draft.
import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { SelectField, TextAreaField, TextField } from '#src/ui/Field.tsx';
import { RichTextEditor } from '#src/ui/RichTextEditor.tsx';
import { FormDialog } from '../admin/FormDialog.tsx';
import { SingleConversion } from './AustralianEnglish.tsx';
import { brisbaneDate } from './schedule.ts';
import {
  categoryLabel,
  INSIGHT_CATEGORIES,
  INSIGHT_MESSAGES,
  type InsightInput,
  InsightSchema,
  type InsightValues,
} from './schema.ts';
import type { AdminInsight } from './types.ts';

/** What the dialog edits: null closed, 'new' for Create Insight, or the insight being edited. */
export type DialogTarget = null | 'new' | AdminInsight;

type FormValues = InsightInput;

export function emptyInsight(today = brisbaneDate()): FormValues {
  return { title: '', excerpt: '', content: '', category: '', read_time: '', date: today, status: 'draft', image_url: '' };
}

function formValuesOf(insight: AdminInsight): FormValues {
  return {
    title: insight.title,
    excerpt: insight.excerpt,
    content: insight.content,
    category: insight.category,
    read_time: insight.read_time,
    date: insight.date,
    status: insight.status,
    image_url: insight.image_url ?? '',
  };
}

export function InsightDialog({
  target,
  onOpenChange,
  onSaved,
  onHistory,
}: {
  target: DialogTarget;
  onOpenChange: (open: boolean) => void;
  onSaved: (insight: AdminInsight) => void;
  onHistory: (insight: AdminInsight) => void;
}) {
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<FormValues, unknown, InsightValues>({
    resolver: zodResolver(InsightSchema),
    defaultValues: emptyInsight(),
  });
  const {
    register,
    control,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (target === 'new') reset(emptyInsight());
    else if (target) reset(formValuesOf(target));
  }, [target, reset]);

  async function save(values: InsightValues) {
    const answer = editing
      ? await requestJson<{ insight: AdminInsight }>(`/api/admin/insights/${encodeURIComponent(editing.id)}`, {
          method: 'PUT',
          body: values,
        })
      : await requestJson<{ insight: AdminInsight }>('/api/admin/insights', { method: 'POST', body: values });
    onSaved(answer.insight);
    onOpenChange(false);
  }

  const categories =
    editing && !INSIGHT_CATEGORIES.includes(editing.category) ? [editing.category, ...INSIGHT_CATEGORIES] : INSIGHT_CATEGORIES;

  return (
    <FormDialog
      form={form}
      send={save}
      outcome={
        editing
          ? { success: INSIGHT_MESSAGES.updated, failed: INSIGHT_MESSAGES.updateFailed }
          : { success: INSIGHT_MESSAGES.created, failed: INSIGHT_MESSAGES.createFailed }
      }
      open={target !== null}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Insight' : 'Create Insight'}
      description={
        editing ? `Changes to "${editing.title}" show on the public site when saved.` : 'A new article for the Insights page.'
      }
      size="xl"
      submitLabel={editing ? 'Update Insight' : 'Create Insight'}
      busyLabel="Saving..."
      footerStart={
        editing && (
          <Button variant="ghost" onClick={() => onHistory(editing)} className="mr-auto">
            <History aria-hidden="true" className="size-4" />
            History
          </Button>
        )
      }
    >
      {editing && (
        <div className="flex justify-end">
          <SingleConversion
            current={() => {
              const { title, excerpt, content } = getValues();
              return { title, excerpt, content };
            }}
            apply={(text) => {
              for (const [name, value] of Object.entries(text)) {
                setValue(name as 'title' | 'excerpt' | 'content', value, { shouldDirty: true });
              }
            }}
          />
        </div>
      )}
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Excerpt" rows={3} error={errors.excerpt?.message} {...register('excerpt')} />
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <RichTextEditor
            label="Content"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.content?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Category" error={errors.category?.message} {...register('category')}>
          <option value="">Select a category</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <TextField label="Read Time" placeholder="5 min read" error={errors.read_time?.message} {...register('read_time')} />
        <TextField
          label="Date"
          type="date"
          hint="A published insight with a later date appears on the site from that day (Brisbane time)."
          error={errors.date?.message}
          {...register('date')}
        />
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </SelectField>
      </div>
      <TextField
        label="Image URL"
        hint="Optional: an https:// address or a path on this site such as /images/insights/valuation.svg."
        error={errors.image_url?.message}
        {...register('image_url')}
      />
      {editing && editing.displayStatus !== 'published' && (
        <p className="text-sm">
          <a
            href={`/resources/insights/${encodeURIComponent(editing.id)}?preview=1`}
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline"
          >
            Preview on the site
          </a>
        </p>
      )}
    </FormDialog>
  );
}
