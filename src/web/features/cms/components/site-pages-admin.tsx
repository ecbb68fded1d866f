import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Pencil, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PUBLIC_SITE_PAGES, SITE_PAGE_SLUGS, type SitePage, type SitePageSlug } from '../../../../shared/site-page-schemas.ts';
import { SITE_PAGE_TEXTS as T } from '../../../../shared/site-page-strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { buttonClass, Button } from '../../../components/ui/button.tsx';
import { Field, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

const pages = client.admin.pages;
const LIST = '/admin/cms/pages';

function useSitePages() {
  return useQuery({
    queryKey: ['admin', 'site-pages'],
    queryFn: ({ signal }) => call(pages.$get({}, callOptions({ signal }))),
    staleTime: 0,
  });
}

const isPublic = (slug: SitePageSlug) => (PUBLIC_SITE_PAGES as readonly string[]).includes(slug);

/** /admin/cms/pages: the office's own pages, each with when it was last changed. */
export function SitePagesListPage() {
  useDocumentTitle(T.listTitle);
  const list = useSitePages();
  return (
    <div className="grid grid-cols-1 gap-6">
      <Link
        to="/admin/cms"
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        CMS
      </Link>
      <AdminPageHeader title={T.listTitle} intro={T.listIntro} />
      {list.isPending ? (
        <Spinner className="text-brand-700" />
      ) : list.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(list.error)}
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.data.map((page) => (
            <li
              key={page.slug}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="grid gap-0.5">
                <span className="font-semibold text-slate-900">{page.title}</span>
                <span className="text-sm text-slate-600">
                  {isPublic(page.slug) ? `/${page.slug}` : T.usedOn[page.slug]} ·{' '}
                  {page.updatedAt ? `${T.updatedOn} ${formatDateTime(page.updatedAt)}` : T.neverEdited}
                </span>
              </div>
              <div className="flex gap-2">
                {isPublic(page.slug) && (
                  <a href={`/${page.slug}`} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'min-h-10 px-3')}>
                    <ExternalLink aria-hidden className="size-4" />
                    {T.view}
                  </a>
                )}
                <Link to={`${LIST}/${page.slug}`} className={buttonClass('secondary', 'min-h-10 px-3')} aria-label={T.editOf(page.title)}>
                  <Pencil aria-hidden className="size-4" />
                  {T.edit}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /admin/cms/pages/{slug}: title and body in the article editor. */
export function SitePageEditorPage() {
  const slug = useParams().slug as SitePageSlug;
  const list = useSitePages();
  useDocumentTitle(T.editTitle);
  const page = list.data?.find((p) => p.slug === slug);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Link to={LIST} className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {T.back}
      </Link>
      <h1 className="text-2xl font-bold text-brand-800">{T.editTitle}</h1>
      {!(SITE_PAGE_SLUGS as readonly string[]).includes(slug) ? (
        <p role="alert">{T.notFound}</p>
      ) : !page ? (
        <Spinner className="text-brand-700" />
      ) : (
        <SitePageForm key={page.updatedAt ?? 'default'} page={page} />
      )}
    </div>
  );
}

function SitePageForm({ page }: { page: SitePage }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const contentLabel = useId();
  const [title, setTitle] = useState(page.title);
  const [content, setContent] = useState(page.content);
  const [titleError, setTitleError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () => call(pages[':slug'].$put({ param: { slug: page.slug }, json: { title, content } })),
    onSuccess: () => {
      toast({ title: T.saved, variant: 'success' });
      void qc.invalidateQueries({ queryKey: ['admin', 'site-pages'] });
      void navigate(LIST);
    },
    onError: (err) => toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setTitleError(T.titleRequired);
    setTitleError(undefined);
    save.mutate();
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <Field label={T.titleLabel} required error={titleError}>
        {(id, describedBy) => (
          <TextInput
            id={id}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={200}
            aria-describedby={describedBy}
            aria-invalid={!!titleError || undefined}
          />
        )}
      </Field>
      <div className="grid gap-1.5">
        <span id={contentLabel} className="text-sm font-medium text-slate-800">
          {T.contentLabel}
        </span>
        <RichTextEditor initialHtml={page.content} onChange={setContent} labelId={contentLabel} disabled={save.isPending} />
      </div>
      <div className="flex justify-end border-t border-slate-200 pt-5">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4 text-white" /> : <Save aria-hidden className="size-4" />}
          {T.save}
        </Button>
      </div>
    </form>
  );
}
