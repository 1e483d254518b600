// The create and edit dialog (spec: a large dialog, at most 90% of the viewport tall, scrolling): the
// form checked by the shared InsightSchema in the browser and again by the server, whose per-field
// refusals appear beside their fields. A new insight starts today (Brisbane) as a draft. Unsaved work
// is kept as a draft in this browser and offered back after a reload; closing with changes asks first.
// A save carries the version it started from: over a newer one the server answers 409 and the dialog
// shows who saved in between and what they changed, to reload theirs or overwrite it (asked twice).
import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { SelectField, TextAreaField, TextField } from '#src/ui/Field.tsx';
import { RichTextEditor } from '#src/ui/RichTextEditor.tsx';
import { ConflictNotice, useSaveConflict } from '../admin/ConflictNotice.tsx';
import { FormDialog, useFormAction } from '../admin/FormDialog.tsx';
import { clearDraft, type Draft, draftTime, readDraft, UNSAVED_MESSAGES, writeDraft } from '../admin/unsaved-changes.ts';
import { NO_SEO } from '../seo/seo.ts';
import { ArticleImagePicker } from './ArticleImagePicker.tsx';
import { SingleConversion } from './AustralianEnglish.tsx';
import { InsightSeoFields } from './InsightSeoFields.tsx';
import { brisbaneDate } from './schedule.ts';
import {
  categoryLabel,
  INSIGHT_CATEGORY_VALUES,
  INSIGHT_MESSAGES,
  type InsightInput,
  InsightSchema,
  type InsightValues,
} from './schema.ts';
import type { AdminInsight, AuthorChoice, InsightConflict, SignedInAuthor } from './types.ts';

/** What the dialog edits: null closed, 'new' for Create Insight, or the insight being edited. */
export type DialogTarget = null | 'new' | AdminInsight;

type FormValues = InsightInput;
/** What the browser keeps of an unsaved edit: the form and the version it started from. */
type KeptDraft = Draft<{ form: FormValues; baseVersion: number | undefined }>;

/** What overwriting another's save means for an insight. */
const OVERWRITE_DETAILS = 'Your version replaces theirs on the site; theirs stays in the history and can be restored.';

/** A new insight's values: dated today (Brisbane), a draft, credited to `authorRef` (the signed-in person). */
export function emptyInsight(authorRef: string, today = brisbaneDate()): FormValues {
  return {
    title: '',
    excerpt: '',
    content: '',
    category: '',
    read_time: '',
    date: today,
    status: 'draft',
    image_url: '',
    image_id: null,
    image_alt: '',
    author_ref: authorRef,
    reviewed_on: '',
    seo: { ...NO_SEO },
  };
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
    image_id: insight.image_id,
    image_alt: insight.image_alt ?? '',
    author_ref: insight.author_ref ?? '',
    reviewed_on: insight.reviewed_on ?? '',
    slug: insight.id,
    seo: { ...NO_SEO, ...insight.seo },
  };
}

export const AUTHOR_TEXT = {
  byName: (name: string) => `${name} (by name only)`,
  team: (name: string) => `${name} (team member)`,
  unlisted: 'An author no longer listed',
  loadFailed: (isNew: boolean) =>
    `The list of authors could not be loaded. ${isNew ? 'This insight will be credited to you.' : 'The author stays as it is.'}`,
} as const;

/** The Author list's state: loading, loaded, or failed to load. */
type AuthorList = AuthorChoice[] | 'loading' | 'failed';

/**
 * The Author list's options: the list as loaded, and, when the form's value is not among them (the
 * list still loading or failed, or an article credited by name only), that value under its own name
 * first, so the list always shows the value the form holds.
 */
export function authorOptions(
  value: string,
  authors: AuthorList,
  me: SignedInAuthor,
  editing: AdminInsight | null,
): { ref: string; label: string }[] {
  const listed = Array.isArray(authors) ? authors : [];
  const options = listed.map((author) => ({
    ref: author.ref,
    label: author.kind === 'team' ? AUTHOR_TEXT.team(author.name) : author.name,
  }));
  if (options.some((option) => option.ref === value)) return options;
  const stored = editing && (editing.author_ref ?? '') === value;
  const label =
    value === me.ref
      ? me.name
      : stored && !editing.author_ref
        ? AUTHOR_TEXT.byName(editing.author)
        : stored && value.startsWith('team:')
          ? AUTHOR_TEXT.team(editing.author)
          : stored
            ? editing.author
            : AUTHOR_TEXT.unlisted;
  return [{ ref: value, label }, ...options];
}

export const ADDRESS_TEXT = {
  label: 'Address',
  hint: 'Lower-case words and dashes. The old address keeps working: it redirects here.',
  follows: (path: string) => `Address: ${path}. It follows the title until the insight is first published.`,
} as const;

export function InsightDialog({
  target,
  me,
  onOpenChange,
  onSaved,
  onHistory,
}: {
  target: DialogTarget;
  /** The signed-in person: a new insight is theirs from the first render. */
  me: SignedInAuthor;
  onOpenChange: (open: boolean) => void;
  onSaved: (insight: AdminInsight) => void;
  onHistory: (insight: AdminInsight) => void;
}) {
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<FormValues, unknown, InsightValues>({
    resolver: zodResolver(InsightSchema),
    defaultValues: emptyInsight(me.ref),
  });
  const {
    register,
    control,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const draftKey = target === null ? null : `insight:${editing?.id ?? 'new'}`;
  const baseVersion = useRef<number | undefined>(undefined);
  const [offer, setOffer] = useState<KeptDraft | null>(null);
  const { conflict, capture: captureConflict, clear: clearConflict } = useSaveConflict<InsightConflict>();
  const [authors, setAuthors] = useState<AuthorList>('loading');

  // Who an insight can be by, once per dialog opening: only the list's options. The form's value never
  // waits for it (a new insight is the signed-in person's from the start), so its answer, whenever it
  // comes, cannot change or empty what the form holds.
  useEffect(() => {
    if (target === null) return;
    let current = true;
    setAuthors('loading');
    requestJson<{ authors: AuthorChoice[] }>('/api/admin/insights/authors').then(
      (answer) => current && setAuthors(answer.authors),
      () => current && setAuthors('failed'),
    );
    return () => {
      current = false;
    };
  }, [target]);

  useEffect(() => {
    if (target === 'new') reset(emptyInsight(me.ref));
    else if (target) reset(formValuesOf(target));
    baseVersion.current = target && target !== 'new' ? target.version : undefined;
    clearConflict();
    setOffer(draftKey ? readDraft(draftKey) : null);
  }, [target, reset, draftKey, clearConflict, me.ref]);

  // Every change is kept in this browser (a moment after typing stops) until it is saved or discarded.
  useEffect(() => {
    if (!draftKey) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watching = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (form.formState.isDirty) writeDraft(draftKey, { form: form.getValues(), baseVersion: baseVersion.current });
      }, 300);
    });
    return () => {
      clearTimeout(timer);
      watching.unsubscribe();
    };
  }, [draftKey, form]);

  function restoreDraft(draft: KeptDraft) {
    const kept = draft.values.form;
    // A new insight's draft kept with no author (from before the form held one) is still the signed-in person's.
    reset({ ...kept, author_ref: kept.author_ref || (editing ? '' : me.ref) }, { keepDefaultValues: true });
    baseVersion.current = draft.values.baseVersion;
    setOffer(null);
  }

  function dropDraft() {
    if (draftKey) clearDraft(draftKey);
    setOffer(null);
  }

  async function save(values: InsightValues) {
    const answer = editing
      ? await requestJson<{ insight: AdminInsight }>(`/api/admin/insights/${encodeURIComponent(editing.id)}`, {
          method: 'PUT',
          body: { ...values, base_version: baseVersion.current },
        })
      : await requestJson<{ insight: AdminInsight }>('/api/admin/insights', { method: 'POST', body: values });
    if (draftKey) clearDraft(draftKey);
    clearConflict();
    onSaved(answer.insight);
    onOpenChange(false);
  }

  const outcome = editing
    ? { success: INSIGHT_MESSAGES.updated, failed: INSIGHT_MESSAGES.updateFailed, onRefused: captureConflict }
    : { success: INSIGHT_MESSAGES.created, failed: INSIGHT_MESSAGES.createFailed };
  const saveAgain = useFormAction(form, save, outcome);

  function reloadTheirs(current: InsightConflict) {
    reset(formValuesOf(current.current));
    baseVersion.current = current.current.version;
    if (draftKey) clearDraft(draftKey);
    clearConflict();
  }

  async function overwriteTheirs(current: InsightConflict) {
    baseVersion.current = current.version;
    await saveAgain();
  }

  // An insight saved under a category no longer offered keeps it on screen (saving then asks for another).
  const categories =
    editing && !INSIGHT_CATEGORY_VALUES.includes(editing.category)
      ? [editing.category, ...INSIGHT_CATEGORY_VALUES]
      : INSIGHT_CATEGORY_VALUES;

  return (
    <FormDialog
      form={form}
      send={save}
      outcome={outcome}
      open={target !== null}
      onOpenChange={onOpenChange}
      guardUnsaved
      onDiscard={() => draftKey && clearDraft(draftKey)}
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
      {offer && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm"
        >
          <span className="mr-auto font-medium text-brand-900">{UNSAVED_MESSAGES.restoreQuestion(draftTime(offer.savedAt))}</span>
          <Button size="sm" onClick={() => restoreDraft(offer)}>
            {UNSAVED_MESSAGES.restore}
          </Button>
          <Button size="sm" variant="outline" onClick={dropDraft}>
            {UNSAVED_MESSAGES.dismiss}
          </Button>
        </div>
      )}
      {conflict && (
        <ConflictNotice
          heading={INSIGHT_MESSAGES.conflict}
          conflict={conflict}
          onReload={() => reloadTheirs(conflict)}
          onOverwrite={() => overwriteTheirs(conflict)}
          overwriteDetails={OVERWRITE_DETAILS}
        />
      )}
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
      {editing?.addressFixed ? (
        <TextField label={ADDRESS_TEXT.label} hint={ADDRESS_TEXT.hint} error={errors.slug?.message} {...register('slug')} />
      ) : (
        editing && <p className="text-sm text-slate-600">{ADDRESS_TEXT.follows(`/resources/insights/${editing.id}`)}</p>
      )}
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
        <Controller
          control={control}
          name="author_ref"
          render={({ field }) => (
            // Controlled: React selects the form's value again whenever the options change.
            <SelectField
              label="Author"
              error={errors.author_ref?.message}
              hint={authors === 'failed' ? AUTHOR_TEXT.loadFailed(!editing) : undefined}
              {...field}
              value={field.value ?? ''}
            >
              {authorOptions(field.value ?? '', authors, me, editing).map((option) => (
                <option key={option.ref} value={option.ref}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          )}
        />
        <TextField
          label="Last Reviewed"
          type="date"
          hint="Optional: when the article was last checked; shown on the article."
          error={errors.reviewed_on?.message}
          {...register('reviewed_on')}
        />
      </div>
      <Controller
        control={control}
        name="image_id"
        render={({ field }) => (
          <ArticleImagePicker
            value={field.value ?? null}
            onChange={(id) => field.onChange(id)}
            canUpload
            error={errors.image_id?.message}
          />
        )}
      />
      <TextField
        label="Alt Text"
        hint="What the image shows, for people who cannot see it. Empty uses the library image's own description."
        error={errors.image_alt?.message}
        {...register('image_alt')}
      />
      <TextField
        label="Image URL"
        hint="Optional, without a library image: an https:// address (with Alt Text) or a path on this site such as /images/insights/valuation.svg."
        error={errors.image_url?.message}
        {...register('image_url')}
      />
      <InsightSeoFields form={form} path={`/resources/insights/${editing?.id ?? 'new-article'}`} />
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
