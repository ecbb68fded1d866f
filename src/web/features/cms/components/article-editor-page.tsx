import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Save } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ARTICLE } from '../../../../shared/article-strings.ts';
import {
  ARTICLE_AUTHOR_MAX,
  ARTICLE_EXCERPT_MAX,
  ARTICLE_SLUG_MAX,
  ARTICLE_TITLE_MAX,
  articleFieldsSchema,
  type AdminArticle,
} from '../../../../shared/cms-schemas.ts';
import type { ImageRef } from '../../../../shared/images.ts';
import { ARTICLE_STATUSES } from '../../../../shared/constants.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useArticle, useSaveArticle } from '../api/articles.ts';
import { ArticleRevisions } from './article-revisions.tsx';
import { CoverField } from './cover-field.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

const T = ADMIN.cms;
const LIST = '/admin/cms/articles';
// Cover and schedule are kept beside the form (an upload, a WITA time) and checked on submit.
const formSchema = articleFieldsSchema.omit({ expectedUpdatedAt: true, scheduledAt: true, coverImageId: true, coverAlt: true });
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

function BackLink() {
  return (
    <Link to={LIST} className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" />
      {T.back}
    </Link>
  );
}

/** Spec §2: 'Buat Artikel Baru' at /new, 'Edit Artikel' at /edit/{id}; loading (edit only), then the form. */
export default function ArticleEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const article = useArticle(id);
  const heading = id ? T.editTitle : T.newTitle;
  useDocumentTitle(heading);

  useEffect(() => {
    if (!article.isError) return;
    // Spec §8: 'Gagal memuat artikel', then back to the list.
    toast({ title: T.loadFailed, description: errorMessage(article.error), variant: 'destructive' });
    void navigate(LIST, { replace: true });
  }, [article.isError, article.error, navigate]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink />
      <h1 className="text-2xl font-bold text-brand-800">{heading}</h1>
      {id && !article.data ? (
        <div className="flex justify-center py-16">
          <Spinner className="text-brand-700" />
        </div>
      ) : (
        <>
          <ArticleForm key={`${id ?? 'new'}-${article.data?.updatedAt ?? ''}`} article={article.data} />
          {article.data && <ArticleRevisions articleId={article.data.id} />}
        </>
      )}
    </div>
  );
}

function ArticleForm({ article }: { article: AdminArticle | undefined }) {
  const navigate = useNavigate();
  const save = useSaveArticle(article?.id);
  const contentLabelId = useId();
  const statusId = useId();
  const focusEditor = useRef<() => void>(() => {});
  const onEditorReady = useCallback((focus: () => void) => {
    focusEditor.current = focus;
  }, []);
  const scheduleId = useId();
  const { register, control, handleSubmit, formState, setError } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: article?.title ?? '',
      excerpt: article?.excerpt ?? '',
      content: article?.content ?? '',
      status: article?.status ?? 'draft',
      authorName: article?.byline ?? '',
      slug: article?.slug ?? '',
    },
  });
  const status = useWatch({ control, name: 'status' });
  const [cover, setCover] = useState<ImageRef | null>(article?.cover ?? null);
  const [coverAlt, setCoverAlt] = useState(article?.coverAlt ?? '');
  const [schedule, setSchedule] = useState(article?.scheduledAt ? toWitaInput(article.scheduledAt) : '');
  const [sideErrors, setSideErrors] = useState<{ coverAlt?: string; scheduledAt?: string }>({});
  const busy = save.isPending || formState.isSubmitting;
  // A double click must not create the article twice.
  const inFlight = useRef(false);

  // No lost edits: closing or reloading the tab with unsaved changes asks first.
  const dirty = formState.isDirty && !save.isSuccess;
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submitValues = async (values: FormOut) => {
    if (inFlight.current) return;
    const problems = {
      coverAlt: cover && !coverAlt.trim() ? ARTICLE.coverAltRequired : undefined,
      scheduledAt: values.status === 'scheduled' && !schedule ? ARTICLE.scheduledRequired : undefined,
    };
    setSideErrors(problems);
    if (problems.coverAlt || problems.scheduledAt) {
      toast({ title: T.saveFailed, description: problems.coverAlt ?? problems.scheduledAt, variant: 'destructive' });
      return;
    }
    inFlight.current = true;
    try {
      await save.mutateAsync({
        ...values,
        coverImageId: cover?.id ?? null,
        coverAlt: cover ? coverAlt.trim() : null,
        // The box is in WITA, whatever the computer's own time zone.
        scheduledAt: values.status === 'scheduled' ? `${schedule}:00+08:00` : null,
        slug: article && values.slug !== article.slug ? values.slug : null,
        expectedUpdatedAt: article?.updatedAt,
      });
      toast({ title: T.saved, description: article ? T.updated : T.created, variant: 'success' });
      void navigate(LIST);
    } catch (err) {
      toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' });
      if (err instanceof ApiError && err.fields?.title) setError('title', { message: err.fields.title }, { shouldFocus: true });
      if (err instanceof ApiError && err.fields?.slug) setError('slug', { message: err.fields.slug });
      if (err instanceof ApiError && (err.fields?.scheduledAt || err.fields?.coverAlt))
        setSideErrors({ scheduledAt: err.fields.scheduledAt, coverAlt: err.fields.coverAlt });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(submitValues)(e)}
      aria-busy={busy}
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Field label={T.titleLabel} required error={formState.errors.title?.message}>
        {(fid, describedBy) => (
          <TextInput
            id={fid}
            aria-describedby={describedBy}
            aria-invalid={!!formState.errors.title}
            placeholder={T.titlePlaceholder}
            maxLength={ARTICLE_TITLE_MAX}
            autoComplete="off"
            disabled={busy}
            className="text-lg font-semibold"
            {...register('title')}
          />
        )}
      </Field>
      <Field label={T.excerptLabel} hint={T.excerptHint} error={formState.errors.excerpt?.message}>
        {(fid, describedBy) => (
          <TextArea
            id={fid}
            aria-describedby={describedBy}
            rows={2}
            maxLength={ARTICLE_EXCERPT_MAX}
            disabled={busy}
            className="min-h-20"
            {...register('excerpt')}
          />
        )}
      </Field>
      <CoverField cover={cover} alt={coverAlt} altError={sideErrors.coverAlt} disabled={busy} onCover={setCover} onAlt={setCoverAlt} />
      <div className="grid gap-1.5">
        {/* A click on the label focuses the editor, as a <label> would; keyboard users reach the editor itself by Tab. */}
        {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions */}
        <span id={contentLabelId} className="text-sm font-medium text-slate-800" onClick={() => focusEditor.current()}>
          {T.contentLabel}
        </span>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              initialHtml={field.value ?? ''}
              onChange={field.onChange}
              labelId={contentLabelId}
              disabled={busy}
              onReady={onEditorReady}
            />
          )}
        />
        {formState.errors.content?.message && <p className="text-sm text-red-700">{formState.errors.content.message}</p>}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={ARTICLE.authorName} hint={ARTICLE.authorNameHint} error={formState.errors.authorName?.message}>
          {(fid, describedBy) => (
            <TextInput id={fid} aria-describedby={describedBy} maxLength={ARTICLE_AUTHOR_MAX} disabled={busy} {...register('authorName')} />
          )}
        </Field>
        {article && (
          <Field label={ARTICLE.slug} hint={ARTICLE.slugHint} error={formState.errors.slug?.message}>
            {(fid, describedBy) => (
              <TextInput
                id={fid}
                aria-describedby={describedBy}
                aria-invalid={!!formState.errors.slug || undefined}
                maxLength={ARTICLE_SLUG_MAX}
                disabled={busy}
                className="font-mono text-sm"
                {...register('slug')}
              />
            )}
          </Field>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
            {T.statusLabel}
          </label>
          <select id={statusId} disabled={busy} className={inputClass} {...register('status')}>
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ARTICLE.statuses[s]}
              </option>
            ))}
          </select>
        </div>
        {status === 'scheduled' && (
          <Field label={ARTICLE.scheduledAt} hint={ARTICLE.scheduledHint} error={sideErrors.scheduledAt} required>
            {(fid, describedBy) => (
              <TextInput
                id={fid}
                key={scheduleId}
                type="datetime-local"
                aria-describedby={describedBy}
                aria-invalid={!!sideErrors.scheduledAt || undefined}
                value={schedule}
                onChange={(e) => setSchedule(e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Link
          to={LIST}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          {COMMON.cancel}
        </Link>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4 text-white" label={COMMON.saving} /> : <Save aria-hidden className="size-4" />}
          {article ? T.saveEdit : T.saveNew}
        </Button>
      </div>
    </form>
  );
}

const WITA_INPUT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Makassar',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** An instant as the WITA wall-clock time a datetime-local box shows ("2026-11-25T08:00"). */
const toWitaInput = (iso: string) => WITA_INPUT.format(new Date(iso)).replace(' ', 'T');
