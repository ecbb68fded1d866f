import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Save } from 'lucide-react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ARTICLE_EXCERPT_MAX, ARTICLE_TITLE_MAX, articleInputSchema, type AdminArticle } from '../../../../shared/cms-schemas.ts';
import { ARTICLE_STATUSES } from '../../../../shared/constants.ts';
import { ADMIN, COMMON } from '../../../../shared/strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useArticle, useSaveArticle } from '../api/articles.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

const T = ADMIN.cms;
const LIST = '/admin/cms/articles';
const formSchema = articleInputSchema.omit({ expectedUpdatedAt: true });
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
        <ArticleForm key={id ?? 'new'} article={article.data} />
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
  const { register, control, handleSubmit, formState, setError } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: article?.title ?? '',
      excerpt: article?.excerpt ?? '',
      content: article?.content ?? '',
      status: article?.status ?? 'draft',
    },
  });
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
    inFlight.current = true;
    try {
      await save.mutateAsync({ ...values, expectedUpdatedAt: article?.updatedAt });
      toast({ title: T.saved, description: article ? T.updated : T.created, variant: 'success' });
      void navigate(LIST);
    } catch (err) {
      toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' });
      if (err instanceof ApiError && err.fields?.title) setError('title', { message: err.fields.title }, { shouldFocus: true });
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
      <div className="grid gap-1.5 sm:max-w-xs">
        <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
          {T.statusLabel}
        </label>
        <select id={statusId} disabled={busy} className={inputClass} {...register('status')}>
          {ARTICLE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === 'published' ? T.statusPublished : T.statusDraft}
            </option>
          ))}
        </select>
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
