// The create and edit dialog (spec: a large dialog, at most 90% of the viewport tall, scrolling): the
// form (InsightFormFields) checked by the shared InsightSchema in the browser and again by the server,
// whose per-field refusals appear beside their fields. A new insight starts today (Brisbane) as a draft.
// Through the editing kit's useVersionedEditor: unsaved work is kept as a draft in this browser and
// offered back after a reload, closing with changes asks first, and a save over a newer version meets
// the conflict notice, to reload theirs or overwrite it (asked twice).
import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { FormDialog, useFormAction } from '../admin/FormDialog.tsx';
import { useVersionedEditor } from '../editing/use-versioned-editor.tsx';
import { NO_SEO } from '../seo/seo.ts';
import { SingleConversion } from './AustralianEnglish.tsx';
import { InsightFormFields } from './InsightFormFields.tsx';
import { brisbaneDate } from './schedule.ts';
import { INSIGHT_MESSAGES, type InsightInput, InsightSchema, type InsightValues } from './schema.ts';
import type { AdminInsight, AuthorChoice, InsightConflict, SignedInAuthor } from './types.ts';

/** What the dialog edits: null closed, 'new' for Create Insight, or the insight being edited. */
export type DialogTarget = null | 'new' | AdminInsight;

type FormValues = InsightInput;
/** What the browser keeps of an unsaved edit: the form and the version it started from. */
type Kept = { form: FormValues; baseVersion: number | undefined };

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
  const { reset, getValues, setValue, formState } = form;
  const draftKey = target === null ? null : `insight:${editing?.id ?? 'new'}`;
  const [authors, setAuthors] = useState<AuthorList>('loading');
  const editor = useVersionedEditor<InsightConflict, Kept>({
    version: editing?.version ?? 0,
    dirty: target !== null && formState.isDirty && !formState.isSubmitSuccessful,
    conflictHeading: INSIGHT_MESSAGES.conflict,
    reload: (conflict) => {
      reset(formValuesOf(conflict.current));
      editor.startFrom(conflict.current.version);
    },
    resave: (): Promise<void> => saveAgain(),
    drafts: {
      key: draftKey,
      restore: (kept) => {
        // A new insight's draft kept with no author (from before the form held one) is still the signed-in person's.
        reset({ ...kept.form, author_ref: kept.form.author_ref || (editing ? '' : me.ref) }, { keepDefaultValues: true });
        if (kept.baseVersion !== undefined) editor.base.current = kept.baseVersion;
      },
    },
  });
  const { startFrom, keepDraft } = editor;

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
    startFrom(target && target !== 'new' ? target.version : 0);
  }, [target, reset, startFrom, me.ref]);

  // Every change is kept in this browser (a moment after typing stops) until it is saved or discarded.
  useEffect(() => {
    let cancel = () => {};
    const watching = form.watch(() => {
      cancel();
      cancel = keepDraft(() =>
        form.formState.isDirty ? { form: form.getValues(), baseVersion: editing ? editor.base.current : undefined } : null,
      );
    });
    return () => {
      cancel();
      watching.unsubscribe();
    };
  }, [form, keepDraft, editing, editor.base]);

  async function save(values: InsightValues) {
    const answer = editing
      ? await requestJson<{ insight: AdminInsight }>(`/api/admin/insights/${encodeURIComponent(editing.id)}`, {
          method: 'PUT',
          body: { ...values, base_version: editor.base.current },
        })
      : await requestJson<{ insight: AdminInsight }>('/api/admin/insights', { method: 'POST', body: values });
    editor.saved(answer.insight.version);
    onSaved(answer.insight);
    onOpenChange(false);
  }

  const outcome = editing
    ? { success: INSIGHT_MESSAGES.updated, failed: INSIGHT_MESSAGES.updateFailed, onRefused: editor.capture }
    : { success: INSIGHT_MESSAGES.created, failed: INSIGHT_MESSAGES.createFailed };
  const saveAgain = useFormAction(form, save, outcome);

  return (
    <>
      {editor.dialog}
      <FormDialog
        form={form}
        send={save}
        outcome={outcome}
        open={target !== null}
        onOpenChange={onOpenChange}
        beforeClose={editor.guardClose}
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
        {editor.draftOffer}
        {editor.notice}
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
        <InsightFormFields
          form={form}
          editing={editing}
          authorChoices={(value) => authorOptions(value, authors, me, editing)}
          authorHint={authors === 'failed' ? AUTHOR_TEXT.loadFailed(!editing) : undefined}
        />
      </FormDialog>
    </>
  );
}
