import { CalendarClock, Save } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ARTICLE } from '../../../../shared/article-strings.ts';
import {
  ARTICLE_AUTHOR_MAX,
  ARTICLE_EXCERPT_MAX,
  ARTICLE_SLUG_MAX,
  ARTICLE_TITLE_MAX,
  articleFormSchema,
  type AdminArticle,
  type ArticleData,
} from '../../../../shared/cms-schemas.ts';
import { ARTICLE_STATUSES } from '../../../../shared/constants.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useArticle, useSaveArticle } from '../api/articles.ts';
import { ArticleRevisions } from './article-revisions.tsx';
import { CoverField } from './cover-field.tsx';
import { EditorField } from './editor-field.tsx';
import { WITA_MINUTE } from '../../../../shared/wita.ts';

const T = ADMIN.cms;
const LIST = '/admin/cms/articles';

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
      <BackLink to={LIST} label={T.back} look="admin" />
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
  const form = useZodForm(articleFormSchema, {
    defaultValues: {
      title: article?.title ?? '',
      excerpt: article?.excerpt ?? '',
      content: article?.content ?? '',
      cover: article?.cover ?? null,
      coverAlt: article?.coverAlt ?? '',
      status: article?.status ?? 'draft',
      scheduledAt: article?.scheduledAt ? toWitaInput(article.scheduledAt) : '',
      authorName: article?.byline ?? '',
      slug: article?.slug ?? '',
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const status = useWatch({ control, name: 'status' });
  // The cover's upload and its alt text are one part of the page (CoverField), both in the form.
  const cover = useController({ control, name: 'cover' });
  const coverAlt = useController({ control, name: 'coverAlt' });
  const busy = save.isPending || formState.isSubmitting;
  const republishHintId = useId();
  const errors = formState.errors;
  // A double click must not create the article twice.
  const inFlight = useRef(false);
  // The boxes are disabled while saving, so the first box the server found wrong is focused once they are back.
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    const first = Object.keys(formState.errors)[0] as Parameters<typeof form.setFocus>[0] | undefined;
    if (first) form.setFocus(first);
  }, [busy, form, formState]);

  // No lost edits: closing or reloading the tab with unsaved changes asks first.
  const dirty = formState.isDirty && !save.isSuccess;
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submitValues = async (values: ArticleData, republish = false) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await save.mutateAsync({
        ...values,
        republish,
        slug: article && values.slug !== article.slug ? values.slug : null,
        expectedUpdatedAt: article?.updatedAt,
      });
      toast({ title: T.saved, description: republish ? ARTICLE.republished : article ? T.updated : T.created, variant: 'success' });
      void navigate(LIST);
    } catch (err) {
      refocus.current = applyServerErrors(form, err);
      toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' });
    } finally {
      inFlight.current = false;
    }
  };
  // The rules between the boxes (alt text with a cover, a time for a scheduled article) are also said in a toast.
  const onInvalid = (found: typeof errors) => {
    const rule = found.coverAlt?.message ?? found.scheduledAt?.message;
    if (rule) toast({ title: T.saveFailed, description: rule, variant: 'destructive' });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit((values) => submitValues(values), onInvalid)(e)}
      aria-busy={busy}
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Field label={T.titleLabel} required error={errors.title?.message}>
        <TextInput
          placeholder={T.titlePlaceholder}
          maxLength={ARTICLE_TITLE_MAX}
          autoComplete="off"
          disabled={busy}
          className="text-lg font-semibold"
          {...register('title')}
        />
      </Field>
      <Field label={T.excerptLabel} hint={T.excerptHint} error={errors.excerpt?.message}>
        <TextArea rows={2} maxLength={ARTICLE_EXCERPT_MAX} disabled={busy} className="min-h-20" {...register('excerpt')} />
      </Field>
      <CoverField
        cover={cover.field.value ?? null}
        alt={coverAlt.field.value ?? ''}
        altError={coverAlt.fieldState.error?.message}
        disabled={busy}
        onCover={cover.field.onChange}
        onAlt={coverAlt.field.onChange}
      />
      <EditorField control={control} name="content" label={T.contentLabel} disabled={busy} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={ARTICLE.authorName} hint={ARTICLE.authorNameHint} error={errors.authorName?.message}>
          <TextInput maxLength={ARTICLE_AUTHOR_MAX} disabled={busy} {...register('authorName')} />
        </Field>
        {article && (
          <Field label={ARTICLE.slug} hint={ARTICLE.slugHint} error={errors.slug?.message}>
            <TextInput maxLength={ARTICLE_SLUG_MAX} disabled={busy} className="font-mono text-sm" {...register('slug')} />
          </Field>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={T.statusLabel} error={errors.status?.message}>
          <select disabled={busy} className={inputClass} {...register('status')}>
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ARTICLE.statuses[s]}
              </option>
            ))}
          </select>
        </Field>
        {status === 'scheduled' && (
          <Field label={ARTICLE.scheduledAt} hint={ARTICLE.scheduledHint} error={errors.scheduledAt?.message} required>
            <TextInput type="datetime-local" disabled={busy} {...register('scheduledAt')} />
          </Field>
        )}
      </div>
      {article?.status === 'published' && article.publishedAt && (
        <p id={republishHintId} className="text-sm text-slate-600">
          {ARTICLE.publishedOn(formatDateTime(article.publishedAt))} {ARTICLE.republishHint}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Link
          to={LIST}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          {COMMON.cancel}
        </Link>
        {/* Issue 38: an edit keeps the publish date; only this sets it to now (and the article to the top of Berita). */}
        {article?.status === 'published' && status === 'published' && (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            aria-describedby={republishHintId}
            onClick={() => void handleSubmit((values) => submitValues(values, true), onInvalid)()}
          >
            <CalendarClock aria-hidden className="size-4" />
            {ARTICLE.republish}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4 text-white" label={COMMON.saving} /> : <Save aria-hidden className="size-4" />}
          {article ? T.saveEdit : T.saveNew}
        </Button>
      </div>
    </form>
  );
}

/** An instant as the WITA wall-clock time a datetime-local box shows ("2026-11-25T08:00"). */
const toWitaInput = (iso: string) => WITA_MINUTE.format(new Date(iso)).replace(' ', 'T');
